/**
 * The strict policy the CSP suite serves its pages with. It names Braintree's, PayPal's, Cardinal's
 * and Google's real host names: in the browser tests Chromium maps them to the emulator, so this is
 * the policy a merchant needs on the real gateway (the "Content Security Policy" section of
 * elements/README.md lists the same hosts).
 */
export function testPagePolicy(nonce) {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' https://*.braintreegateway.com https://*.paypal.com https://songbird.cardinalcommerce.com https://songbirdstag.cardinalcommerce.com https://pay.google.com`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: https://*.braintreegateway.com https://*.paypal.com https://*.paypalobjects.com`,
    `connect-src 'self' https://*.braintreegateway.com https://*.braintree-api.com https://*.paypal.com https://*.cardinalcommerce.com https://pay.google.com`,
    `frame-src https://*.braintreegateway.com https://*.paypal.com https://*.cardinalcommerce.com https://pay.google.com`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `require-trusted-types-for 'script'`,
  ].join('; ');
}
