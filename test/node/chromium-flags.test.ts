import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Launcher } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, chromiumFlags, withFeaturesMerged } from '../support/chromium.mjs';

/**
 * The Chromium every test and bench starts: no work of the browser's own on the cores the pages under test use.
 * Chromium loads the address bar's drop-down (WebUI pages in a renderer of their own) for every new window, headless
 * too; a bench that opens a browser context per run paid about a quarter of a CPU second each time.
 */
describe('the Chromium the tests and benches start', () => {
  const DISABLE = '--disable-features=';
  const disabledIn = (flags: readonly string[]): string[][] =>
    flags.filter((flag) => flag.startsWith(DISABLE)).map((flag) => flag.slice(DISABLE.length).split(','));

  it('opens new windows without the address bar’s drop-down pages', async () => {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumFlags() });
    try {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto('about:blank');
      // The drop-down's pages are made with the window; give a slow machine a moment to show them if it would.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const chromePages = browser
        .targets()
        .map((target) => target.url())
        .filter((url) => url.startsWith('chrome://'));
      assert.deepEqual(chromePages, [], `Chromium loaded ${chromePages.join(', ')}: a feature name changed?`);
    } finally {
      await browser.close();
    }
  });

  it('gives Lighthouse’s Chromium chrome-launcher’s features to disable and ours, in one list', () => {
    const flags = withFeaturesMerged([...Launcher.defaultFlags(), '--headless=new', ...chromiumFlags()]);
    const lists = disabledIn(flags);
    assert.equal(lists.length, 1, 'Chromium reads only the last --disable-features');
    const launcherOwn = disabledIn(Launcher.defaultFlags()).flat();
    const ours = disabledIn(chromiumFlags()).flat();
    assert.ok(launcherOwn.length > 0 && ours.length > 0);
    assert.deepEqual([...lists[0]!].sort(), [...new Set([...launcherOwn, ...ours])].sort());
  });

  it('keeps every other flag as it was, in order', () => {
    const others = ['--headless=new', '--no-sandbox', '--mute-audio'];
    const flags = withFeaturesMerged([others[0]!, `${DISABLE}A,B`, others[1]!, `${DISABLE}B,C`, others[2]!]);
    assert.deepEqual(flags, [...others, `${DISABLE}A,B,C`]);
  });
});
