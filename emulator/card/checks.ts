import { cvvResponseCode, postalCodeResponseCode } from '../sandbox-values.js';
import type { Instrument } from '../state/records.js';

/** CVV and AVS results: from the card's own CVV and postal code; wallets carry neither. */
export function cardChecks(
  instrument: Instrument,
  billing: { postalCode?: string; streetAddress?: string } = {},
): { cvv: string; postalCode: string; streetAddress: string } {
  const isCard = instrument.type === 'CreditCard';
  return {
    cvv: isCard ? cvvResponseCode(instrument.secret?.cvv) : 'I',
    postalCode: postalCodeResponseCode(billing.postalCode ?? (isCard ? instrument.secret?.postalCode : undefined)),
    streetAddress: billing.streetAddress ? 'M' : 'I',
  };
}
