import { detail } from '../instruments/fields.js';
import type { PaymentMethodKind, XmlFields } from '../instruments/kind.js';
import type { Instrument, VaultedMethod } from '../state/records.js';
import type { Transaction } from '../state/transaction.js';
import { sandboxSepaDirectDebitInstrument, sepaDirectDebitInstrument } from './instrument.js';

/** A global id as the gateway makes every one (`<kind>_<id>`, base64url), for the customer a saved account names. */
function globalId(kind: string, id: string): string {
  return Buffer.from(`${kind}_${id}`).toString('base64url');
}

/** A control API seed of a saved SEPA direct debit account. */
export interface SepaDirectDebitSeed {
  type: 'SEPADebitAccount';
  ibanLastChars?: string;
  mandateType?: string;
}

/** The logo of a SEPA direct debit account (an SVG, as Braintree's own SDK suite expects; the path is the emulator's). */
const SEPA_LOGO = 'https://assets.braintreegateway.com/payment_method_logo/sepa_debit.svg?environment=sandbox';

function mandateFields(instrument: Instrument): XmlFields {
  return {
    'bank-reference-token': detail(instrument, 'bankReferenceToken'),
    'last-4': detail(instrument, 'ibanLastChars'),
    'mandate-type': detail(instrument, 'mandateType'),
    'merchant-or-partner-customer-id': detail(instrument, 'merchantOrPartnerCustomerId'),
  };
}

function fields(instrument: Instrument, token: string | null): XmlFields {
  return { token, ...mandateFields(instrument), 'image-url': SEPA_LOGO };
}

function savedFields(method: VaultedMethod): XmlFields {
  return { 'customer-global-id': globalId('customer', method.customerId) };
}

/** The id of the order a sale with the account made at PayPal, which runs SEPA direct debits (the emulator's form). */
function orderId(txn: Transaction): string {
  return `ORDER-${txn.id.toUpperCase()}`;
}

/** What a sale with the account carries: the mandate, and PayPal's ids of the order and its capture (the emulator's). */
function transactionElements(txn: Transaction): XmlFields {
  const captured = txn.status !== 'authorized' && txn.processorResponseType === 'approved';
  return {
    'sepa-debit-account-detail': {
      token: txn.paymentMethodToken ?? null,
      ...mandateFields(txn.instrument),
      'global-id': globalId('sepadebitaccountdetail', txn.id),
      'paypal-v2-order-id': orderId(txn),
      'capture-id': captured ? `CAPTURE-${txn.id.toUpperCase()}` : null,
      'debug-id': txn.id,
      'settlement-type': null,
      'transaction-fee-amount': '0.00',
      'transaction-fee-currency-iso-code': txn.currencyIsoCode,
      'refund-id': null,
      'refund-from-transaction-fee-amount': null,
      'refund-from-transaction-fee-currency-iso-code': null,
    },
  };
}

/** A SEPA direct debit account: what the gateway does differently for one. */
export const sepaDirectDebit: PaymentMethodKind<'SEPADebitAccount', SepaDirectDebitSeed> = {
  type: 'SEPADebitAccount',
  element: 'sepa-debit-account',
  customerList: 'sepa-debit-accounts',
  transactionType: 'sepa_debit_account',
  fields,
  savedFields,
  transactionElements,
  tokenInUseCode: '91719',
  searchFields: { sepa_debit_paypal_v2_order_id: orderId },
  staticNonces: { 'fake-sepa-direct-debit-nonce': sandboxSepaDirectDebitInstrument },
  seed: (method) =>
    sepaDirectDebitInstrument({
      ibanLastChars: method.ibanLastChars ?? '1234',
      bankReferenceToken: 'a-fake-bank-reference-token',
      mandateType: method.mandateType ?? 'RECURRENT',
      merchantOrPartnerCustomerId: 'a-fake-mp-customer-id',
    }),
};
