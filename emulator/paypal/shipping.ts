import type { PayPalFlow } from './resources.js';

/** A shipping address as the gateway hands it back in the account's `payerInfo.shippingAddress`. */
export type ShippingAddress = Readonly<Record<string, string>>;

/** The address the emulated payer keeps in their PayPal account, shipped to when the merchant gives none. */
const PAYER_ADDRESS: ShippingAddress = {
  recipientName: 'Emulated Payer',
  line1: '1 Main Street',
  line2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60601',
  countryCode: 'US',
};

const FIELDS = ['recipientName', 'line1', 'line2', 'city', 'state', 'postalCode', 'countryCode'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The merchant's own address, as braintree-web sends `shippingAddressOverride`: spread into the checkout's
 * payment resource, or as its `shippingAddress` for a billing agreement. Undefined without a street.
 */
function merchantAddress(flow: PayPalFlow, body: Record<string, unknown>): ShippingAddress | undefined {
  const given = flow === 'checkout' ? body : body.shippingAddress;
  if (typeof given !== 'object' || given === null) return undefined;
  const fields = given as Record<string, unknown>;
  if (!text(fields.line1)) return undefined;
  return Object.fromEntries(FIELDS.map((field) => [field, text(fields[field]) ?? ''])) as ShippingAddress;
}

/**
 * Where the payment ships, as PayPal reports it after approval: none when the merchant asked for no shipping
 * (`experienceProfile.noShipping`, braintree-web's `!enableShippingAddress`); otherwise the address the merchant
 * gave (`shippingAddressOverride`), or else the one the payer chose in PayPal (their account's).
 */
export function shippingFor(flow: PayPalFlow, body: Record<string, unknown>): ShippingAddress | undefined {
  const profile = body.experienceProfile as Record<string, unknown> | undefined;
  const noShipping = profile?.noShipping;
  if (noShipping === undefined || noShipping === true || noShipping === 'true') return undefined;
  return merchantAddress(flow, body) ?? PAYER_ADDRESS;
}
