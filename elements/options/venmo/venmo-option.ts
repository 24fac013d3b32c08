import venmoComponent from 'braintree-web/venmo/index.js';
import type { Venmo as VenmoDeclared, VenmoTokenizePayload } from 'braintree-web/venmo';
import type { AppSwitchResult, WalletOutcome } from '../../model/dropin-model.js';
import type { PaymentMethod } from '../../vocabulary/types.js';
import { walletSheetView } from '../../views/wallet-sheet.view.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../kit/option.js';
import { buttonContainer, walletButton } from '../kit/wallet-button.js';
import { classifyVenmoError, type VenmoOptions } from './settings.js';
import { enUSVenmo } from '../../i18n/en-US-wallets.js';

/** braintree-web's venmo instance (its declarations make `teardown()` without a callback return nothing). */
type Venmo = Omit<VenmoDeclared, 'teardown'> & { teardown(): Promise<void>; cancelTokenization(): Promise<unknown> };

/** Venmo's blue, dark enough for white text at 4.5:1. */
const VENMO_BLUE = '#0074de';

/** braintree-web's static browser check (left out of its type declarations). */
const isBrowserSupported = (venmoComponent as unknown as { isBrowserSupported(options?: VenmoOptions): boolean })
  .isBrowserSupported;

/** The merchant's `venmo` settings (`true` means Venmo's defaults). */
function settingsOf(context: OptionContext): VenmoOptions {
  return typeof context.settings === 'object' && context.settings !== null ? (context.settings as VenmoOptions) : {};
}

/** A Venmo account as the widget holds it: its username is what the methods list shows. */
function toMethod(payload: VenmoTokenizePayload): PaymentMethod {
  return { ...(payload as unknown as PaymentMethod), type: 'VenmoAccount' };
}

/** Venmo: braintree-web's venmo component behind the sheet's button; one tokenize per press. */
export const venmoModule: PaymentOptionModule = {
  // Evaluated with this module, in the browser only: a server that renders the page never loads it.
  markFile: new URL('./venmo-mark.svg?no-inline', import.meta.url),
  inlineMark: () => import('./mark.js'),
  english: enUSVenmo,
  isEnabled: (context) => Promise.resolve(isBrowserSupported(settingsOf(context))),
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    let running: Venmo | undefined;
    let pending: Promise<Venmo> | undefined;
    let tornDown = false;
    let sessionOpen = false;
    /** Venmo's button: the sheet's, and the express row's (the same session behind both). */
    const drawButton = (container: HTMLElement, express = false): void =>
      void walletButton({
        container,
        label: host.t('Venmo'),
        background: VENMO_BLUE,
        color: '#ffffff',
        data: { wallet: 'venmo' },
        onPress: () => host.requestSession(express ? { express } : undefined),
      });
    return {
      renderSheet: (props: SheetProps) => walletSheetView({ ...props, option: 'venmo' }),
      async setup() {
        const container = buttonContainer(host.find, host.idPrefix, 'venmo');
        pending = venmoComponent.create({ ...settingsOf(context), client: context.client } as Parameters<
          typeof venmoComponent.create
        >[0]) as Promise<Venmo>;
        const created = await pending;
        if (context.signal.aborted || tornDown) {
          await created.teardown().catch(() => undefined);
          throw context.signal.reason ?? new Error('Venmo was torn down during setup.');
        }
        running = created;
        drawButton(container);
        // The page reloaded on the way back from the Venmo app: its result is already in the address.
        if (created.hasTokenizationResult()) host.appSwitchReturned(await appSwitchResult(created));
      },
      expressButton(container) {
        if (running) drawButton(container, true);
      },
      startSession(): Promise<WalletOutcome> {
        const instance = running;
        if (!instance) return Promise.resolve(failed(new Error('Venmo is not set up.')));
        sessionOpen = true;
        return instance
          .tokenize()
          .then((payload): WalletOutcome => ({ kind: 'tokenized', method: toMethod(payload) }), failed)
          .finally(() => {
            sessionOpen = false;
          });
      },
      async teardown() {
        tornDown = true;
        const created = running;
        running = undefined;
        if (!created) {
          // Still setting up: the instance made late is torn down when setup sees it.
          void pending?.catch(() => undefined);
          return;
        }
        // braintree-web's teardown leaves the desktop flow's status polling running (it then calls a
        // torn-down client); cancelling an open session first ends the polling.
        if (sessionOpen) await created.cancelTokenization().catch(() => undefined);
        return created.teardown();
      },
    };
  },
};

/** A failed session, with what Venmo's rule makes of it (the shopper's cancels are ignored). */
function failed(error: unknown): WalletOutcome {
  return { kind: 'failed', error, decision: classifyVenmoError(error) };
}

async function appSwitchResult(instance: Venmo): Promise<AppSwitchResult> {
  try {
    return { kind: 'payload', method: toMethod(await instance.tokenize()) };
  } catch (error) {
    return { kind: 'error', error, decision: classifyVenmoError(error) };
  }
}
