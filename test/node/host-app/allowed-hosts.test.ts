import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { allowedHostsFromEnv, boundHostName, hostNameOf } from '../../../host-app/server/allowed-hosts.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';

/**
 * DNS rebinding: a page of another site whose own name was pointed at the server's address is same-origin with it in
 * the shopper's browser, so it could read the client token and post forms as that shopper. Its requests are addressed
 * to its own name: the server answers only loopback, IP addresses, the name it listens on and `ALLOWED_HOSTS`, and
 * refuses any other name (421, plain text) before any session, database or rate limit.
 */
// Production requires the Google Pay merchant id too (the checkout offers Google Pay).
const PRODUCTION = { ...REAL_CREDENTIALS, BRAINTREE_ENVIRONMENT: 'production', GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST' };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request to `server` on loopback, addressed to `host` (a Host header fetch would not send), as a browser's page. */
function addressedTo(
  server: RunningServer,
  host: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: {
          host,
          'sec-fetch-site': 'same-origin',
          ...(init.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...init.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** The page's CSRF token and the cookies it set, as a rebound page would take them to post as the shopper. */
function formOf(page: Answer): { csrf: string; cookie: string } {
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const cookies = (page.headers['set-cookie'] as string[] | undefined) ?? [];
  return { csrf, cookie: cookies.map((line) => line.split(';')[0]).join('; ') };
}

describe('the names the checkout answers to (DNS rebinding)', () => {
  const logged: string[] = [];
  const servers = serversOnPagesOnly('host-app-allowed-hosts-', { log: (line) => logged.push(line) });
  const start = (env: NodeJS.ProcessEnv, host?: string): Promise<RunningServer> =>
    servers.start({ env, ...(host ? { host } : {}) });

  it("refuses a page, the client token and a form's post addressed to another site's name, and says why", async () => {
    const server = await start({});
    const { port } = new URL(server.url);
    const rebound = `rebound.example:${port}`;
    const page = await addressedTo(server, rebound, '/');
    assert.equal(page.status, 421);
    assert.match(String(page.headers['content-type']), /^text\/plain/);
    assert.equal(
      page.text,
      'This server does not answer to the name rebound.example. If this is your checkout, add the name to ALLOWED_HOSTS.\n',
    );
    assert.equal(page.headers['set-cookie'], undefined, 'no session was started');
    const token = await addressedTo(server, rebound, '/api/payment_methods/token?use_vault=true');
    assert.equal(token.status, 421);
    assert.doesNotMatch(token.text, /token/);
    // With the page's own form (as the rebound page would have read it, were it answered): refused all the same.
    const form = formOf(await addressedTo(server, `127.0.0.1:${port}`, '/'));
    const orderId = /name="order_id" value="([^"]+)"/.exec((await addressedTo(server, `127.0.0.1:${port}`, '/')).text);
    for (const [path, body] of [
      ['/checkout', `order_id=${orderId?.[1] ?? ''}&payment_method_nonce=fake-valid-nonce&_csrf=${form.csrf}`],
      ['/sign-in', `_csrf=${form.csrf}&return_to=/`],
    ] as const) {
      const post = await addressedTo(server, rebound, path, { method: 'POST', body, headers: { cookie: form.cookie } });
      assert.equal(post.status, 421, path);
      assert.match(post.text, /does not answer to the name rebound\.example/);
    }
    assert.ok(
      logged.some((line) => /refused a request addressed to rebound\.example: .*ALLOWED_HOSTS/.test(line)),
      'the refusal is logged for the merchant',
    );
  });

  it('refuses names that only start or end like an allowed one, and a Host it cannot read (400)', async () => {
    const server = await start({});
    for (const host of ['localhost.rebound.example', '127.0.0.1.rebound.example', 'rebound.example', 'localhost-x']) {
      assert.equal((await addressedTo(server, host, '/')).status, 421, host);
    }
    for (const host of ['localhost@rebound.example', 'localhost/x', '[::1', 'local host']) {
      const answer = await addressedTo(server, host, '/');
      assert.equal(answer.status, 400, host);
      assert.match(answer.text, /names no host/);
    }
  });

  it("answers localhost, 127.0.0.1, [::1] and this machine's addresses on any port, as npm start is opened", async () => {
    const server = await start({});
    const { port } = new URL(server.url);
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'localhost',
      'LOCALHOST:3000',
      'shop.localhost:3000',
      '127.0.0.2:8080',
      '192.168.1.20:3000',
      '[fe80::1]',
    ]) {
      const page = await addressedTo(server, host, '/');
      assert.equal(page.status, 200, host);
    }
    // And the whole flow: the page's token through its session.
    const form = formOf(await addressedTo(server, `localhost:${port}`, '/'));
    const token = await addressedTo(server, `localhost:${port}`, '/api/payment_methods/token', {
      headers: { cookie: form.cookie },
    });
    assert.equal(token.status, 200);
    assert.ok((JSON.parse(token.text) as { token?: string }).token);
  });

  it('answers the names in ALLOWED_HOSTS (any case, any port, a trailing dot), and no other', async () => {
    const server = await start({ ALLOWED_HOSTS: 'shop.example, www.shop.example' });
    for (const host of ['shop.example', 'SHOP.example:443', 'www.shop.example.', 'localhost:3000']) {
      assert.equal((await addressedTo(server, host, '/')).status, 200, host);
    }
    for (const host of ['evil.shop.example', 'shop.example.evil', 'example']) {
      assert.equal((await addressedTo(server, host, '/')).status, 421, host);
    }
  });

  it('answers the name it listens on', async () => {
    const server = await start({}, 'localhost');
    assert.equal((await addressedTo(server, new URL(server.url).host, '/')).status, 200);
    assert.equal(boundHostName('checkout.internal'), 'checkout.internal');
    assert.equal(boundHostName('::1'), '[::1]');
    assert.equal(boundHostName('0.0.0.0'), undefined);
    assert.equal(boundHostName('::'), undefined);
  });

  it('does not count a refused request against the rate limits', async () => {
    const server = await start({ RATE_LIMIT_CHECKOUTS: '2' });
    for (let i = 0; i < 5; i += 1) assert.equal((await addressedTo(server, 'rebound.example', '/')).status, 421);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await addressedTo(server, 'localhost', '/')).status);
    assert.deepEqual(statuses, [200, 200, 429]);
  });

  it('behind a proxy TRUST_PROXY believes, checks the Host and every name in X-Forwarded-Host', async () => {
    const server = await start({ TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'shop.example' });
    const through = (host: string, forwarded: string) =>
      addressedTo(server, host, '/', { headers: { 'x-forwarded-host': forwarded } });
    assert.equal((await through('127.0.0.1:3000', 'shop.example')).status, 200, 'a proxy that names the shop');
    assert.equal((await through('shop.example', 'shop.example')).status, 200);
    assert.equal((await through('127.0.0.1:3000', 'rebound.example')).status, 421, 'a rebound name, forwarded');
    assert.equal((await through('rebound.example', 'shop.example')).status, 421, 'a client-set header passed on');
    assert.equal((await through('127.0.0.1', 'shop.example, rebound.example')).status, 421, 'a proxy that appends');
  });

  it('ignores X-Forwarded-Host from a sender no TRUST_PROXY names, as Express does', async () => {
    const server = await start({ ALLOWED_HOSTS: 'shop.example' });
    const through = (host: string, forwarded: string) =>
      addressedTo(server, host, '/', { headers: { 'x-forwarded-host': forwarded } });
    assert.equal((await through('rebound.example', 'shop.example')).status, 421, 'the header names no Host for it');
    assert.equal((await through('shop.example', 'rebound.example')).status, 200);
  });

  it('refuses to start in production without ALLOWED_HOSTS, naming it; starts with it, and in the sandbox without', async () => {
    await assert.rejects(start(PRODUCTION), /^Error: ALLOWED_HOSTS must be set with BRAINTREE_ENVIRONMENT=production/);
    const production = await start({ ...PRODUCTION, ALLOWED_HOSTS: 'shop.example' });
    assert.equal((await addressedTo(production, 'shop.example', '/')).status, 200);
    assert.equal((await addressedTo(production, 'rebound.example', '/')).status, 421);
    const sandbox = await start({ ...REAL_CREDENTIALS });
    assert.equal((await addressedTo(sandbox, 'localhost', '/')).status, 200);
    assert.equal((await addressedTo(sandbox, 'shop.example', '/')).status, 421);
  });

  it('reads ALLOWED_HOSTS as host names, and refuses a scheme, a port, a path or a wildcard, naming the variable', () => {
    assert.deepEqual(allowedHostsFromEnv({ ALLOWED_HOSTS: ' Shop.Example ,www.shop.example,,' }, true), [
      'shop.example',
      'www.shop.example',
    ]);
    assert.deepEqual(allowedHostsFromEnv({}, false), []);
    for (const bad of [
      'https://shop.example',
      'shop.example:443',
      'shop.example/checkout',
      '*.shop.example',
      '[::1]:80',
    ]) {
      assert.throws(
        () => allowedHostsFromEnv({ ALLOWED_HOSTS: bad }, false),
        new RegExp(
          `^Error: ALLOWED_HOSTS must be a comma-separated list of the host names .*not "${bad.replace(/[.*[\]/]/g, '\\$&')}"\\.$`,
        ),
        bad,
      );
    }
    assert.throws(() => allowedHostsFromEnv({ ALLOWED_HOSTS: ' , ' }, true), /ALLOWED_HOSTS must be set/);
    assert.equal(hostNameOf('Shop.Example.:8443'), 'shop.example');
    assert.equal(hostNameOf('[::1]:3000'), '[::1]');
    assert.equal(hostNameOf('[zz::1]'), undefined);
    assert.equal(hostNameOf('-shop.example'), undefined);
  });
});
