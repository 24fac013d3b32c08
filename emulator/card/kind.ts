import type { PaymentMethodKind } from '../instruments/kind.js';
import { cardFields } from './fields.js';
import { cardInstrument } from './instrument.js';
import { CARD_STATIC_NONCES } from './static-nonces.js';

/** A control API seed of a saved card. */
export interface CardSeed {
  type: 'CreditCard';
  number: string;
  expirationDate?: string;
  cardholderName?: string;
}

/** A card: what the gateway does differently for one. */
export const card: PaymentMethodKind<'CreditCard', CardSeed> = {
  type: 'CreditCard',
  element: 'credit-card',
  customerList: 'credit-cards',
  transactionType: 'credit_card',
  fields: cardFields,
  // A card brought as the merchant's own network token is answered as the network token it is.
  transactionElements: (txn) =>
    txn.instrument.networkToken
      ? { 'network-token': { ...cardFields(txn.instrument, null), 'is-network-tokenized': true } }
      : { 'credit-card': cardFields(txn.instrument, txn.paymentMethodToken ?? null) },
  tokenInUseCode: '91719',
  customerNonceCodes: { scope: 'credit-card', unknown: '91732', consumed: '91731' },
  verification: {
    paramsField: 'credit_card',
    codes: {
      negative: '91739',
      format: '91740',
      large: '91752',
      account: '91728',
      typeInvalid: '91757',
      typeUnsupported: '91758',
    },
    optionsScope: (scope) => [...scope, 'credit-card', 'options'],
    typeInvalidScope: (scope) => [...scope, 'credit-card', 'options'],
  },
  // The same card is the same number with the same expiry.
  duplicateIdentity: (instrument) => {
    const s = instrument.secret;
    return s?.number ? `card:${s.number}:${s.expirationMonth ?? ''}/${s.expirationYear ?? ''}` : undefined;
  },
  staticNonces: CARD_STATIC_NONCES,
  seed: (method) => {
    if (!method.number) return 'A CreditCard needs a number.';
    return cardInstrument({
      number: method.number,
      expirationDate: method.expirationDate ?? '12/2030',
      cardholderName: method.cardholderName,
    });
  },
};
