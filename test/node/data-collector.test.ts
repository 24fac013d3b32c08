import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { createEmulator, type Emulator } from '../../emulator/index.js';

// braintree-web's own constants: the stand-in must answer the URL and parameter block it uses.
const require = createRequire(import.meta.url);
const constants = require('braintree-web/lib/constants.js') as { FRAUDNET_URL: string; FRAUDNET_FNCLS: string };

let emulator: Emulator;

before(async () => {
  emulator = await createEmulator({ port: 0 });
});

after(async () => {
  await emulator.close();
});

interface FraudnetRun {
  beacons: string[];
  callbacks: number;
  record: { sessions: Array<Record<string, unknown>> } | undefined;
}

/** Runs the served fb.js against a fake page holding `blockText` as its parameter block. */
function runFraudnet(
  script: string,
  blockText: string | undefined,
  extra: Record<string, unknown> = {},
): Promise<FraudnetRun> {
  const run: FraudnetRun = { beacons: [], callbacks: 0, record: undefined };
  const block = blockText === undefined ? undefined : { textContent: blockText };
  const page: Record<string, unknown> = {
    location: { href: 'https://merchant.example/checkout' },
    URL,
    setTimeout,
    Array,
    JSON,
    document: {
      querySelectorAll(selector: string) {
        assert.equal(selector, `script[fncls="${constants.FRAUDNET_FNCLS}"]`);
        return block ? [block] : [];
      },
    },
    Image: class {
      referrerPolicy = '';
      set src(value: string) {
        run.beacons.push(value);
      }
    },
    fraudnetReady: () => {
      run.callbacks += 1;
    },
    ...extra,
  };
  page.window = page;
  runInNewContext(script, page);
  run.record = page.__emulatedFraudnet as FraudnetRun['record'];
  // cb1 is called on a later turn.
  return new Promise((resolve) => setTimeout(() => resolve(run), 10));
}

async function fetchScript(): Promise<string> {
  const response = await fetch(new URL(new URL(constants.FRAUDNET_URL).pathname, emulator.url));
  assert.equal(response.status, 200);
  return response.text();
}

describe('Fraudnet stand-in (fb.js)', () => {
  it('is served as JavaScript at braintree-web’s hard-coded path', async () => {
    assert.equal(constants.FRAUDNET_URL, 'https://c.paypal.com/da/r/fb.js');
    const response = await fetch(new URL('/da/r/fb.js', emulator.url));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(await response.text(), /Emulated Fraudnet/);
  });

  it('reads the data collector’s parameter block, sends its beacon and calls cb1', async () => {
    const beacon = 'https://b.stats.paypal.com/counter.cgi?i=127.0.0.1&p=abc123&t=1700000000&a=14';
    const run = await runFraudnet(
      await fetchScript(),
      JSON.stringify({ f: 'abc123', s: 'BRAINTREE_SIGNIN', b: beacon, cb1: 'fraudnetReady', sandbox: true }),
    );
    assert.deepEqual(run.beacons, [beacon]);
    assert.equal(run.callbacks, 1);
    assert.deepEqual(JSON.parse(JSON.stringify(run.record)), {
      sessions: [{ correlationId: 'abc123', source: 'BRAINTREE_SIGNIN', sandbox: true, beacon: true }],
    });
  });

  it('sends no beacon when told not to (card tokenization’s block) or when it names another URL', async () => {
    const script = await fetchScript();
    const tokenization = await runFraudnet(
      script,
      JSON.stringify({
        f: 'tokencc_abc',
        fp: { rda_tenant: 'bt_card', mid: 'emulated_merchant' },
        bu: false,
        s: 'BRAINTREE_SIGNIN',
      }),
    );
    assert.deepEqual(tokenization.beacons, []);
    assert.equal(tokenization.record?.sessions.length, 1);

    const elsewhere = await runFraudnet(script, JSON.stringify({ f: 'abc', b: 'https://evil.example/steal?x=1' }));
    assert.deepEqual(elsewhere.beacons, []);
    const badCallback = await runFraudnet(script, JSON.stringify({ f: 'abc', cb1: 'alert("x")' }));
    assert.equal(badCallback.callbacks, 0);
  });

  it('does nothing without a usable parameter block', async () => {
    const script = await fetchScript();
    for (const block of [undefined, 'not json', '[]', JSON.stringify({ s: 'BRAINTREE_SIGNIN' })]) {
      const run = await runFraudnet(script, block);
      assert.deepEqual(run.beacons, []);
      assert.deepEqual(JSON.parse(JSON.stringify(run.record)), { sessions: [] });
    }
  });

  it('fails to load when a fault is armed (what makes braintree-web’s create reject)', async () => {
    await fetch(new URL('/__emulator/faults', emulator.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'GET /da/r/fb.js', status: 503 }),
    });
    assert.equal((await fetch(new URL('/da/r/fb.js', emulator.url))).status, 503);
    assert.equal((await fetch(new URL('/da/r/fb.js', emulator.url))).status, 200);
  });
});

describe('Fraudnet beacon (counter.cgi)', () => {
  it('answers a 1x1 GIF and records the hit with its correlation id', async () => {
    const before = emulator.state.analytics.length;
    const response = await fetch(new URL('/counter.cgi?i=127.0.0.1&p=corr-42&t=1&a=14', emulator.url));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/gif');
    const gif = Buffer.from(await response.arrayBuffer());
    assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
    const recorded = emulator.state.analytics.slice(before);
    assert.equal(recorded.length, 1);
    assert.match(recorded[0]!.url, /\/counter\.cgi\?i=127\.0\.0\.1&p=corr-42/);
    assert.deepEqual(recorded[0]!.body, { i: '127.0.0.1', p: 'corr-42', t: '1', a: '14' });
  });
});
