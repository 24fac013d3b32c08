/**
 * The shopper's contacts as the Apple Pay sheet hands them over (`ApplePayPayment.shippingContact` and
 * `billingContact`): only when the payment request asks for them, with the fields it asks for. Apple fills a
 * billing contact with its postal address and names only; email and phone come in the shipping contact.
 */

/** `ApplePayContactField`: what a payment request may require of the shopper. */
const CONTACT_FIELDS = ['postalAddress', 'name', 'phoneticName', 'phone', 'email'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields the billing contact can carry (Apple's rule). */
const BILLING_FIELDS: ReadonlySet<ContactField> = new Set(['postalAddress', 'name', 'phoneticName']);

/** The emulated shopper's card of contact details, by the field that asks for each part. */
const SHOPPER: Readonly<Record<ContactField, Readonly<Record<string, unknown>>>> = {
  name: { givenName: 'Emulated', familyName: 'Shopper' },
  phoneticName: { phoneticGivenName: 'Emulated', phoneticFamilyName: 'Shopper' },
  postalAddress: {
    addressLines: ['1 Main Street'],
    subLocality: '',
    locality: 'Chicago',
    subAdministrativeArea: '',
    administrativeArea: 'IL',
    postalCode: '60601',
    country: 'United States',
    countryCode: 'US',
  },
  phone: { phoneNumber: '+13125550100' },
  email: { emailAddress: 'shopper@example.com' },
};

function requested(value: unknown): ContactField[] {
  if (!Array.isArray(value)) return [];
  return CONTACT_FIELDS.filter((field) => value.includes(field));
}

function contact(fields: readonly ContactField[]): Record<string, unknown> | undefined {
  if (fields.length === 0) return undefined;
  return Object.assign({}, ...fields.map((field) => SHOPPER[field])) as Record<string, unknown>;
}

/** The contacts the sheet returns for a payment request's `requiredShippingContactFields` / `…BillingContactFields`. */
export function sheetContacts(request: {
  readonly requiredShippingContactFields?: unknown;
  readonly requiredBillingContactFields?: unknown;
}): { shippingContact?: Record<string, unknown>; billingContact?: Record<string, unknown> } {
  const shippingContact = contact(requested(request.requiredShippingContactFields));
  const billingContact = contact(requested(request.requiredBillingContactFields).filter((f) => BILLING_FIELDS.has(f)));
  return { ...(shippingContact ? { shippingContact } : {}), ...(billingContact ? { billingContact } : {}) };
}
