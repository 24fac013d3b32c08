import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';
import { startServer, type RunningServer } from '../../../host-app/server/index.js';
import { pagesOnlyOutDir } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * A merchant whose account charges in euros, on a gateway the server does not run itself (the emulator on its own,
 * reached as Braintree would be): the page shows the currency the sale is charged in, and the sale goes to the
 * merchant account the merchant named.
 */
let emulator: Emulator;
let server: RunningServer;
let outDir: string;
const others: RunningServer[] = [];

describe('a merchant account in another currency than dollars', () => {
  before(async () => {
    emulator = await createEmulator({
      port: 0,
      httpsPort: 0,
      browserAccess: 'direct',
      merchant: { currencyIsoCode: 'EUR', merchantAccountIds: ['shop_eur'] },
    });
    outDir = pagesOnlyOutDir('host-app-currency-');
    server = await startServer({
      port: 0,
      outDir,
      build: 'never',
      dataDir: 'memory://',
      log: () => undefined,
      env: {
        BRAINTREE_ENVIRONMENT: 'development',
        BRAINTREE_GATEWAY_URL: emulator.url,
        BRAINTREE_MERCHANT_ID: emulator.merchant.merchantId,
        BRAINTREE_PUBLIC_KEY: emulator.merchant.publicKey,
        BRAINTREE_PRIVATE_KEY: emulator.merchant.privateKey,
        BRAINTREE_CURRENCY: 'EUR',
        BRAINTREE_MERCHANT_ACCOUNT_ID: 'shop_eur',
      },
    });
  });

  after(async () => {
    await server?.close();
    for (const other of others) await other.close();
    await emulator?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('shows the order in the currency the sale is charged in, and charges the merchant account it names', async () => {
    const shopper = new Shopper(server.url);
    const opened = await shopper.open('?amount=25.00');
    assert.match(opened.page, /data-currency="EUR"/);
    assert.match(opened.page, /25\.00 EUR/);
    assert.doesNotMatch(opened.page, /\$25\.00/);
    const answer = await shopper.pay(opened);
    assert.equal(answer.status, 303);
    const [sale, ...others] = [...emulator.state.transactions.values()].filter((t) => t.orderId === opened.orderId);
    assert.deepEqual(others, []);
    assert.equal(sale?.merchantAccountId, 'shop_eur');
    assert.equal(sale?.currencyIsoCode, 'EUR');
    const receipt = await (await shopper.get(answer.headers.get('location')!)).text();
    assert.match(receipt, /<dd id="transaction-amount">25\.00 EUR<\/dd>/);
  });

  it("logs a sale charged in another currency than the page showed as an error (BRAINTREE_CURRENCY is not the account's)", async () => {
    const logs: string[] = [];
    const errors: string[] = [];
    const mistaken = await startServer({
      port: 0,
      outDir,
      build: 'never',
      dataDir: 'memory://',
      log: (line) => logs.push(line),
      logError: (line) => errors.push(line),
      env: {
        BRAINTREE_ENVIRONMENT: 'development',
        BRAINTREE_GATEWAY_URL: emulator.url,
        BRAINTREE_MERCHANT_ID: emulator.merchant.merchantId,
        BRAINTREE_PUBLIC_KEY: emulator.merchant.publicKey,
        BRAINTREE_PRIVATE_KEY: emulator.merchant.privateKey,
        BRAINTREE_CURRENCY: 'USD',
      },
    });
    others.push(mistaken);
    const shopper = new Shopper(mistaken.url);
    const opened = await shopper.open();
    assert.equal((await shopper.pay(opened)).status, 303);
    assert.ok(
      errors.some(
        (line) =>
          line.includes(opened.orderId) && /CURRENCY MISMATCH: .* charged in EUR, the page showed USD/.test(line),
      ),
      `errors: ${errors.join(' | ')}`,
    );
    assert.ok(!logs.some((line) => line.includes('CURRENCY MISMATCH')), 'not in the plain log');
  });
});
