import applePayComponent from 'braintree-web/apple-pay/index.js';
import type { ApplePay, ApplePayPayload } from 'braintree-web/apple-pay';
import type { WalletOutcome } from '../../model/dropin-model.js';
import { applePayButtonStyle } from './button-style.js';
import { applePaySessionVersion, type ApplePayOptions } from './settings.js';
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
import {
  applePaySupported,
  pageApplePaySession,
  type ApplePaySessionClass,
  type ApplePaySessionLike,
} from './apple-pay-session.js';
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
  create: (context: OptionContext, host: OptionHost): PaymentOptionInstance => new ApplePayInstance(context, host),
};

/** An open payment sheet, and how to end it. */
interface OpenSheet {
  readonly sheet: ApplePaySessionLike;
  end(outcome: WalletOutcome): void;
}

/** Apple Pay in one widget: its button on the sheet, and one payment sheet at a time. */
class ApplePayInstance implements PaymentOptionInstance {
  readonly #settings: Settings;
  readonly #version: number;
  #running: ApplePay | undefined;
  #pending: Promise<ApplePay> | undefined;
  #tornDown = false;
  #wasActive = false;
  #session: OpenSheet | undefined;

  readonly #context: OptionContext;
  readonly #host: OptionHost;

  constructor(context: OptionContext, host: OptionHost) {
    this.#context = context;
    this.#host = host;
    this.#settings = settingsOf(context);
    this.#version = applePaySessionVersion(context.options);
  }

  renderSheet(props: SheetProps) {
    if (props.active && !this.#wasActive) queueMicrotask(() => this.#checkActiveCard());
    this.#wasActive = props.active;
    return walletSheetView({ ...props, option: 'applePay' });
  }

  /** On arriving at the sheet: a wallet with no card Apple Pay may use gets the error at once. */
  #checkActiveCard(): void {
    const Session = pageApplePaySession();
    const merchantIdentifier = this.#running?.merchantIdentifier;
    if (!Session || !merchantIdentifier) return;
    Session.canMakePaymentsWithActiveCard(merchantIdentifier).then(
      (canPay) => {
        if (!canPay && !this.#tornDown) this.#host.reportError('applePayActiveCardError');
      },
      () => undefined,
    );
  }

  async setup(): Promise<void> {
    const context = this.#context;
    const host = this.#host;
    const container = buttonContainer(host.find, host.idPrefix, 'applePay');
    this.#pending = applePayComponent.create({ client: context.client });
    const created = await this.#pending;
    if (context.signal.aborted || this.#tornDown) {
      await created.teardown().catch(() => undefined);
      throw context.signal.reason ?? new Error('Apple Pay was torn down during setup.');
    }
    this.#running = created;
    this.#drawButton(container);
  }

  /** Apple's button in the merchant's style: the sheet's, and the express row's (the same session behind both). */
  #drawButton(container: HTMLElement, express = false): void {
    const style = applePayButtonStyle(this.#context.options);
    walletButton({
      container,
      label: this.#host.t('Apple Pay'),
      ...(BUTTON_COLOURS[style] ?? BUTTON_COLOURS.black!),
      data: { wallet: 'applePay', buttonStyle: style },
      onPress: () => this.#host.requestSession(express ? { express } : undefined),
    });
  }

  expressButton(container: HTMLElement): void {
    if (this.#running) this.#drawButton(container, true);
  }

  /** Begins the sheet in the shopper's click (Safari requires it), so nothing here awaits before `begin()`. */
  startSession(): Promise<WalletOutcome> {
    const instance = this.#running;
    const Session = pageApplePaySession();
    if (!instance || !Session) return Promise.resolve({ kind: 'failed', error: new Error('Apple Pay is not set up.') });
    return new Promise<WalletOutcome>((resolve) => {
      let sheet: ApplePaySessionLike;
      try {
        const request = instance.createPaymentRequest((this.#settings.paymentRequest ?? {}) as never);
        sheet = new Session(this.#version, request);
      } catch (error) {
        resolve({ kind: 'failed', error });
        return;
      }
      const end = (outcome: WalletOutcome): void => {
        if (this.#session?.sheet === sheet) this.#session = undefined;
        resolve(outcome);
      };
      this.#session = { sheet, end };
      this.#handle(instance, Session, { sheet, end });
      sheet.begin();
    });
  }

  /** What the sheet asks on the way: the merchant's validation, then the shopper's authorised payment, or a cancel. */
  #handle(instance: ApplePay, Session: ApplePaySessionClass, { sheet, end }: OpenSheet): void {
    sheet.onvalidatemerchant = (event) => {
      instance
        .performValidation({ validationURL: event.validationURL, displayName: this.#settings.displayName } as never)
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
  }

  updateConfiguration(key: string, value: unknown): void {
    this.#settings[key] = value;
  }

  async teardown(): Promise<void> {
    this.#tornDown = true;
    const open = this.#session;
    this.#session = undefined;
    if (open) {
      try {
        open.sheet.abort();
      } catch {
        // Already over.
      }
      open.end({ kind: 'canceled' });
    }
    const created = this.#running;
    this.#running = undefined;
    if (created) return created.teardown();
    void this.#pending?.catch(() => undefined);
  }
}
