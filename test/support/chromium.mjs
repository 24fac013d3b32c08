/**
 * The headless Chromium every browser-driving part of the repository starts (the browser suite, the package and
 * end-to-end tests, the benches): where it is, and the flags that keep it quiet and deterministic. Plain JavaScript,
 * so that web-test-runner's configuration can import it too.
 */

/** Debian's `chromium`, or wherever CHROMIUM_PATH says. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The command-line flags: no sandbox (CI runs as root), no GPU, no QUIC, no background requests or address bar of its
 * own. Given `hostRules` (the emulator's `MAP js.braintreegateway.com 127.0.0.1:…` lines), the browser reaches
 * Braintree's own host names on the emulator and takes its self-signed certificate; without them it is an ordinary
 * browser.
 */
export function chromiumFlags({ hostRules } = {}) {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium (156, Debian's, here) loads the address bar's drop-down, two WebUI pages in a renderer of their own, for
    // every new window, headless too: about a quarter of a CPU second per browser context, on the cores the pages
    // under test load on. Chromium reads only the last --disable-features: add any other feature to this one.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ...(hostRules ? ['--ignore-certificate-errors', `--host-resolver-rules=${hostRules}`] : []),
  ];
}

/**
 * `flags` with their `--disable-features` lists made one, after the others. Chromium reads only the last of them, so
 * a launcher that puts its own first (chrome-launcher, for Lighthouse) would otherwise lose either its list or ours;
 * Puppeteer merges them itself.
 */
export function withFeaturesMerged(flags) {
  const prefix = '--disable-features=';
  const features = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  const merged = [...new Set(features.filter(Boolean))];
  return merged.length ? [...others, `${prefix}${merged.join(',')}`] : others;
}
