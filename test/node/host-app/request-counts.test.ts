import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { RequestCounts, SWEEP_EVERY_MS } from '../../../host-app/server/db/request-counts.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { pageContext } from '../../../host-app/server/routes/respond.js';
import {
  PAYMENTS_LIMITED,
  PAYMENTS_UNAVAILABLE,
  TOKENS_LIMITED,
  TOKENS_UNAVAILABLE,
  requestLimits,
} from '../../../host-app/server/routes/request-limits.js';
import { security, type CheckoutLimits } from '../../../host-app/server/security.js';
import { aheadClock } from './support/ahead-clock.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { Shopper, ShopperFrom } from './support/shopper.js';

/**
 * The rate limits against card testing count in the database, not in each instance's memory: two instances behind a
 * load balancer share one limit, a restart forgets no count, and requests at once cannot both take the last one.
 * Here an "instance" is the checkout's own middleware (the session cookie and the limits, as `createApp` puts them
 * on the routes) over its own `RequestCounts`, with a stand-in behind each route; one restart is a whole server's.
 */
const clock = aheadClock();
const WINDOW_MS = 15 * 60_000;
const OFF: CheckoutLimits = {
  windowMs: WINDOW_MS,
  checkoutsPerAddress: 0,
  paymentsPerAddress: 0,
  paymentsPerSession: 0,
  tokensPerAddress: 0,
  attemptsPerOrder: 3,
};
const ASSETS = { script: '/assets/main.js', styles: [], preloads: [] };

const messageOf = (page: string): string => /<p id="payment-error">([^<]*)<\/p>/.exec(page)?.[1] ?? '';

interface Instance {
  url: string;
  close(): Promise<void>;
}

const instances: Instance[] = [];

