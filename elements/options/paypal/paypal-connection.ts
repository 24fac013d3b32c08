/**
 * PayPal's connection, shared by the options of one gateway client: braintree-web's PayPal Checkout component and
 * the PayPal JS SDK script it loads, under a namespace of its own, for one SDK query. PayPal and PayPal Credit with
 * the same settings share one (as Drop-in loads PayPal's script once for both); a script that cannot load fails at
 * once with Drop-in's words. The buttons drawn from it are `paypal-provider.ts`'s.
 */
import paypalCheckout from 'braintree-web/paypal-checkout/index.js';
import type { Client } from 'braintree-web/client/index.js';
import type { PayPalCheckout, PayPalCheckoutLoadPayPalSDKOptions } from 'braintree-web/paypal-checkout';
import { PAYPAL_CONNECTION_FAILED, type PayPalOptions } from './settings.js';
import { paypalLocale } from './rules.js';
import { yieldToBrowser } from '../kit/next-task.js';

/** What the SDK query is made of: the option's settings, and PayPal Credit's when the widget offers both. */
export interface SdkQuerySettings {
  readonly options: PayPalOptions;
  /** PayPal Credit's own button rather than PayPal's. */
  readonly credit: boolean;
  readonly creditOptions?: PayPalOptions;
  readonly locale?: string;
  readonly logLevel?: string;
}

/** The part of the PayPal JS SDK this module uses. */
export interface SdkButtons {
  render(container: HTMLElement): Promise<void>;
  isEligible(): boolean;
  close(): Promise<void>;
}
export interface SdkNamespace {
  FUNDING: { PAYPAL: string; CREDIT: string };
  Buttons?: (props: Record<string, unknown>) => SdkButtons;
}
let namespaces = 0;

/** The SDK's global for one option: each loads its own SDK, so PayPal and Credit settings never mix, nor touch `window.paypal`. */
function newNamespace(): string {
  namespaces += 1;
  return `__paymentDropinPayPal${namespaces}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * braintree-web's SDK query for these options (undefined keys left out: they would be sent as text), without the
 * script's data attributes. `credit` asks for PayPal Credit's funding too.
 */
function sdkQuery(options: PayPalOptions, setup: SdkQuerySettings, credit: boolean): Record<string, unknown> {
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
export function queryFor(setup: SdkQuerySettings): Record<string, unknown> {
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

/** braintree-web's PayPal Checkout component and the SDK it loaded, as the options of one client share them. */
export interface Connection {
  readonly instance: PayPalCheckout;
  readonly sdk: SdkNamespace;
}

/** One option's use of a shared connection. */
export interface ConnectionUse {
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
  #users = 0;
  readonly #namespace = newNamespace();
  #instance: PayPalCheckout | undefined;
  #ended = false;
  #ending: Promise<void> | undefined;
  /** Settles a load still waiting for the SDK's script when the connection ends (its listener goes with it). */
  #abandonLoad: (() => void) | undefined;

  constructor(client: Client, query: Record<string, unknown>, cspNonce: string | undefined) {
    this.ready = this.#load(client, query, cspNonce);
    this.ready.catch(() => undefined);
  }

  async #load(client: Client, query: Record<string, unknown>, cspNonce: string | undefined): Promise<Connection> {
    const created = await paypalCheckout.create({ client });
    if (this.#ended) {
      await created.teardown().catch(() => undefined);
      throw tornDownError();
    }
    this.#instance = created;
    // braintree-web's component made its frame in this task; the SDK's script is asked for in the next.
    await yieldToBrowser();
    if (this.#ended) throw tornDownError();
    const namespace = this.#namespace;
    const dataAttributes = cspNonce ? { namespace, 'csp-nonce': cspNonce } : { namespace };
    // braintree-web listens for the SDK script's load only: a script that fails to load would hold
    // setup until the time-out. Its error event (seen in the capture phase) fails setup at once.
    const failure = scriptLoadFailure(namespace);
    const abandoned = new Promise<never>((_resolve, reject) => {
      this.#abandonLoad = () => reject(tornDownError());
    });
    abandoned.catch(() => undefined);
    try {
      await Promise.race([
        created.loadPayPalSDK({ ...query, dataAttributes } as PayPalCheckoutLoadPayPalSDKOptions),
        failure.promise,
        abandoned,
      ]);
    } finally {
      this.#abandonLoad = undefined;
      failure.stop();
    }
    const sdk = (window as unknown as Record<string, SdkNamespace | undefined>)[namespace];
    if (this.#ended) throw tornDownError();
    if (!sdk?.Buttons) throw new Error('The PayPal SDK loaded without its buttons.');
    return { instance: created, sdk };
  }

  /**
   * A use of the connection. Giving it back more than once counts once; the last use given back calls `onEnd` and
   * ends the connection.
   */
  use(onEnd: () => void): ConnectionUse {
    this.#users += 1;
    let released = false;
    return {
      ready: this.ready,
      release: () => {
        if (!released) {
          released = true;
          this.#users -= 1;
        }
        if (this.#users > 0) return Promise.resolve();
        onEnd();
        return this.#end();
      },
    };
  }

  /** Tears the component down (it removes the SDK's script) and removes the SDK's global; safe to call again. */
  #end(): Promise<void> {
    this.#ended = true;
    this.#abandonLoad?.();
    this.#ending ??= (async () => {
      const component = this.#instance;
      this.#instance = undefined;
      await component?.teardown().catch(() => undefined);
      delete (window as unknown as Record<string, unknown>)[this.#namespace];
    })();
    return this.#ending;
  }
}

/** Each gateway client's shared connections, by SDK query. */
const connections = new WeakMap<Client, Map<string, SharedConnection>>();

/** A use of the connection for this client and query (made if there is none, or the last one failed). */
export function useConnection(
  client: Client,
  query: Record<string, unknown>,
  cspNonce: string | undefined,
): ConnectionUse {
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
