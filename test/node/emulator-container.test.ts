import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { sdkGateway, type Json } from './support/sdk-gateway.js';

// The emulator as a service container: it listens on every interface, the merchant's app reaches it as
// `emulator:4010`, and a browser in another container reaches it at the origin it was given (`publicUrl`), which
// direct client tokens must name: `http://localhost:<port>` is the browser's own container.

const decode = (token: string): Json => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Json;

/** A request to `target` on loopback, addressed to `host` (a Host header fetch would not send), with its answer. */
function addressedTo(
  target: Emulator,
  host: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const sent = request(
      {
        hostname: '127.0.0.1',
        port: target.port,
        path,
        method: init.method ?? 'GET',
        headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: Json = {};
          try {
            parsed = JSON.parse(text) as Json;
          } catch {
            // An empty or non-JSON answer: its status says enough.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Where a direct client token sends braintree-web. */
function tokenOrigins(token: Json): string[] {
  return [token.clientApiUrl, token.assetsUrl, token.configUrl, token.graphQL.url].map(
    (url: string) => new URL(url).origin,
  );
}

describe('an emulator on every interface, reached by browsers at its public URL', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await createEmulator({
      host: '0.0.0.0',
      port: 0,
      allowedHosts: ['emulator'],
      publicUrl: 'http://emulator:4010',
      browserAccess: 'direct',
    });
  });

  after(async () => {
    await emulator.close();
  });

  it("gives the SDK's client tokens the public origin (not the container's localhost); the control API answers emulator:<port>, refuses evil.example", async () => {
    const result = (await sdkGateway(emulator).clientToken.generate({})) as Json;
    assert.equal(result.success, true);
    const token = decode(result.clientToken as string);
    assert.deepEqual(tokenOrigins(token), Array(4).fill('http://emulator:4010'));
    assert.equal(token.configUrl, 'http://emulator:4010/merchants/emulated_merchant/client_api/v1/configuration');
    // The merchant's app and tests reach its control API by the service's name; another site's name is refused.
    assert.equal((await addressedTo(emulator, `emulator:${emulator.port}`, '/__emulator/state')).status, 200);
    assert.equal((await addressedTo(emulator, 'emulator:4010', '/__emulator/state')).status, 200);
    const refused = await addressedTo(emulator, `evil.example:${emulator.port}`, '/__emulator/state');
    assert.equal(refused.status, 403);
    assert.match(refused.body.error.message, /evil\.example/);
    const reset = await addressedTo(emulator, 'evil.example', '/__emulator/reset', { method: 'POST', body: {} });
    assert.equal(reset.status, 403);
  });

  it('gives its own url by loopback, not 0.0.0.0, and answers there', async () => {
    assert.equal(new URL(emulator.url).hostname, '127.0.0.1');
    assert.equal(new URL(emulator.httpsUrl).hostname, '127.0.0.1');
    const state = await fetch(`${emulator.url}/__emulator/state`);
    assert.equal(state.status, 200);
  });

  it("names the public origin in the library's and the control API's direct client tokens too", async () => {
    assert.deepEqual(
      tokenOrigins(decode(emulator.clientToken({ access: 'direct' }))),
      Array(4).fill('http://emulator:4010'),
    );
    // Asked for by a test on this machine, for a browser in another container.
    const minted = await fetch(`http://127.0.0.1:${emulator.port}/__emulator/client-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access: 'direct' }),
    });
    assert.equal(minted.status, 200);
    const { clientToken } = (await minted.json()) as { clientToken: string };
    assert.deepEqual(tokenOrigins(decode(clientToken)), Array(4).fill('http://emulator:4010'));
  });
});

describe('a public URL behind a proxy that ends TLS', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await createEmulator({ port: 0, publicUrl: 'https://sandbox.ci.example/', browserAccess: 'direct' });
  });

  after(async () => {
    await emulator.close();
  });

  it("answers the control API addressed to the public URL's host, with no allowedHosts", async () => {
    assert.equal((await addressedTo(emulator, 'sandbox.ci.example', '/__emulator/state')).status, 200);
    assert.equal((await addressedTo(emulator, 'other.ci.example', '/__emulator/state')).status, 403);
  });

  it("gives a browser that reached it by the public name a configuration with the public origin's scheme", async () => {
    const token = decode(emulator.clientToken({ access: 'direct' }));
    assert.deepEqual(tokenOrigins(token), Array(4).fill('https://sandbox.ci.example'));
    const query = new URLSearchParams({ authorizationFingerprint: token.authorizationFingerprint, configVersion: '3' });
    // The proxy forwards the browser's Host over plain HTTP.
    const { status, body } = await addressedTo(
      emulator,
      'sandbox.ci.example',
      `/merchants/emulated_merchant/client_api/v1/configuration?${query}`,
    );
    assert.equal(status, 200);
    assert.equal(body.clientApiUrl, 'https://sandbox.ci.example/merchants/emulated_merchant/client_api');
    assert.equal(new URL(body.assetsUrl).origin, 'https://sandbox.ci.example');
    assert.equal(new URL(body.graphQL.url).origin, 'https://sandbox.ci.example');
    // A browser on this machine that reached it at its loopback address still gets that address.
    const local = await fetch(
      `http://127.0.0.1:${emulator.port}/merchants/emulated_merchant/client_api/v1/configuration?${query}`,
    );
    assert.equal(new URL(((await local.json()) as Json).clientApiUrl).origin, `http://127.0.0.1:${emulator.port}`);
  });
});

describe('the publicUrl option', () => {
  for (const bad of [
    'http://emulator:4010/checkout',
    'emulator:4010',
    'ftp://emulator',
    'http://emulator:4010?x=1',
    'nonsense',
  ]) {
    it(`refuses ${bad}, naming the option and the value`, async () => {
      const started = await createEmulator({ port: 0, publicUrl: bad }).then(
        async (emulator) => {
          await emulator.close();
          return undefined;
        },
        (error: Error) => error,
      );
      assert.ok(started, 'it started');
      assert.match(started.message, /publicUrl/);
      assert.ok(started.message.includes(`"${bad}"`), started.message);
    });
  }
});
