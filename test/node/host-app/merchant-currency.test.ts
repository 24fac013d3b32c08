import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { developmentGatewayEnv } from './support/emulated-gateway.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * A merchant whose account charges in euros, on a gateway the server does not run itself (the emulator on its own,
 * reached as Braintree would be): the page shows the currency the sale is charged in, and the sale goes to the
 * merchant account the merchant named.
 */
let emulator: Emulator;
let server: RunningServer;

describe('a merchant account in another currency than dollars', () => {
  const servers = serversOnPagesOnly('host-app-currency-');

  before(async () => {
    emulator = await createEmulator({
      port: 0,
      httpsPort: 0,
      browserAccess: 'direct',
      merchant: { currencyIsoCode: 'EUR', merchantAccountIds: ['shop_eur'] },
    });
    server = await servers.start({
      env: {
        ...developmentGatewayEnv(emulator),
        BRAINTREE_CURRENCY: 'EUR',
        BRAINTREE_MERCHANT_ACCOUNT_ID: 'shop_eur',
      },
    });
  });

  after(async () => {
    await emulator?.close();
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
    const mistaken = await servers.start({
      log: (line) => logs.push(line),
      logError: (line) => errors.push(line),
      env: {
        ...developmentGatewayEnv(emulator),
        BRAINTREE_CURRENCY: 'USD',
      },
    });
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
