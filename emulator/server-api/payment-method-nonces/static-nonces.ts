import { PAYMENT_METHOD_KINDS } from '../../payment-method-types.js';
import type { Instrument } from '../../state/records.js';
import { THREE_D_SECURE_STATIC_NONCES } from '../../three-d-secure/static-nonces.js';

/**
 * Braintree's documented static sandbox nonces ("Testing: payment method nonces"; the SDK lists
 * them in `lib/braintree/test_values/nonces.js`): each payment method type's, and 3D Secure's.
 * Unlike real nonces they can be used any number of times. Each stands for a test card or wallet
 * whose outcome follows the sandbox rules.
 */
const STATIC_NONCES: Readonly<Record<string, () => Instrument>> = Object.assign(
  {},
  ...PAYMENT_METHOD_KINDS.map((kind) => kind.staticNonces),
  THREE_D_SECURE_STATIC_NONCES,
);

/** The static nonce that always reads as already used. */
export const STATIC_CONSUMED_NONCE = 'fake-consumed-nonce';

/** A fresh instrument for a static nonce, or undefined when the nonce is not one of them. */
export function staticNonceInstrument(nonce: string): Instrument | undefined {
  return STATIC_NONCES[nonce]?.();
}

export function isStaticNonce(nonce: string): boolean {
  return nonce in STATIC_NONCES;
}
