import type { AddressFields, Instrument } from './records.js';

export type TransactionStatus =
  | 'authorized'
  | 'submitted_for_settlement'
  | 'settling'
  | 'settlement_pending'
  | 'settlement_confirmed'
  | 'settlement_declined'
  | 'settled'
  | 'processor_declined'
  | 'failed'
  | 'gateway_rejected'
  | 'voided';

/** One entry of a transaction's status history, as the gateway reports it. */
export interface TransactionStatusEvent {
  status: TransactionStatus;
  amount: string;
  timestamp: number;
}

export interface Transaction {
  id: string;
  /** A sale charges; a credit (a refund, or `transaction.credit`) pays back. */
  type: 'sale' | 'credit';
  /** For a refund: the sale it pays back. */
  refundedTransactionId?: string;
  /** For a sale: its refunds, oldest first. */
  refundIds?: string[];
  /** For an authorization settled in parts: the transactions that settle each part. */
  partialSettlementTransactionIds?: string[];
  /** For one part of a partial settlement: the authorization it settles. */
  authorizedTransactionId?: string;
  status: TransactionStatus;
  amount: string;
  currencyIsoCode: string;
  merchantAccountId: string;
  orderId?: string;
  customerId?: string;
  paymentMethodToken?: string;
  /** `token` when the sale named a saved method, `full_information` when it brought the instrument. */
  createdUsing?: 'token' | 'full_information';
  deviceData?: string;
  /** The shopping cart or platform that sent the sale (`channel`). */
  channel?: string;
  /** What the processor added to its answer, when it is not the decline itself. */
  additionalProcessorResponse?: string;
  /** A recurring charge (`recurring`, or a `transaction_source` of `recurring` / `recurring_first`). */
  recurring?: boolean;
  /** The 3D Secure result the paying nonce carried. */
  threeDSecureInfo?: Record<string, unknown>;
  /** Line items, level 2 and 3 data, custom fields, descriptor and addresses, as the sale gave them. */
  details?: TransactionDetails;
  instrument: Instrument;
  processorResponseCode: string;
  processorResponseText: string;
  processorResponseType: 'approved' | 'soft_declined' | 'hard_declined';
  gatewayRejectionReason?: string;
  /** Mastercard's advice on a declined sale (its merchant advice code and text), when it gives one. */
  merchantAdvice?: { code: string; text: string };
  /**
   * Mastercard's Transaction Link ID (TLID): 22 letters and digits the network gives an authorization it
   * approves on a Mastercard, which links the transaction's later messages and a customer's later charges.
   */
  mastercardTransactionLinkId?: string;
  /** The risk decision of the merchant's Fraud Protection Advanced, when it has it. */
  riskData?: { id: string; decision: 'Approve' | 'Review' };
  /** Six characters the processor gives an approved authorization. */
  processorAuthorizationCode?: string;
  /** The processor's answer to settling it (`processorSettlementResponseCode` and text), once it gave one. */
  processorSettlementResponse?: { code: string; text: string };
  /** Every status the transaction has had, oldest first. */
  statusHistory?: TransactionStatusEvent[];
  cvvResponseCode: string;
  avsPostalCodeResponseCode: string;
  avsStreetAddressResponseCode: string;
  createdAt: number;
  updatedAt: number;
}

/**
 * What a sale may carry besides its payment: line items, level 2 and 3 data, custom fields, a
 * dynamic descriptor and the billing and shipping addresses. Each is checked the way the gateway
 * checks it, and every error is reported at once.
 */
export interface TransactionDetails {
  lineItems?: LineItem[];
  customFields?: Record<string, string>;
  descriptor?: { name?: string; phone?: string; url?: string };
  /** Level 2 and 3 data, by the gateway's snake_case name. */
  level3?: Partial<Record<Level3Field, string>>;
  taxExempt?: boolean;
  billing?: Address;
  shipping?: Address;
  /** `surcharge_amount`: what the merchant added for the payment method. */
  surchargeAmount?: string;
  /** `foreign_retailer`: the merchant sells from outside the cardholder's country. */
  foreignRetailer?: boolean;
  /** What the sale told the network of its payment method (its type reads them; see `readSaleDetails`). */
  paymentMethodFields?: Readonly<Record<string, string>>;
}

/** A sale's billing or shipping address: the fields a saved address has. */
export type Address = AddressFields;
export type LineItem = Partial<Record<(typeof LINE_ITEM_FIELDS)[number], string>>;
export type Level3Field = (typeof LEVEL3_FIELDS)[number];

export const LINE_ITEM_FIELDS = [
  'quantity',
  'name',
  'description',
  'kind',
  'unit_amount',
  'unit_tax_amount',
  'total_amount',
  'discount_amount',
  'tax_amount',
  'unit_of_measure',
  'product_code',
  'commodity_code',
  'url',
  'image_url',
  'upc_code',
  'upc_type',
] as const;

export const LEVEL3_FIELDS = [
  'tax_amount',
  'purchase_order_number',
  'discount_amount',
  'shipping_amount',
  'shipping_tax_amount',
  'ships_from_postal_code',
] as const;
