import type { EmulatorState } from '../../state/emulator-state.js';
import { PAYMENT_METHOD_KINDS } from '../../payment-method-types.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import type { Verification } from '../verifications/verification.js';
import { globalId, XmlArray, type XmlObject } from '../xml.js';
import type { Customer } from '../../state/records.js';
import { internationalPhoneXml } from '../addresses/phone.js';
import { storedAddressXml } from '../addresses/xml.js';

/** A customer's custom fields, dashed, or empty text when it has none. */
function customFieldsXml(fields: Record<string, string> | undefined): XmlObject | string {
  const entries = Object.entries(fields ?? {});
  return entries.length > 0 ? Object.fromEntries(entries.map(([name, value]) => [name.replace(/_/g, '-'), value])) : '';
}

/** Empties a customer's lists (addresses, payment methods of every kind) and custom fields. */
export function withoutAssociations(xml: XmlObject): void {
  for (const [key, value] of Object.entries(xml)) {
    if (value instanceof XmlArray) xml[key] = new XmlArray(value.item, []);
  }
  xml['custom-fields'] = '';
}

/**
 * A customer with every saved method, as `customers/<id>` answers it. `verifications` are those
 * just run while saving methods in the same request, by method token.
 */
export function customerXml(
  state: EmulatorState,
  customer: Customer,
  verifications: ReadonlyMap<string, Verification> = new Map(),
): XmlObject {
  const created = new Date(customer.createdAt);
  const methods = state.methodsOf(customer.id);
  const context = { merchantAccountId: state.merchant.merchantId, currencyIsoCode: state.merchant.currencyIsoCode };
  const out: XmlObject = {
    id: customer.id,
    'merchant-id': state.merchant.merchantId,
    'first-name': customer.firstName ?? null,
    'last-name': customer.lastName ?? null,
    company: customer.company ?? null,
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    'international-phone': internationalPhoneXml(customer.internationalPhone),
    fax: null,
    website: null,
    'created-at': created,
    'updated-at': created,
    'custom-fields': customFieldsXml(customer.customFields),
    'global-id': globalId('customer', customer.id),
    addresses: new XmlArray(
      'address',
      [...state.addresses.values()].filter((a) => a.customerId === customer.id).map(storedAddressXml),
    ),
  };
  // One list per payment method type (what the SDK's `Customer` reads).
  for (const kind of PAYMENT_METHOD_KINDS) {
    if (!kind.customerList) continue;
    out[kind.customerList] = new XmlArray(
      kind.element,
      methods
        .filter((m) => m.instrument.type === kind.type)
        .map((m) => paymentMethodXml(m, { ...context, verification: verifications.get(m.token) })),
    );
  }
  out['us-bank-accounts'] = new XmlArray('us-bank-account', []);
  return out;
}
