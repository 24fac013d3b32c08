import type { EmulatorContext } from '../../context.js';
import { text, type Params } from '../../params.js';
import type { Merchant } from '../../state/merchant.js';
import type { Customer } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { internationalPhoneErrors, readInternationalPhone } from '../addresses/phone.js';

/** Where a customer request's errors sit. */
export const SCOPE = ['customer'];
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ID_MAX_LENGTH = 36;
/** Loose on purpose: the gateway refuses only what plainly is not an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CustomerFields = Omit<Customer, 'id' | 'createdAt'>;

/** The customer's own fields a request gives (each absent when not given). */
export function fieldsOf(params: Params): CustomerFields {
  return {
    firstName: text(params, 'first_name'),
    lastName: text(params, 'last_name'),
    company: text(params, 'company'),
    email: text(params, 'email'),
    phone: text(params, 'phone'),
    internationalPhone: readInternationalPhone(params),
    customFields: readCustomFields(params),
  };
}

function readCustomFields(params: Params): Record<string, string> | undefined {
  const raw = params.custom_fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw as Params).map(([name, value]) => [name, String(value)]));
}

/** The checks of a customer's own fields: email, international phone, custom fields the merchant set up. */
export function fieldErrors(fields: CustomerFields, merchant: Merchant): ValidationError[] {
  const errors = internationalPhoneErrors(fields.internationalPhone, SCOPE);
  for (const name of Object.keys(fields.customFields ?? {})) {
    if (!merchant.customFields.includes(name)) {
      errors.push(validationError(SCOPE, 'custom_fields', '91602', `Custom field is invalid: ${name}.`));
    }
  }
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) {
    errors.unshift(validationError(SCOPE, 'email', '81604', 'Email is an invalid format.'));
  }
  return errors;
}

/** The checks of an id the merchant chose: its characters, its length, and that no customer has it. */
export function idErrors(ctx: EmulatorContext, id: string | undefined): ValidationError[] {
  if (id === undefined) return [];
  if (!ID_PATTERN.test(id)) {
    return [validationError(SCOPE, 'id', '91610', 'Customer ID is invalid (use only letters, numbers, "-", and "_").')];
  }
  if (id.length > ID_MAX_LENGTH) return [validationError(SCOPE, 'id', '91612', 'Customer ID is too long.')];
  if (ctx.state.customers.has(id))
    return [validationError(SCOPE, 'id', '91609', 'Customer ID has already been taken.')];
  return [];
}
