/**
 * The registry's one line per payment option: its definition, from the option's folder, with the way to its code.
 * Adding an option is adding its folder, its line here, its code's line in option-code.ts and its name in
 * registry.ts's `listed` (the compiler asks for it). The order of the lines does not matter: each definition's
 * `order` gives its place in the options list.
 */
import { withCode, type WithCode } from './option-code-loader.js';
import { card as cardDefinition } from './card/index.js';
import { paypal as paypalDefinition, paypalCredit as paypalCreditDefinition } from './paypal/index.js';
import { venmo as venmoDefinition } from './venmo/index.js';
import { applePay as applePayDefinition } from './apple-pay/index.js';
import { googlePay as googlePayDefinition } from './google-pay/index.js';

// Each typed by its folder's definition, so that the published declarations import the folder (and, with it, the
// option's additions to the vocabulary's types).
export const card: WithCode<typeof cardDefinition> = /* @__PURE__ */ withCode(cardDefinition, 'card');
export const paypal: WithCode<typeof paypalDefinition> = /* @__PURE__ */ withCode(paypalDefinition, 'paypal');
export const paypalCredit: WithCode<typeof paypalCreditDefinition> = /* @__PURE__ */ withCode(
  paypalCreditDefinition,
  'paypal',
);
export const venmo: WithCode<typeof venmoDefinition> = /* @__PURE__ */ withCode(venmoDefinition, 'venmo');
export const applePay: WithCode<typeof applePayDefinition> = /* @__PURE__ */ withCode(applePayDefinition, 'applePay');
export const googlePay: WithCode<typeof googlePayDefinition> = /* @__PURE__ */ withCode(
  googlePayDefinition,
  'googlePay',
);
