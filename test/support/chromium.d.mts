/** The headless Chromium the repository starts (see chromium.mjs). */
export const CHROMIUM_PATH: string;
export function chromiumFlags(options?: { hostRules?: string }): string[];
export function withFeaturesMerged(flags: readonly string[]): string[];
