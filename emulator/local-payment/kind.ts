import { detail } from '../instruments/fields.js';
import type { PaymentMethodKind, XmlFields } from '../instruments/kind.js';
import type { Instrument } from '../state/records.js';
import type { Transaction } from '../state/transaction.js';

/** A control API seed: local payments are never saved, so there is none. */
export interface LocalPaymentSeed {
  type: 'LocalPayment';
}

/**
 * A payment the shopper approved with a local payment method (iDEAL, Bancontact, …), which PayPal runs: the
 * sandbox's static nonce's, with a payer and a funding source of the emulator's own.
 */
function sandboxLocalPayment(): Instrument {
  return {
    type: 'LocalPayment',
    description: 'Local payment (ideal)',
    details: { payerId: 'EMULATEDLOCALPAYER', fundingSource: 'ideal' },
    // Braintree does not vault local payment methods.
    oneTimeUse: true,
  };
}

/** Ids PayPal gives a local payment's sale and refund (the emulator's own forms). */
function ids(txn: Transaction): XmlFields {
  const sale = txn.refundedTransactionId ?? txn.id;
  const refund = txn.type === 'credit';
  return {
    'payment-id': `PAYID-${sale.toUpperCase()}`,
    'capture-id': refund ? null : `CAPTURE-${txn.id.toUpperCase()}`,
    'refund-id': refund ? `REFUND-${txn.id.toUpperCase()}` : null,
    'debug-id': txn.id,
  };
}

/** What a sale (or its refund) with a local payment carries: PayPal's ids, the funding source and the fee. */
function transactionElements(txn: Transaction): XmlFields {
  const refund = txn.type === 'credit';
  return {
    'local-payment': {
      'payer-id': detail(txn.instrument, 'payerId'),
      'funding-source': detail(txn.instrument, 'fundingSource'),
      ...ids(txn),
      'transaction-fee-amount': refund ? null : '0.00',
      'transaction-fee-currency-iso-code': refund ? null : txn.currencyIsoCode,
      'refund-from-transaction-fee-amount': refund ? '0.00' : null,
      'refund-from-transaction-fee-currency-iso-code': refund ? txn.currencyIsoCode : null,
    },
  };
}

/** A local payment method's payment: what the gateway does differently for one. It is charged, never saved. */
export const localPayment: PaymentMethodKind<'LocalPayment', LocalPaymentSeed> = {
  type: 'LocalPayment',
  element: 'local-payment',
  transactionType: 'local_payment',
  fields: (instrument, token) => ({
    token,
    'payer-id': detail(instrument, 'payerId'),
    'funding-source': detail(instrument, 'fundingSource'),
  }),
  transactionElements,
  tokenInUseCode: '91719',
  // Braintree documents that local payment methods cannot be vaulted, not its code: the emulator answers PayPal's
  // refusal of a one-time payment (PayPal runs local payments).
  oneTimeUseRefusal: { code: '82902', message: 'Cannot vault a local payment method.' },
  staticNonces: { 'fake-local-payment-method-nonce': sandboxLocalPayment },
  seed: () => 'A local payment cannot be saved.',
  // PayPal captures a local payment at once.
  settlesAtOnce: true,
};
