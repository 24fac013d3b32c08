import { cvvResponseCode, postalCodeResponseCode } from '../sandbox-values.js';
import type { Instrument } from '../state/records.js';

/** The billing address fields AVS checks: what a sale or a saved card's billing address gives. */
export interface AvsInput {
  postalCode?: string;
  streetAddress?: string;
}

/** The CVV and AVS response codes of an authorization or a verification. */
export interface CardChecks {
  cvv: string;
  postalCode: string;
  streetAddress: string;
}

/**
 * CVV and AVS results: from the card's own CVV and postal code, or the billing address given with it;
 * a street address given matches (M), none given is not provided (I). Wallets carry no CVV.
 */
export function cardChecks(instrument: Instrument, billing: AvsInput = {}): CardChecks {
  const isCard = instrument.type === 'CreditCard';
  return {
    cvv: isCard ? cvvResponseCode(instrument.secret?.cvv) : 'I',
    postalCode: postalCodeResponseCode(billing.postalCode ?? (isCard ? instrument.secret?.postalCode : undefined)),
    streetAddress: billing.streetAddress ? 'M' : 'I',
  };
}
