import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { armFault, emulatedSales } from './support/emulated-gateway.js';
import { Shopper } from './support/shopper.js';

/**
 * Another site's requests do not spend a shopper's rate limits. Any page a shopper visits can make their browser
 * send requests to the checkout: a `no-cors` fetch or a form post to `/checkout`, an image of the token route or of
 * the checkout page. They come from the shopper's address (and, behind a NAT or an office proxy, from everyone's
 * there), so a limit that counted them would refuse the shopper's own payments, tokens and checkout; each forged
 * token would also be a call to the merchant's gateway. They are refused before any limit counts them. The limits are
 * set small through the environment, as a merchant would set them.
 */

/** What a browser adds to a request another site's page made: where it comes from, and what it is for. */
const crossSite = (dest: string, mode = 'no-cors'): Record<string, string> => ({
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': mode,
  'sec-fetch-dest': dest,
});

describe("another site's requests and the rate limits", () => {
  const servers = serversOnPagesOnly('host-app-forged-');
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  it("counts no forged payment post: past the limit's worth of them, the shopper's payment goes through", async () => {
    const server = await start({ RATE_LIMIT_PAYMENTS: '3', RATE_LIMIT_SESSION_PAYMENTS: '2' });
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    // Another site's `fetch('/checkout', { method: 'POST', mode: 'no-cors', body: 'x' })`: no cookie, no token.
    const forged: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(new URL('/checkout', server.url), {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...crossSite('empty') },
        body: 'x',
        redirect: 'manual',
      });
      forged.push(response.status);
    }
    // Another site's `<form method="post" action="/checkout">`, submitted by its script: a form, without the token.
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(new URL('/checkout', server.url), {
        method: 'POST',
        headers: crossSite('iframe', 'navigate'),
        body: new URLSearchParams({ order_id: opened.orderId, payment_method_nonce: 'fake-valid-visa-nonce' }),
        redirect: 'manual',
      });
      forged.push(response.status);
    }
    // A sibling subdomain's form, which the browser sends with the shopper's (SameSite=Lax) cookies: no token either.
    for (let i = 0; i < 3; i += 1) {
      const response = await shopper.fetch('/checkout', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
        body: new URLSearchParams({ order_id: opened.orderId, _csrf: 'guessed', payment_method_nonce: 'x' }),
      });
      forged.push(response.status);
    }
    assert.deepEqual(forged, [415, 415, 415, 403, 403, 403, 403, 403, 403]);
    assert.equal((await emulatedSales(server)).length, 0);
    // The shopper's own payment, with the session cookie, the CSRF token and the order, is the first one counted.
    const paid = await shopper.pay(opened);
    assert.equal(paid.status, 303, `the payment was refused: ${paid.status}`);
    assert.equal((await emulatedSales(server)).length, 1);
    // And payments that pass those checks still count: the session's second goes through, its third is refused.
    assert.equal((await shopper.pay(await shopper.open())).status, 303);
    assert.equal((await shopper.pay(await shopper.open())).status, 429);
  });

  it("refuses another site's token requests before counting them and before asking the gateway; the page's own get tokens", async () => {
    const server = await start({ RATE_LIMIT_TOKENS: '2' });
    // If a forged request reached the gateway, it would take this failure; the page's first request gets it instead.
    await armFault(server, { route: 'client-token', status: 500 });
    const path = '/api/payment_methods/token';
    const refused: Array<{ status: number; body: unknown }> = [];
    const forged = async (init: RequestInit, through?: Shopper): Promise<void> => {
      const response = through ? await through.fetch(path, init) : await fetch(new URL(path, server.url), init);
      refused.push({ status: response.status, body: await response.json() });
    };
    // `new Image().src = '…/api/payment_methods/token'`, and a `no-cors` fetch of it, from another site.
    for (let i = 0; i < 3; i += 1) await forged({ headers: crossSite('image') });
    await forged({ headers: crossSite('empty') });
    // A sibling subdomain, even with the shopper's cookies; and the address typed in the bar.
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    await forged({ headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' } }, shopper);
    await forged({ headers: { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' } }, shopper);
    // A browser too old to say where a request comes from: without the page's CSRF token, or with a wrong one.
    await forged({ headers: { 'sec-fetch-site': '' } }, shopper);
    await forged({ headers: { 'sec-fetch-site': '', 'x-csrf-token': 'guessed' } }, shopper);
    await forged({});
    const message = { error: { message: 'A client token is given to the checkout page only.' } };
    assert.deepEqual(refused, Array(refused.length).fill({ status: 403, body: message }));

    // The page's own requests: the gateway's failure was still armed (no forged request reached it), and the limit
    // of 2 is whole. An old browser's request with the page's CSRF token is the page's too.
    const own = [
      await shopper.get(path),
      await shopper.fetch(path, { headers: { 'sec-fetch-site': '', 'x-csrf-token': opened.csrf } }),
      await shopper.get(path),
    ];
    assert.deepEqual(
      own.map((response) => response.status),
      [502, 200, 429],
    );
    assert.equal(typeof ((await own[1]!.json()) as { token?: unknown }).token, 'string');
  });

  it("refuses the checkout as another site's image or frame before counting it or storing an order; a link from another site opens it", async () => {
    const server = await start({ RATE_LIMIT_CHECKOUTS: '2' });
    const before = await server.orders.countByStatus();
    const statuses: number[] = [];
    // `<img src="https://shop/">`, `<iframe src="https://shop/">` (frame-ancestors stops the showing, not the
    // request), a `no-cors` fetch, each from another site, and the demo's `/?form=plain` as an image.
    for (const dest of ['image', 'image', 'image', 'iframe', 'empty']) {
      const response = await fetch(new URL('/', server.url), { headers: crossSite(dest), redirect: 'manual' });
      statuses.push(response.status);
    }
    statuses.push((await fetch(new URL('/?form=plain', server.url), { headers: crossSite('image') })).status);
    // A sibling subdomain's frame, with the shopper's cookies.
    const shopper = new Shopper(server.url);
    statuses.push(
      (await shopper.fetch('/', { headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'iframe' } })).status,
    );
    assert.deepEqual(statuses, [403, 403, 403, 403, 403, 403, 403]);
    assert.deepEqual(await server.orders.countByStatus(), before, 'no order was stored for them');

    // A link on another site (a top-level navigation) opens the checkout, and counts; so does the page reloaded.
    const fromLink = await shopper.fetch('/', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    assert.equal(fromLink.status, 200);
    assert.equal((await shopper.get('/')).status, 200);
    assert.equal((await shopper.get('/')).status, 429);
  });
});
