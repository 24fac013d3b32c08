import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildOurs, loadedChunks, partOf, partSizes, sizes, type BuildResult } from '../../bench/build.js';

/**
 * `npm run bench` weighs our card-only page by part (own code, Lit, braintree-web) from a second build that puts
 * each part in chunks of its own. That build must load what the page loads, arranged differently, or the parts
 * do not weigh the page: a part that took in the page's lazy modules (a wallet's braintree-web component, 3D
 * Secure) made braintree-web weigh more than the whole page.
 */
describe('the bench weighs the page it builds, by part', () => {
  let dir: string;
  let page: BuildResult;
  let split: BuildResult;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-parts-'));
    page = await buildOurs(join(dir, 'page'));
    split = await buildOurs(join(dir, 'split'), true);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const modulesLoaded = (build: BuildResult): string[] =>
    loadedChunks(build)
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => !id.startsWith('\0'))
      .sort();

  it('loads exactly the modules the page loads at once, in chunks that each hold one part', () => {
    assert.deepEqual(modulesLoaded(split), modulesLoaded(page));
    for (const chunk of loadedChunks(split))
      assert.equal(new Set(chunk.moduleIds.map(partOf)).size, 1, `${chunk.fileName} mixes parts`);
  });

  it("weighs our own code in as many chunks as the page's build loads it in, besides the bundler's runtime", () => {
    // The split build's runtime helpers are a chunk of their own (the three parts all use them): not counted here.
    const ownChunks = (build: BuildResult): string[] =>
      loadedChunks(build)
        .filter((chunk) => chunk.moduleIds.some((id) => partOf(id) === 'own' && !id.startsWith('\0')))
        .map((chunk) => chunk.fileName);
    const inSplit = ownChunks(split);
    const inPage = ownChunks(page);
    assert.equal(
      inSplit.length,
      inPage.length,
      `own code in ${inSplit.join(', ')}; the page's in ${inPage.join(', ')}`,
    );
  });

  it("leaves the options' lazy braintree-web components out of the parts", () => {
    const loaded = modulesLoaded(split);
    for (const lazy of ['braintree-web/venmo/venmo.js', 'braintree-web/paypal-checkout/paypal-checkout.js'])
      assert.ok(!loaded.some((id) => id.endsWith(lazy)), `${lazy} is weighed with the page`);
  });

  it("adds up to the page's own weight, give or take the parts' separate compression", () => {
    const parts = partSizes(split);
    const whole = loadedChunks(page).reduce((sum, chunk) => sum + sizes(chunk.code).gzip, 0);
    const sum = parts.own.gzip + parts.lit.gzip + parts['braintree-web'].gzip;
    assert.ok(parts['braintree-web'].gzip < whole, 'braintree-web alone weighs more than the page');
    assert.ok(Math.abs(sum - whole) / whole < 0.05, `parts ${sum} B against the page's ${whole} B`);
  });
});
