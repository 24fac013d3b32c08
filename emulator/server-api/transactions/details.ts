import type { PaymentMethodKind } from '../../instruments/kind.js';
import { flag, section, text, type Params } from '../../params.js';
import type { Merchant } from '../../state/merchant.js';
import { ADDRESS_FIELDS } from '../../state/records.js';
import { LEVEL3_FIELDS, type Address, type Level3Field, type TransactionDetails } from '../../state/transaction.js';
import { checkDecimal, checkDecimalRule, type DecimalRule } from '../decimals.js';
import { validationError, type ValidationError } from '../errors.js';
import { readLineItems } from '../transaction-line-items/line-items.js';
import { industryDataErrors, riskDataErrors } from './industry-data.js';
import { saleFieldErrors } from './sale-fields.js';

const SCOPE = ['transaction'];
/** The largest level 3 amount (discount, shipping) of a transaction. */
const MAX_LEVEL3_VALUE = 99999999.99;

const LEVEL3_DECIMALS: readonly DecimalRule[] = [
  {
    field: 'tax_amount',
    label: 'Tax amount',
    decimals: 2,
    positive: false,
    max: MAX_LEVEL3_VALUE,
    codes: { format: '81535', negative: '81534', large: '81536' },
  },
  {
    field: 'discount_amount',
    label: 'Discount amount',
    decimals: 2,
    positive: false,
    max: MAX_LEVEL3_VALUE,
    codes: { format: '915159', negative: '915160', large: '915161' },
  },
  {
    field: 'shipping_amount',
    label: 'Shipping amount',
    decimals: 2,
    positive: false,
    max: MAX_LEVEL3_VALUE,
    codes: { format: '915162', negative: '915163', large: '915164' },
  },
  {
    field: 'shipping_tax_amount',
    label: 'Shipping tax amount',
    decimals: 2,
    positive: false,
    max: MAX_LEVEL3_VALUE,
    codes: { format: '915162', negative: '915163', large: '915164' },
  },
];

/** Phone numbers: digits with the usual separators, nothing else. */
const PHONE = /^[0-9+()\-. ]{1,25}$/;
const SHIPPING_METHODS = new Set([
  'same_day',
  'next_day',
  'priority',
  'ground',
  'electronic',
  'ship_to_store',
  'pickup_in_store',
]);

/** Level 2 and 3 data: the amounts, where the goods ship from, the purchase order number. */
function readLevel3(params: Params, errors: ValidationError[]): TransactionDetails['level3'] {
  const level3: TransactionDetails['level3'] = {};
  for (const field of LEVEL3_FIELDS) {
    const value = text(params, field);
    if (value !== undefined) level3[field] = value;
  }
  for (const rule of LEVEL3_DECIMALS) {
    const value = level3[rule.field as Level3Field];
    if (value !== undefined) checkDecimalRule(rule, value, SCOPE, errors);
  }
  const shipsFrom = level3.ships_from_postal_code;
  if (shipsFrom !== undefined && shipsFrom.length > 10) {
    errors.push(validationError(SCOPE, 'ships_from_postal_code', '915165', 'Ships from postal code is too long.'));
  } else if (shipsFrom !== undefined && !/^[A-Za-z0-9 -]+$/.test(shipsFrom)) {
    errors.push(
      validationError(
        SCOPE,
        'ships_from_postal_code',
        '915167',
        'Ships from postal code can only contain letters, numbers, spaces and hyphens.',
      ),
    );
  }
  const purchaseOrder = level3.purchase_order_number;
  if (purchaseOrder !== undefined && purchaseOrder.length > 17) {
    errors.push(validationError(SCOPE, 'purchase_order_number', '91537', 'Purchase order number is too long.'));
  }
  return Object.keys(level3).length > 0 ? level3 : undefined;
}

/** The custom fields the merchant set up, each at most 255 characters; any other is refused. */
function readCustomFields(
  params: Params,
  merchant: Merchant,
  errors: ValidationError[],
): Record<string, string> | undefined {
  const raw = params.custom_fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const custom: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw as Params)) {
    if (!merchant.customFields.includes(name)) {
      errors.push(validationError(SCOPE, 'custom_fields', '91526', `Custom field is invalid: ${name}.`));
    } else if (String(value).length > 255) {
      errors.push(validationError(SCOPE, 'custom_fields', '81527', 'Custom field is too long.'));
    } else custom[name] = String(value);
  }
  return custom;
}

/** The descriptor's name: a business part of 3, 7 or 12 characters, `*`, and a product part, 22 in all. */
function validDescriptorName(name: string): boolean {
  const m = /^([^*]+)\*(.+)$/.exec(name);
  return !!m && [3, 7, 12].includes(m[1]!.length) && name.length <= 22 && /^[\w .*+\-,]+$/.test(name);
}

