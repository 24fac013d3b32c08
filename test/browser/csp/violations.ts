/**
 * Collects the page's Content-Security-Policy violations. The CSP suite's pages are served under
 * a strict policy (test/support/csp-policy.mjs); a violation is queued as a task after the blocked
 * action, so `settled()` lets pending reports arrive before a test reads them.
 */
const seen: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => {
  seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
});

export async function violationsSoFar(): Promise<string[]> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return [...seen];
}

export function clearViolations(): void {
  seen.length = 0;
}

/** The policy's nonce, which the page's own scripts carry; the widget's `nonce` option takes it. */
export function pageNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')!.content;
}
