import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';

// The control API (reset, seed, faults, state, client tokens for any customer) answers this machine's programs and
// pages, and refuses a page of another site: a developer browsing while the sandbox runs must not have it reset,
// read or driven by whatever site is open.

let emulator: Emulator;

before(async () => {
  emulator = await createEmulator({ port: 0 });
});

after(async () => {
  await emulator.close();
});

async function seedOne(id: string): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  assert.ok(response.ok, `seeding answered ${response.status}`);
}

async function customers(): Promise<string[]> {
  const response = await fetch(`${emulator.url}/__emulator/state`);
  const state = (await response.json()) as { customers: Array<{ id: string }> };
  return state.customers.map((customer) => customer.id);
}

describe('the control API and the origin of a request', () => {
  it("refuses another site's plain-text form post to reset it (no preflight), and the state stays", async () => {
    await seedOne('kept-customer');
    const response = await fetch(`${emulator.url}/__emulator/reset`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    assert.equal(response.status, 403);
    assert.match(((await response.json()) as { error: { message: string } }).error.message, /https:\/\/evil\.example/);
    assert.ok((await customers()).includes('kept-customer'));
  });

  it("refuses another site's read of the state and its request for a customer's client token", async () => {
    const state = await fetch(`${emulator.url}/__emulator/state`, { headers: { origin: 'https://evil.example' } });
    assert.equal(state.status, 403);
    const token = await fetch(`${emulator.url}/__emulator/client-token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: 'kept-customer' }),
    });
    assert.equal(token.status, 403);
  });

  it('refuses a sandboxed frame or a file (Origin: null)', async () => {
    const response = await fetch(`${emulator.url}/__emulator/state`, { headers: { origin: 'null' } });
    assert.equal(response.status, 403);
  });

  it("answers programs (no Origin), this machine's pages and a host-mapped browser's provider pages", async () => {
    for (const origin of [
      undefined,
      'http://localhost:8000',
      'http://127.0.0.1:3000',
      'http://[::1]:5173',
      'http://shop.localhost:3000',
      'https://assets.braintreegateway.com',
    ]) {
      const response = await fetch(`${emulator.url}/__emulator/state`, origin ? { headers: { origin } } : {});
      assert.equal(response.status, 200, `Origin ${origin ?? '(none)'} answered ${response.status}`);
    }
  });

  it('leaves the gateway routes braintree-web calls from a merchant page open to any origin, as Braintree does', async () => {
    const response = await fetch(`${emulator.url}/merchants/emulated_merchant/client_api/v1/configuration`, {
      headers: { origin: 'https://shop.example' },
    });
    assert.notEqual(response.status, 403);
    assert.equal(response.headers.get('access-control-allow-origin'), 'https://shop.example');
  });
});

/** A GET of the control API's state addressed to `host` (a Host header fetch would not send), with its status. */
function stateAddressedTo(target: Emulator, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL('/__emulator/state', target.url);
    const sent = request(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('the control API and the name a request is addressed to', () => {
  it('refuses a page whose own name was pointed at this machine (DNS rebinding): same-origin, so no Origin', async () => {
    assert.equal(await stateAddressedTo(emulator, `rebound.example:${emulator.port}`), 403);
  });

  it("answers requests addressed to this machine's names and to Braintree's", async () => {
    for (const host of [
      `127.0.0.1:${emulator.port}`,
      `localhost:${emulator.port}`,
      `[::1]:${emulator.port}`,
      'api.sandbox.braintreegateway.com',
    ]) {
      assert.equal(await stateAddressedTo(emulator, host), 200, `Host ${host}`);
    }
  });

  it('answers the names in allowedHosts (an emulator on every interface, reached from a container), and no other', async () => {
    const shared = await createEmulator({ port: 0, host: '0.0.0.0', allowedHosts: ['Emulator'] });
    try {
      assert.equal(await stateAddressedTo(shared, `emulator:${shared.port}`), 200);
      assert.equal(await stateAddressedTo(shared, `gateway.internal:${shared.port}`), 403);
      // A page served under an allowed name is one of this machine's pages too.
      const fromPage = await fetch(`${shared.url.replace('0.0.0.0', '127.0.0.1')}/__emulator/state`, {
        headers: { origin: 'http://emulator:3000' },
      });
      assert.equal(fromPage.status, 200);
    } finally {
      await shared.close();
    }
  });
});
