import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { Request } from 'express';
import type { RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';
import { inputValue, Shopper } from './support/shopper.js';

/**
 * Who may reach saved cards. On the emulated gateway the demo signs in a shared shopper of test data,
 * by a form post with the CSRF token only. With real credentials there is no demo sign-in: who pays is
 * the merchant's `getCustomerId(req)` (guest-only by default: server.test.ts tries every address on it).
 */

function fingerprintOf(clientToken: string): string {
  return (JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as { authorizationFingerprint: string })
    .authorizationFingerprint;
}

/** The demo server on the emulated gateway with its store in memory, started before a block's tests and closed after. */
function demoServer(prefix: string): { readonly url: string } {
  let server: RunningServer | undefined;
  const servers = serversOnPagesOnly(prefix);
  before(async () => {
    server = await servers.start();
  });
  return {
    get url() {
      return server!.url;
    },
  };
}

describe('the demo sign-in (emulated gateway)', () => {
  const server = demoServer('host-app-sign-in-');
  let shopper: Shopper;

  beforeEach(() => {
    shopper = new Shopper(server.url);
  });

  it('offers a sign-in that says it is the demo shopper of test data, as a form post with the CSRF token', async () => {
    const { page, csrf } = await shopper.open();
    const form = /<form class="account" method="post" action="\/sign-in">[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    assert.match(form, />Sign in as the demo shopper \(test data\)<\/button>/);
    assert.equal(inputValue(form, '_csrf'), csrf);
  });

  it('never signs in from an address: ?guest=0 and a GET of /sign-in leave a guest a guest', async () => {
    const opened = await shopper.open('?guest=0');
    assert.match(opened.page, /Paying as a <strong id="shopper-name">guest<\/strong>/);
    assert.match(opened.page, /<meta name="braintree-vault" content="false" \/>/);
    assert.equal((await shopper.get('/sign-in')).status, 404);
    assert.equal((await shopper.get('/api/payment_methods/token?use_vault=true')).status, 403);
  });

  it('refuses a sign-in post without the CSRF token', async () => {
    await shopper.open();
    assert.equal((await shopper.postForm('/sign-in', { return_to: '/' })).status, 403);
    assert.equal((await shopper.get('/api/payment_methods/token?use_vault=true')).status, 403);
  });

  it("signs in by the form, and only then gives a token for the demo shopper's saved methods", async () => {
    await shopper.signIn(await shopper.open());
    const page = (await shopper.open()).page;
    assert.match(page, /Signed in as <strong id="shopper-name">Demo Shopper<\/strong> \(the demo shopper, test data\)/);
    const token = (await (await shopper.get('/api/payment_methods/token?use_vault=true')).json()) as { token: string };
    assert.match(fingerprintOf(token.token), /customer_id=demo_shopper/);
  });
});

describe('when the shopper signs in or out (the session gets a new id)', () => {
  const server = demoServer('host-app-session-fixation-');

  /** Another client holding the cookies `shopper` has now (an attacker who planted or copied them). */
  const copyOf = (shopper: Shopper): Shopper => {
    const copy = new Shopper(server.url);
    for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
    return copy;
  };
  const vaultToken = (shopper: Shopper) => shopper.get('/api/payment_methods/token?use_vault=true');

  it("does not let a cookie from before the sign-in reach the signed-in shopper's vault or orders", async () => {
    const shopper = new Shopper(server.url);
    const before = await shopper.open();
    const planted = copyOf(shopper);
    await shopper.signIn(before);
    assert.notEqual(shopper.cookies.get('checkout.sid'), planted.cookies.get('checkout.sid'));

    const token = (await (await vaultToken(shopper)).json()) as { token: string };
    assert.match(fingerprintOf(token.token), /customer_id=demo_shopper/);
    assert.equal((await vaultToken(planted)).status, 403);

    // An order made after the sign-in is the signed-in session's alone.
    const after = await shopper.open();
    assert.equal((await shopper.get(`/orders/${after.orderId}`)).status, 200);
    assert.equal((await planted.get(`/orders/${after.orderId}`)).status, 404);
    // The order the shopper had before signing in followed them; the old cookie lost it.
    assert.equal((await shopper.get(`/orders/${before.orderId}`)).status, 200);
    assert.equal((await planted.get(`/orders/${before.orderId}`)).status, 404);
  });

  it('issues a new CSRF token with the new id, and refuses the one from before the sign-in', async () => {
    const shopper = new Shopper(server.url);
    const before = await shopper.open();
    const csrfCookieBefore = shopper.cookies.get('checkout.csrf');
    await shopper.signIn(before);
    assert.ok(shopper.cookies.get('checkout.csrf'));
    assert.notEqual(shopper.cookies.get('checkout.csrf'), csrfCookieBefore);
    // The old token, even with its own CSRF cookie put back, no longer goes with the session.
    shopper.cookies.set('checkout.csrf', csrfCookieBefore!);
    assert.equal((await shopper.postForm('/sign-out', { _csrf: before.csrf, return_to: '/' })).status, 403);
  });

  it('keeps the unpaid order across the sign-in, and it can be paid under the new session', async () => {
    const shopper = new Shopper(server.url);
    const before = await shopper.open();
    await shopper.signIn(before);
    const again = await shopper.open(`?order=${before.orderId}`);
    assert.equal(again.orderId, before.orderId);
    assert.equal((await shopper.pay(again)).status, 303);
    assert.match(await (await shopper.get(`/orders/${before.orderId}`)).text(), /Visa ending in 1111/);
  });

  it('refuses the signed-in cookie once the shopper has signed out', async () => {
    const shopper = new Shopper(server.url);
    await shopper.signIn(await shopper.open());
    const signedIn = await shopper.open();
    const kept = copyOf(shopper);
    assert.equal((await vaultToken(kept)).status, 200);
    const response = await shopper.postForm('/sign-out', { _csrf: signedIn.csrf, return_to: '/' });
    assert.equal(response.status, 303);

    assert.equal((await vaultToken(shopper)).status, 403);
    assert.equal((await vaultToken(kept)).status, 403);
    assert.match((await kept.open()).page, /Paying as a <strong id="shopper-name">guest<\/strong>/);
    assert.equal((await kept.get(`/orders/${signedIn.orderId}`)).status, 404);
  });

  it("leaves the shopper's orders behind when they sign out: the browser's next guest sees none of their receipts", async () => {
    const shopper = new Shopper(server.url);
    await shopper.signIn(await shopper.open());
    const paid = await shopper.open();
    const receipt = (await shopper.pay(paid)).headers.get('location')!;
    assert.equal(receipt, `/orders/${paid.orderId}`);
    const unpaid = await shopper.open('?amount=12.50');
    assert.equal((await shopper.get(receipt)).status, 200);

    const signedOut = await shopper.postForm('/sign-out', { _csrf: unpaid.csrf, return_to: '/' });
    assert.equal(signedOut.status, 303);
    assert.equal((await shopper.get(receipt)).status, 404);
    assert.equal((await shopper.get(`/orders/${unpaid.orderId}`)).status, 404);
    assert.equal((await shopper.get(`/?order=${unpaid.orderId}`)).status, 404);
    // The guest's checkout is an order of its own.
    const guest = await shopper.open('?amount=12.50');
    assert.notEqual(guest.orderId, unpaid.orderId);
    assert.match(guest.page, /Paying as a <strong id="shopper-name">guest<\/strong>/);
  });
});

describe('who pays with real Braintree credentials', () => {
  const servers = serversOnPagesOnly('host-app-real-sign-in-', {
    env: REAL_CREDENTIALS,
    // Braintree is not reachable from here: the token request gives up after a second.
    gatewayTimeoutMs: 1000,
    sdkTimeoutMs: 2000,
  });
  const start = (getCustomerId?: (req: Request) => string | undefined): Promise<RunningServer> =>
    servers.start(getCustomerId ? { getCustomerId } : {});

  it("takes who pays from the merchant's getCustomerId(req), and only from it", async () => {
    const server = await start((req) => (req.get('x-merchant-shopper') === 'alice' ? 'customer-alice' : undefined));
    const anonymous = new Shopper(server.url);
    assert.equal((await anonymous.get('/api/payment_methods/token?use_vault=true')).status, 403);
    const alice = new Shopper(server.url);
    const page = await (await alice.fetch('/', { headers: { 'x-merchant-shopper': 'alice' } })).text();
    assert.match(page, /<meta name="braintree-vault" content="true" \/>/);
    // Alice's token is asked of the gateway for her customer (the sandbox is unreachable here: a 502).
    const token = await alice.fetch('/api/payment_methods/token?use_vault=true', {
      headers: { 'x-merchant-shopper': 'alice' },
    });
    assert.equal(token.status, 502);
  });
});
