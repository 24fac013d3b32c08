import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../host-app/server/index.js';
import { inputValue, Shopper } from './support/shopper.js';
import { emulatorControl } from './support/emulated-gateway.js';
import { LOCALES } from '../../../elements/vocabulary/constants.js';

let server: RunningServer;
let outDir: string;
let shopper: Shopper;
const logs: string[] = [];

function get(path: string): Promise<Response> {
  return shopper.get(path);
}

function fingerprintOf(clientToken: string): string {
  const decoded = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as {
    authorizationFingerprint: string;
  };
  return decoded.authorizationFingerprint;
}

/** Opens a checkout for `amount` and submits it with `fields`. */
async function pay(fields: Record<string, string> = {}, amount = '10.00'): Promise<Response> {
  return shopper.pay(await shopper.open(`?amount=${amount}`), fields);
}

/** Follows a paid checkout's redirect to its receipt. */
async function receiptOf(response: Response): Promise<string> {
  assert.equal(response.status, 303);
  const location = response.headers.get('location') ?? '';
  assert.match(location, /^\/orders\/[0-9a-f-]{36}$/);
  const receipt = await get(location);
  assert.equal(receipt.status, 200);
  return receipt.text();
}

describe('product server (emulated gateway)', () => {
  before(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-test-'));
    server = await startServer({
      port: 0,
      emulatorPort: 0,
      outDir,
      dataDir: 'memory://',
      env: {},
      log: (line) => logs.push(line),
    });
  });

  after(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await emulatorControl(server, 'POST', 'reset');
    logs.length = 0;
    shopper = new Shopper(server.url);
  });

  describe('GET / (the checkout page)', () => {
    it('shows the order summary with the default amount, 10.00, and the order id in the form', async () => {
      const response = await get('/');
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      const page = await response.text();
      assert.match(page, /<dd id="order-total">\$10\.00<\/dd>/);
      assert.match(inputValue(page, 'order_id') ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(inputValue(page, 'amount'), undefined, 'the form carries no amount');
    });

    it('asks the browser to connect to the emulated gateway before any script runs, for its requests and its frames', async () => {
      const page = await (await get('/')).text();
      const links = [...page.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)? \/>/g)].map(
        ([, origin, cors]) => `${origin}${cors ?? ''}`,
      );
      const emulator = server.emulatorUrl!.replace('127.0.0.1', 'localhost');
      assert.deepEqual(links, [`${emulator} crossorigin`, emulator]);
    });

    it('sends a strict policy with a fresh nonce per response, and hands that nonce to the payment container in its nonce attribute (no data-csp-nonce)', async () => {
      const [first, second] = [await get('/'), await get('/')];
      const nonceOf = (response: Response): string =>
        /style-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const nonce = nonceOf(first);
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
      assert.notEqual(nonceOf(second), nonce);
      const policy = first.headers.get('content-security-policy')!;
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|\*(;|\s|$)/);
      for (const directive of ['script-src', 'connect-src', 'frame-src'])
        assert.match(policy, new RegExp(`${directive} [^;]*http://localhost:\\d+`), `${directive} allows the emulator`);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.equal(first.headers.get('referrer-policy'), 'same-origin');
      assert.equal(first.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
      // In the container's `nonce` attribute, which the browser hides (from selectors, from the markup) once parsed:
      // never in a `data-*` attribute, which any style sheet injected into the page could read out.
      const page = await first.text();
      const container = /<div\s+data-payment-form[^>]*>/.exec(page)?.[0] ?? '';
      assert.match(container, new RegExp(`\\snonce="${nonce.replace(/[+/=]/g, (c) => `\\${c}`)}"`));
      assert.doesNotMatch(page, /data-csp-nonce/);
    });

    it('takes the amount from ?amount=, normalised to two decimals', async () => {
      const page = await (await get('/?amount=2000')).text();
      assert.match(page, /<dd id="order-total">\$2000\.00<\/dd>/);
    });

    it('has the form posting to /checkout, the payment container and a disabled submit button', async () => {
      const page = await (await get('/')).text();
      assert.match(page, /<form class="checkout-form" method="post" action="\/checkout"/);
      assert.equal(page.match(/data-payment-form/g)?.length, 1);
      assert.match(page, /<button type="submit" disabled aria-describedby="pay-hint">Pay \$10\.00<\/button>/);
    });

    it('has no fields of its own for the payment: the widget, a field of the form, posts them', async () => {
      const page = await (await get('/')).text();
      assert.equal(inputValue(page, 'payment_method_nonce'), undefined);
      assert.equal(inputValue(page, 'use_vaulted_card'), undefined);
      assert.equal(inputValue(page, 'payment_method_device_data'), undefined);
    });

    it('turns saved cards off for a guest and loads the built script (with the CSP nonce) and stylesheet', async () => {
      const response = await get('/');
      const page = await response.text();
      assert.match(page, /<meta name="braintree-vault" content="false" \/>/);
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      assert.ok(nonce, 'the policy names a script nonce');
      const tag = /<script type="module" nonce="([^"]+)" src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
      assert.equal(tag?.[1], nonce, 'the script carries the nonce of the policy');
      const script = tag?.[2];
      const style = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" \/>/.exec(page)?.[1];
      assert.ok(script && style, 'the page names its script (with the nonce) and stylesheet');
      const js = await get(script);
      assert.equal(js.status, 200);
      assert.match(js.headers.get('content-type') ?? '', /javascript/);
      assert.equal((await get(style)).status, 200);
    });

    it("includes the emulator's Apple Pay stand-in with the CSP nonce, and hands the form the order's amount", async () => {
      const response = await get('/?amount=12.50');
      const page = await response.text();
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      const standIn = /<script nonce="([^"]+)" src="([^"]+)"><\/script>/.exec(page);
      assert.equal(standIn?.[1], nonce);
      assert.equal(
        standIn?.[2],
        `${server.emulatorUrl!.replace('127.0.0.1', 'localhost')}/web/emulator/apple-pay/apple-pay-session.js`,
      );
      assert.equal((await fetch(standIn![2]!)).status, 200);
      assert.match(page, /data-amount="12\.50"/);
      assert.match(page, /data-currency="USD"/);
    });

    it('refuses an amount that is not money, without echoing it', async () => {
      const response = await get('/?amount=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      assert.equal(response.status, 400);
      const page = await response.text();
      assert.doesNotMatch(page, /<script>alert/);
      assert.match(page, /The amount must be a positive number/);
    });

    it('answers an unknown asset with 404', async () => {
      assert.equal((await get('/assets/nothing-here.js')).status, 404);
    });
  });

  describe('the demo settings in the address', () => {
    const container = (page: string): string => /<div\s+data-payment-form[^>]*>/.exec(page)?.[0] ?? '';

    it('hands the form the locale, theme, vault manager and cards-only choice the address asks for', async () => {
      const page = await (await get('/?locale=ar_EG&theme=dark&wallets=0&vaultManager=1')).text();
      const div = container(page);
      assert.match(div, /data-locale="ar_EG"/);
      assert.match(div, /data-theme="dark"/);
      assert.match(div, /data-wallets="off"/);
      assert.match(div, /data-vault-manager="true"/);
      // The page follows the theme too.
      assert.match(page, /<html lang="en" data-theme="dark">/);
      assert.match(page, /<meta name="color-scheme" content="dark" \/>/);
      // The panel shows the state it was opened in.
      assert.match(page, /<option value="ar_EG" lang="ar-EG" selected>/);
      assert.match(page, /id="setting-theme-dark" name="theme" value="dark" checked/);
      assert.match(page, /id="setting-wallets-0" name="wallets" value="0" checked/);
      assert.match(page, /id="setting-vaultManager-1" name="vaultManager" value="1" checked/);
    });

    it('defaults to English, the system theme, every way to pay and no vault manager', async () => {
      const page = await (await get('/')).text();
      const div = container(page);
      assert.doesNotMatch(div, /data-locale=|data-wallets=|data-vault-manager=/);
      assert.match(div, /data-theme="auto"/);
      assert.match(page, /<meta name="color-scheme" content="light dark" \/>/);
      assert.match(page, /id="setting-theme-auto" name="theme" value="auto" checked/);
    });

    it('offers all 34 locales, the same as the widget', async () => {
      const page = await (await get('/')).text();
      const offered = [...page.matchAll(/<option value="([a-z]{2}_[A-Z]{2})"/g)].map((m) => m[1]);
      assert.deepEqual(offered, [...LOCALES]);
    });

    it('ignores settings it does not know, and never echoes them', async () => {
      const response = await get('/?locale=%22%3E%3Cscript%3E&theme=neon&wallets=maybe');
      assert.equal(response.status, 200);
      const page = await response.text();
      assert.doesNotMatch(page, /<script>|neon/);
      assert.match(container(page), /data-theme="auto"/);
      assert.doesNotMatch(container(page), /data-locale=|data-wallets=/);
    });

    it('keeps the settings in the address across sign-in and sign-out, and goes nowhere else', async () => {
      const opened = await shopper.open('?locale=de_DE&theme=dark&amount=12.50');
      const signIn = await shopper.postForm('/sign-in', {
        _csrf: opened.csrf,
        return_to: '/?amount=12.50&locale=de_DE&theme=dark',
      });
      assert.equal(signIn.headers.get('location'), '/?amount=12.50&locale=de_DE&theme=dark');
      // The sign-in gave the session a new id and CSRF token: the page it returns to carries the token.
      const signedIn = await shopper.open('?locale=de_DE&theme=dark&amount=12.50');
      const signOut = await shopper.postForm('/sign-out', {
        _csrf: signedIn.csrf,
        return_to: '//evil.example/?locale=de_DE',
      });
      assert.equal(signOut.headers.get('location'), '/');
    });

    it('turns 3D Secure on for the form with threeDSecure=1, and off by default', async () => {
      const on = await (await get('/?threeDSecure=1')).text();
      assert.match(container(on), /data-three-d-secure="true"/);
      assert.match(on, /id="setting-threeDSecure-1" name="threeDSecure" value="1" checked/);
      assert.match(on, /4000 0000 0000 1000/, 'the panel names the test cards');
      const off = await (await get('/')).text();
      assert.doesNotMatch(container(off), /data-three-d-secure=/);
      assert.match(off, /id="setting-threeDSecure-0" name="threeDSecure" value="0" checked/);
    });
  });

  describe('GET /api/payment_methods/token', () => {
    it('gives a guest client token without use_vault', async () => {
      const response = await get('/api/payment_methods/token');
      assert.equal(response.status, 200);
      const { token } = (await response.json()) as { token: string };
      assert.equal(typeof token, 'string');
      assert.doesNotMatch(fingerprintOf(token), /customer_id=/);
    });

    it('refuses a vault token to a caller that has not signed in', async () => {
      const anonymous = await fetch(new URL('/api/payment_methods/token?use_vault=true', server.url));
      assert.equal(anonymous.status, 403);
      assert.equal(((await anonymous.json()) as { token?: string }).token, undefined);
      await shopper.open();
      const guest = await get('/api/payment_methods/token?use_vault=true');
      assert.equal(guest.status, 403);
      const state = (await emulatorControl(server, 'GET', 'state')) as { customers: Array<{ id: string }> };
      assert.deepEqual(state.customers, [], 'no customer was even looked up');
    });

    it('gives a signed-in shopper a token for their own customer, creating it once', async () => {
      await shopper.signIn(await shopper.open());
      const first = (await (await get('/api/payment_methods/token?use_vault=true')).json()) as { token: string };
      assert.match(fingerprintOf(first.token), /customer_id=demo_shopper/);
      // A card the shopper saves is refused when it is already saved: never a duplicate.
      assert.match(fingerprintOf(first.token), /fail_on_duplicate_payment_method=true/);
      const second = (await (await get('/api/payment_methods/token?use_vault=true')).json()) as { token: string };
      assert.match(fingerprintOf(second.token), /customer_id=demo_shopper/);
      const state = (await emulatorControl(server, 'GET', 'state')) as { customers: Array<{ id: string }> };
      assert.deepEqual(
        state.customers.map((c) => c.id),
        ['demo_shopper'],
      );
      const page = await (await get('/')).text();
      assert.match(page, /<meta name="braintree-vault" content="true" \/>/);
      assert.match(page, /Signed in as <strong id="shopper-name">Demo Shopper<\/strong>/);
    });

    it('finds the demo customer again after the gateway forgot it', async () => {
      await shopper.signIn(await shopper.open());
      await get('/api/payment_methods/token?use_vault=true');
      await emulatorControl(server, 'POST', 'reset');
      const response = await get('/api/payment_methods/token?use_vault=true');
      assert.equal(response.status, 200);
      assert.match(fingerprintOf(((await response.json()) as { token: string }).token), /customer_id=demo_shopper/);
    });

    it('answers 502 with a JSON error when the gateway fails', async () => {
      await emulatorControl(server, 'POST', 'faults', { route: 'client-token', status: 500 });
      const response = await get('/api/payment_methods/token');
      assert.equal(response.status, 502);
      const body = (await response.json()) as { error?: { message?: string }; token?: string };
      assert.equal(body.token, undefined);
      assert.equal(typeof body.error?.message, 'string');
      assert.ok(logs.some((line) => line.startsWith('[token]')));
    });
  });

  describe('POST /checkout', () => {
    it('charges the order with the device data, passes the order id, and shows the receipt', async () => {
      const opened = await shopper.open('?amount=10.00');
      const page = await receiptOf(
        await shopper.pay(opened, { payment_method_device_data: '{"correlation_id":"abc"}' }),
      );
      const id = /<dd id="transaction-id">([^<]+)<\/dd>/.exec(page)?.[1];
      assert.ok(id, 'the receipt shows the transaction id');
      // The receipt says the status in words, not the gateway's `submitted_for_settlement`.
      assert.match(page, /<dd id="transaction-status">Paid<\/dd>/);
      assert.doesNotMatch(page, /submitted_for_settlement/);
      // What paid, once and in words: no brand, last-four or saved-card rows beside it.
      assert.match(page, /<dd id="payment-method">Visa ending in 1111<\/dd>/);
      assert.doesNotMatch(page, /card-brand|card-last-four|saved-card/);
      const state = (await emulatorControl(server, 'GET', 'state')) as { transactions: Array<Record<string, unknown>> };
      const sale = state.transactions.find((t) => t.id === id);
      assert.ok(sale, 'the gateway holds the transaction');
      assert.equal(sale.amount, '10.00');
      assert.equal(sale.status, 'submitted_for_settlement');
      assert.equal(sale.deviceData, '{"correlation_id":"abc"}');
      assert.equal(sale.orderId, opened.orderId);
    });

    it('says a saved card paid when use_vaulted_card is 1', async () => {
      const page = await receiptOf(await pay({ use_vaulted_card: '1' }));
      assert.match(page, /<dd id="payment-method">Visa ending in 1111 \(saved\)<\/dd>/);
    });

    it('names a wallet and its card once, in words, with no card rows', async () => {
      const page = await receiptOf(await pay({ payment_method_nonce: 'fake-apple-pay-visa-nonce' }));
      assert.match(page, /<dd id="payment-method">Apple Pay, Visa ending in \d{4}<\/dd>/);
      assert.doesNotMatch(page, /Card brand|Last four|Saved card/);
    });

    it('says in plain words that the bank declined, keeps the codes for the log, and lets the shopper try the same order again', async () => {
      const opened = await shopper.open('?amount=2000.00');
      const response = await shopper.pay(opened);
      assert.equal(response.status, 402);
      const page = await response.text();
      assert.match(page, /<h2 id="decline-heading">Your card was declined<\/h2>/);
      assert.match(page, /data-outcome="declined"/);
      assert.doesNotMatch(page, /2000|Do Not Honor|processor_declined/, 'no processor codes for the shopper');
      assert.ok(
        logs.some((line) => line.includes(opened.orderId) && /processor_declined: 2000 Do Not Honor/.test(line)),
        `the merchant's log keeps the codes: ${logs.join(' | ')}`,
      );
      assert.match(
        page,
        new RegExp(`<a class="button" id="try-again" href="/\\?order=${opened.orderId}">Pay another way</a>`),
      );
      assert.match(page, /role="alert"/);
    });

    it('leads back from a decline to the same order in the language, theme and ways to pay the shopper paid under', async () => {
      const opened = await shopper.open('?amount=2000.00&locale=de_DE&theme=dark&wallets=0');
      const settings = inputValue(opened.page, 'demo_settings')?.replace(/&amp;/g, '&');
      assert.equal(settings, 'locale=de_DE&theme=dark&wallets=0', 'the form carries the settings, not the account');
      const page = await (await shopper.pay(opened, { demo_settings: settings! })).text();
      const back = /id="try-again" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
      assert.equal(back, `/?order=${opened.orderId}&locale=de_DE&theme=dark&wallets=0`);
      const again = await shopper.get(back!);
      assert.equal(again.status, 200);
      const html = await again.text();
      assert.match(html, /data-theme="dark"/);
      assert.equal(inputValue(html, 'order_id'), opened.orderId, 'the same order');
      assert.equal(inputValue(html, 'demo_settings')?.replace(/&amp;/g, '&'), 'locale=de_DE&theme=dark&wallets=0');
    });

    it('asks for another card when the processor refuses the card itself (a security code that does not match)', async () => {
      const page = await (await pay({}, '2010.00')).text();
      assert.match(page, /data-outcome="try-another-card"/);
      assert.match(page, /<h2 id="decline-heading">Please try another card<\/h2>/);
      assert.match(page, />Try another card<\/a>/);
      assert.doesNotMatch(page, /2010/);
    });

    it('says the processor is not answering for a failed sale, and that nothing was charged', async () => {
      const page = await (await pay({}, '3000.00')).text();
      assert.match(page, /data-outcome="processor-unavailable"/);
      assert.match(page, /<h2 id="decline-heading">The card processor is not answering<\/h2>/);
      assert.match(page, /you have not been charged/);
      assert.doesNotMatch(page, /3000|>failed</);
      assert.ok(
        logs.some((line) => / failed: 3000 /.test(line)),
        `logged: ${logs.join(' | ')}`,
      );
    });

    it('refuses a post without a nonce', async () => {
      const response = await pay({ payment_method_nonce: '' });
      assert.equal(response.status, 400);
      assert.match(await response.text(), /No payment details were received/);
    });

    it("shows the gateway's message when it refuses the nonce", async () => {
      const response = await pay({ payment_method_nonce: 'tokencc_unknown_nonce' });
      assert.equal(response.status, 422);
      assert.match(await response.text(), /<p id="payment-error">[^<]+<\/p>/);
    });

    it('says "you have not been charged" when the gateway answers 500 and holds no sale for the order', async () => {
      await emulatorControl(server, 'POST', 'faults', { route: 'transaction', status: 500 });
      const response = await pay({});
      assert.equal(response.status, 503);
      assert.match(await response.text(), /you have not been charged/);
    });

    it('redirects a GET back to the checkout page', async () => {
      const response = await get('/checkout?amount=12.5');
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), '/?amount=12.50');
    });
  });

  describe('POST /api/errors', () => {
    async function report(body: unknown, csrf: string): Promise<Response> {
      return shopper.fetch('/api/errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
    }

    it('logs a report under its category', async () => {
      const { csrf } = await shopper.open();
      const response = await report(
        {
          category: 'Payment charging error',
          name: 'PaymentDropinError',
          message: 'No payment method is available.',
          code: 'X',
          reason: 'Network error',
          page: '/',
        },
        csrf,
      );
      assert.equal(response.status, 204);
      const line = logs.find((l) => l.startsWith('[client error] Payment charging error:'));
      assert.ok(line, 'the report is logged');
      assert.match(line, /"message":"No payment method is available."/);
      // The widget's message is Drop-in's general one: the specific reason is logged beside it.
      assert.match(line, /"reason":"Network error"/);
    });

    it("does not count another site's forged reports against the shopper's own", async () => {
      const { csrf } = await shopper.open();
      // More than the limit (20 a minute per address): no JSON type, or no CSRF token, as another site's page can send.
      for (let i = 0; i < 12; i += 1) {
        const plain = await shopper.fetch('/api/errors', { method: 'POST', body: 'x' });
        assert.equal(plain.status, 415);
        const tokenless = await report({ category: 'Payment charging error', message: 'forged' }, '');
        assert.equal(tokenless.status, 403);
      }
      const own = await report({ category: 'Payment charging error', message: 'the page' }, csrf);
      assert.equal(own.status, 204);
    });

    it('refuses a report without a known category', async () => {
      const { csrf } = await shopper.open();
      const response = await report({ category: 'anything', message: 'x' }, csrf);
      assert.equal(response.status, 400);
      assert.equal(logs.length, 0);
    });
  });

  describe('secrets', () => {
    it('never serves the private key', async () => {
      const privateKey = server.emulator!.merchant.privateKey;
      const served: string[] = [
        await (await get('/')).text(),
        await (await get('/?amount=2000.00')).text(),
        await receiptOf(await pay({})),
        await (await pay({}, '2000.00')).text(),
        await (await get('/api/payment_methods/token')).text(),
        await (await get('/api/payment_methods/token?use_vault=true')).text(),
      ];
      const assets = readdirSync(join(outDir, 'assets'));
      assert.ok(assets.length > 0);
      for (const file of assets) served.push(await (await get(`/assets/${file}`)).text());
      for (const body of served) assert.ok(!body.includes(privateKey), 'a served file contains the private key');
    });
  });
});

