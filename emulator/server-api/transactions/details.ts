import { validationError, type ValidationError } from '../errors.js';
import { industryDataErrors, riskDataErrors } from './industry-data.js';
import { flag, section, text, type Params } from '../params.js';
import type { Merchant } from '../../state/merchant.js';
import { ADDRESS_FIELDS } from '../../state/records.js';
import {
  LEVEL3_FIELDS,
  LINE_ITEM_FIELDS,
  type Address,
  type Level3Field,
  type LineItem,
  type TransactionDetails,
} from '../../state/transaction.js';

/** The most line items one transaction may carry. */
const MAX_LINE_ITEMS = 249;
/** The largest value a line item's amount or quantity may take. */
const MAX_LINE_ITEM_VALUE = 2147483647;
/** The largest level 3 amount (discount, shipping) of a transaction. */
const MAX_LEVEL3_VALUE = 99999999.99;
const UPC_TYPES = new Set(['UPC-A', 'UPC-B', 'UPC-C', 'UPC-D', 'UPC-E', 'UPC-2', 'UPC-5']);

type AmountCheck = { ok: true } | { ok: false; problem: 'format' | 'negative' | 'zero' | 'large' };

/** A decimal with at most `decimals` places, not negative (or above zero when `positive`), not too large. */
function checkDecimal(value: string, decimals: number, positive: boolean, max: number): AmountCheck {
  if (/^-\d+(\.\d+)?$/.test(value)) return { ok: false, problem: positive ? 'zero' : 'negative' };
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(value)) return { ok: false, problem: 'format' };
  const n = Number(value);
  if (n > max) return { ok: false, problem: 'large' };
  if (positive && n <= 0) return { ok: false, problem: 'zero' };
  return { ok: true };
}

interface DecimalRule {
  field: string;
  label: string;
  decimals: number;
  positive: boolean;
  max?: number;
  codes: Partial<Record<'format' | 'negative' | 'zero' | 'large' | 'required', string>>;
}

const LINE_ITEM_DECIMALS: readonly DecimalRule[] = [
  {
    field: 'quantity',
    label: 'Quantity',
    decimals: 4,
    positive: false,
    codes: { format: '95810', negative: '95810', large: '95812', required: '95811' },
  },
  {
    field: 'unit_amount',
    label: 'Unit amount',
    decimals: 4,
    positive: true,
    codes: { format: '95817', zero: '95820', large: '95819', required: '95818' },
  },
  {
    field: 'total_amount',
    label: 'Total amount',
    decimals: 2,
    positive: true,
    codes: { format: '95813', zero: '95816', large: '95815', required: '95814' },
  },
  {
    field: 'unit_tax_amount',
    label: 'Unit tax amount',
    decimals: 2,
    positive: false,
    codes: { format: '95824', negative: '95826', large: '95825' },
  },
  {
    field: 'discount_amount',
    label: 'Discount amount',
    decimals: 2,
    positive: false,
    codes: { format: '95804', negative: '95806', large: '95805' },
  },
  {
    field: 'tax_amount',
    label: 'Tax amount',
    decimals: 2,
    positive: false,
    codes: { format: '95827', negative: '95829', large: '95828' },
  },
];

const PROBLEM_TEXT = {
  format: 'is in an invalid format.',
  negative: 'cannot be negative.',
  zero: 'must be greater than zero.',
  large: 'is too large.',
  required: 'is required.',
} as const;

function checkDecimalRule(
  rule: DecimalRule,
  value: string | undefined,
  scope: readonly string[],
  errors: ValidationError[],
): void {
  if (value === undefined) {
    if (rule.codes.required) {
      errors.push(validationError(scope, rule.field, rule.codes.required, `${rule.label} ${PROBLEM_TEXT.required}`));
    }
    return;
  }
  const check = checkDecimal(value, rule.decimals, rule.positive, rule.max ?? MAX_LINE_ITEM_VALUE);
  if (check.ok) return;
  const code = rule.codes[check.problem] ?? rule.codes.format!;
  errors.push(validationError(scope, rule.field, code, `${rule.label} ${PROBLEM_TEXT[check.problem]}`));
}

const LINE_ITEM_LENGTHS: ReadonlyArray<{ field: string; label: string; max: number; code: string }> = [
  { field: 'name', label: 'Name', max: 35, code: '95823' },
  { field: 'description', label: 'Description', max: 127, code: '95803' },
  { field: 'product_code', label: 'Product code', max: 12, code: '95809' },
  { field: 'commodity_code', label: 'Commodity code', max: 12, code: '95801' },
  { field: 'unit_of_measure', label: 'Unit of measure', max: 12, code: '95821' },
  { field: 'upc_code', label: 'UPC code', max: 17, code: '95831' },
];

