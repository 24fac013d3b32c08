import type { Client } from 'braintree-web/client/index.js';
import type { PayPalCheckout, PayPalCheckoutCreatePaymentOptions } from 'braintree-web/paypal-checkout';
import { PAYPAL_READ_ONLY_KEYS, type PayPalOptions } from './settings.js';
import { clientFacts } from '../../provider/gateway-client.js';
import { paypalVaultRule } from './rules.js';
import {
  queryFor,
  useConnection,
  type ConnectionUse,
  type SdkButtons,
  type SdkNamespace,
} from './paypal-connection.js';

/** A PayPal account nonce, as braintree-web's `tokenizePayment` gives it (plus `vaulted`, as Drop-in adds). */
export interface PayPalTokenizedPayload {
  nonce: string;
  type: 'PayPalAccount';
  /** The payer: `email`, `payerId`, `firstName`, `lastName`, `countryCode`, addresses. */
  details: { email?: string; payerId?: string; [key: string]: unknown };
  /** Set when the payer saved the account for the customer (vault flow, customer client token). */
  vaulted?: boolean;
  creditFinancingOffered?: Record<string, unknown>;
  shippingOptionId?: string;
  cobrandedCardLabel?: string;
}

export interface PayPalOptionSetup {
  client: Client;
  /** PayPal Credit's own button (`paypalCredit`) rather than PayPal's. */
  credit: boolean;
  /** The merchant's `paypal` / `paypalCredit` options. */
  options: PayPalOptions;
  /**
   * For PayPal's button: PayPal Credit's options when the widget offers it too. With settings that make the same
   * SDK query, both buttons come from one SDK script and one braintree-web component.
   */
  creditOptions?: PayPalOptions;
  /** Where the button goes: light DOM or inside a shadow root. */
  container: HTMLElement;
  /** `en_US`-style; passed to PayPal's page and to the SDK. */
  locale?: string;
  /** `debug` turns on the SDK's debug mode; other levels change nothing (the JS SDK has none). */
  logLevel?: string;
  /** The page's CSP nonce: the SDK puts it on the styles it injects (`data-csp-nonce`). */
  nonce?: string;
  /**
   * Aborted when setup cannot succeed any more: the widget was torn down, PayPal's time-out passed (its owner in
   * the widget runs it, and aborts with "There was an error connecting to PayPal."), or the page's policy blocked
   * PayPal's script, which then never loads. Setup fails at once with the signal's reason.
   */
  signal?: AbortSignal;
  /** `express`: approved through the express row's button (the `express` option), not the sheet's. */
  onTokenized(payload: PayPalTokenizedPayload, origin?: { readonly express: boolean }): void;
  /** Errors of the flow after setup: creating the payment, the PayPal window, tokenization. */
  onError(error: unknown): void;
  /** The shopper closed PayPal without approving. */
  onCancel(): void;
  /**
   * The express row's button was pressed: false keeps PayPal's window closed (another payment is under way).
   * Each flow it lets begin ends in `onExpressEnd` (approved and handed on, cancelled, or failed).
   */
  onExpressClick?(): boolean;
  onExpressEnd?(): void;
}

export interface PayPalOption {
  /** Removes the button, the SDK script and braintree-web's component. */
  teardown(): Promise<void>;
  /** Changes a payment option (amount, currency, …) for the next click; `offerCredit` and `locale` stay. */
  updateConfiguration(key: string, value: unknown): void;
  /**
   * Renders the same button once more in `container` (the express row), on the same component and options: an
   * update reaches both; its approval comes to `onTokenized` marked `express`.
   */
  renderExpress(container: HTMLElement): Promise<void>;
}

interface ApproveData {
  orderID?: string;
  payerID: string;
  paymentID?: string | null;
  billingToken?: string | null;
}

/** Options of ours, not braintree-web's `createPayment`. */
const PROVIDER_KEYS = ['buttonStyle', 'commit', 'vault', 'logLevel'];
/** JS SDK button style keys (checkout.js's `size` becomes a height). */
const STYLE_KEYS = ['layout', 'color', 'shape', 'label', 'tagline', 'height'];
const SIZE_HEIGHTS: Readonly<Record<string, number>> = { small: 25, medium: 35, large: 45 };
/** Colors the JS SDK allows on the PayPal Credit button. */
const CREDIT_COLORS = ['darkblue', 'black', 'white'];

