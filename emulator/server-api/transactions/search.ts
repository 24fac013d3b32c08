import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { uniqueNumberIdentifier } from '../../card/fields.js';
import { detail } from '../../instruments/fields.js';
import { PAYMENT_METHOD_KINDS } from '../../payment-method-types.js';
import { section, type Params } from '../../params.js';
import { sendXml } from '../respond.js';
import { paymentInstrumentType, transactionXml } from './xml.js';
import { XmlArray, XmlCollection } from '../xml.js';
import type { Transaction, TransactionStatus } from '../../state/transaction.js';

/** How many transactions one page of `advanced_search` holds (the SDK pages the ids by it). */
export const SEARCH_PAGE_SIZE = 50;

/** A searchable value of a transaction: text, a number, a time, or absent. */
type FieldValue = string | number | undefined;
type Field = (txn: Transaction, state: EmulatorState) => FieldValue;

function customerField(key: 'firstName' | 'lastName' | 'email' | 'company' | 'phone'): Field {
  return (txn, state) => (txn.customerId ? state.customers.get(txn.customerId)?.[key] : undefined);
}

function cardDetail(key: string): Field {
  return (txn) => (txn.instrument.type === 'CreditCard' ? (detail(txn.instrument, key) ?? undefined) : undefined);
}

/** The time the transaction first reached a status (what `authorized_at`, `settled_at`… search). */
function reachedAt(...statuses: TransactionStatus[]): Field {
  return (txn) => txn.statusHistory?.find((event) => statuses.includes(event.status))?.timestamp;
}

/** Text fields: `is`, `is_not`, `starts_with`, `ends_with`, `contains`, without regard to case. */
const TEXT_FIELDS: Readonly<Record<string, Field>> = {
  id: (txn) => txn.id,
  order_id: (txn) => txn.orderId,
  customer_id: (txn) => txn.customerId,
  customer_first_name: customerField('firstName'),
  customer_last_name: customerField('lastName'),
  customer_email: customerField('email'),
  customer_company: customerField('company'),
  customer_phone: customerField('phone'),
  payment_method_token: (txn) => txn.paymentMethodToken,
  currency: (txn) => txn.currencyIsoCode,
  processor_authorization_code: (txn) =>
    txn.processorResponseType === 'approved' ? txn.processorAuthorizationCode : undefined,
  credit_card_cardholder_name: cardDetail('cardholderName'),
  credit_card_unique_identifier: (txn) =>
    txn.instrument.type === 'CreditCard'
      ? (uniqueNumberIdentifier(txn.instrument.secret?.number) ?? undefined)
      : undefined,
  credit_card_expiration_date: (txn) => {
    if (txn.instrument.type !== 'CreditCard') return undefined;
    const month = detail(txn.instrument, 'expirationMonth');
    const year = detail(txn.instrument, 'expirationYear');
    return month && year ? `${month}/${year}` : undefined;
  },
  credit_card_number: (txn) => (txn.instrument.type === 'CreditCard' ? txn.instrument.secret?.number : undefined),
  // Each payment method type's own fields match only transactions paid with it.
  ...Object.fromEntries(
    PAYMENT_METHOD_KINDS.flatMap((kind) =>
      Object.entries(kind.searchFields ?? {}).map(([name, read]): [string, Field] => [
        name,
        (txn) => (txn.instrument.type === kind.type ? read(txn) : undefined),
      ]),
    ),
  ),
};

/** Fields matched against a list of allowed values (`status().in(…)`, `ids().in(…)`). */
const MULTIPLE_VALUE_FIELDS: Readonly<Record<string, Field>> = {
  ids: (txn) => txn.id,
  status: (txn) => txn.status,
  type: (txn) => txn.type,
  merchant_account_id: (txn) => txn.merchantAccountId,
  payment_instrument_type: paymentInstrumentType,
  credit_card_card_type: cardDetail('cardType'),
  credit_card_customer_location: (txn) => (txn.instrument.type === 'CreditCard' ? 'us' : undefined),
  created_using: (txn) => txn.createdUsing ?? 'full_information',
  // Every transaction the emulator holds was created through the server API.
  source: () => 'api',
};

/** Fields searched by `min` / `max` / `is`: the amount and the times a status was reached. */
const RANGE_FIELDS: Readonly<Record<string, Field>> = {
  amount: (txn) => Number(txn.amount),
  created_at: (txn) => txn.createdAt,
  authorized_at: reachedAt('authorized'),
  submitted_for_settlement_at: reachedAt('submitted_for_settlement'),
  settled_at: reachedAt('settled'),
  voided_at: reachedAt('voided'),
  processor_declined_at: reachedAt('processor_declined'),
  gateway_rejected_at: reachedAt('gateway_rejected'),
  failed_at: reachedAt('failed'),
};

