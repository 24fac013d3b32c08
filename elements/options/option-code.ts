/**
 * Every option's code, each behind its own `import()`, all in one module that loads on demand (see definitions.ts):
 * a page that offers cards alone never names the wallets' chunks, nor the chunks they preload. The card's comes with
 * the element (its option instances are handed it); this `card` is for hosts that do not bundle it.
 */
export const card = () => import('./card/card-load.js').then((m) => m.cardModule);
/** braintree-web's paypal-checkout comes with it; PayPal Credit runs the same code. */
export const paypal = () => import('./paypal/paypal-option.js').then((m) => m.paypalModule);
export const venmo = () => import('./venmo/venmo-option.js').then((m) => m.venmoModule);
export const applePay = () => import('./apple-pay/apple-pay-option.js').then((m) => m.applePayModule);
export const googlePay = () => import('./google-pay/google-pay-option.js').then((m) => m.googlePayModule);
