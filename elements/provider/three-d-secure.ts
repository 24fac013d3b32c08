import threeDSecure from 'braintree-web/three-d-secure/index.js';
import type { Client } from 'braintree-web/client/index.js';
import type {
  ThreeDSecure,
  ThreeDSecureAdditionalInformation,
  ThreeDSecureCardinalSDKConfig,
  ThreeDSecureInfo,
  ThreeDSecureVerificationData,
  ThreeDSecureVerifyOptions,
  ThreeDSecureVerifyPayload,
} from 'braintree-web/three-d-secure';

export type { ThreeDSecureAdditionalInformation, ThreeDSecureInfo };

/** Drop-in's default challenge window size (EMV 3DS `03`: 500x600). */
export { DEFAULT_ACS_WINDOW_SIZE } from '../vocabulary/constants.js';
import { DEFAULT_ACS_WINDOW_SIZE } from '../vocabulary/constants.js';

/** The braintree-web 3D Secure events the widget passes on (Drop-in's `3ds:<name>`). */
export const THREE_D_SECURE_EVENTS = [
  'customer-canceled',
  'authentication-modal-render',
  'authentication-modal-close',
] as const;
export type ThreeDSecureEventName = (typeof THREE_D_SECURE_EVENTS)[number];

/** What braintree-web reports when the lookup answers (before any challenge). */
export type ThreeDSecureLookupData = ThreeDSecureVerificationData;

/**
 * One verification. Besides these, any of braintree-web's `verifyCard` options (email,
 * billingAddress, challengeRequested, …) pass through, as Drop-in merged the merchant's
 * `threeDSecure` settings.
 */
export interface VerifyCardRequest extends Omit<
  ThreeDSecureVerifyOptions,
  'amount' | 'onLookupComplete' | 'additionalInformation' | 'addFrame' | 'removeFrame'
> {
  nonce: string;
  bin: string;
  amount: string | number;
  /** `acsWindowSize` defaults to `'03'`. */
  additionalInformation?: ThreeDSecureAdditionalInformation;
  /** Called with the lookup's answer; must call `next()` to go on. Without it the flow goes straight on. */
  onLookupComplete?: (data: ThreeDSecureLookupData, next: () => void) => void;
}

/** The upgraded payment method: a new single-use nonce and the liability outcome. */
export interface VerifyCardResult {
  nonce: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  threeDSecureInfo: ThreeDSecureInfo;
  details?: Record<string, unknown>;
  binData?: Record<string, unknown>;
  type?: string;
  description?: string;
}

export interface ThreeDSecureProvider {
  /**
   * Looks the card up and, when the issuer asks, shows its challenge. Resolves with the new nonce
   * whatever the liability outcome; rejects with braintree-web's error when the lookup or the
   * authentication fails, with `ThreeDSecureCanceledError` when the customer cancels the
   * challenge, and with braintree-web's `THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT` after
   * `cancelVerifyCard()`.
   */
  verifyCard(request: VerifyCardRequest): Promise<VerifyCardResult>;
  /**
   * Stops the verification in progress (its `verifyCard` rejects). Does nothing when none is in
   * progress, or when the customer has already answered the challenge and the outcome is on its way.
   */
  cancelVerifyCard(): Promise<void>;
  /** Subscribes to one of THREE_D_SECURE_EVENTS; returns the unsubscribe function. */
  on(event: ThreeDSecureEventName, handler: () => void): () => void;
  /** Stops any verification, then tears braintree-web's instance down. Idempotent. */
  teardown(): Promise<void>;
}

export interface ThreeDSecureSetup {
  client: Client;
  /** Passed to braintree-web (Drop-in's `threeDSecure.cardinalSDKConfig`). */
  cardinalSDKConfig?: ThreeDSecureCardinalSDKConfig;
}

/**
 * The customer canceled the issuer's challenge. Shaped like braintree-web's errors, with
 * braintree-web's code for a cancellation by the user; `details.payload` is what braintree-web
 * returned (an unshifted nonce) when it got that far.
 */
export class ThreeDSecureCanceledError extends Error {
  // On the prototype: setting `name` on an error throws where the page froze Error.prototype.
  override get name(): 'ThreeDSecureCanceledError' {
    return 'ThreeDSecureCanceledError';
  }
  readonly code = 'THREEDS_CARDINAL_SDK_CANCELED';
  readonly type = 'CUSTOMER';
  readonly details: { payload?: VerifyCardResult; originalError?: unknown };

  constructor(details: { payload?: VerifyCardResult; originalError?: unknown } = {}) {
    super('Canceled by user.');
    this.details = details;
  }
}

/** Where a verification is: lookup sent, lookup answered, challenge shown, challenge answered. */
type Phase = 'lookup' | 'lookup-complete' | 'challenge' | 'authenticating';

interface Attempt {
  phase: Phase;
  customerCanceled: boolean;
  cancelRequested: boolean;
  settled: Promise<void>;
}

function toResult(payload: ThreeDSecureVerifyPayload): VerifyCardResult {
  const raw = payload as unknown as Record<string, unknown>;
  const result: VerifyCardResult = {
    nonce: payload.nonce,
    liabilityShifted: payload.liabilityShifted,
    liabilityShiftPossible: payload.liabilityShiftPossible,
    threeDSecureInfo: payload.threeDSecureInfo,
  };
  if (raw.details) result.details = raw.details as Record<string, unknown>;
  if (raw.binData) result.binData = raw.binData as Record<string, unknown>;
  if (typeof raw.type === 'string') result.type = raw.type;
  if (typeof raw.description === 'string') result.description = raw.description;
  return result;
}

