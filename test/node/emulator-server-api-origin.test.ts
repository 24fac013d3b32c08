import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { sdkGateway, type Json } from './support/sdk-gateway.js';

// The server API (`/merchants/<id>/…`: customers, saved methods, transactions, client tokens) is the Node SDK's, for
// servers. Its keys are fixed and published, so a page open in the developer's browser must not reach it: not
// cross-origin (it answers no browser and gives no CORS headers), not by DNS rebinding (it answers requests addressed
// to this machine's names only). The client API braintree-web calls stays open to the merchant's page, whatever its
// origin.

const ORIGIN = 'https://evil.example';

/** `Authorization` for the emulated merchant's keys, as the SDK sends it. */
function basic(target: Emulator): string {
  const { publicKey, privateKey } = target.merchant;
  return `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
}

/** The SDK's headers for a JSON call of the server API. */
function sdkHeaders(target: Emulator): Record<string, string> {
  return {
    authorization: basic(target),
    'content-type': 'application/json',
    accept: 'application/xml',
    'x-apiversion': '6',
  };
}

/** A request to `target` on loopback, addressed to `host` (a Host header fetch would not send), with its answer. */
function addressedTo(
  target: Emulator,
  host: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const sent = request(
      {
        hostname: '127.0.0.1',
        port: target.port,
        path,
        method: init.method ?? 'GET',
        headers: { ...sdkHeaders(target), host },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe("the server API and a browser's request", () => {
  let emulator: Emulator;
  let customers: string;
  let clientTokens: string;

  before(async () => {
    emulator = await createEmulator({ port: 0 });
    customers = `${emulator.url}/merchants/emulated_merchant/customers`;
    clientTokens = `${emulator.url}/merchants/emulated_merchant/client_token`;
    const seeded = await fetch(`${emulator.url}/__emulator/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'victim_cust',
        email: 'victim@example.com',
        paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }],
      }),
    });
    assert.ok(seeded.ok, `seeding answered ${seeded.status}`);
  });

  after(async () => {
    await emulator.close();
  });

  it("refuses another site's page a client token for a customer, with no CORS headers", async () => {
    const response = await fetch(clientTokens, {
      method: 'POST',
      headers: { ...sdkHeaders(emulator), origin: ORIGIN },
      body: JSON.stringify({ clientToken: { customerId: 'victim_cust', version: 2 } }),
    });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.headers.get('access-control-allow-credentials'), null);
    assert.doesNotMatch(await response.text(), /clientToken|client-token/i);
  });

  it("refuses another site's read of a customer and its saved methods, and its sale", async () => {
    const customer = await fetch(`${customers}/victim_cust`, { headers: { ...sdkHeaders(emulator), origin: ORIGIN } });
    assert.equal(customer.status, 403);
    assert.equal(customer.headers.get('access-control-allow-origin'), null);
    assert.doesNotMatch(await customer.text(), /victim@example\.com/);
    const sale = await fetch(`${emulator.url}/merchants/emulated_merchant/transactions`, {
      method: 'POST',
      headers: { ...sdkHeaders(emulator), origin: ORIGIN },
      body: JSON.stringify({ transaction: { type: 'sale', amount: '10.00', paymentMethodNonce: 'fake-valid-nonce' } }),
    });
    assert.equal(sale.status, 403);
    const state = (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as { transactions: unknown[] };
    assert.deepEqual(state.transactions, []);
  });

  it('answers no preflight: a page cannot send the Authorization header at all', async () => {
    const preflight = await fetch(clientTokens, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
        'access-control-request-private-network': 'true',
      },
    });
    assert.notEqual(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-headers'), null);
    assert.equal(preflight.headers.get('access-control-allow-private-network'), null);
  });

  it("refuses a page's request that names no Origin but says a page sent it (Sec-Fetch-Site), and Origin: null", async () => {
    const pages: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of pages) {
      const response = await fetch(`${customers}/victim_cust`, { headers: { ...sdkHeaders(emulator), ...headers } });
      assert.equal(response.status, 403, JSON.stringify(headers));
    }
  });

  it('spells the server API as Express routes it: another case or a trailing slash is refused too', async () => {
    for (const path of [
      '/MERCHANTS/emulated_merchant/Customers/victim_cust',
      '/merchants/emulated_merchant/customers/victim_cust/',
    ]) {
      const response = await fetch(`${emulator.url}${path}`, { headers: { ...sdkHeaders(emulator), origin: ORIGIN } });
      assert.equal(response.status, 403, path);
    }
  });

  it('refuses a request addressed to another name (DNS rebinding: same-origin, so no Origin)', async () => {
    const read = await addressedTo(
      emulator,
      `evil.example:${emulator.port}`,
      '/merchants/emulated_merchant/customers/victim_cust',
    );
    assert.equal(read.status, 403);
    assert.doesNotMatch(read.text, /victim@example\.com/);
    const minted = await addressedTo(emulator, 'rebound.example', '/merchants/emulated_merchant/client_token', {
      method: 'POST',
      body: { clientToken: { customerId: 'victim_cust', version: 2 } },
    });
    assert.equal(minted.status, 403);
    assert.match(minted.text, /allowedHosts/);
  });

  it("answers a request addressed to this machine's names and to Braintree's, not to a name that only starts like one", async () => {
    for (const host of [
      `127.0.0.1:${emulator.port}`,
      `localhost:${emulator.port}`,
      `[::1]:${emulator.port}`,
      'api.sandbox.braintreegateway.com',
    ]) {
      const read = await addressedTo(emulator, host, '/merchants/emulated_merchant/customers/victim_cust');
      assert.equal(read.status, 200, `Host ${host}`);
    }
    for (const host of [
      `127.0.0.1.evil.example:${emulator.port}`,
      'localhost.evil.example',
      'braintreegateway.com.evil.example',
    ]) {
      const read = await addressedTo(emulator, host, '/merchants/emulated_merchant/customers/victim_cust');
      assert.equal(read.status, 403, `Host ${host}`);
    }
  });

  it('still serves the Node SDK: a client token for the customer, a sale, a customer read, all without CORS headers', async () => {
    const gateway = sdkGateway(emulator);
    const token = (await gateway.clientToken.generate({ customerId: 'victim_cust' })) as Json;
    assert.equal(token.success, true);
    assert.ok(token.clientToken);
    const sale = (await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-valid-nonce',
      options: { submitForSettlement: true },
    })) as Json;
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.status, 'submitted_for_settlement');
    const customer = (await gateway.customer.find('victim_cust')) as Json;
    assert.equal(customer.email, 'victim@example.com');
    // A program's plain request (Node's fetch sends no Origin) gets no CORS headers either.
    const plain = await fetch(`${customers}/victim_cust`, { headers: sdkHeaders(emulator) });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get('access-control-allow-origin'), null);
  });

  it('leaves the client API braintree-web calls open to the merchant page, with CORS, and its preflight', async () => {
    const token = JSON.parse(Buffer.from(emulator.clientToken(), 'base64').toString('utf8')) as Json;
    const query = new URLSearchParams({ authorizationFingerprint: token.authorizationFingerprint, configVersion: '3' });
    const configuration = await fetch(
      `${emulator.url}/merchants/emulated_merchant/client_api/v1/configuration?${query}`,
      { headers: { origin: 'https://shop.example' } },
    );
    assert.equal(configuration.status, 200);
    assert.equal(configuration.headers.get('access-control-allow-origin'), 'https://shop.example');
    const preflight = await fetch(
      `${emulator.url}/merchants/emulated_merchant/client_api/v1/payment_methods/credit_cards`,
      {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, braintree-version',
          'access-control-request-private-network': 'true',
        },
      },
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://shop.example');
    assert.equal(preflight.headers.get('access-control-allow-private-network'), 'true');
    const tokenized = await fetch(
      `${emulator.url}/merchants/emulated_merchant/client_api/v1/payment_methods/credit_cards`,
      {
        method: 'POST',
        headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          tokenizationKey: emulator.merchant.tokenizationKey,
          creditCard: {
            number: '4111111111111111',
            expirationDate: `12/${new Date().getFullYear() + 3}`,
            cvv: '123',
            billingAddress: { postalCode: '12345' },
          },
        }),
      },
    );
    assert.equal(tokenized.status, 201);
    assert.equal(tokenized.headers.get('access-control-allow-origin'), 'https://shop.example');
    // The same page, at the same emulator, is refused the server API beside it.
    const server = await fetch(`${customers}/victim_cust`, {
      headers: { ...sdkHeaders(emulator), origin: 'https://shop.example' },
    });
    assert.equal(server.status, 403);
  });
  it("gives the control API's CORS headers to this machine's pages only, not to another site's preflight", async () => {
    const preflight = (origin: string) =>
      fetch(`${emulator.url}/__emulator/client-token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const foreign = await preflight(ORIGIN);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const local = await preflight('http://localhost:3000');
    assert.equal(local.status, 204);
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });
});

describe('the server API of an emulator in a container', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await createEmulator({
      host: '0.0.0.0',
      port: 0,
      allowedHosts: ['emulator'],
      publicUrl: 'http://gateway.ci.internal:4010',
      browserAccess: 'direct',
    });
  });

  after(async () => {
    await emulator.close();
  });

  it("answers the merchant's app in another container, which gives the SDK the service's name", async () => {
    const created = await addressedTo(emulator, `emulator:${emulator.port}`, '/merchants/emulated_merchant/customers', {
      method: 'POST',
      body: { customer: { id: 'in_container', email: 'ci@example.com' } },
    });
    assert.equal(created.status, 201, created.text);
    const minted = await addressedTo(emulator, 'emulator:4010', '/merchants/emulated_merchant/client_token', {
      method: 'POST',
      body: { clientToken: { customerId: 'in_container', version: 2 } },
    });
    assert.equal(minted.status, 201, minted.text);
    // The public URL's host is one of its names too (a proxy forwards the Host it was addressed by).
    const read = await addressedTo(
      emulator,
      'gateway.ci.internal:4010',
      '/merchants/emulated_merchant/customers/in_container',
    );
    assert.equal(read.status, 200, read.text);
    // And the SDK on the emulator's own machine, by loopback.
    const sale = (await sdkGateway(emulator).transaction.sale({
      amount: '5.00',
      paymentMethodNonce: 'fake-valid-nonce',
    })) as Json;
    assert.equal(sale.success, true, sale.message);
    // Addressed to an allowed name, it is still for servers: a page of the app's container is refused.
    const fromPage = await fetch(`${emulator.url}/merchants/emulated_merchant/customers/in_container`, {
      headers: { ...sdkHeaders(emulator), origin: 'http://emulator:3000' },
    });
    assert.equal(fromPage.status, 403);
  });

  it('refuses any other name', async () => {
    const read = await addressedTo(
      emulator,
      `other.example:${emulator.port}`,
      '/merchants/emulated_merchant/customers/in_container',
    );
    assert.equal(read.status, 403);
  });
});

describe("a client token's fingerprint", () => {
  let emulator: Emulator;
  let paymentMethods: string;

  before(async () => {
    emulator = await createEmulator({ port: 0 });
    paymentMethods = `${emulator.url}/merchants/emulated_merchant/client_api/v1/payment_methods`;
    const seeded = await fetch(`${emulator.url}/__emulator/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'victim_cust', paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }] }),
    });
    assert.ok(seeded.ok, `seeding answered ${seeded.status}`);
  });

  after(async () => {
    await emulator.close();
  });

  /** The customer's saved methods as a page reads them with `fingerprint`, from another site. */
  function listed(fingerprint: string): Promise<Response> {
    return fetch(`${paymentMethods}?${new URLSearchParams({ authorizationFingerprint: fingerprint })}`, {
      headers: { origin: ORIGIN },
    });
  }

  it("cannot be made by a page from the merchant's published keys: its saved methods stay unread", async () => {
    // Braintree's fingerprint shape, signed with the emulated merchant's published private key.
    const payload = new URLSearchParams({
      created_at: new Date().toISOString(),
      merchant_id: emulator.merchant.merchantId,
      public_key: emulator.merchant.publicKey,
      customer_id: 'victim_cust',
    }).toString();
    const forged = `${createHmac('sha256', emulator.merchant.privateKey).update(payload).digest('hex')}|${payload}`;
    const answer = await listed(forged);
    assert.equal(answer.status, 401);
    assert.doesNotMatch(await answer.text(), /1111/);
  });

  it("is read when the server API made it: the customer's saved methods are listed", async () => {
    const { clientToken } = (await sdkGateway(emulator).clientToken.generate({ customerId: 'victim_cust' })) as Json;
    const { authorizationFingerprint } = JSON.parse(Buffer.from(clientToken, 'base64').toString()) as Json;
    const answer = await listed(authorizationFingerprint);
    assert.equal(answer.status, 200);
    const { paymentMethods: methods } = (await answer.json()) as Json;
    assert.equal(methods.length, 1);
  });
});
