import { randomBytes } from 'node:crypto';
import { staticCard } from '../card/static-nonces.js';
import type { Instrument } from '../state/records.js';
import { newTransactionIds, threeDSecureInfo } from './outcomes.js';
import {
  ATTEMPT_SUCCESSFUL,
  AUTHENTICATE_ERROR,
  AUTHENTICATION_UNAVAILABLE,
  LOOKUP_BYPASSED,
  LOOKUP_ERROR,
  SIGNATURE_VERIFICATION_FAILED,
  STEP_UP_FAILED,
  STEP_UP_SUCCESSFUL,
  SUCCESSFUL,
  THREE_D_SECURE_NOT_ENROLLED,
  type ThreeDSecureOutcome,
} from './test-cards.js';

const card = staticCard;

/** Braintree's static 3D Secure test nonces, each a Visa 3D Secure test card; each stands for an outcome too (below). */
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

/**
 * The 3D Secure result each static 3D Secure test nonce stands for, as Braintree's SDKs describe them: the
 * `fake-three-d-secure-visa-…` nonces are 3D Secure 1 results, the `fake-three-d-secure-two-visa-…` ones 3D Secure 2.
 */
const STATIC_OUTCOMES: Readonly<Record<string, { outcome: ThreeDSecureOutcome; version: 1 | 2 }>> = {
  'fake-three-d-secure-visa-full-authentication-nonce': { outcome: SUCCESSFUL, version: 1 },
  'fake-three-d-secure-visa-lookup-timeout-nonce': { outcome: LOOKUP_ERROR, version: 1 },
  'fake-three-d-secure-visa-failed-signature-nonce': { outcome: SIGNATURE_VERIFICATION_FAILED, version: 1 },
  'fake-three-d-secure-visa-failed-authentication-nonce': { outcome: STEP_UP_FAILED, version: 1 },
  'fake-three-d-secure-visa-attempts-non-participating-nonce': { outcome: ATTEMPT_SUCCESSFUL, version: 1 },
  'fake-three-d-secure-visa-not-enrolled-nonce': { outcome: THREE_D_SECURE_NOT_ENROLLED, version: 1 },
  'fake-three-d-secure-visa-unavailable-nonce': { outcome: LOOKUP_ERROR, version: 1 },
  'fake-three-d-secure-visa-mpi-lookup-error-nonce': { outcome: LOOKUP_ERROR, version: 1 },
  'fake-three-d-secure-visa-mpi-authenticate-error-nonce': { outcome: AUTHENTICATE_ERROR, version: 1 },
  'fake-three-d-secure-visa-authentication-unavailable-nonce': { outcome: AUTHENTICATION_UNAVAILABLE, version: 1 },
  'fake-three-d-secure-visa-bypassed-authentication-nonce': { outcome: LOOKUP_BYPASSED, version: 1 },
  'fake-three-d-secure-two-visa-successful-frictionless-authentication-nonce': { outcome: SUCCESSFUL, version: 2 },
  'fake-three-d-secure-two-visa-successful-step-up-authentication-nonce': { outcome: STEP_UP_SUCCESSFUL, version: 2 },
  'fake-three-d-secure-two-visa-error-on-lookup-nonce': { outcome: LOOKUP_ERROR, version: 2 },
  'fake-three-d-secure-two-visa-timeout-on-lookup-nonce': { outcome: LOOKUP_ERROR, version: 2 },
};

/** Statuses at which the lookup ended: no authentication followed. */
const LOOKUP_ONLY = new Set(['lookup_error', 'lookup_not_enrolled', 'lookup_bypassed']);

/** The 3D Secure result a static 3D Secure nonce stands for, or undefined for any other nonce. */
export function staticThreeDSecureInfo(nonce: string): Record<string, unknown> | undefined {
  const known = STATIC_OUTCOMES[nonce];
  if (!known) return undefined;
  const { outcome, version } = known;
  const authenticated = !LOOKUP_ONLY.has(outcome.status);
  const info = threeDSecureInfo(outcome, newTransactionIds(), {
    lookup: outcome,
    authenticated,
    ...(version === 1 ? { version: '1.0.2' } : {}),
  });
  // A 3D Secure 1 result carries its transaction id (xid) and no directory server's; a 3D Secure 2 one the reverse.
  return version === 1 ? { ...info, xid: randomBytes(20).toString('base64'), dsTransactionId: null } : info;
}
