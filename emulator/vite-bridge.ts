import type { Plugin } from 'vite';

/**
 * The gateway hosts braintree-web names in its code. In a browser launched with no flags these
 * would reach the real Braintree, so the demo build sends them to the emulator instead.
 */
const PROVIDER_ORIGINS =
  /https:\/\/(?:api\.sandbox\.braintreegateway\.com:443|api\.braintreegateway\.com:443|assets\.braintreegateway\.com|payments\.sandbox\.braintree-api\.com|payments\.braintree-api\.com|www\.paypal\.com|c\.paypal\.com|b\.stats\.paypal\.com)(?=[/"'])/g;

/**
 * Google's Pay API script, which the widget (not braintree-web) loads: in any module of the demo
 * build it becomes the emulator's stand-in, served at the same path.
 */
const GOOGLE_PAY_SCRIPT = /https:\/\/pay\.google\.com(?=\/gp\/p\/js\/pay\.js)/g;

const IS_VERIFIED_DOMAIN = /braintree-web[\\/]lib[\\/]is-verified-domain\.js$/;
const DOMAIN_CHECK = 'function isVerifiedDomain(url) {';

/** The two spellings of loopback a browser reaches the emulator by (it listens on 127.0.0.1; `localhost` resolves there). */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * The origins that are the emulator at `origin`: `origin` itself and, when it is on loopback, the same scheme and
 * port spelled with the other loopback name. The Node SDK's client tokens in direct mode name
 * `http://localhost:<port>`, while the command prints `http://127.0.0.1:<port>`: a page built with either accepts both.
 */
function sameEmulator(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Lets an ordinary browser (no host mapping, no certificate flags) use the emulator: in the
 * modules of braintree-web only, the hard-coded gateway origins become `emulatorOrigin`, and the
 * domain check also accepts a URL on `emulatorOrigin` (on loopback, spelled `localhost` or
 * `127.0.0.1`: both reach the emulator); in any module, Google's Pay API script address
 * becomes the emulator's stand-in. Use it ONLY in the emulated demo build; a build for
 * the real gateway must not include it (the host app's Vite config adds it only in emulated mode).
 */
export function braintreeEmulatorBridge(options: { emulatorOrigin: string }): Plugin {
  const origin = options.emulatorOrigin.replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(
      `braintreeEmulatorBridge: emulatorOrigin must be an origin such as http://localhost:4010, got "${options.emulatorOrigin}".`,
    );
  // A URL's origin as the domain check sees it (scheme and authority, lower case); a URL whose authority hides
  // another host (`http://127.0.0.1:4010@example.com`) or names another port is not the emulator's.
  const accepted = JSON.stringify(sameEmulator(origin));
  const acceptsEmulator = `if (${accepted}.indexOf((/^[a-z][a-z0-9+.-]*:\\/\\/[^/?#]*/.exec(String(url).toLowerCase()) || [''])[0]) !== -1) return true;`;
  return {
    name: 'braintree-emulator-bridge',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]braintree-web[\\/]/.test(id)) {
        const bridged = code.replace(GOOGLE_PAY_SCRIPT, origin);
        return bridged === code ? null : { code: bridged, map: null };
      }
      let out = code.replace(PROVIDER_ORIGINS, origin);
      // The check is in lib/is-verified-domain.js and, copied, in each prebuilt dist/browser bundle
      // (which Vite picks through the package's `browser` field): patch it wherever it is defined.
      const patched = out.split(DOMAIN_CHECK).join(`${DOMAIN_CHECK}\n  ${acceptsEmulator}`);
      if (IS_VERIFIED_DOMAIN.test(id) && patched === out) {
        this.error('braintreeEmulatorBridge: braintree-web changed its domain check; update the bridge.');
      }
      out = patched;
      return out === code ? null : { code: out, map: null };
    },
  };
}
