import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markFilesShipped } from '../../elements/views/marks/shipping.js';

const ICONS = /\/views\/icons\.[jt]s$/;
const shipped = (mark: string | undefined, module: string | undefined): boolean =>
  markFilesShipped(mark, module, '/marks/visa.svg', ICONS);

describe('where the mark files are', () => {
  it('takes the files a bundler copied and renamed (Vite, webpack, Next.js)', () => {
    assert.equal(
      shipped('https://shop.test/assets/visa-3f2a9c.svg?no-inline', 'https://shop.test/assets/index-9d.js'),
      true,
    );
    assert.equal(
      shipped('https://shop.test/b81c0e.svg?no-inline', 'file:///app/node_modules/payment-dropin/dist/views/icons.js'),
      true,
    );
    assert.equal(
      shipped('https://shop.test/_next/static/media/visa.1a2b.svg', 'https://shop.test/_next/static/chunks/4.js'),
      true,
    );
  });

  it('takes the files beside the modules when they run unbundled (no bundler, an import map, the sources)', () => {
    assert.equal(
      shipped(
        'https://cdn.test/payment-dropin/dist/views/marks/visa.svg?no-inline',
        'https://cdn.test/payment-dropin/dist/views/icons.js',
      ),
      true,
    );
    assert.equal(
      shipped(
        'http://localhost:8000/elements/views/marks/visa.svg?no-inline',
        'http://localhost:8000/elements/views/icons.ts',
      ),
      true,
    );
  });

  it("draws inline where a bundle of its own left the URL as written (Angular's builder, esbuild, Vite's pre-bundling)", () => {
    assert.equal(shipped('https://shop.test/marks/visa.svg?no-inline', 'https://shop.test/main-JX2K4.js'), false);
    assert.equal(
      shipped(
        'http://localhost:5173/node_modules/.vite/deps/marks/visa.svg?no-inline',
        'http://localhost:5173/node_modules/.vite/deps/payment-dropin_define.js',
      ),
      false,
    );
  });

  it('draws inline where there is no URL to go by (a classic script has no import.meta.url)', () => {
    assert.equal(shipped(undefined, undefined), false);
    assert.equal(shipped('https://shop.test/marks/visa.svg', undefined), false);
  });
});
