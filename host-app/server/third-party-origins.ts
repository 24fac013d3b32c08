/** The hosts the widget's parts reach on the real gateway (the CSP table in elements/README.md). */
export const THIRD_PARTY_ORIGINS = {
  script: [
    'https://*.braintreegateway.com',
    'https://*.paypal.com',
    'https://songbird.cardinalcommerce.com',
    'https://songbirdstag.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  connect: [
    'https://*.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  frame: [
    'https://*.braintreegateway.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  img: ['https://*.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** An emulator stands in for every one of them, from its own origin. */
export function emulatorOrigins(origin: string): typeof THIRD_PARTY_ORIGINS {
  return { script: [origin], connect: [origin], frame: [origin], img: [origin] };
}