function report(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * 3D Secure 2 through braintree-web (`version: 2`, Cardinal's modal), as Drop-in 1.40 set it up.
 * Rejects with braintree-web's error when 3D Secure cannot be used (not enabled for the merchant,
 * a tokenization key, no Cardinal JWT in the configuration).
 */
export async function createThreeDSecure(setup: ThreeDSecureSetup): Promise<ThreeDSecureProvider> {
  const instance: ThreeDSecure = await threeDSecure.create({
    client: setup.client,
    version: 2,
    ...(setup.cardinalSDKConfig ? { cardinalSDKConfig: setup.cardinalSDKConfig } : {}),
  });
  return new Verifier(instance);
}

/** braintree-web's 3D Secure instance, with what the widget adds: one attempt at a time, a cancel, its events. */
class Verifier implements ThreeDSecureProvider {
  readonly #handlers = new Map<ThreeDSecureEventName, Set<() => void>>();
  /** The verification in progress. */
  #attempt: Attempt | undefined;
  #teardownPromise: Promise<void> | undefined;

  readonly #instance: ThreeDSecure;

  constructor(instance: ThreeDSecure) {
    this.#instance = instance;
    instance.on('customer-canceled', () => {
      if (this.#attempt) this.#attempt.customerCanceled = true;
      this.#fire('customer-canceled');
    });
    instance.on('authentication-modal-render', () => {
      if (this.#attempt) this.#attempt.phase = 'challenge';
      this.#fire('authentication-modal-render');
    });
    instance.on('authentication-modal-close', () => {
      if (this.#attempt?.phase === 'challenge') this.#attempt.phase = 'authenticating';
      this.#fire('authentication-modal-close');
    });
  }

  #fire(event: ThreeDSecureEventName): void {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) {
      try {
        handler();
      } catch (error) {
        report(error);
      }
    }
  }

  async cancelVerifyCard(): Promise<void> {
    const current = this.#attempt;
    if (!current || current.cancelRequested) return;
    current.cancelRequested = true;
    // During the lookup braintree-web has nothing to cancel yet: onLookupComplete does it.
    // Once the customer has answered, braintree-web is authenticating; canceling would race it.
    if (current.phase === 'lookup' || current.phase === 'authenticating') return;
    await this.#instance.cancelVerifyCard().then(
      () => undefined,
      () => undefined,
    );
  }

  async verifyCard(request: VerifyCardRequest): Promise<VerifyCardResult> {
    if (this.#teardownPromise) throw new Error('3D Secure has been torn down.');
    const { onLookupComplete, additionalInformation, amount, ...rest } = request;
    const options: ThreeDSecureVerifyOptions = {
      ...rest,
      amount: String(amount),
      additionalInformation: {
        ...additionalInformation,
        acsWindowSize: additionalInformation?.acsWindowSize || DEFAULT_ACS_WINDOW_SIZE,
      },
    };
    // braintree-web refuses a second verification while one runs (THREEDS_AUTHENTICATION_IN_PROGRESS).
    if (this.#attempt)
      return toResult(await this.#instance.verifyCard({ ...options, onLookupComplete: (_data, next) => next?.() }));
    return this.#attemptVerification(options, onLookupComplete);
  }

  /** The one verification in progress: it can be canceled, and the shopper closing the challenge rejects it. */
  async #attemptVerification(
    options: ThreeDSecureVerifyOptions,
    onLookupComplete: VerifyCardRequest['onLookupComplete'],
  ): Promise<VerifyCardResult> {
    let settle = (): void => undefined;
    const current: Attempt = {
      phase: 'lookup',
      customerCanceled: false,
      cancelRequested: false,
      settled: new Promise<void>((resolve) => {
        settle = resolve;
      }),
    };
    this.#attempt = current;
    try {
      const payload = await this.#instance.verifyCard({
        ...options,
        onLookupComplete: (data, next) => {
          if (current.cancelRequested) {
            void this.#instance.cancelVerifyCard().catch(() => undefined);
            return;
          }
          current.phase = 'lookup-complete';
          if (onLookupComplete) onLookupComplete(data as ThreeDSecureLookupData, () => next?.());
          else next?.();
        },
      });
      const result = toResult(payload);
      if (current.customerCanceled) throw new ThreeDSecureCanceledError({ payload: result });
      return result;
    } catch (error) {
      if (current.customerCanceled && !(error instanceof ThreeDSecureCanceledError)) {
        throw new ThreeDSecureCanceledError({ originalError: error });
      }
      throw error;
    } finally {
      if (this.#attempt === current) this.#attempt = undefined;
      settle();
    }
  }

  on(event: ThreeDSecureEventName, handler: () => void): () => void {
    let set = this.#handlers.get(event);
    if (!set) {
      set = new Set();
      this.#handlers.set(event, set);
    }
    set.add(handler);
    return () => {
      this.#handlers.get(event)?.delete(handler);
    };
  }

  teardown(): Promise<void> {
    this.#teardownPromise ??= (async () => {
      const current = this.#attempt;
      if (current) {
        await this.cancelVerifyCard();
        await current.settled;
      }
      this.#handlers.clear();
      await this.#instance.teardown();
    })();
    return this.#teardownPromise;
  }
}
