/** Braintree's 3D Secure 2 test cards and the outcomes the emulated issuers give them. */

export type ThreeDSecureOutcome = {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  challenge: boolean;
};

/** Braintree's 3D Secure 2 test cards (expiry 01 / current year + 3). */
export const THREE_D_SECURE_CARDS: Readonly<Record<string, ThreeDSecureOutcome>> = {
  '4000000000001000': {
    status: 'authenticate_successful',
    liabilityShifted: true,
    liabilityShiftPossible: true,
    challenge: false,
  },
  '4000000000001018': {
    status: 'authenticate_frictionless_failed',
    liabilityShifted: false,
    liabilityShiftPossible: true,
    challenge: false,
  },
  '4000000000001026': {
    status: 'authenticate_attempt_successful',
    liabilityShifted: true,
    liabilityShiftPossible: true,
    challenge: false,
  },
  '4000000000001034': {
    status: 'authenticate_unable_to_authenticate',
    liabilityShifted: false,
    liabilityShiftPossible: false,
    challenge: false,
  },
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

/** Default outcome for a card not in the 3DS table: not enrolled. */
export const THREE_D_SECURE_NOT_ENROLLED: ThreeDSecureOutcome = {
  status: 'lookup_not_enrolled',
  liabilityShifted: false,
  liabilityShiftPossible: false,
  challenge: false,
};
