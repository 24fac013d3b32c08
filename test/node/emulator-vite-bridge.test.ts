import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { braintreeEmulatorBridge } from '../../emulator/vite-bridge.js';
import { sdkGateway, type Json } from './support/sdk-gateway.js';

// The Vite bridge's domain check against the URLs a direct-mode emulator gives a browser: a client token from
// the official Node SDK and the configuration braintree-web then fetches through it. braintree-web's client
// refuses a configuration whose `assetsUrl`, `clientApiUrl`, `configUrl` or `graphQL.url` its domain check
// refuses ("assetsUrl property is on an invalid domain"). No browser: braintree-web's own check, bridged, runs
// here.

const CHECK_ID = fileURLToPath(new URL('../../node_modules/braintree-web/lib/is-verified-domain.js', import.meta.url));

type Transform = (code: string, id: string) => { code: string } | null;

/** braintree-web's `isVerifiedDomain` as a page built with the bridge for `emulatorOrigin` runs it. */
function bridgedCheck(emulatorOrigin: string): (url: string) => boolean {
  const plugin = braintreeEmulatorBridge({ emulatorOrigin });
  const source = readFileSync(CHECK_ID, 'utf8');
  const result = (plugin.transform as unknown as Transform).call(
    { error: (message: string) => assert.fail(message) },
    source,
    CHECK_ID,
  );
  assert.ok(result, 'the bridge left the domain check alone');
  // The check parses a Braintree URL with an <a> element; URL does the same here.
  const document = {
    createElement: () => ({
      hostname: '',
      set href(value: string) {
        this.hostname = new URL(value).hostname;
      },
    }),
  };
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'document', result.code)(module, module.exports, document);
  return module.exports as (url: string) => boolean;
}

/** The URLs braintree-web's client checks, from a client token and the configuration fetched with it. */
async function checkedUrls(clientToken: string): Promise<Record<string, string>> {
  const token = JSON.parse(Buffer.from(clientToken, 'base64').toString()) as Json;
  const query = new URLSearchParams({ authorizationFingerprint: token.authorizationFingerprint, configVersion: '3' });
  const response = await fetch(`${token.configUrl}?${query}`);
  assert.equal(response.status, 200);
  const configuration = (await response.json()) as Json;
  return {
    'token assetsUrl': token.assetsUrl,
    'token clientApiUrl': token.clientApiUrl,
    'token configUrl': token.configUrl,
    'token graphQL.url': token.graphQL.url,
    assetsUrl: configuration.assetsUrl,
    clientApiUrl: configuration.clientApiUrl,
    configUrl: configuration.configUrl,
    'graphQL.url': configuration.graphQL.url,
  };
}

let emulator: Emulator;
let sdkToken: string;

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
  sdkToken = ((await sdkGateway(emulator).clientToken.generate({})) as Json).clientToken;
});

after(async () => {
  await emulator.close();
});

describe('the Vite bridge in direct mode', () => {
  for (const host of ['127.0.0.1', 'localhost']) {
    it(`given http://${host}:<port>, accepts every URL of the Node SDK's client token and its configuration`, async () => {
      const isVerifiedDomain = bridgedCheck(`http://${host}:${emulator.port}`);
      const refused = Object.entries(await checkedUrls(sdkToken)).filter(([, url]) => !isVerifiedDomain(url));
      assert.deepEqual(refused, []);
    });
  }

  it('accepts the emulator at either loopback spelling, and no other origin', () => {
    const isVerifiedDomain = bridgedCheck(`http://127.0.0.1:${emulator.port}`);
    const { port } = emulator;
    assert.equal(isVerifiedDomain(`http://127.0.0.1:${port}/merchants/x`), true);
    assert.equal(isVerifiedDomain(`http://LOCALHOST:${port}`), true);
    for (const url of [
      `http://127.0.0.1:${port + 1}/merchants/x`,
      `http://localhost:${port}0/merchants/x`,
      `http://127.0.0.1:${port}@example.com/merchants/x`,
      `https://127.0.0.1:${port}/merchants/x`,
      `http://example.com:${port}/merchants/x`,
    ])
      assert.equal(isVerifiedDomain(url), false, url);
    // Braintree's own hosts still pass braintree-web's check.
    assert.equal(isVerifiedDomain('https://assets.braintreegateway.com/web'), true);
  });

  it('accepts only its own origin when that is not on loopback', () => {
    const isVerifiedDomain = bridgedCheck('http://emulator.test:4010');
    assert.equal(isVerifiedDomain('http://emulator.test:4010/x'), true);
    assert.equal(isVerifiedDomain('http://localhost:4010/x'), false);
    assert.equal(isVerifiedDomain('http://127.0.0.1:4010/x'), false);
  });
});
