import { randomBytes } from 'node:crypto';
import { staticCard } from '../card/static-nonces.js';
import type { Instrument } from '../state/records.js';
import { newTransactionIds, threeDSecureInfo } from './outcomes.js';
import { THREE_D_SECURE_CARDS, type ThreeDSecureOutcome } from './test-cards.js';

const card = staticCard;

/** Braintree's static 3D Secure test nonces, each a Visa 3D Secure test card; some stand for an outcome too (below). */
export const THREE_D_SECURE_STATIC_NONCES: Readonly<Record<string, () => Instrument>> = {
  'fake-three-d-secure-visa-full-authentication-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-lookup-timeout-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-failed-signature-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-failed-authentication-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-attempts-non-participating-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-not-enrolled-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-unavailable-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-mpi-lookup-error-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-mpi-authenticate-error-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-authentication-unavailable-nonce': card('4000000000001000'),
  'fake-three-d-secure-visa-bypassed-authentication-nonce': card('4000000000001000'),
  'fake-three-d-secure-two-visa-successful-frictionless-authentication-nonce': card('4000000000001000'),
  'fake-three-d-secure-two-visa-successful-step-up-authentication-nonce': card('4000000000001000'),
  'fake-three-d-secure-two-visa-error-on-lookup-nonce': card('4000000000001000'),
  'fake-three-d-secure-two-visa-timeout-on-lookup-nonce': card('4000000000001000'),
};

/** The 3D Secure outcomes Braintree's static 3D Secure test nonces stand for. */
const STATIC_OUTCOMES: Readonly<Record<string, ThreeDSecureOutcome>> = {
  'fake-three-d-secure-visa-full-authentication-nonce': THREE_D_SECURE_CARDS['4000000000001000']!,
  'fake-three-d-secure-visa-failed-authentication-nonce': THREE_D_SECURE_CARDS['4000000000001109']!,
  'fake-three-d-secure-visa-attempts-non-participating-nonce': THREE_D_SECURE_CARDS['4000000000001026']!,
  'fake-three-d-secure-visa-not-enrolled-nonce': {
    status: 'lookup_not_enrolled',
    liabilityShifted: false,
    liabilityShiftPossible: false,
    challenge: false,
  },
};

/** The 3D Secure result a static 3D Secure nonce stands for, or undefined for any other nonce. */
export function staticThreeDSecureInfo(nonce: string): Record<string, unknown> | undefined {
  const outcome = STATIC_OUTCOMES[nonce];
  if (!outcome) return undefined;
  const info = threeDSecureInfo(outcome, newTransactionIds(), { lookup: outcome, authenticated: true });
  // The sandbox's fixed results carry a 3D Secure 1 transaction id as well.
  return { ...info, xid: randomBytes(20).toString('base64') };
}
