/**
 * The emulator's library API for a merchant's own test setup (Playwright, Puppeteer,
 * web-test-runner): `createEmulator()` starts one on loopback and gives its URLs, the Node SDK
 * settings and the Chromium host rules. The emulator is TypeScript; tsx runs it as shipped.
 *
 * No top-level await here or in what this file loads as it loads: a CommonJS project may
 * `require()` this package (Node 20.19+ and 22.12+ load an ES module that way, but only one
 * without top-level await). The host names and rules are read at once through tsx's require;
 * the emulator itself, with its server dependencies, is imported when `createEmulator` is first
 * called.
 */
import { register } from 'tsx/esm/api';
import { require as requireTypeScript } from 'tsx/cjs/api';

const hosts = requireTypeScript('../hosts.ts', import.meta.url);

export const { chromiumHostRules, BRAINTREE_HOSTS } = hosts;

/** @type {Promise<typeof import('../index.ts')> | undefined} */
let loading;

/** @type {typeof import('../index.ts').createEmulator} */
export async function createEmulator(options) {
  if (!loading) {
    register();
    loading = import('../index.ts');
  }
  return (await loading).createEmulator(options);
}

export default { createEmulator, chromiumHostRules, BRAINTREE_HOSTS };
