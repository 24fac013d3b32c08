/**
 * Braintree's documented static sandbox nonces ("Testing: payment method nonces"; the SDK lists
 * them in `lib/braintree/test_values/nonces.js`). Unlike real nonces they can be used any number
 * of times. Each stands for a test card or wallet whose outcome follows the sandbox rules:
 * `fake-processor-declined-*` carry the processor-declined test cards, so they decline.
 */
import {
  applePayInstrument,
  cardInstrument,
  googlePayInstrument,
  paypalInstrument,
  venmoInstrument,
} from '../../card/instrument.js';
import type { Instrument } from '../../state/records.js';

/** Expiry of the static cards: December, a few years ahead, so they never expire under the tests. */
const STATIC_EXPIRATION = `12/${new Date().getFullYear() + 5}`;

function card(number: string, cardholderName?: string): () => Instrument {
  return () => cardInstrument({ number, expirationDate: STATIC_EXPIRATION, cardholderName });
}

/** PayPal's sandbox payer for the fake PayPal nonces. */
export const STATIC_PAYPAL_EMAIL = 'jane.doe@example.com';

const STATIC_NONCES: Readonly<Record<string, () => Instrument>> = {
  // The sandbox answers `fake-valid-nonce` with a Visa ending in 1881.
  'fake-valid-nonce': card('4012888888881881'),
  'fake-valid-no-billing-address-nonce': card('4012888888881881'),
  'fake-valid-visa-nonce': card('4111111111111111'),
  'fake-valid-mastercard-nonce': card('5555555555554444'),
  'fake-valid-amex-nonce': card('378282246310005'),
  'fake-valid-discover-nonce': card('6011111111111117'),
  'fake-valid-jcb-nonce': card('3530111333300000'),
  'fake-valid-maestro-nonce': card('6304000000000000'),
  'fake-valid-dinersclub-nonce': card('36259600000004'),
  'fake-valid-debit-nonce': card('4000056655665556'),
  'fake-valid-prepaid-nonce': card('4500600000000061'),
  'fake-processor-declined-visa-nonce': card('4000111111111115'),
  'fake-processor-declined-mastercard-nonce': card('5105105105105100'),
  'fake-processor-declined-amex-nonce': card('378734493671000'),
  'fake-processor-declined-discover-nonce': card('6011000990139424'),
  // The SDK's bin-data, 3D Secure and processor test nonces stand for plain Visa (or JCB) cards.
  'fake-abstract-transactable-nonce': card('4111111111111111'),
  'fake-valid-prepaid-reloadable-nonce': card('4229989900000002'),
  'fake-valid-business-nonce': card('4229989800000003'),
  'fake-valid-consumer-nonce': card('4229989700000004'),
  'fake-valid-corporate-nonce': card('4229989100000000'),
  'fake-valid-purchase-nonce': card('4229989500000006'),
  'fake-valid-commercial-nonce': card('4111111111131010'),
  'fake-valid-durbin-regulated-nonce': card('4111161010101010'),
  'fake-valid-healthcare-nonce': card('4111111510101010'),
  'fake-valid-payroll-nonce': card('4111111114101010'),
  'fake-valid-no-indicators-nonce': card('4111111111310101'),
  'fake-valid-unknown-indicators-nonce': card('4111111111112101'),
  'fake-valid-country-of-issuance-usa-nonce': card('4111111111121102'),
  'fake-valid-country-of-issuance-cad-nonce': card('4111111111111111'),
  'fake-valid-issuing-bank-network-only-nonce': card('4111111141010101'),
  'fake-pinless-debit-visa-nonce': card('4000056655665556'),
  'fake-processor-failure-jcb-nonce': card('3566002020360505'),
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
  'fake-visa-checkout-visa-nonce': card('4111111111111111'),
  'fake-visa-checkout-mastercard-nonce': card('5555555555554444'),
  'fake-visa-checkout-amex-nonce': card('378282246310005'),
  'fake-visa-checkout-discover-nonce': card('6011111111111117'),
  'fake-meta-checkout-card-nonce': card('4111111111111111'),
  'fake-meta-checkout-token-nonce': card('4111111111111111'),
  'fake-paypal-one-time-nonce': () => ({ ...paypalInstrument(STATIC_PAYPAL_EMAIL), oneTimeUse: true }),
  'fake-paypal-future-nonce': () => paypalInstrument(STATIC_PAYPAL_EMAIL),
  'fake-paypal-future-refresh-token-nonce': () => paypalInstrument(STATIC_PAYPAL_EMAIL),
  // A merchant token (MPAN) rather than a device token, with the card it stands for.
  'fake-apple-pay-mpan-nonce': () => {
    const card = applePayInstrument('Visa', '1881');
    return {
      ...card,
      details: {
        ...card.details,
        isDeviceToken: false,
        merchantTokenIdentifier: 'DNITHE302308980427388297',
        sourceCardLast4: '2006',
      },
    };
  },
  'fake-paypal-billing-agreement-nonce': () => paypalInstrument(STATIC_PAYPAL_EMAIL),
  // The sandbox's Venmo test account ends in 99.
  'fake-venmo-account-nonce': () => {
    const venmo = venmoInstrument('venmojoe');
    return { ...venmo, details: { ...venmo.details, lastTwo: '99' } };
  },
  // Google Pay paid through PayPal: a PayPal account with its payer's details.
  'fake-google-pay-paypal-nonce': () => paypalInstrument(STATIC_PAYPAL_EMAIL),
  'fake-apple-pay-visa-nonce': () => applePayInstrument('Visa', '1881'),
  'fake-apple-pay-mastercard-nonce': () => applePayInstrument('MasterCard', '4444'),
  'fake-apple-pay-amex-nonce': () => applePayInstrument('American Express', '0005'),
  // The sandbox's Google Pay test cards: a Discover proxy card (virtual 1117, source 1111) and a
  // MasterCard network token (virtual 4444, source 0005).
  'fake-android-pay-nonce': () => googlePayInstrument('Discover', '1117', { sourceCardLast4: '1111' }),
  'fake-android-pay-visa-nonce': () => googlePayInstrument('Visa', '1881'),
  'fake-android-pay-mastercard-nonce': () =>
    googlePayInstrument('MasterCard', '4444', { sourceCardLast4: '0005', isNetworkTokenized: true }),
  'fake-android-pay-amex-nonce': () => googlePayInstrument('American Express', '0005'),
  'fake-android-pay-discover-nonce': () => googlePayInstrument('Discover', '1117', { sourceCardLast4: '1111' }),
};

/** The static nonce that always reads as already used. */
export const STATIC_CONSUMED_NONCE = 'fake-consumed-nonce';

/** A fresh instrument for a static nonce, or undefined when the nonce is not one of them. */
export function staticNonceInstrument(nonce: string): Instrument | undefined {
  return STATIC_NONCES[nonce]?.();
}

export function isStaticNonce(nonce: string): boolean {
  return nonce in STATIC_NONCES;
}
