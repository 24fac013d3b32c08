import applePayComponent from 'braintree-web/apple-pay/index.js';
import type { ApplePay, ApplePayPayload } from 'braintree-web/apple-pay';
import type { WalletOutcome } from '../../model/dropin-model.js';
import { applePayButtonStyle, applePaySessionVersion, type ApplePayOptions } from './settings.js';
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
import { applePaySupported, pageApplePaySession, type ApplePaySessionLike } from './apple-pay-session.js';
import { enUSApplePay } from '../../i18n/en-US-wallets.js';

/** Apple's button styles, as colours a browser without Apple's own button can draw. */
const BUTTON_COLOURS: Readonly<Record<string, { background: string; color: string }>> = {
  black: { background: '#000000', color: '#ffffff' },
  white: { background: '#ffffff', color: '#000000' },
  'white-outline': { background: '#ffffff', color: '#000000' },
};

type Settings = { -readonly [K in keyof ApplePayOptions]: ApplePayOptions[K] };

/** The merchant's `applePay` settings, copied: `updateConfiguration` changes the copy for the next sheet. */
function settingsOf(context: OptionContext): Settings {
  return typeof context.settings === 'object' && context.settings !== null ? { ...(context.settings as Settings) } : {};
}

/** An Apple Pay card with Apple's payment (the token and contacts) kept for `details.rawPaymentData`. */
function toMethod(payload: ApplePayPayload, payment: unknown): PaymentMethod {
  return { ...(payload as unknown as PaymentMethod), type: 'ApplePayCard', rawPaymentData: payment };
}

/** Apple Pay: braintree-web's apple-pay component and the page's `ApplePaySession`. */
export const applePayModule: PaymentOptionModule = {
  // Evaluated with this module, in the browser only: a server that renders the page never loads it.
  markFile: new URL('./apple-pay-mark.svg?no-inline', import.meta.url),
  inlineMark: () => import('./mark.js'),
  english: enUSApplePay,
  isEnabled: (context) => Promise.resolve(applePaySupported(applePaySessionVersion(context.options))),
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    const settings = settingsOf(context);
    const version = applePaySessionVersion(context.options);
    let running: ApplePay | undefined;
    let pending: Promise<ApplePay> | undefined;
    let tornDown = false;
    let wasActive = false;
    let session: { sheet: ApplePaySessionLike; end(outcome: WalletOutcome): void } | undefined;

    /** On arriving at the sheet: a wallet with no card Apple Pay may use gets the error at once. */
    const checkActiveCard = (): void => {
      const Session = pageApplePaySession();
      const merchantIdentifier = running?.merchantIdentifier;
      if (!Session || !merchantIdentifier) return;
      Session.canMakePaymentsWithActiveCard(merchantIdentifier).then(
        (canPay) => {
          if (!canPay && !tornDown) host.reportError('applePayActiveCardError');
        },
        () => undefined,
      );
    };

    return {
      renderSheet(props: SheetProps) {
        if (props.active && !wasActive) queueMicrotask(checkActiveCard);
        wasActive = props.active;
        return walletSheetView({ ...props, option: 'applePay' });
      },
      async setup() {
        const container = buttonContainer(host.find, host.idPrefix, 'applePay');
        pending = applePayComponent.create({ client: context.client });
        const created = await pending;
        if (context.signal.aborted || tornDown) {
          await created.teardown().catch(() => undefined);
          throw context.signal.reason ?? new Error('Apple Pay was torn down during setup.');
        }
        running = created;
        const style = applePayButtonStyle(context.options);
        walletButton({
          container,
          label: host.t('Apple Pay'),
          ...(BUTTON_COLOURS[style] ?? BUTTON_COLOURS.black!),
          data: { wallet: 'applePay', buttonStyle: style },
          onPress: () => host.requestSession(),
        });
      },
      /** Begins the sheet in the shopper's click (Safari requires it), so nothing here awaits before `begin()`. */
      startSession(): Promise<WalletOutcome> {
        const instance = running;
        const Session = pageApplePaySession();
        if (!instance || !Session)
          return Promise.resolve({ kind: 'failed', error: new Error('Apple Pay is not set up.') });
        return new Promise<WalletOutcome>((resolve) => {
          let sheet: ApplePaySessionLike;
          try {
            const request = instance.createPaymentRequest((settings.paymentRequest ?? {}) as never);
            sheet = new Session(version, request);
          } catch (error) {
            resolve({ kind: 'failed', error });
            return;
          }
          const end = (outcome: WalletOutcome): void => {
            if (session?.sheet === sheet) session = undefined;
            resolve(outcome);
          };
          session = { sheet, end };
          sheet.onvalidatemerchant = (event) => {
            instance
              .performValidation({ validationURL: event.validationURL, displayName: settings.displayName } as never)
              .then((merchantSession) => sheet.completeMerchantValidation(merchantSession))
              .catch((error: unknown) => {
                sheet.abort();
                end({ kind: 'failed', error });
              });
          };
          sheet.onpaymentauthorized = (event) => {
            instance.tokenize({ token: event.payment.token } as never).then(
              (payload) => {
                sheet.completePayment(Session.STATUS_SUCCESS);
                end({ kind: 'tokenized', method: toMethod(payload, event.payment) });
              },
              (error: unknown) => {
                sheet.completePayment(Session.STATUS_FAILURE);
                end({ kind: 'failed', error });
              },
            );
          };
          // The shopper closed the sheet: not an error.
          sheet.oncancel = () => end({ kind: 'canceled' });
          sheet.begin();
        });
      },
      updateConfiguration(key, value) {
        settings[key] = value;
      },
      async teardown() {
        tornDown = true;
        const open = session;
        session = undefined;
        if (open) {
          try {
            open.sheet.abort();
          } catch {
            // Already over.
          }
          open.end({ kind: 'canceled' });
        }
        const created = running;
        running = undefined;
        if (created) return created.teardown();
        void pending?.catch(() => undefined);
      },
    };
  },
};