describe('product server (Braintree credentials)', () => {
  const credentials = {
    BRAINTREE_MERCHANT_ID: 'merchant-id-sentinel',
    BRAINTREE_PUBLIC_KEY: 'public-key-sentinel',
    BRAINTREE_PRIVATE_KEY: 'private-key-sentinel-3f9a',
    BRAINTREE_ENVIRONMENT: 'sandbox',
    BRAINTREE_CURRENCY: 'USD',
  };
  let real: RunningServer;
  let realOut: string;

  before(async () => {
    realOut = mkdtempSync(join(tmpdir(), 'host-app-real-'));
    real = await startServer({
      port: 0,
      outDir: realOut,
      dataDir: 'memory://',
      env: credentials,
      log: () => undefined,
    });
  });

  after(async () => {
    await real?.close();
    rmSync(realOut, { recursive: true, force: true });
  });

  it('has no demo sign-in, and no address reaches the vault: every guest stays a guest (getCustomerId defaults to guest-only)', async () => {
    const visitor = new Shopper(real.url);
    const opened = await visitor.open('?guest=0');
    assert.doesNotMatch(opened.page, /action="\/sign-in"|demo shopper/i);
    assert.match(opened.page, /<meta name="braintree-vault" content="false" \/>/);
    const tries = [
      (await visitor.get('/?guest=0&amount=1234.56')).status,
      (await visitor.get('/sign-in')).status,
      (await visitor.get('/sign-in?return_to=/')).status,
      (await visitor.postForm('/sign-in', { _csrf: opened.csrf, return_to: '/' })).status,
    ];
    assert.deepEqual(tries, [200, 404, 404, 404]);
    // Refused before the gateway is asked (it is not even reachable from here).
    const vault = await visitor.get('/api/payment_methods/token?use_vault=true');
    assert.equal(vault.status, 403);
    assert.equal(((await vault.json()) as { token?: string }).token, undefined);
  });

  it('starts no emulator and serves a bundle without the emulator bridge or the private key', async () => {
    assert.equal(real.mode, 'braintree');
    assert.equal(real.emulatorUrl, undefined);
    const page = await (await fetch(real.url)).text();
    assert.doesNotMatch(page, /Emulated gateway/);
    // The wallets use the merchant's own configuration: no stand-in is loaded.
    assert.doesNotMatch(page, /apple-pay-session|\/web\/emulator\//);
    const bodies = [page];
    for (const file of readdirSync(join(realOut, 'assets'))) {
      bodies.push(await (await fetch(new URL(`/assets/${file}`, real.url))).text());
      assert.doesNotMatch(readFileSync(join(realOut, 'assets', file), 'utf8'), /http:\/\/localhost:\d+/);
    }
    for (const body of bodies) assert.ok(!body.includes(credentials.BRAINTREE_PRIVATE_KEY));
  });

  it("asks the browser to connect to Braintree's API host (for requests) and assets host (for the card frames) early", async () => {
    const page = await (await fetch(real.url)).text();
    const links = [...page.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)? \/>/g)].map(
      ([, origin, cors]) => `${origin}${cors ?? ''}`,
    );
    assert.deepEqual(links, [
      'https://api.sandbox.braintreegateway.com crossorigin',
      'https://assets.braintreegateway.com',
    ]);
  });
});