/** The merchant's `buttonStyle` in the JS SDK's terms; keys it does not know are left out. */
export function sdkButtonStyle(buttonStyle: unknown, credit: boolean): Record<string, unknown> {
  const given = (typeof buttonStyle === 'object' && buttonStyle !== null ? buttonStyle : {}) as Record<string, unknown>;
  const style: Record<string, unknown> = {};
  for (const key of STYLE_KEYS) if (given[key] !== undefined) style[key] = given[key];
  if (style.height === undefined && typeof given.size === 'string' && SIZE_HEIGHTS[given.size]) {
    style.height = SIZE_HEIGHTS[given.size];
  }
  if (credit) {
    delete style.label;
    if (style.color !== undefined && !CREDIT_COLORS.includes(style.color as string)) delete style.color;
  }
  return style;
}

/**
 * Sets up PayPal or PayPal Credit in `container`: braintree-web's PayPal Checkout component, the
 * PayPal JS SDK it loads, and the SDK's button. A click creates the payment through the gateway
 * (`createPayment`), and the payer's approval is tokenized (`tokenizePayment`) and handed to
 * `onTokenized`. Rejects with braintree-web's error when setup fails (PayPal not enabled, …), with
 * "There was an error connecting to PayPal." when its script does not load, and with the signal's reason when it
 * aborts.
 */
export function createPayPalOption(setup: PayPalOptionSetup): Promise<PayPalOption> {
  return new PayPalButton(setup).start();
}

/** One option's PayPal button on a shared connection: its setup, its payments and its teardown. */
class PayPalButton {
  #options: PayPalOptions;
  readonly #flow: 'vault' | 'checkout';
  readonly #guest: boolean;
  readonly #connection: ConnectionUse;
  #instance: PayPalCheckout | undefined;
  #buttons: SdkButtons | undefined;
  /** The express row's button, when drawn. */
  #expressButtons: SdkButtons | undefined;
  /** Setup stopped (its signal aborted, or it failed): whatever it made is undone. */
  #abandoned = false;
  #tornDown: Promise<void> | undefined;

  readonly #setup: PayPalOptionSetup;

  constructor(setup: PayPalOptionSetup) {
    this.#setup = setup;
    this.#options = { ...setup.options };
    this.#flow = this.#options.flow === 'vault' ? 'vault' : 'checkout';
    // Guests (a tokenization key, or a client token without a customer) never vault: the widget's own reading.
    this.#guest = clientFacts(setup.client).guestCheckout;
    this.#connection = useConnection(setup.client, queryFor(setup), setup.nonce);
  }

