import paypalCheckout from 'braintree-web/paypal-checkout/index.js';
import type { Client } from 'braintree-web/client/index.js';
import type {
  PayPalCheckout,
  PayPalCheckoutCreatePaymentOptions,
  PayPalCheckoutLoadPayPalSDKOptions,
} from 'braintree-web/paypal-checkout';
import { PAYPAL_CONNECTION_FAILED, PAYPAL_READ_ONLY_KEYS, type PayPalOptions } from './settings.js';
import { isGuestCheckout } from '../../model/options.js';
import { paypalLocale, paypalVaultRule } from './rules.js';
import { yieldToBrowser } from '../kit/next-task.js';

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

/** The part of the PayPal JS SDK this module uses. */
interface SdkButtons {
  render(container: HTMLElement): Promise<void>;
  isEligible(): boolean;
  close(): Promise<void>;
}
interface SdkNamespace {
  FUNDING: { PAYPAL: string; CREDIT: string };
  Buttons?: (props: Record<string, unknown>) => SdkButtons;
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

let namespaces = 0;

/** The SDK's global for one option: each loads its own SDK, so PayPal and Credit settings never mix, nor touch `window.paypal`. */
function newNamespace(): string {
  namespaces += 1;
  return `__paymentDropinPayPal${namespaces}_${Math.random().toString(36).slice(2, 8)}`;
}

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
 * braintree-web's SDK query for these options (undefined keys left out: they would be sent as text), without the
 * script's data attributes. `credit` asks for PayPal Credit's funding too.
 */
function sdkQuery(options: PayPalOptions, setup: PayPalOptionSetup, credit: boolean): Record<string, unknown> {
  const query: Record<string, unknown> = { components: 'buttons' };
  if (options.flow === 'vault') {
    query.vault = true;
    if (typeof options.currency === 'string') query.currency = options.currency;
  } else {
    const intent = typeof options.intent === 'string' ? options.intent : 'authorize';
    query.intent = intent === 'sale' ? 'capture' : intent;
    query.currency = typeof options.currency === 'string' ? options.currency : 'USD';
  }
  if (typeof options.commit === 'boolean') query.commit = options.commit;
  if (credit) query['enable-funding'] = 'credit';
  const locale = paypalLocale(setup.locale);
  if (locale) query.locale = locale;
  if (setup.logLevel === 'debug') query.debug = true;
  return query;
}

/**
 * The SDK query this option loads with. PayPal's button asks for PayPal Credit's funding too when the widget
 * also offers PayPal Credit with settings that make the same query: then both options share one SDK.
 */
function queryFor(setup: PayPalOptionSetup): Record<string, unknown> {
  const own = sdkQuery(setup.options, setup, setup.credit);
  if (setup.credit || !setup.creditOptions) return own;
  const shared = sdkQuery(setup.options, setup, true);
  const credit = sdkQuery(setup.creditOptions, setup, true);
  return JSON.stringify(shared) === JSON.stringify(credit) ? shared : own;
}

/**
 * PayPal's setup failure when its SDK script did not load: Drop-in's words ("There was an error connecting to
 * PayPal.", which merchants' code and logs match), with the script's URL in `cause` (also as `cause.url`) and the
 * browser's error event as that cause's own `cause` (the browser does not say whether the network, an HTTP status
 * or a blocked request failed it).
 */
export function sdkLoadError(url: string, event?: Event): Error {
  const cause = Object.assign(new Error(`The PayPal SDK script (${url}) failed to load.`, { cause: event }), { url });
  return new Error(PAYPAL_CONNECTION_FAILED, { cause });
}

/** Rejects when the SDK script tagged with `data-namespace` fails to load. */
function scriptLoadFailure(namespace: string): { promise: Promise<never>; stop(): void } {
  let stop = (): void => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    const onError = (event: Event): void => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.dataset.namespace === namespace)
        reject(sdkLoadError(target.src, event));
    };
    document.addEventListener('error', onError, true);
    stop = () => document.removeEventListener('error', onError, true);
  });
  promise.catch(() => undefined);
  return { promise, stop };
}

/** Guests (tokenization key, or a client token without a customer) never vault. */
function isGuestClient(client: Client): boolean {
  const configuration = client.getConfiguration() as unknown as {
    authorizationType: 'TOKENIZATION_KEY' | 'CLIENT_TOKEN';
    authorizationFingerprint?: string;
  };
  return isGuestCheckout({
    authorizationType: configuration.authorizationType,
    authorizationFingerprint: configuration.authorizationFingerprint,
  });
}

/** braintree-web's PayPal Checkout component and the SDK it loaded, as the options of one client share them. */
interface Connection {
  readonly instance: PayPalCheckout;
  readonly sdk: SdkNamespace;
}

/** One option's use of a shared connection. */
interface ConnectionUse {
  readonly ready: Promise<Connection>;
  /** Gives the use back (again: nothing more); the last one ends the connection. */
  release(): Promise<void>;
}

