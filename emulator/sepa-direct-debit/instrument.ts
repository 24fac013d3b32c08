import type { Instrument } from '../state/records.js';

/**
 * A SEPA direct debit account, as the gateway keeps the mandate the shopper gave: the bank's reference of it, the
 * IBAN's last four characters, the mandate's type (`RECURRENT` or `ONE_OFF`) and the merchant's (or its partner's)
 * id of the customer.
 */
export function sepaDirectDebitInstrument(account: {
  ibanLastChars: string;
  bankReferenceToken: string;
  mandateType: string;
  merchantOrPartnerCustomerId: string;
}): Instrument {
  return {
    type: 'SEPADebitAccount',
    description: `SEPA Direct Debit Account ending in ${account.ibanLastChars}`,
    details: { ...account },
  };
}

/** The account Braintree's sandbox gives its static `fake-sepa-direct-debit-nonce`, as its own SDK suite reads it. */
export function sandboxSepaDirectDebitInstrument(): Instrument {
  return sepaDirectDebitInstrument({
    ibanLastChars: '1234',
    bankReferenceToken: 'a-fake-bank-reference-token',
    mandateType: 'RECURRENT',
    merchantOrPartnerCustomerId: 'a-fake-mp-customer-id',
  });
}
