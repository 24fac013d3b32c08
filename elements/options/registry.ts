/**
 * Every payment option's definition, by id. Adding an option is adding its folder, its id in
 * `PAYMENT_OPTION_IDS` (model/constants.ts, which also gives the default order of the options list) and its
 * line here. Pure data: the model reads it in Node; each option's code loads only through its definition's `load()`.
 */
import { PAYMENT_OPTION_IDS } from '../model/constants.js';
import type { PaymentOptionId } from '../model/types.js';
import { card } from './card/index.js';
import { applePay } from './apple-pay/index.js';
import { googlePay } from './google-pay/index.js';
import type { PaymentOptionDefinition } from './option.js';
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
 * Every option's id, in the default order of the options list (the model's one list of them). Each is also a
 * property of the element and a prop of `<PaymentDropin>`.
 */
export const OPTION_IDS: readonly PaymentOptionId[] = PAYMENT_OPTION_IDS;

/** The option with this id. */
export function optionDefinition(id: PaymentOptionId): PaymentOptionDefinition {
  return OPTIONS[id];
}