/** The dynamic descriptor: what the cardholder's statement shows. */
function readDescriptor(params: Params, errors: ValidationError[]): TransactionDetails['descriptor'] {
  const raw = section(params, 'descriptor');
  if (Object.keys(raw).length === 0) return undefined;
  const scope = ['transaction', 'descriptor'];
  const descriptor = { name: text(raw, 'name'), phone: text(raw, 'phone'), url: text(raw, 'url') };
  if (descriptor.name !== undefined && !validDescriptorName(descriptor.name)) {
    errors.push(
      validationError(
        scope,
        'name',
        '92201',
        'Descriptor name must be in the format: company*product, the company part 3, 7 or 12 characters, 22 in all.',
      ),
    );
  }
  if (descriptor.phone !== undefined && !/^\d{10,14}$/.test(descriptor.phone.replace(/[\s().-]/g, ''))) {
    errors.push(validationError(scope, 'phone', '92202', 'Descriptor phone must be 10-14 digits.'));
  }
  if (descriptor.url !== undefined && descriptor.url.length > 13) {
    errors.push(validationError(scope, 'url', '92206', 'Descriptor url must be 13 characters or shorter.'));
  }
  return descriptor;
}

function readAddress(raw: Params): Address | undefined {
  const address: Address = {};
  for (const field of ADDRESS_FIELDS) {
    const value = text(raw, field);
    if (value !== undefined) address[field] = value;
  }
  return Object.keys(address).length > 0 ? address : undefined;
}

/** The sale's billing and shipping addresses: their phone numbers, and the shipping method. */
function readAddresses(params: Params, details: TransactionDetails, errors: ValidationError[]): void {
  const billing = readAddress(section(params, 'billing'));
  if (billing) details.billing = billing;
  const shipping = readAddress(section(params, 'shipping'));
  if (shipping) details.shipping = shipping;
  if (billing?.phone_number !== undefined && !PHONE.test(billing.phone_number)) {
    errors.push(validationError(['transaction', 'billing'], 'phone_number', '915206', 'Phone number is invalid.'));
  }
  if (shipping?.phone_number !== undefined && !PHONE.test(shipping.phone_number)) {
    errors.push(validationError(['transaction', 'shipping'], 'phone_number', '915204', 'Phone number is invalid.'));
  }
  const shippingMethod = text(section(params, 'shipping'), 'shipping_method');
  if (shippingMethod !== undefined && !SHIPPING_METHODS.has(shippingMethod)) {
    errors.push(
      validationError(['transaction', 'shipping'], 'shipping_method', '915203', 'Shipping method is invalid.'),
    );
  }
}

/** Copies a field to the details only when the request gave it. */
function given<Key extends keyof TransactionDetails>(
  details: TransactionDetails,
  key: Key,
  value: TransactionDetails[Key] | undefined,
): void {
  if (value !== undefined) details[key] = value;
}

/**
 * Reads the details of a sale (or of a submission for settlement, which may add level 2 and 3
 * data, line items and a descriptor), for an instrument of type `kind` when it is known. Each is
 * checked the way the gateway checks it, every error at once; fields that are absent stay absent.
 */
export function readTransactionDetails(
  params: Params,
  merchant: Merchant,
  kind?: PaymentMethodKind,
): { details: TransactionDetails; errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  const details: TransactionDetails = {};
  given(details, 'lineItems', readLineItems(params, kind?.lineItemLengths ?? {}, errors));
  given(details, 'level3', readLevel3(params, errors));
  if (params.tax_exempt !== undefined) details.taxExempt = flag(params, 'tax_exempt');
  if (params.foreign_retailer !== undefined) details.foreignRetailer = flag(params, 'foreign_retailer');
  const surcharge = text(params, 'surcharge_amount');
  // Kept when it is an amount; the emulator knows no code for a malformed one.
  if (surcharge !== undefined && checkDecimal(surcharge, 2, false, MAX_LEVEL3_VALUE).ok) {
    details.surchargeAmount = Number(surcharge).toFixed(2);
  }
  given(details, 'customFields', readCustomFields(params, merchant, errors));
  given(details, 'descriptor', readDescriptor(params, errors));
  given(details, 'paymentMethodFields', kind?.readSaleDetails?.(params));
  readAddresses(params, details, errors);
  errors.push(...saleFieldErrors(params), ...industryDataErrors(params), ...riskDataErrors(params));
  return { details, errors };
}

/** Applies later details (from a submission for settlement) over a transaction's own. */
export function mergeDetails(into: TransactionDetails, from: TransactionDetails): TransactionDetails {
  return {
    ...into,
    ...from,
    level3: from.level3 || into.level3 ? { ...into.level3, ...from.level3 } : undefined,
  };
}
