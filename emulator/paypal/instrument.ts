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

/**
 * The recipient's contact details (PayPal's contact module: whom the order's seller contacts) that Braintree's
 * sandbox gives a sale with its static one-time PayPal nonce, as Braintree's own SDK suite reads them: the email is
 * the sandbox's; the suite only asks that a phone be there, so the number is the emulator's own.
 */
export const SANDBOX_RECIPIENT = {
  email: 'test@paypal.com',
  phone: { countryCode: '1', nationalNumber: '4085551234' },
} as const;