/** One server instance's limits on `db`: its routes answer 200 (a page, a token) or 303 (a payment) when let through. */
async function instance(
  db: Database,
  limits: Partial<CheckoutLimits>,
  log: (message: string) => void = () => undefined,
): Promise<Instance> {
  const app = express();
  app.set('trust proxy', 1);
  const { pages: perRequest } = security({
    secret: 'request-counts-test-secret-of-32-characters',
    secureCookies: false,
    thirdPartyOrigins: { script: [], connect: [], frame: [], img: [] },
  });
  app.use(perRequest);
  const pages = pageContext(() => ASSETS);
  const limited = requestLimits({ ...OFF, ...limits }, pages, new RequestCounts(db, clock.now, log));
  app.get('/', limited.checkouts, (req, res) => {
    req.session.save();
    res.send('checkout');
  });
  app.post('/checkout', ...limited.payments, (_req, res) => res.redirect(303, '/orders/paid'));
  app.get('/api/payment_methods/token', limited.tokens, (_req, res) => res.json({ clientToken: 'token' }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const made = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  instances.push(made);
  return made;
}

/** A database of its own, migrated, in memory. */
async function freshDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  return db;
}

const pay = (shopper: Shopper): Promise<Response> => shopper.postForm('/checkout', { order_id: 'o' });

describe('rate limits counted in the database', () => {
  // One database for these tests (each opening takes seconds): each test has its own client addresses.
  let db: Database;

  before(async () => {
    db = await freshDatabase();
  });

  after(async () => {
    clock.ahead = 0;
    for (const made of instances) await made.close();
    await db.close();
  });

  it('two instances on one database share the limit per client address, and the 429 is as before', async () => {
    const [a, b] = [await instance(db, { paymentsPerAddress: 3 }), await instance(db, { paymentsPerAddress: 3 })];
    const statuses: number[] = [];
    let refused: Response | undefined;
    // A script that starts a new session for each card, alternating between the balancer's two instances.
    for (let i = 0; i < 4; i += 1) {
      const script = new ShopperFrom(i % 2 ? b.url : a.url, '203.0.113.7');
      refused = await pay(script);
      statuses.push(refused.status);
    }
    assert.deepEqual(statuses, [303, 303, 303, 429]);
    assert.ok(Number(refused!.headers.get('retry-after')) > 0, 'it says when to come back');
    const page = await refused!.text();
    assert.match(page, /<title>Payment not completed<\/title>/);
    assert.equal(messageOf(page), PAYMENTS_LIMITED);
    // The other instance refuses the address too; another address pays through either.
    assert.equal((await pay(new ShopperFrom(b.url, '203.0.113.7'))).status, 429);
    assert.equal((await pay(new ShopperFrom(a.url, '198.51.100.20'))).status, 303);
  });

  it('two instances share the limit per session, and count each limit apart (tokens are not payments)', async () => {
    const limits = { paymentsPerSession: 2, tokensPerAddress: 2 };
    const [a, b] = [await instance(db, limits), await instance(db, limits)];
    const shopper = new Shopper(a.url);
    assert.equal((await shopper.get('/')).status, 200);
    const onB = new Shopper(b.url);
    for (const [name, value] of shopper.cookies) onB.cookies.set(name, value);
    assert.deepEqual(
      [(await pay(shopper)).status, (await pay(onB)).status, (await pay(shopper)).status],
      [303, 303, 429],
    );
    assert.equal((await pay(new Shopper(b.url))).status, 303, 'another session of the same address pays');
    const tokens = [];
    for (const made of [a, b, a]) tokens.push(await new Shopper(made.url).get('/api/payment_methods/token'));
    assert.deepEqual(
      tokens.map((response) => response.status),
      [200, 200, 429],
    );
    assert.deepEqual(await tokens[2]!.json(), { error: { message: TOKENS_LIMITED } });
  });

  it('lets exactly the limit through of requests sent at once to two instances', async () => {
    const [a, b] = [await instance(db, { paymentsPerAddress: 5 }), await instance(db, { paymentsPerAddress: 5 })];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pay(new ShopperFrom(i % 2 ? b.url : a.url, '203.0.113.9'))),
    );
    const statuses = answers.map((response) => response.status);
    assert.equal(statuses.filter((status) => status === 303).length, 5, `answers: ${statuses.join(', ')}`);
    assert.equal(statuses.filter((status) => status === 429).length, 7);
  });

  it('gives each of requests counted at once its own count, through two instances', async () => {
    const [a, b] = [
      new RequestCounts(db, clock.now, () => undefined),
      new RequestCounts(db, clock.now, () => undefined),
    ];
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment('payments', '203.0.113.13', WINDOW_MS)),
    );
    assert.deepEqual(
      counted.map((info) => info.totalHits).sort((x, y) => x - y),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts the window again once it has ended', async () => {
    const made = await instance(db, { paymentsPerAddress: 2 });
    const statuses = async () => {
      const out: number[] = [];
      for (let i = 0; i < 3; i += 1) out.push((await pay(new ShopperFrom(made.url, '203.0.113.11'))).status);
      return out;
    };
    assert.deepEqual(await statuses(), [303, 303, 429]);
    clock.ahead += WINDOW_MS - 1000;
    assert.equal((await pay(new ShopperFrom(made.url, '203.0.113.11'))).status, 429, 'not before the window ends');
    clock.ahead += 1001;
    assert.deepEqual(await statuses(), [303, 303, 429]);
  });

  it('deletes the counts of ended windows, so the table holds only the last window', async () => {
    const counts = new RequestCounts(db, clock.now, () => undefined);
    for (let i = 0; i < 5; i += 1) await counts.increment('checkouts', `198.51.100.${i}`, WINDOW_MS);
    const rows = async () => (await db.query<{ n: number }>('select count(*)::int as n from request_counts'))[0]!.n;
    assert.ok((await rows()) >= 5);
    // Past every window so far (the earlier tests' too), and past the next sweep: one row is left, the new one.
    clock.ahead += WINDOW_MS + SWEEP_EVERY_MS;
    await counts.increment('checkouts', '198.51.100.200', WINDOW_MS);
    assert.equal(await rows(), 1);
    assert.equal(await counts.get('checkouts', '198.51.100.0'), undefined);
  });

  it('refuses with 503, and logs, when the database cannot count: a payment is not let through uncounted', async () => {
    const failing: Database = { ...db, query: () => Promise.reject(new Error('connection terminated')) };
    const logged: string[] = [];
    const made = await instance(failing, { paymentsPerAddress: 20, tokensPerAddress: 60 }, (m) => logged.push(m));
    const refused = await pay(new ShopperFrom(made.url, '203.0.113.12'));
    assert.equal(refused.status, 503);
    const page = await refused.text();
    assert.match(page, /<title>Payment not completed<\/title>/);
    assert.equal(messageOf(page), PAYMENTS_UNAVAILABLE);
    const token = await new Shopper(made.url).get('/api/payment_methods/token');
    assert.equal(token.status, 503);
    assert.deepEqual(await token.json(), { error: { message: TOKENS_UNAVAILABLE } });
    assert.equal(logged.length, 2);
    assert.match(
      logged[0]!,
      /^\[server\] The rate limit "payments" could not count a request in the database, so it was refused: connection terminated$/,
    );
  });
});

describe('rate limits after a restart', () => {
  let dataDir: string;
  const servers = serversOnPagesOnly('host-app-request-counts-', {
    clock,
    env: { RATE_LIMIT_PAYMENTS: '2', TRUST_PROXY: '1' },
  });
  const start = (): Promise<RunningServer> => servers.start({ dataDir });

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'host-app-request-counts-db-'));
  });

  after(() => {
    clock.ahead = 0;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('still refuses the address that reached its limit before the server restarted on the same store', async () => {
    const first = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const script = new ShopperFrom(first.url, '203.0.113.21');
      statuses.push((await script.pay(await script.open())).status);
    }
    assert.deepEqual(statuses, [303, 303]);
    await first.close();

    const second = await start();
    const script = new ShopperFrom(second.url, '203.0.113.21');
    const refused = await script.pay(await script.open());
    assert.equal(refused.status, 429);
    assert.equal(messageOf(await refused.text()), PAYMENTS_LIMITED);
    const other = new ShopperFrom(second.url, '198.51.100.21');
    assert.equal((await other.pay(await other.open())).status, 303);
  });
});