  /** Sets the button up; rejects with the setup's error, or at once with the signal's reason when it aborts. */
  start(): Promise<PayPalOption> {
    const { signal } = this.#setup;
    return new Promise<PayPalOption>((resolve, reject) => {
      const stop = (reason: unknown): void => {
        if (this.#abandoned) return;
        this.#abandoned = true;
        signal?.removeEventListener('abort', onAbort);
        void this.#dispose();
        reject(reason);
      };
      const onAbort = (): void => stop(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      this.#render().then(
        async () => {
          if (this.#abandoned) return this.#dispose();
          signal?.removeEventListener('abort', onAbort);
          resolve({
            teardown: () => this.#dispose(),
            updateConfiguration: (key, value) => this.#update(key, value),
            renderExpress: (container) => this.#renderExpress(container),
          });
        },
        async (error: unknown) => {
          if (this.#abandoned) return this.#dispose();
          signal?.removeEventListener('abort', onAbort);
          this.#abandoned = true;
          await this.#dispose();
          reject(error);
        },
      );
    });
  }

  /** Waits for the connection, then renders the SDK's button for this option in its container. */
  async #render(): Promise<void> {
    const { instance: component, sdk } = await this.#connection.ready;
    if (this.#abandoned) return;
    this.#instance = component;
    const rendered = sdk.Buttons!(this.#buttonProps(sdk, false));
    this.#buttons = rendered;
    if (!rendered.isEligible()) {
      throw new Error(`${this.#setup.credit ? 'PayPal Credit' : 'PayPal'} is not available for this payment.`);
    }
    await rendered.render(this.#setup.container);
  }

  /** The SDK's props for a button of this option; `express`: the express row's. */
  #buttonProps(sdk: SdkNamespace, express: boolean): Record<string, unknown> {
    const setup = this.#setup;
    const props: Record<string, unknown> = {
      fundingSource: setup.credit ? sdk.FUNDING.CREDIT : sdk.FUNDING.PAYPAL,
      style: sdkButtonStyle(this.#options.buttonStyle, setup.credit),
      onApprove: (data: ApproveData) => this.#onApprove(data, express),
      onCancel: () => setup.onCancel(),
      onError: (error: unknown) => setup.onError(error),
    };
    if (express) Object.assign(props, this.#expressProps(props));
    props[this.#flow === 'vault' ? 'createBillingAgreement' : 'createOrder'] = () => this.#createPayment();
    return props;
  }

  /** The express button's flow: begun only when no other payment is under way, and reported when it ends. */
  #expressProps(props: Record<string, unknown>): Record<string, unknown> {
    const setup = this.#setup;
    const ended =
      <A extends unknown[]>(handler: (...args: A) => unknown) =>
      async (...args: A): Promise<void> => {
        try {
          await handler(...args);
        } finally {
          setup.onExpressEnd?.();
        }
      };
    return {
      // The SDK's onClick: `actions.reject()` keeps its window closed.
      onClick: (_data: unknown, actions: { resolve(): unknown; reject(): unknown }) =>
        setup.onExpressClick?.() === false ? actions.reject() : actions.resolve(),
      onApprove: ended(props.onApprove as (data: ApproveData) => Promise<void>),
      onCancel: ended(props.onCancel as () => void),
      onError: ended(props.onError as (error: unknown) => void),
    };
  }

  /** The same button in the express row: the same component, options and payment path. */
  async #renderExpress(container: HTMLElement): Promise<void> {
    if (this.#expressButtons || this.#tornDown) return;
    const { sdk } = await this.#connection.ready;
    if (this.#tornDown) return;
    const rendered = sdk.Buttons!(this.#buttonProps(sdk, true));
    this.#expressButtons = rendered;
    await rendered.render(container);
  }

  /** Changes a payment option for the next click; `offerCredit` and `locale` stay as created. */
  #update(key: string, value: unknown): void {
    if (PAYPAL_READ_ONLY_KEYS.includes(key)) return;
    this.#options = { ...this.#options, [key]: value };
  }

  async #createPayment(): Promise<string> {
    const paymentOptions: Record<string, unknown> = { ...this.#options };
    for (const key of PROVIDER_KEYS) delete paymentOptions[key];
    paymentOptions.flow = this.#flow;
    paymentOptions.offerCredit = this.#setup.credit;
    if (this.#setup.locale) paymentOptions.locale = this.#setup.locale;
    return this.#instance!.createPayment(paymentOptions as unknown as PayPalCheckoutCreatePaymentOptions);
  }

  async #onApprove(data: ApproveData, express: boolean): Promise<void> {
    const instance = this.#instance;
    if (!instance) return;
    const { vault } = paypalVaultRule(this.#options, this.#guest);
    try {
      // braintree-web reads the JS SDK's names (payerID, paymentID, orderID); its community types list others.
      const tokenizeOptions = { ...data, vault } as unknown as Parameters<PayPalCheckout['tokenizePayment']>[0];
      const payload = (await instance.tokenizePayment(tokenizeOptions)) as unknown as PayPalTokenizedPayload;
      this.#setup.onTokenized(vault ? { ...payload, vaulted: true } : payload, express ? { express } : undefined);
    } catch (error) {
      this.#setup.onError(error);
    }
  }

  /** Undoes whatever setup has made so far; safe to call again (later calls wait for the first). */
  #dispose(): Promise<void> {
    this.#tornDown ??= (async () => {
      const closing = Promise.all([
        this.#buttons?.close().catch(() => undefined),
        this.#expressButtons?.close().catch(() => undefined),
      ]);
      this.#buttons = undefined;
      this.#expressButtons = undefined;
      this.#instance = undefined;
      await closing;
      await this.#connection.release();
    })();
    return this.#tornDown;
  }
}
