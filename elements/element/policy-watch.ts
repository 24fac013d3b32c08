import type { PolicyViolation } from '../csp-report.js';
import { optionPolicyHosts } from '../options/registry.js';

/**
 * Calls `report` for each payment provider's script or frame that the page's Content-Security-Policy
 * blocks, once per blocked address and directive, until the returned function is called. The rules
 * that name the provider load with the first violation: a page whose policy allows everything never
 * downloads them. The payment options' hosts come from the registry, handed to those rules.
 */
export function watchPolicyViolations(report: (violation: PolicyViolation, message: string) => void): () => void {
  const seen = new Set<string>();
  let rules: Promise<typeof import('../csp-report.js')> | undefined;
  let stopped = false;
  const listener = (event: SecurityPolicyViolationEvent): void => {
    const facts = { blockedURI: event.blockedURI, effectiveDirective: event.effectiveDirective };
    rules ??= import('../csp-report.js');
    rules.then(
      ({ providerViolation, describeViolation }) => {
        const violation = providerViolation(facts, optionPolicyHosts());
        if (stopped || !violation) return;
        const key = `${violation.directive} ${violation.blocked}`;
        if (seen.has(key)) return;
        seen.add(key);
        report(violation, describeViolation(violation));
      },
      (error: unknown) => console.error('<payment-dropin>: could not load the policy report.', error),
    );
  };
  document.addEventListener('securitypolicyviolation', listener);
  return () => {
    stopped = true;
    document.removeEventListener('securitypolicyviolation', listener);
  };
}