function tornDownError(): Error {
  return new Error('PayPal was torn down during setup.');
}

/**
 * One braintree-web PayPal Checkout component and one PayPal JS SDK script, loaded once for every option of a
 * gateway client that asks for the same SDK query: PayPal and PayPal Credit with the same settings (as Drop-in
 * loads PayPal's script once for both). Each option renders its own button from it and holds a use; the last
 * use given back tears the component down, which removes the script, and the SDK's global goes.
 */
class SharedConnection {
  readonly ready: Promise<Connection>;
  private users = 0;
  private readonly namespace = newNamespace();
  private instance: PayPalCheckout | undefined;
  private ended = false;
  private ending: Promise<void> | undefined;
  /** Settles a load still waiting for the SDK's script when the connection ends (its listener goes with it). */
  private abandonLoad: (() => void) | undefined;

  constructor(client: Client, query: Record<string, unknown>, cspNonce: string | undefined) {
    this.ready = this.load(client, query, cspNonce);
    this.ready.catch(() => undefined);
  }

  private async load(
    client: Client,
    query: Record<string, unknown>,
    cspNonce: string | undefined,
  ): Promise<Connection> {
    const created = await paypalCheckout.create({ client });
    if (this.ended) {
      await created.teardown().catch(() => undefined);
      throw tornDownError();
    }
    this.instance = created;
    // braintree-web's component made its frame in this task; the SDK's script is asked for in the next.
    await yieldToBrowser();
    if (this.ended) throw tornDownError();
    const namespace = this.namespace;
    const dataAttributes = cspNonce ? { namespace, 'csp-nonce': cspNonce } : { namespace };
    // braintree-web listens for the SDK script's load only: a script that fails to load would hold
    // setup until the time-out. Its error event (seen in the capture phase) fails setup at once.
    const failure = scriptLoadFailure(namespace);
    const abandoned = new Promise<never>((_resolve, reject) => {
      this.abandonLoad = () => reject(tornDownError());
    });
    abandoned.catch(() => undefined);
    try {
      await Promise.race([
        created.loadPayPalSDK({ ...query, dataAttributes } as PayPalCheckoutLoadPayPalSDKOptions),
        failure.promise,
        abandoned,
      ]);
    } finally {
      this.abandonLoad = undefined;
      failure.stop();
    }
    const sdk = (window as unknown as Record<string, SdkNamespace | undefined>)[namespace];
    if (this.ended) throw tornDownError();
    if (!sdk?.Buttons) throw new Error('The PayPal SDK loaded without its buttons.');
    return { instance: created, sdk };
  }

  /**
   * A use of the connection. Giving it back more than once counts once; the last use given back calls `onEnd` and
   * ends the connection.
   */
  use(onEnd: () => void): ConnectionUse {
    this.users += 1;
    let released = false;
    return {
      ready: this.ready,
      release: () => {
        if (!released) {
          released = true;
          this.users -= 1;
        }
        if (this.users > 0) return Promise.resolve();
        onEnd();
        return this.end();
      },
    };
  }

  /** Tears the component down (it removes the SDK's script) and removes the SDK's global; safe to call again. */
  private end(): Promise<void> {
    this.ended = true;
    this.abandonLoad?.();
    this.ending ??= (async () => {
      const component = this.instance;
      this.instance = undefined;
      await component?.teardown().catch(() => undefined);
      delete (window as unknown as Record<string, unknown>)[this.namespace];
    })();
    return this.ending;
  }
}

/** Each gateway client's shared connections, by SDK query. */
const connections = new WeakMap<Client, Map<string, SharedConnection>>();

