import { walletSheetView } from '../../views/wallet-sheet.view.js';
import type { PaymentMethod } from '../../vocabulary/types.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../kit/option.js';
import { createPayPalOption, type PayPalOption } from './paypal-provider.js';
import type { PayPalOptions } from './settings.js';
import { enUSPayPal } from '../../i18n/en-US-wallets.js';

/** The merchant's `paypal` / `paypalCredit` setting as options (`true` means PayPal's defaults). */
function settingsOf(value: unknown): PayPalOptions {
  return (typeof value === 'object' && value !== null ? value : {}) as PayPalOptions;
}

/** PayPal and PayPal Credit: braintree-web's PayPal Checkout and the PayPal JS SDK's button on the sheet. */
export const paypalModule: PaymentOptionModule = {
  // Evaluated with this module, in the browser only: a server that renders the page never loads it.
  markFile: new URL('./paypal-mark.svg?no-inline', import.meta.url),
  inlineMark: () => import('./mark.js'),
  english: enUSPayPal,
  // The browser check is the SDK loading: a failure fails setup and the option shows disabled.
  isEnabled: () => Promise.resolve(true),
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    const id = context.id as 'paypal' | 'paypalCredit';
    const settings = settingsOf(context.settings);
    // PayPal's button can share PayPal Credit's SDK when the merchant offers both.
    const credit = context.options.paypalCredit;
    const creditOptions = id === 'paypal' && credit ? settingsOf(credit) : undefined;
    let running: PayPalOption | undefined;
    let pending: Promise<PayPalOption> | undefined;
    /** Updates that arrive during setup are applied as soon as the button exists. */
    const updates: Array<[string, unknown]> = [];
    return {
      renderSheet: (props: SheetProps) => walletSheetView({ ...props, option: id }),
      async setup() {
        const container = host.find(`${host.idPrefix}-${id}-button`);
        if (!container) throw new Error(`The ${id} sheet has no button container.`);
        pending = createPayPalOption({
          signal: context.signal,
          nonce: context.cspNonce,
          client: context.client,
          credit: id === 'paypalCredit',
          options: settings,
          creditOptions,
          container,
          locale: context.locale,
          onTokenized: (payload, origin) => host.addPaymentMethod(payload as unknown as PaymentMethod, origin),
          onError: (error) => host.reportError(error),
          onCancel: () => undefined,
          onExpressClick: () => host.expressFlowBegins(),
          onExpressEnd: () => host.expressFlowEnded(),
        });
        const created = await pending;
        if (context.signal.aborted) {
          await created.teardown();
          throw context.signal.reason;
        }
        running = created;
        for (const [key, value] of updates.splice(0)) created.updateConfiguration(key, value);
      },
      expressButton(container) {
        running?.renderExpress(container).catch((error: unknown) => {
          // The sheet's button still pays: the express row only lacks this one.
          console.error(`<payment-dropin>: the ${id} express button could not be drawn.`, error);
          container.hidden = true;
        });
      },
      updateConfiguration(key, value) {
        if (running) running.updateConfiguration(key, value);
        else updates.push([key, value]);
      },
      async teardown() {
        const created = running;
        running = undefined;
        if (created) return created.teardown();
        // Still setting up: the provider undoes its work when setup aborts or ends.
        void pending?.then((late) => late.teardown()).catch(() => undefined);
      },
    };
  },
};
