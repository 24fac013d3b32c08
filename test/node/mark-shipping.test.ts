import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markFilesShipped } from '../../elements/views/marks/shipping.js';

/** As views/icons.ts asks: the Visa mark's URL as the bundle resolved it, and files.ts's own URL. */
function shipped(mark: string | undefined, moduleUrl: string | undefined): boolean {
  const asWritten = moduleUrl ? new URL('./visa.svg?no-inline', moduleUrl).href : undefined;
  return markFilesShipped(mark, asWritten, moduleUrl, /\/views\/marks\/files\.[jt]s$/);
}

describe('where the mark files are', () => {
  it('takes the files a bundler copied and renamed (Vite, webpack, Next.js, the hosted build)', () => {
    assert.equal(shipped('https://shop.test/assets/visa-3f2a9c.svg', 'https://shop.test/assets/files-9d.js'), true);
    assert.equal(
      shipped('https://shop.test/b81c0e.svg', 'file:///app/node_modules/payment-dropin/dist/views/marks/files.js'),
      true,
    );
    assert.equal(
      shipped('https://shop.test/_next/static/media/visa.1a2b.svg', 'https://shop.test/_next/static/chunks/4.js'),
      true,
    );
    // The hosted build keeps the name, one folder up from its chunks.
    assert.equal(shipped('https://shop.test/pd/visa.svg', 'https://shop.test/pd/chunks/files-x1.js'), true);
  });

  it('takes the files beside the modules when they run unbundled (no bundler, an import map, the sources)', () => {
    const dist = 'https://cdn.test/payment-dropin/dist/views/marks/';
    assert.equal(shipped(`${dist}visa.svg?no-inline`, `${dist}files.js`), true);
    assert.equal(
      shipped(
        'http://localhost:8000/elements/views/marks/visa.svg?no-inline',
        'http://localhost:8000/elements/views/marks/files.ts',
      ),
      true,
    );
  });

  it("draws inline where a bundle of its own left the URL as written (Angular's builder, esbuild, Vite's pre-bundling)", () => {
    assert.equal(shipped('https://shop.test/visa.svg?no-inline', 'https://shop.test/chunk-JX2K4.js'), false);
    const deps = 'http://localhost:5173/node_modules/.vite/deps/';
    assert.equal(shipped(`${deps}visa.svg?no-inline`, `${deps}chunk-ABC.js`), false);
  });

  it('draws inline where there is no URL to go by (a classic script has no import.meta.url)', () => {
    assert.equal(shipped(undefined, undefined), false);
    assert.equal(shipped('https://shop.test/visa.svg', undefined), false);
  });
});
