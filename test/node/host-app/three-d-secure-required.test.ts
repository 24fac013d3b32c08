import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';
import { emulatedSales } from './support/emulated-gateway.js';
import { Shopper } from './support/shopper.js';
import { formContainer } from './support/checkout-html.js';

/**
 * 3D Secure required by the server (`THREE_D_SECURE=required`), not by the page's address: the form verifies every
 * card, and every sale asks the gateway to require it, so a card nonce that did not pass 3D Secure (a script's, or a
 * page's that skipped the check) is refused by the gateway and the order is not paid.
 */

describe('3D Secure required by the server (THREE_D_SECURE=required)', () => {
  let server: RunningServer;
  const servers = serversOnPagesOnly('host-app-three-d-secure-');
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  before(async () => {
    server = await start({ THREE_D_SECURE: 'required' });
  });

  it('turns 3D Secure on for the form from the server, and no address turns it off', async () => {
    const shopper = new Shopper(server.url);
    assert.match(formContainer((await shopper.open()).page), /data-three-d-secure="true"/);
    const { page } = await shopper.open('?threeDSecure=0');
    assert.match(formContainer(page), /data-three-d-secure="true"/);
    // The demo's panel says it is required instead of offering to turn it off.
    assert.doesNotMatch(page, /name="threeDSecure"/);
    assert.match(page, /On: the server requires it \(THREE_D_SECURE=required\)\./);
  });

  it("declines a card nonce that did not go through 3D Secure in the server's sale, and leaves the order not paid", async () => {
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    const response = await shopper.pay(opened, { payment_method_nonce: 'fake-valid-visa-nonce' });
    assert.equal(response.status, 402);
    assert.match(await response.text(), /<h2 id="decline-heading">Please try another card<\/h2>/);
    const order = await server.orders.find(opened.orderId);
    assert.equal(order?.status, 'declined');
    assert.deepEqual(
      (await emulatedSales(server, opened.orderId)).map((sale) => [sale.status, sale.gatewayRejectionReason]),
      [['gateway_rejected', 'three_d_secure']],
    );
  });

  it('charges a card that passed 3D Secure', async () => {
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    const response = await shopper.pay(opened, {
      payment_method_nonce: 'fake-three-d-secure-visa-full-authentication-nonce',
    });
    assert.equal(response.status, 303);
    assert.equal((await server.orders.find(opened.orderId))?.status, 'paid');
  });

  it('does not offer the demo no-script form, which cannot verify a card: ?form=plain opens the checkout', async () => {
    const { page } = await new Shopper(server.url).open('?form=plain');
    assert.doesNotMatch(page, /<payment-dropin/);
    assert.match(formContainer(page), /data-three-d-secure="true"/);
  });

  it('turns it on for the form with real credentials too, where the address is not read', async () => {
    const real = await start({ ...REAL_CREDENTIALS, THREE_D_SECURE: 'required' });
    assert.match(formContainer((await new Shopper(real.url).open()).page), /data-three-d-secure="true"/);
  });

  it('refuses to start on any other value, naming the variable', async () => {
    await assert.rejects(
      start({ THREE_D_SECURE: 'yes' }),
      /^Error: THREE_D_SECURE must be "required" or "off", not "yes"\.$/,
    );
  });
});