function readLineItem(raw: Params, index: number, paypal: boolean, errors: ValidationError[]): LineItem {
  const scope = ['transaction', 'line-items', `index-${index}`];
  const item: LineItem = {};
  for (const field of LINE_ITEM_FIELDS) {
    const value = text(raw, field);
    if (value !== undefined) item[field] = value;
  }
  if (!item.name) errors.push(validationError(scope, 'name', '95822', 'Name is required.'));
  if (!item.kind) errors.push(validationError(scope, 'kind', '95808', 'Kind is required.'));
  else if (item.kind !== 'debit' && item.kind !== 'credit') {
    errors.push(validationError(scope, 'kind', '95807', 'Kind is invalid.'));
  }
  for (const rule of LINE_ITEM_DECIMALS) {
    const before = errors.length;
    const field = rule.field as keyof LineItem;
    checkDecimalRule(rule, item[field], scope, errors);
    // Amounts of two decimals are kept with both (10.1 → 10.10); quantity and unit amount as given.
    if (errors.length === before && rule.decimals === 2 && item[field] !== undefined) {
      item[field] = Number(item[field]).toFixed(2);
    }
  }
  for (const { field, label, max, code } of LINE_ITEM_LENGTHS) {
    // PayPal takes longer names and product codes than card processors.
    const limit = paypal && (field === 'name' || field === 'product_code') ? 127 : max;
    const value = item[field as keyof LineItem];
    if (value !== undefined && value.length > limit) {
      errors.push(validationError(scope, field, code, `${label} is too long.`));
    }
  }
  if (item.upc_type !== undefined && !UPC_TYPES.has(item.upc_type)) {
    errors.push(validationError(scope, 'upc_type', '95833', 'UPC type is invalid.'));
  }
  if (item.upc_type !== undefined && item.upc_code === undefined) {
    errors.push(validationError(scope, 'upc_code', '95830', 'UPC code is missing.'));
  }
  if (item.upc_code !== undefined && item.upc_type === undefined) {
    errors.push(validationError(scope, 'upc_type', '95832', 'UPC type is missing.'));
  }
  return item;
}

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

/** The descriptor's name: a business part of 3, 7 or 12 characters, `*`, and a product part, 22 in all. */
function validDescriptorName(name: string): boolean {
  const m = /^([^*]+)\*(.+)$/.exec(name);
  return !!m && [3, 7, 12].includes(m[1]!.length) && name.length <= 22 && /^[\w .*+\-,]+$/.test(name);
}

