import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `pd-screenshot` writes (git-ignored: under dist/). */
export const SCREENSHOT_DIR = process.env.PD_SCREENSHOT_DIR ?? join(root, 'dist', 'screenshots');

/**
 * Lets every frame of the page that is shown draw what it was last told: its fonts ready, then two of its own
 * animation frames. The card fields are cross-origin frames in processes of their own, which the page cannot watch;
 * a hidden frame draws nothing (its animation frames never come), so only shown ones are waited for.
 */
async function shownFramesDrawn(page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.detached) continue;
    const element = await frame.frameElement();
    if (!element || !(await element.isVisible())) continue;
    await frame.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }
}

/**
 * Browser-test commands for the appearance tests, on Chromium through Puppeteer:
 * - `pd-forced-colors` `{active}`: turns Chromium's forced-colours emulation (Windows high
 *   contrast) on or off for the page (the stock emulate-media command cannot, on Puppeteer);
 * - `pd-screenshot` `{name, clip}`: writes a PNG of part of the page to SCREENSHOT_DIR, once the page's shown
 *   frames have drawn.
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
        const page = session.browser.getPage(session.id);
        // Capturing beyond the viewport resizes the page for the capture, and the card frames, drawn in processes
        // of their own, can then be caught before they have drawn again: the clip must lie inside the viewport.
        const viewport = page.viewport();
        const { clip } = payload;
        if (viewport && (clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height))
          throw new Error(
            `pd-screenshot: ${name} (${clip.width}x${clip.height} at ${clip.x},${clip.y}) reaches past the ` +
              `${viewport.width}x${viewport.height} viewport; make the viewport larger (setViewport).`,
          );
        await shownFramesDrawn(page);
        await page.screenshot({ path, clip, captureBeyondViewport: false });
        return path;
      }
      return undefined;
    },
  };
}
