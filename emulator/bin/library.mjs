/**
 * The emulator's library API for a merchant's own test setup (Playwright, Puppeteer,
 * web-test-runner): `createEmulator()` starts one on loopback and gives its URLs, the Node SDK
 * settings and the Chromium host rules. The emulator is TypeScript; tsx runs it as shipped.
 */
import { register } from 'tsx/esm/api';

register();
const emulator = await import('../index.ts');

export const { createEmulator, chromiumHostRules, BRAINTREE_HOSTS } = emulator;
export default emulator;
