import { randomBytes, randomUUID } from 'node:crypto';
import { THREE_D_SECURE_CARDS, THREE_D_SECURE_NOT_ENROLLED, type ThreeDSecureOutcome } from './test-cards.js';

/** The 3D Secure protocol version the emulated directory server speaks. */
export const THREE_D_SECURE_VERSION = '2.2.0';

/** EMV 3DS transaction statuses (`transStatus`): Y authenticated, N not, A attempted, U unavailable, R rejected, C challenge. */
export type TransStatus = 'Y' | 'N' | 'A' | 'U' | 'R' | 'C';

/** The outcome a card number gets, per Braintree's 3D Secure 2 test cards; others are not enrolled. */
export function outcomeForCard(number: string | undefined): ThreeDSecureOutcome {
  return (number && THREE_D_SECURE_CARDS[number]) || THREE_D_SECURE_NOT_ENROLLED;
}

/** What a challenge ends in when the customer cancels it at the issuer. */
export const CANCELED_CHALLENGE: ThreeDSecureOutcome = {
  status: 'authenticate_failed',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: true,
};

/** The lookup's answer for a card that must be challenged, until the challenge is done. */
export const CHALLENGE_REQUIRED: ThreeDSecureOutcome = {
  status: 'challenge_required',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: true,
};

/** transStatus and ECI (Visa's values) of a Braintree 3DS status. */
function protocolFacts(status: string): { transStatus: TransStatus | null; eciFlag: string | null; cavv: boolean } {
  switch (status) {
    case 'authenticate_successful':
      return { transStatus: 'Y', eciFlag: '05', cavv: true };
    case 'authenticate_attempt_successful':
      return { transStatus: 'A', eciFlag: '06', cavv: true };
    case 'authenticate_frictionless_failed':
    case 'authenticate_failed':
      return { transStatus: 'N', eciFlag: '07', cavv: false };
    case 'authenticate_rejected':
      return { transStatus: 'R', eciFlag: '07', cavv: false };
    case 'challenge_required':
      return { transStatus: 'C', eciFlag: null, cavv: false };
    case 'lookup_not_enrolled':
      return { transStatus: null, eciFlag: '07', cavv: false };
    default:
      return { transStatus: 'U', eciFlag: '07', cavv: false };
  }
}

/** Identifiers one 3DS transaction keeps from lookup to authentication. */
export interface TransactionIds {
  dsTransactionId: string;
  acsTransactionId: string;
  threeDSecureServerTransactionId: string;
  threeDSecureAuthenticationId: string;
}

export function newTransactionIds(): TransactionIds {
  return {
    dsTransactionId: randomUUID(),
    acsTransactionId: randomUUID(),
    threeDSecureServerTransactionId: randomUUID(),
    threeDSecureAuthenticationId: randomBytes(12).toString('hex').slice(0, 22),
  };
}

/** A Cardinal-style transaction id (20 alphanumerics). */
export function newCardinalTransactionId(): string {
  return randomBytes(15).toString('base64url').replace(/[-_]/g, '0').slice(0, 20);
}

/**
 * `threeDSecureInfo` of a payment method after a lookup or an authentication, in the client API's
 * camelCase: the liability flags braintree-web reports, the status, and the protocol facts a
 * merchant's server would see (`enrolled`, ECI, CAVV, transaction ids, lookup and
 * authentication `transStatus`).
 */
export function threeDSecureInfo(
  outcome: ThreeDSecureOutcome,
  ids: TransactionIds,
  stage: { lookup: ThreeDSecureOutcome; authenticated: boolean; version?: string },
): Record<string, unknown> {
  const facts = protocolFacts(outcome.status);
  const lookupFacts = protocolFacts(stage.lookup.status);
  const enrolled = stage.lookup.enrolled ?? (stage.lookup.status === 'lookup_not_enrolled' ? 'N' : 'Y');
  return {
    liabilityShifted: outcome.liabilityShifted,
    liabilityShiftPossible: outcome.liabilityShiftPossible,
    status: outcome.status,
    enrolled,
    threeDSecureVersion: stage.version ?? THREE_D_SECURE_VERSION,
    eciFlag: facts.eciFlag,
    cavv: facts.cavv ? randomBytes(20).toString('base64') : null,
    xid: null,
    paresStatus: facts.transStatus,
    ...(enrolled === 'Y' ? ids : { ...ids, acsTransactionId: null }),
    lookup: { transStatus: lookupFacts.transStatus, transStatusReason: null },
    authentication: stage.authenticated ? { transStatus: facts.transStatus, transStatusReason: null } : null,
  };
}

/** 3D Secure statuses that report an error rather than an issuer's decision: the verification did not succeed. */
const ERROR_STATUSES: ReadonlySet<string> = new Set([
  'lookup_error',
  'lookup_server_error',
  'lookup_card_error',
  'lookup_failed_acs_error',
  'mpi_server_error',
  'unsupported_card',
  'authenticate_error',
  'authenticate_failed_acs_error',
  'authentication_unavailable',
]);

/**
 * Whether a card's 3D Secure result lets a sale that requires 3D Secure (`options.three_d_secure.required`) go on:
 * Braintree requires the verification to succeed. An authentication that failed (the issuer could have taken the
 * liability and did not) or a lookup or authentication that ended in an error does not; an authenticated or attempted
 * card does, and so do a card not enrolled, one the issuer could not authenticate and a bypassed 3D Secure (no
 * liability could shift; letting those through is this emulator's reading of Braintree's documentation).
 */
export function threeDSecureSucceeded(info: Record<string, unknown>): boolean {
  if (info.liabilityShifted === true) return true;
  if (info.liabilityShiftPossible === true) return false;
  return !ERROR_STATUSES.has(String(info.status));
}
