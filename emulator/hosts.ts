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

/** A loopback host name (lower case; `[::1]` in brackets, as a Host header writes it): the machine the emulator runs on. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/** The name a Host header addresses, without its port, in lower case (`[::1]` keeps its brackets); '' when unreadable. */
export function hostNameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * True when `name` (as `hostNameOf` gives it) is one of this machine's names for the emulator: loopback, Braintree's
 * host names (a host-mapped browser, which no other site can be served under), or one the merchant gave (`allowed`:
 * `allowedHosts`, the bound `host`, the host of `publicUrl`). A page of another site whose own name was pointed at
 * this machine (DNS rebinding) addresses its requests to that name, which is none of these.
 */
export function isThisMachine(name: string, allowed: ReadonlySet<string>): boolean {
  return name !== '' && (isLoopbackName(name) || isProviderHost(name) || allowed.has(name));
}
