/** Braintree's 3D Secure 2 test cards and the outcomes the emulated issuers give them. */

export type ThreeDSecureOutcome = {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  challenge: boolean;
  /**
   * What the lookup said of the card's enrolment, when the status alone does not tell (Y for an enrolled card, N
   * for `lookup_not_enrolled`): U when the lookup failed, B when 3D Secure was bypassed.
   */
  enrolled?: 'Y' | 'N' | 'U' | 'B';
};

/** What each frictionless status gives: the liability flags Braintree reports with it. */
export const SUCCESSFUL: ThreeDSecureOutcome = {
  status: 'authenticate_successful',
  liabilityShifted: true,
  liabilityShiftPossible: true,
  challenge: false,
};
const FRICTIONLESS_FAILED: ThreeDSecureOutcome = {
  status: 'authenticate_frictionless_failed',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: false,
};
export const ATTEMPT_SUCCESSFUL: ThreeDSecureOutcome = {
  status: 'authenticate_attempt_successful',
  liabilityShifted: true,
  liabilityShiftPossible: true,
  challenge: false,
};
const UNABLE_TO_AUTHENTICATE: ThreeDSecureOutcome = {
  status: 'authenticate_unable_to_authenticate',
  liabilityShifted: false,
  liabilityShiftPossible: false,
  challenge: false,
};

/**
 * The cards of Braintree's current 3D Secure testing page, per brand, all without a challenge:
 * Visa, Mastercard, American Express, Discover and Elo for a successful, a failed and an
 * attempted authentication, and Visa for an issuer that cannot authenticate. Only the rows the
 * page's text could be read for are here; its challenge and lookup-error cards are not yet.
 */
const CURRENT_CARDS: Readonly<Record<string, ThreeDSecureOutcome>> = {
  '4000000000002701': SUCCESSFUL,
  '5200000000002235': SUCCESSFUL,
  '340000000002708': SUCCESSFUL,
  '6011000000002117': SUCCESSFUL,
  '6505290000002000': SUCCESSFUL,
  '4000000000002925': FRICTIONLESS_FAILED,
  '5200000000002276': FRICTIONLESS_FAILED,
  '340000000002096': FRICTIONLESS_FAILED,
  '6011000000002364': FRICTIONLESS_FAILED,
  '6277800000002457': FRICTIONLESS_FAILED,
  '4000000000002719': ATTEMPT_SUCCESSFUL,
  '5200000000002482': ATTEMPT_SUCCESSFUL,
  '340000000002872': ATTEMPT_SUCCESSFUL,
  '6011000000002646': ATTEMPT_SUCCESSFUL,
  '6505290000002026': ATTEMPT_SUCCESSFUL,
  '4000000000002313': UNABLE_TO_AUTHENTICATE,
};

/**
 * The other brands of Braintree's earlier 3D Secure 2 table (its Visa cards are below), which
 * integrations written against that table still use.
 */
const EARLIER_CARDS: Readonly<Record<string, ThreeDSecureOutcome>> = {
  '5200000000001005': SUCCESSFUL,
  '340000000001007': SUCCESSFUL,
  '6011000000001002': SUCCESSFUL,
  '6277800000002390': SUCCESSFUL,
  '5200000000001013': FRICTIONLESS_FAILED,
  '340000000001015': FRICTIONLESS_FAILED,
  '6011000000001010': FRICTIONLESS_FAILED,
  '5200000000001021': ATTEMPT_SUCCESSFUL,
  '340000000001023': ATTEMPT_SUCCESSFUL,
};

/**
 * Braintree's 3D Secure 2 test cards (expiry 01 / current year + 3): the earlier table's Visa
 * cards, which the widget's browser tests use for both the frictionless and the challenge flow,
 * and the current table's.
 */
export const THREE_D_SECURE_CARDS: Readonly<Record<string, ThreeDSecureOutcome>> = {
  ...CURRENT_CARDS,
  ...EARLIER_CARDS,
  '4000000000001000': SUCCESSFUL,
  '4000000000001018': FRICTIONLESS_FAILED,
  '4000000000001026': ATTEMPT_SUCCESSFUL,
  '4000000000001034': UNABLE_TO_AUTHENTICATE,
  '4000000000001091': {
    status: 'authenticate_successful',
    liabilityShifted: true,
    liabilityShiftPossible: true,
    challenge: true,
  },
  '4000000000001109': {
    status: 'authenticate_failed',
    liabilityShifted: false,
    liabilityShiftPossible: true,
    challenge: true,
  },
};

/** A successful authentication after a challenge (Visa 4000 0000 0000 1091's). */
export const STEP_UP_SUCCESSFUL: ThreeDSecureOutcome = THREE_D_SECURE_CARDS['4000000000001091']!;

/** A failed authentication after a challenge (Visa 4000 0000 0000 1109's). */
export const STEP_UP_FAILED: ThreeDSecureOutcome = THREE_D_SECURE_CARDS['4000000000001109']!;

/*
 * The results no test card gives, which Braintree's static 3D Secure nonces stand for (the lookup or the
 * authentication failed, or 3D Secure was bypassed): none shifts the liability.
 */

/** The enrolment lookup failed (timed out, unavailable, an error at the MPI or the directory server). */
export const LOOKUP_ERROR: ThreeDSecureOutcome = {
  status: 'lookup_error',
  liabilityShifted: false,
  liabilityShiftPossible: false,
  challenge: false,
  enrolled: 'U',
};

/** The card is enrolled, and the issuer's answer failed signature verification. */
export const SIGNATURE_VERIFICATION_FAILED: ThreeDSecureOutcome = {
  status: 'authenticate_signature_verification_failed',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: false,
};

/** The card is enrolled, and the authentication ended in an error. */
export const AUTHENTICATE_ERROR: ThreeDSecureOutcome = {
  status: 'authenticate_error',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: false,
};

/** The card is enrolled, and its issuer could not authenticate at the time. */
export const AUTHENTICATION_UNAVAILABLE: ThreeDSecureOutcome = {
  status: 'authentication_unavailable',
  liabilityShifted: false,
  liabilityShiftPossible: true,
  challenge: false,
};

/** 3D Secure was bypassed, so that an outage of the lookup or authentication services rejects no sale. */
export const LOOKUP_BYPASSED: ThreeDSecureOutcome = {
  status: 'lookup_bypassed',
  liabilityShifted: false,
  liabilityShiftPossible: false,
  challenge: false,
  enrolled: 'B',
};

/** Default outcome for a card not in the 3DS table: not enrolled. */
export const THREE_D_SECURE_NOT_ENROLLED: ThreeDSecureOutcome = {
  status: 'lookup_not_enrolled',
  liabilityShifted: false,
  liabilityShiftPossible: false,
  challenge: false,
};
