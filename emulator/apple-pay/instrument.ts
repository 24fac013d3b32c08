import { binDataFor, cardTypeOf } from '../card/instrument.js';
import type { Instrument } from '../state/records.js';

/** An Apple Pay card: the device's card number (DPAN) stands in for the card's. */
export function applePayInstrument(cardType = 'Visa', lastFour = '1111', bin = '401288'): Instrument {
  return {
    type: 'ApplePayCard',
    description: `${cardType} ${lastFour}`,
    details: {
      cardType,
      lastFour,
      bin,
      lastTwo: lastFour.slice(-2),
      dpanLastTwo: lastFour.slice(-2),
      paymentInstrumentName: `${cardType} ${lastFour}`,
    },
    binData: binDataFor('4111111111111111'),
  };
}

/**
 * An Apple Pay card a merchant decrypted itself and sends as raw fields (`apple_pay_card` with
 * `number`, `expiration_month`, `expiration_year`, `cryptogram`, `eci_indicator`).
 */
export function rawApplePayInstrument(input: {
  number: string;
  expirationMonth?: string;
  expirationYear?: string;
  cardholderName?: string;
}): Instrument {
  const instrument = applePayInstrument(cardTypeOf(input.number), input.number.slice(-4), input.number.slice(0, 6));
  const year =
    input.expirationYear && input.expirationYear.length === 2 ? `20${input.expirationYear}` : input.expirationYear;
  instrument.details = {
    ...instrument.details,
    ...(input.expirationMonth ? { expirationMonth: input.expirationMonth.padStart(2, '0') } : {}),
    ...(year ? { expirationYear: year } : {}),
    ...(input.cardholderName ? { cardholderName: input.cardholderName } : {}),
  };
  instrument.binData = binDataFor(input.number);
  return instrument;
}
