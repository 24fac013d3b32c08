import type { PolicyViolation } from '../csp-report.js';
import { OPTIONS } from '../options/registry.js';

/**
 * Calls `report` for each payment provider's script or frame that the page's Content-Security-Policy
 * blocks, once per blocked address and directive, until the returned function is called. The rules
 * that name the provider load with the first violation: a page whose policy allows everything never
 * downloads them. The payment options' hosts come from the registry, handed to those rules.
 */
export function watchPolicyViolations(report: (violation: PolicyViolation, message: string) => void): () => void {
  // The rules, and reading the options' hosts, load with the first violation (a chunk of their own).
  const watch = { seen: new Set<string>(), stopped: false, options: OPTIONS, report };
  let rules: Promise<typeof import('../csp-report.js')> | undefined;
  const listener = (event: SecurityPolicyViolationEvent): void => {
    const facts = { blockedURI: event.blockedURI, effectiveDirective: event.effectiveDirective };
    rules ??= import('../csp-report.js');
    rules.then(
      ({ reportViolation }) => reportViolation(facts, watch),
      (error: unknown) => console.error('<payment-dropin>: could not load the policy report.', error),
    );
  };
  document.addEventListener('securitypolicyviolation', listener);
  return () => {
    watch.stopped = true;
    document.removeEventListener('securitypolicyviolation', listener);
  };
}
