import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { secureCookiesFromEnv, sessionSecretFromEnv } from '../../../host-app/server/security.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * A production checkout's cookies are Secure without being told: the session and CSRF cookies carry `Secure` and
 * the `__Host-` prefix, and every response HSTS, unless `COOKIE_SECURE=false` says otherwise (taken, with a warning).
 * The server is started in production mode with made-up keys: Braintree is never asked, only pages are.
 */
const KEYS = {
  BRAINTREE_MERCHANT_ID: 'merchant-id-sentinel',
  BRAINTREE_PUBLIC_KEY: 'public-key-sentinel',
  BRAINTREE_PRIVATE_KEY: 'private-key-sentinel',
  BRAINTREE_CURRENCY: 'USD',
};
// A production checkout names the host names it answers to (ALLOWED_HOSTS; loopback is answered anyway), and its Google
// Pay merchant id.
const PRODUCTION = {
  ...KEYS,
  BRAINTREE_ENVIRONMENT: 'production',
  ALLOWED_HOSTS: 'shop.example',
  GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST',
};
const SANDBOX = { ...KEYS, BRAINTREE_ENVIRONMENT: 'sandbox' };

/** Each cookie the response sets: its name, and its attributes in lower case. */
function cookiesOf(response: Response): Map<string, string[]> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      return [pair!.slice(0, pair!.indexOf('=')), attributes.map((attribute) => attribute.toLowerCase())];
    }),
  );
}

describe('cookies and HSTS by environment', () => {
  const errors: string[] = [];
  const servers = serversOnPagesOnly('host-app-secure-cookies-', { logError: (line) => errors.push(line) });
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  it('makes the cookies Secure with the __Host- prefix, and sends HSTS, in production by default', async () => {
    const server = await start(PRODUCTION);
    const shopper = new Shopper(server.url);
    const response = await shopper.get('/');
    assert.equal(response.status, 200);
    const cookies = cookiesOf(response);
    assert.deepEqual([...cookies.keys()].sort(), ['__Host-checkout.csrf', '__Host-checkout.sid']);
    for (const [name, attributes] of cookies) {
      for (const attribute of ['secure', 'httponly', 'path=/', 'samesite=lax'])
        assert.ok(attributes.includes(attribute), `${name} has ${attribute}: ${attributes.join('; ')}`);
      assert.ok(!attributes.some((attribute) => attribute.startsWith('domain=')), `${name} names no domain`);
    }
    assert.match(response.headers.get('strict-transport-security') ?? '', /^max-age=\d{7,}/);
    // The server reads its cookies back under those names: the same session, the same order.
    const first = await shopper.open();
    assert.equal((await shopper.open()).orderId, first.orderId);
    const report = await shopper.fetch('/api/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': first.csrf },
      body: JSON.stringify({ category: 'Payment charging error', message: 'x' }),
    });
    assert.equal(report.status, 204, 'the CSRF token goes with the __Host- session');
    assert.deepEqual(errors, []);
  });

  it('keeps plain cookies and no HSTS in the sandbox, as on the demo', async () => {
    const server = await start(SANDBOX);
    const response = await new Shopper(server.url).get('/');
    const cookies = cookiesOf(response);
    assert.deepEqual([...cookies.keys()].sort(), ['checkout.csrf', 'checkout.sid']);
    for (const attributes of cookies.values()) assert.ok(!attributes.includes('secure'));
    assert.equal(response.headers.get('strict-transport-security'), null);
  });

  it('takes COOKIE_SECURE=false in production, and warns that the cookies then travel in clear', async () => {
    errors.length = 0;
    const server = await start({ ...PRODUCTION, COOKIE_SECURE: 'false' });
    const response = await new Shopper(server.url).get('/');
    assert.deepEqual([...cookiesOf(response).keys()].sort(), ['checkout.csrf', 'checkout.sid']);
    assert.equal(response.headers.get('strict-transport-security'), null);
    assert.equal(errors.length, 1);
    assert.match(errors[0]!, /COOKIE_SECURE=false with BRAINTREE_ENVIRONMENT=production: .* in clear/);
  });

  it('reads COOKIE_SECURE as true or false, and refuses anything else, naming the variable', () => {
    const warn = (): void => undefined;
    assert.equal(secureCookiesFromEnv({ COOKIE_SECURE: 'true' }, false, warn), true);
    assert.equal(secureCookiesFromEnv({}, true, warn), true);
    assert.equal(secureCookiesFromEnv({}, false, warn), false);
    assert.throws(
      () => secureCookiesFromEnv({ COOKIE_SECURE: '1' }, true, warn),
      /^Error: COOKIE_SECURE must be "true" or "false", not "1"\.$/,
    );
  });

  it('refuses to start with real credentials and a SESSION_SECRET shorter than 32 characters, naming the variable', async () => {
    await assert.rejects(
      start({ ...SANDBOX, SESSION_SECRET: 'changeme' }),
      /SESSION_SECRET must be at least 32 characters with real credentials .* it has 8\. Make one with `openssl rand -base64 32`/,
    );
    const server = await start({ ...PRODUCTION, SESSION_SECRET: 'x'.repeat(32) });
    assert.equal((await fetch(server.url)).status, 200);
  });

  it('takes any SESSION_SECRET on the emulated gateway, and none anywhere (the server makes one)', () => {
    assert.equal(sessionSecretFromEnv({ SESSION_SECRET: 'dev' }, false), 'dev');
    assert.equal(sessionSecretFromEnv({}, true), undefined);
    assert.equal(sessionSecretFromEnv({ SESSION_SECRET: 'y'.repeat(43) }, true), 'y'.repeat(43));
    assert.throws(() => sessionSecretFromEnv({ SESSION_SECRET: 'y'.repeat(31) }, true), /SESSION_SECRET/);
  });
});
