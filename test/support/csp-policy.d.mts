/** The strict policy the CSP suite serves its pages with (see csp-policy.mjs). */
export function testPagePolicy(nonce: string): string;
