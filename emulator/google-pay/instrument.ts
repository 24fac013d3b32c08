import { binDataFor } from '../card/instrument.js';
import type { Instrument } from '../state/records.js';

/** A Google Pay card: a virtual card (or a network token) for the shopper's card. */
export function googlePayInstrument(
  cardType = 'Visa',
  lastFour = '1111',
  source: { sourceCardLast4?: string; isNetworkTokenized?: boolean } = {},
): Instrument {
  const sourceLastFour = source.sourceCardLast4 ?? lastFour;
  return {
    type: 'AndroidPayCard',
    description: `${cardType} ${sourceLastFour}`,
    details: {
      cardType,
      lastFour,
      lastTwo: lastFour.slice(-2),
      isNetworkTokenized: source.isNetworkTokenized ?? false,
      bin: '411111',
      sourceCardLast4: sourceLastFour,
    },
    binData: binDataFor('4111111111111111'),
  };
}
