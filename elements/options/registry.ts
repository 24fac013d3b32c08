/**
 * Every payment option, in the default order of the options list (card, PayPal, PayPal Credit, Venmo,
 * Apple Pay, Google Pay): the entries `./definitions.ts` lists, one line each, ordered by their `order`.
 * Pure data: the element hands it to the model (the option catalogue) and to setup; each option's code loads only
 * through its entry's `load()` (the table in `./option-code.ts`). Chunks that load on demand do not import it (see model/method-labels.ts).
 */
import { methodTypeOf, optionMaking as makerOf } from '../model/payment-methods.js';
import { updatableProperties } from '../model/options.js';
import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import type { PaymentMethodType, PaymentOptionId, UpdatableProperty } from '../vocabulary/types.js';
import type * as definitions from './definitions.js';
import { applePay, card, googlePay, paypal, paypalCredit, venmo } from './definitions.js';
import type { PaymentOptionEntry } from './kit/option.js';

/**
 * Each id's entry, under its own id (an option whose entry is not listed fails to compile here). Named, not a
 * namespace object: bundlers copy a namespace's keys with `for…in`, which also picks up what a page's old scripts
 * added to `Object.prototype` (a MooTools-style `Object.prototype.each`), and each such key became a broken option.
 */
const listed: { readonly [Id in PaymentOptionId]: PaymentOptionEntry<Id> } = {
  card,
  paypal,
  paypalCredit,
  venmo,
  applePay,
  googlePay,
};

/** The options' entries by id, in the options list's order: the catalogue the model is handed. */
export const OPTIONS = Object.freeze(
  Object.fromEntries(
    Object.values(listed)
      .sort((a, b) => a.order - b.order)
      .map((definition) => [definition.id, definition]),
  ),
) as typeof definitions;

/**
 * The options' declarations (each adds its id and settings to the vocabulary's types by declaration merging). The
 * element names this type, so every program that reads the element's types, the package's published declarations
 * included, reads the declarations too.
 */
export type RegisteredOptions = typeof definitions;

/**
 * Every option's id, in the registry's order: the one list of them. It is the options list's order when the
 * merchant gives no `paymentOptionPriority`, and the ids that setting is checked against. Each is also a property
 * of the element and a prop of `<PaymentDropin>`.
 */
export const OPTION_IDS: readonly PaymentOptionId[] = Object.freeze(Object.keys(OPTIONS) as PaymentOptionId[]);

/** The option with this id. */
export function optionDefinition(id: PaymentOptionId): PaymentOptionDefinition {
  return OPTIONS[id];
}

/** The first option, in the registry's order, that makes payment methods of this type (PayPal before PayPal Credit). */
export function optionMaking(type: PaymentMethodType): PaymentOptionDefinition | undefined {
  return makerOf(type, OPTIONS);
}

/** What is true of the payment methods of this type (read from the first option that makes them). */
export function methodTypeDefinition(type: PaymentMethodType): PaymentMethodTypeDefinition | undefined {
  return methodTypeOf(type, OPTIONS);
}

/** The options `updateConfiguration` changes after creation, then 3D Secure (Drop-in's `updateConfiguration`). */
export const UPDATABLE_PROPERTIES: readonly UpdatableProperty[] = Object.freeze(updatableProperties(OPTIONS));
