import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `pd-screenshot` writes (git-ignored: under dist/). */
export const SCREENSHOT_DIR = process.env.PD_SCREENSHOT_DIR ?? join(root, 'dist', 'screenshots');

/**
 * Browser-test commands for the appearance tests, on Chromium through Puppeteer:
 * - `pd-forced-colors` `{active}`: turns Chromium's forced-colours emulation (Windows high
 *   contrast) on or off for the page (the stock emulate-media command cannot, on Puppeteer);
 * - `pd-screenshot` `{name, clip}`: writes a PNG of part of the page to SCREENSHOT_DIR.
 */
export function appearanceCommandsPlugin() {
  /** One DevTools session per test page: emulation lasts as long as the session that set it. */
  const sessions = new Map();
  async function devtools(session) {
    let cdp = sessions.get(session.id);
    if (!cdp) {
      cdp = await session.browser.getPage(session.id).createCDPSession();
      sessions.set(session.id, cdp);
    }
    return cdp;
  }
  return {
    name: 'appearance-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'pd-forced-colors') {
        if (session.browser.type !== 'puppeteer') throw new Error('pd-forced-colors needs Chromium through Puppeteer.');
        const cdp = await devtools(session);
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }],
        });
        return true;
      }
      if (command === 'pd-screenshot') {
        if (session.browser.type !== 'puppeteer') throw new Error('pd-screenshot needs Chromium through Puppeteer.');
        const name = String(payload?.name ?? '');
        if (!/^[\w.-]+$/.test(name)) throw new Error(`pd-screenshot: bad name ${name}`);
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        const path = join(SCREENSHOT_DIR, `${name}.png`);
        await session.browser.getPage(session.id).screenshot({ path, clip: payload.clip, captureBeyondViewport: true });
        return path;
      }
      return undefined;
    },
  };
}