function readAddress(raw: Params): Address | undefined {
  const address: Address = {};
  for (const field of ADDRESS_FIELDS) {
    const value = text(raw, field);
    if (value !== undefined) address[field] = value;
  }
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * Reads the details of a sale (or of a submission for settlement, which may add level 2 and 3
 * data, line items and a descriptor). Fields that are absent stay absent.
 */
export function readTransactionDetails(
  params: Params,
  merchant: Merchant,
  options: { paypal?: boolean } = {},
): { details: TransactionDetails; errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  const details: TransactionDetails = {};
  const SCOPE = ['transaction'];

  const rawItems = params.line_items;
  if (rawItems !== undefined && rawItems !== null) {
    if (!Array.isArray(rawItems)) {
      errors.push(validationError(SCOPE, 'line_items', '915158', 'Line items must be an array.'));
    } else if (rawItems.length > MAX_LINE_ITEMS) {
      errors.push(validationError(SCOPE, 'line_items', '915157', 'Too many line items.'));
    } else {
      details.lineItems = rawItems.map((raw, index) =>
        readLineItem(typeof raw === 'object' && raw !== null ? (raw as Params) : {}, index, !!options.paypal, errors),
      );
    }
  }

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
  if (shipsFrom !== undefined) {
    if (shipsFrom.length > 10) {
      errors.push(validationError(SCOPE, 'ships_from_postal_code', '915165', 'Ships from postal code is too long.'));
    } else if (!/^[A-Za-z0-9 -]+$/.test(shipsFrom)) {
      errors.push(
        validationError(
          SCOPE,
          'ships_from_postal_code',
          '915167',
          'Ships from postal code can only contain letters, numbers, spaces and hyphens.',
        ),
      );
    }
  }
  const purchaseOrder = level3.purchase_order_number;
  if (purchaseOrder !== undefined && purchaseOrder.length > 17) {
    errors.push(validationError(SCOPE, 'purchase_order_number', '91537', 'Purchase order number is too long.'));
  }
  if (Object.keys(level3).length > 0) details.level3 = level3;
  if (params.tax_exempt !== undefined) details.taxExempt = flag(params, 'tax_exempt');
  if (params.foreign_retailer !== undefined) details.foreignRetailer = flag(params, 'foreign_retailer');
  const surcharge = text(params, 'surcharge_amount');
  if (surcharge !== undefined) {
    // Kept when it is an amount; the emulator knows no code for a malformed one.
    if (checkDecimal(surcharge, 2, false, MAX_LEVEL3_VALUE).ok) details.surchargeAmount = Number(surcharge).toFixed(2);
  }

  const rawCustom = params.custom_fields;
  if (typeof rawCustom === 'object' && rawCustom !== null && !Array.isArray(rawCustom)) {
    const custom: Record<string, string> = {};
    for (const [name, value] of Object.entries(rawCustom as Params)) {
      if (!merchant.customFields.includes(name)) {
        errors.push(validationError(SCOPE, 'custom_fields', '91526', `Custom field is invalid: ${name}.`));
      } else if (String(value).length > 255) {
        errors.push(validationError(SCOPE, 'custom_fields', '81527', 'Custom field is too long.'));
      } else custom[name] = String(value);
    }
    details.customFields = custom;
  }

  const rawDescriptor = section(params, 'descriptor');
  if (Object.keys(rawDescriptor).length > 0) {
    const scope = ['transaction', 'descriptor'];
    const descriptor = {
      name: text(rawDescriptor, 'name'),
      phone: text(rawDescriptor, 'phone'),
      url: text(rawDescriptor, 'url'),
    };
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
    if (descriptor.phone !== undefined) {
      const digits = descriptor.phone.replace(/[\s().-]/g, '');
      if (!/^\d{10,14}$/.test(digits)) {
        errors.push(validationError(scope, 'phone', '92202', 'Descriptor phone must be 10-14 digits.'));
      }
    }
    if (descriptor.url !== undefined && descriptor.url.length > 13) {
      errors.push(validationError(scope, 'url', '92206', 'Descriptor url must be 13 characters or shorter.'));
    }
    details.descriptor = descriptor;
  }

  // PayPal's fields may come in `paypal_account`, in `options`, or in `options.paypal`.
  const payPalAccount = section(params, 'paypal_account');
  const saleOptions = section(params, 'options');
  const payPalOptions = section(saleOptions, 'paypal');
  const paypal = {
    payeeId: text(payPalOptions, 'payee_id') ?? text(saleOptions, 'payee_id') ?? text(payPalAccount, 'payee_id'),
    payeeEmail:
      text(payPalOptions, 'payee_email') ?? text(saleOptions, 'payee_email') ?? text(payPalAccount, 'payee_email'),
    customField: text(payPalOptions, 'custom_field'),
    description: text(payPalOptions, 'description'),
  };
  if (Object.values(paypal).some((v) => v !== undefined)) details.paypal = paypal;

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
  errors.push(...saleFieldErrors(params), ...industryDataErrors(params), ...riskDataErrors(params));

  return { details, errors };
}

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
const SCA_EXEMPTIONS = new Set([
  'low_value',
  'secure_corporate',
  'trusted_beneficiary',
  'transaction_risk_analysis',
  'recurring',
]);
const EXTERNAL_VAULT_STATUSES = new Set(['will_vault', 'vaulted']);

/** The checks of a sale's single fields: product SKU, category code, SCA exemption, quote, external vault. */
function saleFieldErrors(params: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const SCOPE = ['transaction'];
  const sku = text(params, 'product_sku');
  if (sku !== undefined && !/^[A-Za-z0-9]{1,12}$/.test(sku)) {
    errors.push(validationError(SCOPE, 'product_sku', '915202', 'Product SKU is invalid.'));
  }
  const mcc = text(params, 'processing_merchant_category_code');
  if (mcc !== undefined && !/^\d{4}$/.test(mcc)) {
    errors.push(
      validationError(
        SCOPE,
        'processing_merchant_category_code',
        '915265',
        'Processing merchant category code is invalid.',
      ),
    );
  }
  const exemption = text(params, 'sca_exemption');
  if (exemption !== undefined && !SCA_EXEMPTIONS.has(exemption)) {
    errors.push(validationError(SCOPE, 'sca_exemption', '915213', 'SCA exemption is invalid.'));
  }
  const quote = text(params, 'exchange_rate_quote_id');
  if (quote !== undefined && quote.length > 4000) {
    errors.push(validationError(SCOPE, 'exchange_rate_quote_id', '915229', 'Exchange rate quote ID is too long.'));
  }
  const vault = section(params, 'external_vault');
  const status = text(vault, 'status');
  if (status !== undefined && !EXTERNAL_VAULT_STATUSES.has(status)) {
    errors.push(validationError([...SCOPE, 'external-vault'], 'status', '915175', 'Status is invalid.'));
  } else if (status === 'will_vault' && text(vault, 'previous_network_transaction_id') !== undefined) {
    errors.push(
      validationError(
        [...SCOPE, 'external-vault'],
        'status',
        '915177',
        'A previous network transaction ID may only be given with the vaulted status.',
      ),
    );
  }
  return errors;
}

/** Applies later details (from a submission for settlement) over a transaction's own. */
export function mergeDetails(into: TransactionDetails, from: TransactionDetails): TransactionDetails {
  return {
    ...into,
    ...from,
    level3: from.level3 || into.level3 ? { ...into.level3, ...from.level3 } : undefined,
  };
}
