import { XmlArray, type XmlObject } from '../xml.js';
import { ADDRESS_FIELDS } from '../../state/records.js';
import { LINE_ITEM_FIELDS, type Address, type LineItem, type TransactionDetails } from '../../state/transaction.js';

/** How a transaction's details read in the gateway's XML: dashed element names, null for what is absent. */
function dashed(record: Readonly<Record<string, string | undefined>>, fields: readonly string[]): XmlObject {
  return Object.fromEntries(fields.map((field) => [field.replace(/_/g, '-'), record[field] ?? null]));
}

export function addressXml(address: Address | undefined, id: string | null = null): XmlObject {
  return { id, ...dashed(address ?? {}, ADDRESS_FIELDS) };
}

export function lineItemXml(item: LineItem): XmlObject {
  return dashed(item, LINE_ITEM_FIELDS);
}

/** A transaction's elements for its details (they replace the empty defaults). */
export function detailsXml(details: TransactionDetails | undefined): XmlObject {
  const d = details ?? {};
  const custom: XmlObject = {};
  for (const [name, value] of Object.entries(d.customFields ?? {})) custom[name.replace(/_/g, '-')] = value;
  return {
    billing: addressXml(d.billing),
    shipping: addressXml(d.shipping),
    'custom-fields': Object.keys(custom).length > 0 ? custom : '',
    descriptor: {
      name: d.descriptor?.name ?? null,
      phone: d.descriptor?.phone ?? null,
      url: d.descriptor?.url ?? null,
    },
    'tax-amount': d.level3?.tax_amount ?? null,
    'tax-exempt': d.taxExempt ?? false,
    'purchase-order-number': d.level3?.purchase_order_number ?? null,
    'discount-amount': d.level3?.discount_amount ?? null,
    'shipping-amount': d.level3?.shipping_amount ?? null,
    'shipping-tax-amount': d.level3?.shipping_tax_amount ?? null,
    'ships-from-postal-code': d.level3?.ships_from_postal_code ?? null,
    'surcharge-amount': d.surchargeAmount ?? null,
    // Only a foreign retailer is marked; the element is absent otherwise.
    'foreign-retailer': d.foreignRetailer ? true : undefined,
  };
}

/** `<line-items>` as `transactions/<id>/line_items` answers it. */
export function lineItemsXml(details: TransactionDetails | undefined): XmlArray {
  return new XmlArray('line-item', (details?.lineItems ?? []).map(lineItemXml));
}
