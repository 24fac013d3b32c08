/**
 * The host names braintree-web and its companion scripts reach. A browser launched with
 * `chromiumHostRules(port)` sends them all to the emulator's HTTPS port.
 */
export const BRAINTREE_HOSTS = [
  'api.sandbox.braintreegateway.com',
  'api.braintreegateway.com',
  'assets.braintreegateway.com',
  'client-analytics.sandbox.braintreegateway.com',
  'client-analytics.braintreegateway.com',
  'payments.sandbox.braintree-api.com',
  'payments.braintree-api.com',
  'www.paypal.com',
  'www.sandbox.paypal.com',
  'c.paypal.com',
  'b.stats.paypal.com',
  'checkout.paypal.com',
  'songbird.cardinalcommerce.com',
  'songbirdstag.cardinalcommerce.com',
  'pay.google.com',
] as const;

/** Wildcards for the Chromium rule: every subdomain of the provider's domains. */
const MAPPED_DOMAINS = [
  '*.braintreegateway.com',
  '*.braintree-api.com',
  '*.paypal.com',
  '*.cardinalcommerce.com',
  'pay.google.com',
];

/** `--host-resolver-rules` value that maps the provider's hosts to 127.0.0.1:port. */
export function chromiumHostRules(httpsPort: number): string {
  return MAPPED_DOMAINS.map((d) => `MAP ${d} 127.0.0.1:${httpsPort}`).join(', ');
}

/** True when a Host header names one of the provider's hosts (a host-mapped browser). */
export function isProviderHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.split(':')[0]!.toLowerCase();
  return (
    /(^|\.)(braintreegateway\.com|braintree-api\.com|paypal\.com|cardinalcommerce\.com)$/.test(name) ||
    name === 'pay.google.com'
  );
}
