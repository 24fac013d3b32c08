import googlePaymentComponent from 'braintree-web/google-payment/index.js';
import type { WalletOutcome } from '../../model/dropin-model.js';
import { classifyGooglePayError, googlePayButtonOptions, type GooglePayOptions } from './settings.js';
import type { PaymentMethod } from '../../vocabulary/types.js';
import { enUSGooglePay } from '../../i18n/en-US-wallets.js';
import { walletSheetView } from '../../views/wallet-sheet.view.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../kit/option.js';
import { buttonContainer } from '../kit/wallet-button.js';
import { googleEnvironment, loadPaymentsClient, readyToPayRequest, type PaymentsClient } from './payments-client.js';

/** Settings of ours (creation and the button), not part of Google's payment data request. */
const CREATE_KEYS = ['googlePayVersion', 'merchantId', 'button'];

type Settings = Record<string, unknown>;

/**
 * A failed sheet, with what Google Pay's rule makes of it (CANCELED and DEVELOPER_ERROR come as Google's
 * `statusCode`): the rule loads with this module, not with every page.
 */
function failed(error: unknown): WalletOutcome {
  return { kind: 'failed', error, decision: classifyGooglePayError(error) };
}

/** The part of braintree-web's google-payment instance the widget uses (its declarations list no teardown). */
interface GooglePayment {
  createPaymentDataRequest(overrides: Settings): unknown;
  parseResponse(paymentData: unknown): Promise<unknown>;
  teardown(): Promise<void>;
}

function settingsOf(context: OptionContext): GooglePayOptions {
  return typeof context.settings === 'object' && context.settings !== null
    ? (context.settings as GooglePayOptions)
    : {};
}

/** Google Pay API version: the merchant's `googlePayVersion`, else braintree-web's default (1). */
function versionOf(settings: GooglePayOptions): number {
  return settings.googlePayVersion === 2 ? 2 : 1;
}

/** A Google Pay card with Google's payment data kept for `details.rawPaymentData`. */
function toMethod(payload: unknown, paymentData: unknown): PaymentMethod {
  return { ...(payload as PaymentMethod), type: 'AndroidPayCard', rawPaymentData: paymentData };
}

/** Google Pay: braintree-web's google-payment component, and Google's `PaymentsClient` with its button. */
export const googlePayModule: PaymentOptionModule = {
  english: enUSGooglePay,
  // Evaluated with this module, in the browser only: a server that renders the page never loads it.
  markFile: new URL('./google-pay-mark.svg?no-inline', import.meta.url),
  inlineMark: () => import('./mark.js'),
  async isEnabled(context) {
    const PaymentsClientClass = await loadPaymentsClient(context.cspNonce);
    const payments = new PaymentsClientClass({ environment: googleEnvironment(context.client) });
    const answer = await payments.isReadyToPay(readyToPayRequest(context.client, versionOf(settingsOf(context))));
    return Boolean(answer.result);
  },
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    const given = settingsOf(context);
    /** What goes into Google's payment data request; `updateConfiguration` changes it for the next sheet. */
    const request: Settings = { ...given };
    for (const key of CREATE_KEYS) delete request[key];
    let running: { instance: GooglePayment; payments: PaymentsClient } | undefined;
    let pending: Promise<GooglePayment> | undefined;
    let tornDown = false;
    const drawButton = (payments: PaymentsClient, container: HTMLElement, holder: string, express = false): void =>
      drawGoogleButton({ context, host, payments, container, holder, express });
    return {
      renderSheet: (props: SheetProps) => walletSheetView({ ...props, option: 'googlePay' }),
      async setup() {
        const container = buttonContainer(host.find, host.idPrefix, 'googlePay');
        pending = googlePaymentComponent.create({
          client: context.client,
          // As given: braintree-web refuses a version it does not speak, and the option then shows disabled.
          ...(given.googlePayVersion !== undefined ? { googlePayVersion: given.googlePayVersion } : {}),
          ...(typeof given.merchantId === 'string' ? { googleMerchantId: given.merchantId } : {}),
        } as Parameters<typeof googlePaymentComponent.create>[0]) as unknown as Promise<GooglePayment>;
        const instance = await pending;
        if (context.signal.aborted || tornDown) {
          await instance.teardown().catch(() => undefined);
          throw context.signal.reason ?? new Error('Google Pay was torn down during setup.');
        }
        const PaymentsClientClass = await loadPaymentsClient(context.cspNonce);
        const payments = new PaymentsClientClass({ environment: googleEnvironment(context.client) });
        running = { instance, payments };
        drawButton(payments, container, 'googlePay-button');
      },
      expressButton(container) {
        if (running) drawButton(running.payments, container, 'googlePay-express', true);
      },
      startSession(): Promise<WalletOutcome> {
        const current = running;
        if (!current) return Promise.resolve(failed(new Error('Google Pay is not set up.')));
        let paymentData: unknown;
        let sheet: Promise<Record<string, unknown>>;
        try {
          // Opened in the shopper's click: Google's sheet is a window the browser lets only a click open.
          sheet = current.payments.loadPaymentData(current.instance.createPaymentDataRequest(request));
        } catch (error) {
          return Promise.resolve(failed(error));
        }
        return sheet
          .then((data) => {
            paymentData = data;
            return current.instance.parseResponse(data);
          })
          .then((payload): WalletOutcome => ({ kind: 'tokenized', method: toMethod(payload, paymentData) }), failed);
      },
      updateConfiguration(key, value) {
        request[key] = value;
      },
      async teardown() {
        tornDown = true;
        const current = running;
        running = undefined;
        if (current) return current.instance.teardown();
        void pending?.catch(() => undefined);
      },
    };
  },
};

/** Google's button in `container`: the sheet's, and the express row's (the same session behind both). */
function drawGoogleButton(p: {
  context: OptionContext;
  host: OptionHost;
  payments: PaymentsClient;
  container: HTMLElement;
  holder: string;
  express: boolean;
}): void {
  const button = p.payments.createButton({
    ...googlePayButtonOptions(p.context.options),
    onClick: (event?: Event) => {
      event?.preventDefault();
      p.host.requestSession(p.express ? { express: true } : undefined);
    },
  });
  // Google's button is styled by Google's stylesheet in the document: it lives in a light-DOM
  // holder, slotted into its container.
  const slot = document.createElement('slot');
  slot.name = `${p.host.idPrefix}-${p.holder}`;
  p.container.replaceChildren(slot);
  p.host.holder(p.holder).replaceChildren(button);
}