const DATE_RANGE_FIELDS = new Set(Object.keys(RANGE_FIELDS).filter((name) => name !== 'amount'));

function lower(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value).toLowerCase() : undefined;
}

function matchesText(value: FieldValue, criterion: unknown): boolean {
  if (typeof criterion !== 'object' || criterion === null) return false;
  const have = value === undefined ? undefined : String(value).toLowerCase();
  for (const [operator, raw] of Object.entries(criterion as Params)) {
    const want = lower(raw);
    if (want === undefined) return false;
    const ok =
      operator === 'is'
        ? have === want
        : operator === 'is_not'
          ? have !== want
          : have !== undefined &&
            (operator === 'starts_with'
              ? have.startsWith(want)
              : operator === 'ends_with'
                ? have.endsWith(want)
                : operator === 'contains' && have.includes(want));
    if (!ok) return false;
  }
  return true;
}

function matchesMultiple(value: FieldValue, criterion: unknown): boolean {
  const allowed = (Array.isArray(criterion) ? criterion : [criterion]).map(lower);
  return value !== undefined && allowed.includes(String(value).toLowerCase());
}

/** A range bound as a number: amounts as decimals, times as milliseconds (any date text `Date` reads). */
function bound(field: string, raw: unknown): number | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const n = DATE_RANGE_FIELDS.has(field) ? new Date(raw).getTime() : Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function matchesRange(field: string, value: FieldValue, criterion: unknown): boolean {
  if (typeof value !== 'number' || typeof criterion !== 'object' || criterion === null) return false;
  const { min, max, is } = criterion as Params;
  // Times are compared to the second, as the gateway keeps them.
  const at = DATE_RANGE_FIELDS.has(field) ? Math.floor(value / 1000) * 1000 : value;
  const round = (n: number) => (DATE_RANGE_FIELDS.has(field) ? Math.floor(n / 1000) * 1000 : n);
  for (const [raw, test] of [
    [min, (n: number) => at >= round(n)],
    [max, (n: number) => at <= round(n)],
    [is, (n: number) => at === round(n)],
  ] as const) {
    if (raw === undefined) continue;
    const n = bound(field, raw);
    if (n === undefined || !test(n)) return false;
  }
  return true;
}

/** `refund().is(true)`: transactions that have been refunded; `false`: those that have not. */
function matchesRefund(txn: Transaction, criterion: unknown): boolean {
  const wanted = criterion === true || criterion === 'true';
  return (txn.refundIds?.length ?? 0) > 0 === wanted;
}

/**
 * Whether a transaction meets every criterion. A criterion on a field the emulator does not keep
 * (a store, a dispute date…) matches nothing, so a search never answers more than Braintree would.
 */
export function matchesSearch(state: EmulatorState, txn: Transaction, criteria: Params): boolean {
  for (const [field, criterion] of Object.entries(criteria)) {
    if (criterion === undefined || criterion === null) continue;
    let ok: boolean;
    if (field in TEXT_FIELDS) ok = matchesText(TEXT_FIELDS[field]!(txn, state), criterion);
    else if (field in MULTIPLE_VALUE_FIELDS) ok = matchesMultiple(MULTIPLE_VALUE_FIELDS[field]!(txn, state), criterion);
    else if (field in RANGE_FIELDS) ok = matchesRange(field, RANGE_FIELDS[field]!(txn, state), criterion);
    else if (field === 'refund') ok = matchesRefund(txn, criterion);
    else ok = false;
    if (!ok) return false;
  }
  return true;
}

/** The matching transactions, newest first (the order the gateway lists them in). */
function search(state: EmulatorState, criteria: Params): Transaction[] {
  return [...state.transactions.values()]
    .reverse()
    .filter((txn) => matchesSearch(state, txn, criteria))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * `POST /merchants/<id>/transactions/advanced_search_ids` (`gateway.transaction.search`, first
 * step): the ids of every matching transaction and the page size the SDK fetches them by.
 */
export function searchTransactionIds(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const ids = search(ctx.state, section(req.body, 'search')).map((txn) => txn.id);
    sendXml(res, 200, 'search-results', {
      'page-size': SEARCH_PAGE_SIZE,
      ids: new XmlArray('item', ids),
    });
  };
}

/**
 * `POST /merchants/<id>/transactions/advanced_search` (the SDK's paging step): the same criteria
 * with `ids` narrowed to one page, answered as a `<credit-card-transactions>` collection.
 */
export function searchTransactions(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const found = search(ctx.state, section(req.body, 'search')).slice(0, SEARCH_PAGE_SIZE);
    sendXml(
      res,
      200,
      'credit-card-transactions',
      new XmlCollection(
        { 'current-page-number': 1, 'page-size': SEARCH_PAGE_SIZE, 'total-items': found.length },
        'transaction',
        found.map((txn) => transactionXml(ctx.state, txn)),
      ),
    );
  };
}
