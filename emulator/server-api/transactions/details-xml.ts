import { dashedFields, type XmlObject } from '../xml.js';
import { ADDRESS_FIELDS } from '../../state/records.js';
import type { Address, TransactionDetails } from '../../state/transaction.js';

export function addressXml(address: Address | undefined, id: string | null = null): XmlObject {
  return { id, ...dashedFields(address ?? {}, ADDRESS_FIELDS) };
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
