import type { Instrument } from '../state/records.js';
import { cardInstrument } from './instrument.js';

/** Expiry of the static cards: December, a few years ahead, so they never expire under the tests. */
const STATIC_EXPIRATION = `12/${new Date().getFullYear() + 5}`;

/** A static nonce's test card: a fresh instrument each time the nonce is used. */
export function staticCard(number: string, cardholderName?: string): () => Instrument {
  return () => cardInstrument({ number, expirationDate: STATIC_EXPIRATION, cardholderName });
}

/**
 * A static nonce's test card issued in another country than the test cards' (USA): the sandbox's Canadian card of
 * `fake-valid-country-of-issuance-cad-nonce` has no published number, so it is a Visa test card with that country.
 */
function cardIssuedIn(number: string, countryOfIssuance: string): () => Instrument {
  return () => {
    const instrument = staticCard(number)();
    return instrument.binData ? { ...instrument, binData: { ...instrument.binData, countryOfIssuance } } : instrument;
  };
}

const card = staticCard;

/**
 * Braintree's static test nonces of cards ("Testing: payment method nonces"; the SDK lists them in
 * `lib/braintree/test_values/nonces.js`): `fake-processor-declined-*` carry the processor-declined
 * test cards, so they decline; the bin data nonces carry the card type indicator test cards.
 */
export const CARD_STATIC_NONCES: Readonly<Record<string, () => Instrument>> = {
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
  // The SDK's bin-data and processor test nonces stand for plain Visa (or JCB) cards.
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
  // The USA nonce carries the country-of-issuance indicator card (USA, the SDK's CreditCardDefaults); the CAD one
  // a card issued in Canada (the SDK's suite expects `CAN`).
  'fake-valid-country-of-issuance-cad-nonce': cardIssuedIn('4111111111111111', 'CAN'),
  'fake-valid-issuing-bank-network-only-nonce': card('4111111141010101'),
  'fake-pinless-debit-visa-nonce': card('4000056655665556'),
  'fake-processor-failure-jcb-nonce': card('3566002020360505'),
  // A card whose number fails the Luhn check: a request using it is refused on the card's number (81715).
  'fake-luhn-invalid-nonce': card('4111111111111112'),
  // The fraud tools' test cards: gateway rejected as fraud / risk_threshold.
  'fake-gateway-rejected-fraud-nonce': card('4000111111111511'),
  'fake-gateway-rejected-risk-thresholds-nonce': card('4111130000000003'),
  // A card Kount, the advanced fraud tools, rejects: gateway rejected as fraud when the merchant has them on
  // (`fraudProtectionAdvanced`); an ordinary Visa otherwise.
  'fake-gateway-rejected-kount-nonce': () => ({ ...card('4111111111111111')(), fraudToolsRejection: 'fraud' }),
  'fake-visa-checkout-visa-nonce': card('4111111111111111'),
  'fake-visa-checkout-mastercard-nonce': card('5555555555554444'),
  'fake-visa-checkout-amex-nonce': card('378282246310005'),
  'fake-visa-checkout-discover-nonce': card('6011111111111117'),
  'fake-meta-checkout-card-nonce': card('4111111111111111'),
  'fake-meta-checkout-token-nonce': card('4111111111111111'),
};