/** A use of the connection for this client and query (made if there is none, or the last one failed). */
function useConnection(client: Client, query: Record<string, unknown>, cspNonce: string | undefined): ConnectionUse {
  const key = JSON.stringify([query, cspNonce ?? null]);
  let queries = connections.get(client);
  if (!queries) connections.set(client, (queries = new Map()));
  const byQuery = queries;
  const connection = byQuery.get(key) ?? new SharedConnection(client, query, cspNonce);
  // A connection that failed, or ended, is not shared with options that set up later.
  const forget = (): void => {
    if (byQuery.get(key) === connection) byQuery.delete(key);
  };
  if (!byQuery.has(key)) {
    byQuery.set(key, connection);
    connection.ready.catch(forget);
  }
  return connection.use(forget);
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
  private options: PayPalOptions;
  private readonly flow: 'vault' | 'checkout';
  private readonly guest: boolean;
  private readonly connection: ConnectionUse;
  private instance: PayPalCheckout | undefined;
  private buttons: SdkButtons | undefined;
  /** The express row's button, when drawn. */
  private expressButtons: SdkButtons | undefined;
  /** Setup stopped (its signal aborted, or it failed): whatever it made is undone. */
  private abandoned = false;
  private tornDown: Promise<void> | undefined;

  constructor(private readonly setup: PayPalOptionSetup) {
    this.options = { ...setup.options };
    this.flow = this.options.flow === 'vault' ? 'vault' : 'checkout';
    this.guest = isGuestClient(setup.client);
    this.connection = useConnection(setup.client, queryFor(setup), setup.nonce);
  }

  /** Sets the button up; rejects with the setup's error, or at once with the signal's reason when it aborts. */
  start(): Promise<PayPalOption> {
    const { signal } = this.setup;
    return new Promise<PayPalOption>((resolve, reject) => {
      const stop = (reason: unknown): void => {
        if (this.abandoned) return;
        this.abandoned = true;
        signal?.removeEventListener('abort', onAbort);
        void this.dispose();
        reject(reason);
      };
      const onAbort = (): void => stop(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      this.render().then(
        async () => {
          if (this.abandoned) return this.dispose();
          signal?.removeEventListener('abort', onAbort);
          resolve({
            teardown: () => this.dispose(),
            updateConfiguration: (key, value) => this.update(key, value),
            renderExpress: (container) => this.renderExpress(container),
          });
        },
        async (error: unknown) => {
          if (this.abandoned) return this.dispose();
          signal?.removeEventListener('abort', onAbort);
          this.abandoned = true;
          await this.dispose();
          reject(error);
        },
      );
    });
  }

  /** Waits for the connection, then renders the SDK's button for this option in its container. */
  private async render(): Promise<void> {
    const { instance: component, sdk } = await this.connection.ready;
    if (this.abandoned) return;
    this.instance = component;
    const rendered = sdk.Buttons!(this.buttonProps(sdk, false));
    this.buttons = rendered;
    if (!rendered.isEligible()) {
      throw new Error(`${this.setup.credit ? 'PayPal Credit' : 'PayPal'} is not available for this payment.`);
    }
    await rendered.render(this.setup.container);
  }

  /** The SDK's props for a button of this option; `express`: the express row's. */
  private buttonProps(sdk: SdkNamespace, express: boolean): Record<string, unknown> {
    const { setup } = this;
    const props: Record<string, unknown> = {
      fundingSource: setup.credit ? sdk.FUNDING.CREDIT : sdk.FUNDING.PAYPAL,
      style: sdkButtonStyle(this.options.buttonStyle, setup.credit),
      onApprove: (data: ApproveData) => this.onApprove(data, express),
      onCancel: () => setup.onCancel(),
      onError: (error: unknown) => setup.onError(error),
    };
    if (express) Object.assign(props, this.expressProps(props));
    props[this.flow === 'vault' ? 'createBillingAgreement' : 'createOrder'] = () => this.createPayment();
    return props;
  }

  /** The express button's flow: begun only when no other payment is under way, and reported when it ends. */
  private expressProps(props: Record<string, unknown>): Record<string, unknown> {
    const { setup } = this;
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
  private async renderExpress(container: HTMLElement): Promise<void> {
    if (this.expressButtons || this.tornDown) return;
    const { sdk } = await this.connection.ready;
    if (this.tornDown) return;
    const rendered = sdk.Buttons!(this.buttonProps(sdk, true));
    this.expressButtons = rendered;
    await rendered.render(container);
  }

  /** Changes a payment option for the next click; `offerCredit` and `locale` stay as created. */
  private update(key: string, value: unknown): void {
    if (PAYPAL_READ_ONLY_KEYS.includes(key)) return;
    this.options = { ...this.options, [key]: value };
  }

  private async createPayment(): Promise<string> {
    const paymentOptions: Record<string, unknown> = { ...this.options };
    for (const key of PROVIDER_KEYS) delete paymentOptions[key];
    paymentOptions.flow = this.flow;
    paymentOptions.offerCredit = this.setup.credit;
    if (this.setup.locale) paymentOptions.locale = this.setup.locale;
    return this.instance!.createPayment(paymentOptions as unknown as PayPalCheckoutCreatePaymentOptions);
  }

  private async onApprove(data: ApproveData, express: boolean): Promise<void> {
    const instance = this.instance;
    if (!instance) return;
    const { vault } = paypalVaultRule(this.options, this.guest);
    try {
      // braintree-web reads the JS SDK's names (payerID, paymentID, orderID); its community types list others.
      const tokenizeOptions = { ...data, vault } as unknown as Parameters<PayPalCheckout['tokenizePayment']>[0];
      const payload = (await instance.tokenizePayment(tokenizeOptions)) as unknown as PayPalTokenizedPayload;
      this.setup.onTokenized(vault ? { ...payload, vaulted: true } : payload, express ? { express } : undefined);
    } catch (error) {
      this.setup.onError(error);
    }
  }

  /** Undoes whatever setup has made so far; safe to call again (later calls wait for the first). */
  private dispose(): Promise<void> {
    this.tornDown ??= (async () => {
      const closing = Promise.all([
        this.buttons?.close().catch(() => undefined),
        this.expressButtons?.close().catch(() => undefined),
      ]);
      this.buttons = undefined;
      this.expressButtons = undefined;
      this.instance = undefined;
      await closing;
      await this.connection.release();
    })();
    return this.tornDown;
  }
}
