import type { Merchant } from '../state/merchant.js';
import type { Instrument } from '../state/records.js';
import type { CardChecks } from './checks.js';

/** Why AVS and CVV rules reject: the gateway rejection reasons Braintree names for them. */
export type AvsCvvRejection = 'avs' | 'cvv' | 'avs_and_cvv';

function rejects(rules: unknown, code: string): boolean {
  return Array.isArray(rules) && rules.includes(code);
}

/**
 * The merchant's AVS and CVV rules (Braintree's Basic Fraud Tools) applied to the response codes the
 * issuer approved a card with: `avs` when the postal code's or the street address's code is one the
 * rules reject, `cvv` when the CVV's is, `avs_and_cvv` when both are. Only cards are checked (the
 * rules apply to credit card transactions), and nothing when the merchant has no rules, as on a new
 * account. Whether the request is one the rules apply to (a verification, or a sale made with a card's
 * details rather than a saved card's token) is the caller's to decide.
 */
export function avsCvvRejection(
  merchant: Merchant,
  instrument: Instrument,
  checks: CardChecks,
): AvsCvvRejection | undefined {
  if (instrument.type !== 'CreditCard') return undefined;
  const avs =
    rejects(merchant.avsPostalCodeRules, checks.postalCode) ||
    rejects(merchant.avsStreetAddressRules, checks.streetAddress);
  const cvv = rejects(merchant.cvvRules, checks.cvv);
  if (avs && cvv) return 'avs_and_cvv';
  if (avs) return 'avs';
  return cvv ? 'cvv' : undefined;
}
