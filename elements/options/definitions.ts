/**
 * The registry's one line per payment option: its definition, exported under its id from the option's folder.
 * Adding an option is adding its folder, its line here and its name in registry.ts's `listed` (the compiler asks for
 * it). The order of the lines does not matter: each definition's `order` gives its place in the options list.
 */
export { card } from './card/index.js';
export { paypal, paypalCredit } from './paypal/index.js';
export { venmo } from './venmo/index.js';
export { applePay } from './apple-pay/index.js';
export { googlePay } from './google-pay/index.js';
