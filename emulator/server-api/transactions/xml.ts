import { SANDBOX_NETWORK_RESPONSE } from '../../sandbox-values.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { NO_CARD } from '../../card/fields.js';
import { kindOf } from '../../payment-method-types.js';
import { detailsXml } from './details-xml.js';
import { globalId, XmlArray, objectXml, type XmlObject } from '../xml.js';
import type { Transaction } from '../../state/transaction.js';
import { internationalPhoneXml } from '../addresses/phone.js';

/** How long an approved authorization may wait to be settled before it expires (seven days). */
const AUTHORIZATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The element of the instrument a transaction was paid with: its type's own, beside an empty `<credit-card>`. */
function instrumentElements(txn: Transaction): XmlObject {
  return { 'credit-card': NO_CARD, ...kindOf(txn.instrument.type).transactionElements(txn) };
}

/** What the transaction was paid with (`credit_card`, `paypal_account`, …; `network_token` for a merchant's own). */
export function paymentInstrumentType(txn: Transaction): string {
  return txn.instrument.networkToken ? 'network_token' : kindOf(txn.instrument.type).transactionType;
}

/** A transaction as `transactions/<id>` answers it; failed sales carry the same element. */
export function transactionXml(state: EmulatorState, txn: Transaction): XmlObject {
  const customer = txn.customerId ? state.customers.get(txn.customerId) : undefined;
  const rejected = txn.status === 'gateway_rejected';
  // What an authorization carries (network ids, expiry), which a rejected sale does not have.
  const approved = txn.processorResponseType === 'approved' && !rejected;
  const history = txn.statusHistory ?? [{ status: txn.status, amount: txn.amount, timestamp: txn.createdAt }];
  return {
    id: txn.id,
    status: txn.status,
    type: txn.type,
    'currency-iso-code': txn.currencyIsoCode,
    amount: txn.amount,
    'merchant-account-id': txn.merchantAccountId,
    'order-id': txn.orderId ?? null,
    'created-at': new Date(txn.createdAt),
    'updated-at': new Date(txn.updatedAt),
    customer: {
      id: txn.customerId ?? null,
      'first-name': customer?.firstName ?? null,
      'last-name': customer?.lastName ?? null,
      company: customer?.company ?? null,
      email: customer?.email ?? null,
      website: null,
      phone: customer?.phone ?? null,
      'international-phone': internationalPhoneXml(customer?.internationalPhone),
      fax: null,
    },
    'refund-ids': new XmlArray('item', txn.refundIds ?? []),
    'refunded-transaction-id': txn.refundedTransactionId ?? null,
    'partial-settlement-transaction-ids': new XmlArray('item', txn.partialSettlementTransactionIds ?? []),
    'authorized-transaction-id': txn.authorizedTransactionId ?? null,
    'settlement-batch-id': null,
    'avs-error-response-code': null,
    'avs-postal-code-response-code': txn.avsPostalCodeResponseCode,
    'avs-street-address-response-code': txn.avsStreetAddressResponseCode,
    'cvv-response-code': txn.cvvResponseCode,
    'gateway-rejection-reason': txn.gatewayRejectionReason ?? null,
    'mastercard-transaction-link-id': txn.mastercardTransactionLinkId ?? null,
    'merchant-advice-code': txn.merchantAdvice?.code ?? null,
    'merchant-advice-code-text': txn.merchantAdvice?.text ?? null,
    'risk-data': txn.riskData
      ? { id: txn.riskData.id, decision: txn.riskData.decision, 'device-data-captured': txn.deviceData !== undefined }
      : undefined,
    'processor-authorization-code': approved ? (txn.processorAuthorizationCode ?? null) : null,
    // A rejected sale has no processor response, unless the processor approved it first (AVS and CVV rules).
    'processor-response-code': rejected && !txn.processorResponseCode ? null : txn.processorResponseCode,
    'processor-response-text': rejected && !txn.processorResponseCode ? null : txn.processorResponseText,
    'processor-response-type': rejected && !txn.processorResponseCode ? null : txn.processorResponseType,
    'additional-processor-response':
      txn.additionalProcessorResponse ??
      (txn.status === 'processor_declined' ? `${txn.processorResponseCode} : ${txn.processorResponseText}` : null),
    'network-response-code': approved ? SANDBOX_NETWORK_RESPONSE.code : null,
    'network-response-text': approved ? SANDBOX_NETWORK_RESPONSE.text : null,
    'network-transaction-id': approved ? `0${txn.id.padEnd(14, '0')}` : null,
    'device-data-captured': txn.deviceData !== undefined,
    'tax-exempt': false,
    ...instrumentElements(txn),
    'status-history': new XmlArray(
      'status-event',
      history.map((event) => ({
        timestamp: new Date(event.timestamp),
        status: event.status,
        amount: event.amount,
        user: null,
        'transaction-source': 'api',
      })),
    ),
    'voice-referral-number': null,
    'authorization-expires-at':
      approved && txn.type === 'sale' ? new Date(txn.createdAt + AUTHORIZATION_LIFETIME_MS) : null,
    'acquirer-reference-number': null,
    'retrieval-reference-number': approved ? `1${txn.createdAt % 100_000_000_000}` : null,
    'plan-id': null,
    'subscription-id': null,
    'add-ons': new XmlArray('add-on', []),
    discounts: new XmlArray('discount', []),
    recurring: txn.recurring ?? false,
    channel: txn.channel ?? null,
    'disbursement-details': { 'disbursement-date': null, 'settlement-amount': null, 'funds-held': null, success: null },
    disputes: new XmlArray('dispute', []),
    'authorization-adjustments': new XmlArray('authorization-adjustment', []),
    'payment-instrument-type': paymentInstrumentType(txn),
    'processed-with-network-token': txn.instrument.networkToken !== undefined,
    'processor-settlement-response-code': txn.processorSettlementResponse?.code ?? '',
    'processor-settlement-response-text': txn.processorSettlementResponse?.text ?? '',
    'three-d-secure-info': objectXml(txn.threeDSecureInfo ?? null),
    'global-id': globalId('transaction', txn.id),
    ...detailsXml(txn.details),
  };
}
