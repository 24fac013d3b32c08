import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * Google requires the merchant's Google Pay merchant id in production, and the checkout offers Google Pay with a real
 * gateway: with `BRAINTREE_ENVIRONMENT=production` the server refuses to start without `GOOGLE_PAY_MERCHANT_ID`, and
 * names it; `off` leaves Google Pay out instead. Elsewhere it may be left out. The server is started with made-up keys: Braintree is never asked.
 */
const PRODUCTION = { ...REAL_CREDENTIALS, BRAINTREE_ENVIRONMENT: 'production', ALLOWED_HOSTS: 'shop.example' };
const MISSING =
  /^Error: GOOGLE_PAY_MERCHANT_ID must be set with BRAINTREE_ENVIRONMENT=production: the checkout offers Google Pay/;

describe('GOOGLE_PAY_MERCHANT_ID', () => {
  const servers = serversOnPagesOnly('host-app-google-pay-');
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  /** The merchant id the checkout page hands the form, if any. */
  const pageMerchantId = async (server: RunningServer): Promise<string | undefined> =>
    /data-google-pay-merchant-id="([^"]*)"/.exec((await new Shopper(server.url).open()).page)?.[1];

  it('is required in production only: refused there when unset or blank, naming it; the page hands it (or off) to the form', async () => {
    await assert.rejects(start(PRODUCTION), MISSING);
    await assert.rejects(start({ ...PRODUCTION, GOOGLE_PAY_MERCHANT_ID: '  ' }), MISSING);
    const production = await start({ ...PRODUCTION, GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST' });
    assert.equal(await pageMerchantId(production), 'BCR2DN4TEST');
    // `off` leaves Google Pay out: production starts, and the page tells the form (its walletOptions offer none).
    const off = await start({ ...PRODUCTION, GOOGLE_PAY_MERCHANT_ID: 'off' });
    assert.equal(await pageMerchantId(off), 'off');
    // The sandbox and the emulated gateway start without it; their pages name none.
    assert.equal(await pageMerchantId(await start({ ...REAL_CREDENTIALS })), undefined);
    assert.equal(await pageMerchantId(await start({})), undefined);
  });
});
