import type { Instrument } from './records.js';

/** A card verification (`options.verifyCard`), as the gateway records it. */
export interface Verification {
  id: string;
  status: 'verified' | 'processor_declined' | 'failed' | 'gateway_rejected';
  /** Why the gateway rejected it (`avs`, `cvv`, `avs_and_cvv`, …), when it did. */
  gatewayRejectionReason?: string;
  /** Empty when no processor saw it (the fraud tools rejected it first). */
  processorResponseCode: string;
  processorResponseText: string;
  processorResponseType: 'approved' | 'soft_declined';
  cvvResponseCode: string;
  avsPostalCodeResponseCode: string;
  avsStreetAddressResponseCode: string;
  amount: string;
  /** The merchant account the verification ran on, when not the merchant's default. */
  merchantAccountId?: string;
  /** Mastercard's Transaction Link ID, for a Mastercard its processor approved. */
  mastercardTransactionLinkId?: string;
  createdAt: number;
  instrument: Instrument;
  /** The 3D Secure result of the nonce the card was saved from, if it had one. */
  threeDSecureInfo?: Record<string, unknown>;
  /**
   * Account information inquiry (ANI) answers for the cardholder's first and last name, when the
   * verification was asked to send them (`options.account_information_inquiry`). The emulator does
   * not compare names, so it answers "U" (unverified) for both.
   */
  ani?: { firstName: string; lastName: string };
}

/**
 * A 3D Secure authentication the testing gateway made for a card (`three_d_secure/create_verification`, sandbox
 * only), which a sale then names by its id (`three_d_secure_authentication_id`) instead of a nonce's result.
 */
export interface ThreeDSecureAuthentication {
  id: string;
  /** The card it authenticated: its digits, and its expiry when given (month of two digits, year of four). */
  number: string;
  expirationMonth?: string;
  expirationYear?: string;
  /** What a sale that names it records as its `threeDSecureInfo`. */
  threeDSecureInfo: Record<string, unknown>;
}
