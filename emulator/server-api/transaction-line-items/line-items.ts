import { text, type Params } from '../../params.js';
import { LINE_ITEM_FIELDS, type LineItem } from '../../state/transaction.js';
import { checkDecimalRule, type DecimalRule } from '../decimals.js';
import { validationError, type ValidationError } from '../errors.js';

/** The most line items one transaction may carry. */
const MAX_LINE_ITEMS = 249;
/** The largest value a line item's amount or quantity may take. */
const MAX_LINE_ITEM_VALUE = 2147483647;
const UPC_TYPES = new Set(['UPC-A', 'UPC-B', 'UPC-C', 'UPC-D', 'UPC-E', 'UPC-2', 'UPC-5']);

const LINE_ITEM_DECIMALS: readonly DecimalRule[] = [
  {
    field: 'quantity',
    label: 'Quantity',
    decimals: 4,
    positive: false,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95810', negative: '95810', large: '95812', required: '95811' },
  },
  {
    field: 'unit_amount',
    label: 'Unit amount',
    decimals: 4,
    positive: true,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95817', zero: '95820', large: '95819', required: '95818' },
  },
  {
    field: 'total_amount',
    label: 'Total amount',
    decimals: 2,
    positive: true,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95813', zero: '95816', large: '95815', required: '95814' },
  },
  {
    field: 'unit_tax_amount',
    label: 'Unit tax amount',
    decimals: 2,
    positive: false,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95824', negative: '95826', large: '95825' },
  },
  {
    field: 'discount_amount',
    label: 'Discount amount',
    decimals: 2,
    positive: false,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95804', negative: '95806', large: '95805' },
  },
  {
    field: 'tax_amount',
    label: 'Tax amount',
    decimals: 2,
    positive: false,
    max: MAX_LINE_ITEM_VALUE,
    codes: { format: '95827', negative: '95829', large: '95828' },
  },
];

const LINE_ITEM_LENGTHS: ReadonlyArray<{ field: string; label: string; max: number; code: string }> = [
  { field: 'name', label: 'Name', max: 35, code: '95823' },
  { field: 'description', label: 'Description', max: 127, code: '95803' },
  { field: 'product_code', label: 'Product code', max: 12, code: '95809' },
  { field: 'commodity_code', label: 'Commodity code', max: 12, code: '95801' },
  { field: 'unit_of_measure', label: 'Unit of measure', max: 12, code: '95821' },
  { field: 'upc_code', label: 'UPC code', max: 17, code: '95831' },
];

/** A line item's UPC: a known type, and a code and a type together. */
function upcErrors(item: LineItem, scope: readonly string[]): ValidationError[] {
  const errors: ValidationError[] = [];
  if (item.upc_type !== undefined && !UPC_TYPES.has(item.upc_type)) {
    errors.push(validationError(scope, 'upc_type', '95833', 'UPC type is invalid.'));
  }
  if (item.upc_type !== undefined && item.upc_code === undefined) {
    errors.push(validationError(scope, 'upc_code', '95830', 'UPC code is missing.'));
  }
  if (item.upc_code !== undefined && item.upc_type === undefined) {
    errors.push(validationError(scope, 'upc_type', '95832', 'UPC type is missing.'));
  }
  return errors;
}

function readLineItem(
  raw: Params,
  index: number,
  longer: Readonly<Record<string, number>>,
  errors: ValidationError[],
): LineItem {
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
    const value = item[field as keyof LineItem];
    if (value !== undefined && value.length > (longer[field] ?? max)) {
      errors.push(validationError(scope, field, code, `${label} is too long.`));
    }
  }
  errors.push(...upcErrors(item, scope));
  return item;
}

/**
 * A sale's `line_items`, each checked as the gateway checks it (errors under `transaction/line-items/
 * index-<n>`). `longer` holds the fields the payment method lets be longer, with its limits.
 */
export function readLineItems(
  params: Params,
  longer: Readonly<Record<string, number>>,
  errors: ValidationError[],
): LineItem[] | undefined {
  const raw = params.line_items;
  if (raw === undefined || raw === null) return undefined;
  const scope = ['transaction'];
  if (!Array.isArray(raw)) {
    errors.push(validationError(scope, 'line_items', '915158', 'Line items must be an array.'));
    return undefined;
  }
  if (raw.length > MAX_LINE_ITEMS) {
    errors.push(validationError(scope, 'line_items', '915157', 'Too many line items.'));
    return undefined;
  }
  return raw.map((item, index) =>
    readLineItem(typeof item === 'object' && item !== null ? (item as Params) : {}, index, longer, errors),
  );
}
