import type { EmulatorState } from '../../state/emulator-state.js';
import type { StoredAddress, InternationalPhone, AddressFields } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { text, type Params } from '../../params.js';
import type { AvsInput } from '../../card/checks.js';
import { readAddress } from './address.js';
import { internationalPhoneErrors, readInternationalPhone } from './phone.js';

/** A card's billing address as a request gives it: new fields, or one of the customer's addresses. */
export type BillingAddressInput =
  | { fields: AddressFields; internationalPhone?: InternationalPhone; updateExisting: boolean }
  | { existing: StoredAddress };

/**
 * Reads `billing_address` (with `options.update_existing`) or `billing_address_id` from a card's
 * request fields. Errors sit under `scope` (`…/billing-address`), an unknown id under the card.
 */
export function readBillingAddress(
  state: EmulatorState,
  card: Params,
  customerId: string | undefined,
  scope: readonly string[],
): { input?: BillingAddressInput; errors: ValidationError[] } {
  const addressId = text(card, 'billing_address_id');
  if (addressId) {
    const existing = state.addresses.get(addressId);
    if (!existing || (customerId && existing.customerId !== customerId)) {
      return {
        errors: [validationError(scope.slice(0, -1), 'billing_address_id', '91702', 'Billing address ID is invalid.')],
      };
    }
    return { input: { existing }, errors: [] };
  }
  const raw = card.billing_address;
  if (typeof raw !== 'object' || raw === null) return { errors: [] };
  const { fields, errors } = readAddress(raw as Params, scope);
  const internationalPhone = readInternationalPhone(raw as Params);
  errors.push(...internationalPhoneErrors(internationalPhone, scope));
  const options = (raw as Params).options as Params | undefined;
  const updateExisting = options?.update_existing === true || options?.update_existing === 'true';
  return {
    input: fields || internationalPhone ? { fields: fields ?? {}, internationalPhone, updateExisting } : undefined,
    errors,
  };
}

/**
 * The billing address a card saved from a nonce gets: the one the request gives, or else the one the
 * card was tokenized with (its country filled in as the gateway does).
 */
export function orNonceBillingAddress(
  input: BillingAddressInput | undefined,
  source: { billingAddress?: AddressFields } | undefined,
): BillingAddressInput | undefined {
  if (input || !source?.billingAddress) return input;
  const { fields } = readAddress(source.billingAddress, []);
  return { fields: fields ?? source.billingAddress, updateExisting: false };
}

/**
 * Gives a saved card its billing address: the customer's address named, the card's own address
 * updated in place (`update_existing`), or a new address of the customer.
 */
export function attachBillingAddress(
  state: EmulatorState,
  method: { customerId: string; billingAddress?: StoredAddress },
  input: BillingAddressInput | undefined,
): void {
  if (!input) return;
  if ('existing' in input) {
    method.billingAddress = input.existing;
    return;
  }
  if (input.updateExisting && method.billingAddress) {
    Object.assign(method.billingAddress.fields, input.fields);
    if (input.internationalPhone) method.billingAddress.internationalPhone = input.internationalPhone;
    method.billingAddress.updatedAt = Date.now();
    return;
  }
  method.billingAddress = state.addAddress(method.customerId, input.fields, input.internationalPhone);
}

/**
 * The postal code and street address a card's billing address will have, for the AVS response codes of
 * its verification: the address the request gives (merged into the card's own with `update_existing`),
 * or, when it gives none, the card's current one.
 */
export function avsInputOf(input: BillingAddressInput | undefined, current?: StoredAddress): AvsInput {
  const fields: Partial<Record<string, string>> | undefined = !input
    ? current?.fields
    : 'existing' in input
      ? input.existing.fields
      : input.updateExisting && current
        ? { ...current.fields, ...input.fields }
        : input.fields;
  return { postalCode: fields?.postal_code, streetAddress: fields?.street_address };
}
