/**
 * Every payment option, in the default order of the options list (card, PayPal, PayPal Credit, Venmo,
 * Apple Pay, Google Pay). Adding an option is adding its folder and its line here (with its import, and its
 * module in `DefinitionModules`). Pure data: the model reads it in Node; each option's code loads only through
 * its definition's `load()`. Chunks that load on demand do not import it (see method-labels.ts).
 */
import type { PaymentMethodType, PaymentOptionId, UpdatableProperty } from '../model/types.js';
import { card } from './card/index.js';
import { applePay } from './apple-pay/index.js';
import { googlePay } from './google-pay/index.js';
import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from './option.js';
import { paypal, paypalCredit } from './paypal/index.js';
import { venmo } from './venmo/index.js';

export const OPTIONS = {
  card,
  paypal,
  paypalCredit,
  venmo,
  applePay,
  googlePay,
} as const satisfies { readonly [Id in PaymentOptionId]: PaymentOptionDefinition<Id> };

/**
 * The definitions' modules, by type. Each adds its option's id, settings and method type to the model's types
 * (declaration merging); naming the modules here keeps those declarations in every program that reads the
 * model's types, the package's published declarations included (they do not follow `OPTIONS`, whose type
 * they write out). A module missing here fails to compile below.
 */
export type DefinitionModules = [
  typeof import('./card/index.js'),
  typeof import('./paypal/index.js'),
  typeof import('./venmo/index.js'),
  typeof import('./apple-pay/index.js'),
  typeof import('./google-pay/index.js'),
];
type IdOf<Value> = Value extends { readonly id: infer Id } ? Id : never;
type IdsOf<Module> = Module extends unknown ? IdOf<Module[keyof Module]> : never;
const everyModuleListed: [Exclude<PaymentOptionId, IdsOf<DefinitionModules[number]>>] extends [never] ? true : never =
  true;
void everyModuleListed;

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

/** What is true of the payment methods of this type (read from the first option that makes them). */
export function methodTypeDefinition(type: PaymentMethodType): PaymentMethodTypeDefinition | undefined {
  return Object.values(OPTIONS).find((definition) => definition.method.type === type)?.method;
}

/** The hosts each option's third-party scripts load from, named for the policy report. */
export function optionPolicyHosts(): Array<{ part: string; host: RegExp }> {
  return Object.values(OPTIONS).flatMap((option: PaymentOptionDefinition) =>
    option.policyPart && option.policyHosts ? [{ part: option.policyPart, host: option.policyHosts }] : [],
  );
}

/** The options `updateConfiguration` changes after creation, then 3D Secure (Drop-in's `updateConfiguration`). */
export const UPDATABLE_PROPERTIES: readonly UpdatableProperty[] = Object.freeze([
  ...OPTION_IDS.filter((id): id is Exclude<UpdatableProperty, 'threeDSecure'> => OPTIONS[id].updatable),
  'threeDSecure' as const,
]);
