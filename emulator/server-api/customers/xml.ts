import type { EmulatorState } from '../../state/emulator-state.js';
import { PAYMENT_METHOD_ELEMENT, globalId, paymentMethodXml } from '../payment-methods/xml.js';
import type { Verification } from '../verifications/verification.js';
import { internationalPhoneXml, storedAddressXml } from '../addresses/address.js';
import { XmlArray, type XmlObject } from '../xml.js';
import type { Customer, PaymentMethodType } from '../../state/records.js';

/** The customer's list element for each type of saved method (what `Customer` reads). */
const LISTS: ReadonlyArray<[list: string, type: PaymentMethodType]> = [
  ['credit-cards', 'CreditCard'],
  ['paypal-accounts', 'PayPalAccount'],
  ['apple-pay-cards', 'ApplePayCard'],
  ['android-pay-cards', 'AndroidPayCard'],
  ['venmo-accounts', 'VenmoAccount'],
];

/**
 * A customer with every saved method, as `customers/<id>` answers it. `verifications` are those
 * just run while saving methods in the same request, by method token.
 */
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
  for (const [list, type] of LISTS) {
    out[list] = new XmlArray(
      PAYMENT_METHOD_ELEMENT[type],
      methods
        .filter((m) => m.instrument.type === type)
        .map((m) => paymentMethodXml(m, { ...context, verification: verifications.get(m.token) })),
    );
  }
  out['us-bank-accounts'] = new XmlArray('us-bank-account', []);
  out['sepa-debit-accounts'] = new XmlArray('sepa-debit-account', []);
  return out;
}
