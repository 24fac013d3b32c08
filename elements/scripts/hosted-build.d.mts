/** The hosted builds for pages with no bundler (see hosted-build.mjs). */
export const HOSTED_SCRIPT: string;
export function buildHosted(options: { outDir: string; sourcemap: boolean }): Promise<void>;
