import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { precompressAssets } from '../../../host-app/build.js';
import { staticAssets } from '../../../host-app/server/static-assets.js';

/** A script that compresses well, as a minified bundle does. */
const SCRIPT = `export function pay(){return ${JSON.stringify('card '.repeat(4000))}}\n`;

describe('checkout assets: compressed at build time, served by what the browser accepts', () => {
  let dir: string;
  let server: Server;
  let origin: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-assets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'mount-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'logo-Ef56.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    precompressAssets(join(dir, 'assets'));
    const app = express();
    app.use('/assets', staticAssets(join(dir, 'assets')));
    // Express's default handler would print the 404's stack.
    app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error.status ?? 500).end();
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text assets that decompress to the file, and none of images', () => {
    const js = join(dir, 'assets', 'mount-Ab12Cd34.js');
    assert.equal(brotliDecompressSync(readFileSync(`${js}.br`)).toString(), SCRIPT);
    assert.equal(gunzipSync(readFileSync(`${js}.gz`)).toString(), SCRIPT);
    assert.ok(statSync(`${js}.br`).size < SCRIPT.length / 10, 'brotli shrinks a repetitive script');
    assert.equal(existsSync(join(dir, 'assets', 'logo-Ef56.png.br')), false);
    assert.equal(existsSync(join(dir, 'assets', 'logo-Ef56.png.gz')), false);
  });

  for (const [accepts, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    it(`answers Accept-Encoding "${accepts}" with ${encoding ?? 'the plain file'}, cached a year as immutable`, async () => {
      const response = await fetch(`${origin}/assets/mount-Ab12Cd34.js`, { headers: { 'accept-encoding': accepts } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-encoding'), encoding);
      assert.match(response.headers.get('content-type') ?? '', /javascript/);
      assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
      const cache = response.headers.get('cache-control') ?? '';
      assert.match(cache, /max-age=31536000/);
      assert.match(cache, /immutable/);
      // fetch undoes the encoding: what arrives is the script itself.
      assert.equal(await response.text(), SCRIPT);
    });
  }

  it('answers an unknown asset with 404', async () => {
    assert.equal((await fetch(`${origin}/assets/nothing-here.js`)).status, 404);
  });
});
