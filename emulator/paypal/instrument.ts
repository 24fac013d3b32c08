import type { Instrument } from '../state/records.js';

/** A PayPal account, as the gateway keeps the payer's. */
export function paypalInstrument(email: string): Instrument {
  return {
    type: 'PayPalAccount',
    description: email,
    details: { email, payerInfo: { email, firstName: 'Emulated', lastName: 'Payer', payerId: 'EMULATEDPAYER' } },
  };
}

/** The payer Braintree's sandbox answers its test PayPal codes and static PayPal nonces with. */
export const SANDBOX_PAYER_EMAIL = 'jane.doe@example.com';
