/**
 * Says which third-party script or frame the page's Content-Security-Policy blocked, and what to
 * allow, instead of leaving a payment option to fail with no reason. The widget listens while it
 * is set up; each violation that concerns a payment provider's host is logged once, naming the
 * part of the widget that needs it.
 */

/** Payment parts by the hosts they load from (the real ones; tests map them to the emulator). */
const PROVIDER_HOSTS: ReadonlyArray<{ part: string; host: RegExp }> = [
  { part: 'PayPal', host: /(^|\.)paypal\.com$|(^|\.)paypalobjects\.com$/ },
  { part: '3D Secure', host: /(^|\.)cardinalcommerce\.com$/ },
  { part: 'Google Pay', host: /^pay\.google\.com$/ },
  { part: 'Venmo', host: /(^|\.)venmo\.com$/ },
  {
    part: 'the card fields, the data collector or the gateway',
    host: /(^|\.)braintreegateway\.com$|(^|\.)braintree-api\.com$/,
  },
];

export interface PolicyViolation {
  /** The part of the widget that needed it, e.g. `PayPal`. */
  part: string;
  /** The directive that blocked it, e.g. `script-src-elem`. */
  directive: string;
  /** The blocked URL. */
  blocked: string;
  /** What to add to the policy, e.g. `https://www.paypal.com`. */
  allow: string;
}

/** A provider's violation from a browser report, or null when it concerns something else. */
export function providerViolation(event: {
  blockedURI: string;
  effectiveDirective: string;
  sourceFile?: string;
}): PolicyViolation | null {
  let url: URL;
  try {
    url = new URL(event.blockedURI);
  } catch {
    return null; // 'inline', 'eval' and the like: not a provider's host
  }
  const found = PROVIDER_HOSTS.find(({ host }) => host.test(url.hostname));
  if (!found) return null;
  return { part: found.part, directive: event.effectiveDirective, blocked: event.blockedURI, allow: url.origin };
}

/** The sentence the widget logs for a violation. */
export function describeViolation(violation: PolicyViolation): string {
  return (
    `The page's Content-Security-Policy blocked ${violation.blocked} (${violation.directive}), which ` +
    `${violation.part} needs. Allow ${violation.allow} in ${violation.directive.replace(/-(elem|attr)$/, '')}.`
  );
}
