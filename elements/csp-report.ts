/**
 * Says which third-party script or frame the page's Content-Security-Policy blocked, and what to
 * allow, instead of leaving a payment option to fail with no reason. The widget listens while it
 * is set up; each violation that concerns a payment provider's host is logged once, naming the
 * part of the widget that needs it.
 *
 * The payment options' hosts are their definitions' (`policyPart`, `policyHosts`); the element, which has the
 * registry, passes its options in. This module is loaded on demand, and importing the registry from here would make
 * bundlers split the registry into chunks of its own, growing a card-only page.
 */
import type { PaymentOptionDefinition } from './vocabulary/option-definition.js';

/** A part of the widget and the hosts it loads from (the real ones; tests map them to the emulator). */
export interface ProviderHosts {
  readonly part: string;
  readonly host: RegExp;
}

/** The hosts of the parts that are not payment options. */
const SHARED_HOSTS: readonly ProviderHosts[] = [
  { part: '3D Secure', host: /(^|\.)cardinalcommerce\.com$/ },
  {
    part: 'the card fields, the data collector or the gateway',
    host: /(^|\.)braintreegateway\.com$|(^|\.)braintree-api\.com$/,
  },
];

export interface PolicyViolation {
  /** The part of the widget that needed it, e.g. `3D Secure`. */
  part: string;
  /** The directive that blocked it, e.g. `script-src-elem`. */
  directive: string;
  /** The blocked URL. */
  blocked: string;
  /** What to add to the policy, e.g. `https://songbird.cardinalcommerce.com`. */
  allow: string;
}

/**
 * A provider's violation from a browser report, or null when it concerns something else. `optionHosts`: the
 * payment options' hosts (`optionPolicyHosts` of the registry's options).
 */
export function providerViolation(
  event: { blockedURI: string; effectiveDirective: string; sourceFile?: string },
  optionHosts: readonly ProviderHosts[],
): PolicyViolation | null {
  let url: URL;
  try {
    url = new URL(event.blockedURI);
  } catch {
    return null; // 'inline', 'eval' and the like: not a provider's host
  }
  const found = [...optionHosts, ...SHARED_HOSTS].find(({ host }) => host.test(url.hostname));
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

/** The hosts each payment option's third-party scripts load from, named for the report. */
export function optionPolicyHosts(options: Readonly<Record<string, PaymentOptionDefinition>>): ProviderHosts[] {
  return Object.values(options).flatMap(({ policyPart, policyHosts }) =>
    policyPart && policyHosts ? [{ part: policyPart, host: policyHosts }] : [],
  );
}

/** One watch of the page's violations (policy-watch.ts): what it reported, whether it stopped, whom it tells. */
export interface PolicyWatch {
  readonly seen: Set<string>;
  readonly stopped: boolean;
  readonly options: Readonly<Record<string, PaymentOptionDefinition>>;
  report(violation: PolicyViolation, message: string): void;
}

/** Reports a violation that concerns a payment provider, once per blocked address and directive. */
export function reportViolation(facts: { blockedURI: string; effectiveDirective: string }, watch: PolicyWatch): void {
  const violation = providerViolation(facts, optionPolicyHosts(watch.options));
  if (watch.stopped || !violation) return;
  const key = `${violation.directive} ${violation.blocked}`;
  if (watch.seen.has(key)) return;
  watch.seen.add(key);
  watch.report(violation, describeViolation(violation));
}
