import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { gatewayModeFromEnv } from '../../../host-app/server/gateway-mode.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * `BRAINTREE_ENVIRONMENT=development` points the SDK at a gateway of the developer's choosing. Only a gateway on this
 * machine (an emulator of their own) is the demo: the shared demo shopper's sign-in, "No real money moves", the
 * address's amount. A gateway on another machine is treated as a real one, and plain http to it is refused at start:
 * the SDK would send the private key in clear.
 */
const KEYS = {
  BRAINTREE_ENVIRONMENT: 'development',
  BRAINTREE_MERCHANT_ID: 'emulated_merchant',
  BRAINTREE_PUBLIC_KEY: 'emulated_public_key',
  BRAINTREE_PRIVATE_KEY: 'emulated_private_key',
};

describe('a development gateway', () => {
  let emulator: Emulator;
  // A gateway on another machine is not reachable from here: nothing below waits on it.
  const servers = serversOnPagesOnly('host-app-development-', { gatewayTimeoutMs: 1000, sdkTimeoutMs: 2000 });
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  before(async () => {
    emulator = await createEmulator({ port: 0, browserAccess: 'direct' });
  });

  after(async () => {
    await emulator?.close();
  });

  it('refuses plain http to another machine at start, naming BRAINTREE_GATEWAY_URL', async () => {
    for (const url of ['http://10.0.0.5:4010', 'http://gateway.example.test', 'http://127.0.0.1.example.test:4010']) {
      assert.throws(
        () => gatewayModeFromEnv({ ...KEYS, BRAINTREE_GATEWAY_URL: url }),
        /^Error: BRAINTREE_GATEWAY_URL=.* is plain http to another machine: the SDK would send the private key there in clear\./,
        url,
      );
    }
    await assert.rejects(
      start({ ...KEYS, BRAINTREE_GATEWAY_URL: 'http://192.0.2.10:4010' }),
      /BRAINTREE_GATEWAY_URL=http:\/\/192\.0\.2\.10:4010 is plain http to another machine/,
    );
    for (const url of [
      'http://127.0.0.1:4010',
      'http://localhost:4010',
      'http://[::1]:4010',
      'https://gw.example.test',
    ])
      assert.equal(gatewayModeFromEnv({ ...KEYS, BRAINTREE_GATEWAY_URL: url }).kind, 'development', url);
  });

  it('treats a gateway on another machine (https) as a real one: no demo sign-in, no "No real money moves", no ?amount=', async () => {
    const server = await start({ ...KEYS, BRAINTREE_GATEWAY_URL: 'https://gateway.example.test' });
    const shopper = new Shopper(server.url);
    const { page, csrf } = await shopper.open('?amount=0.01');
    assert.doesNotMatch(page, /action="\/sign-in"|demo shopper|No real money moves|Demo settings/i);
    assert.match(page, /<dd id="order-total">\$10\.00<\/dd>/);
    assert.equal((await shopper.postForm('/sign-in', { _csrf: csrf, return_to: '/' })).status, 404);
    assert.equal((await shopper.get('/api/payment_methods/token?use_vault=true')).status, 403);
  });

  it('keeps the demo for a gateway on this machine: the sign-in as the demo shopper, through the SDK', async () => {
    const server = await start({ ...KEYS, BRAINTREE_GATEWAY_URL: `http://127.0.0.1:${emulator.port}` });
    const shopper = new Shopper(server.url);
    const opened = await shopper.open('?amount=12.50');
    assert.match(opened.page, /No real money moves/);
    assert.match(opened.page, /<dd id="order-total">\$12\.50<\/dd>/);
    await shopper.signIn(opened);
    const token = await shopper.get('/api/payment_methods/token?use_vault=true');
    assert.equal(token.status, 200);
    const { authorizationFingerprint } = JSON.parse(
      Buffer.from(((await token.json()) as { token: string }).token, 'base64').toString('utf8'),
    ) as { authorizationFingerprint: string };
    assert.match(authorizationFingerprint, /customer_id=demo_shopper/);
  });
});
