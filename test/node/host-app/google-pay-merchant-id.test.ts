import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, pagesOnlyOutDir } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * Google requires the merchant's Google Pay merchant id in production, and the checkout offers Google Pay with a real
 * gateway: with `BRAINTREE_ENVIRONMENT=production` the server refuses to start without `GOOGLE_PAY_MERCHANT_ID`, and
 * names it. Elsewhere it may be left out. The server is started with made-up keys: Braintree is never asked.
 */
const PRODUCTION = { ...REAL_CREDENTIALS, BRAINTREE_ENVIRONMENT: 'production', ALLOWED_HOSTS: 'shop.example' };
const MISSING =
  /^Error: GOOGLE_PAY_MERCHANT_ID must be set with BRAINTREE_ENVIRONMENT=production: the checkout offers Google Pay/;

describe('GOOGLE_PAY_MERCHANT_ID', () => {
  let outDir: string;
  const servers: RunningServer[] = [];

  const start = async (env: NodeJS.ProcessEnv): Promise<RunningServer> => {
    const server = await startServer({
      port: 0,
      emulatorPort: 0,
      outDir,
      build: 'never',
      dataDir: 'memory://',
      env,
      log: () => undefined,
    });
    servers.push(server);
    return server;
  };

  /** The merchant id the checkout page hands the form, if any. */
  const pageMerchantId = async (server: RunningServer): Promise<string | undefined> =>
    /data-google-pay-merchant-id="([^"]*)"/.exec((await new Shopper(server.url).open()).page)?.[1];

  before(() => {
    outDir = pagesOnlyOutDir('host-app-google-pay-');
  });

  after(async () => {
    for (const server of servers) await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('is required in production only: refused there when unset or blank, naming it; the page hands it to the form', async () => {
    await assert.rejects(start(PRODUCTION), MISSING);
    await assert.rejects(start({ ...PRODUCTION, GOOGLE_PAY_MERCHANT_ID: '  ' }), MISSING);
    const production = await start({ ...PRODUCTION, GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST' });
    assert.equal(await pageMerchantId(production), 'BCR2DN4TEST');
    // The sandbox and the emulated gateway start without it; their pages name none.
    assert.equal(await pageMerchantId(await start({ ...REAL_CREDENTIALS })), undefined);
    assert.equal(await pageMerchantId(await start({})), undefined);
  });
});
