import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import cookieParser from 'cookie-parser';
import express from 'express';
import { cookieSessions, readStored, SESSION_COOKIE } from '../../../host-app/server/cookie-session.js';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A tiny app on the session middleware: `/start` saves a session (as the checkout does), `/who` shows it. */
function sessionApp(now: () => number) {
  const app = express();
  app.use(cookieParser(SECRET), cookieSessions({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' }, now));
  app.get('/start', (req, res) => {
    req.session.startedAt ??= now();
    if (req.query.customer) req.session.customerId = String(req.query.customer);
    req.session.save();
    res.json({ id: req.session.id });
  });
  app.get('/rotate', (req, res) => {
    const before = req.session.id;
    req.session.rotate();
    req.session.save();
    res.json({
      before,
      id: req.session.id,
      startedAt: req.session.startedAt,
      customerId: req.session.customerId ?? null,
    });
  });
  app.get('/who', (req, res) => {
    res.json({ id: req.session.id, startedAt: req.session.startedAt, customerId: req.session.customerId ?? null });
  });
  return app;
}

function cookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  assert.ok(line, 'a session cookie was set');
  return line;
}

describe('sessions in a signed cookie', () => {
  let clock = Date.UTC(2026, 0, 1);
  let base = '';
  let close = (): void => undefined;

  before(async () => {
    const server = sessionApp(() => clock).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  after(() => close());

  const get = (path: string, cookie?: string) => fetch(base + path, cookie ? { headers: { cookie } } : {});
  const valueOf = (setCookie: string): string => setCookie.split(';')[0]!;

  it('sets no cookie until the session is saved, and a new id each time before that', async () => {
    const first = await get('/who');
    const second = await get('/who');
    assert.equal(first.headers.getSetCookie().length, 0);
    assert.notEqual(((await first.json()) as { id: string }).id, ((await second.json()) as { id: string }).id);
  });

  it('keeps the same session, with who is signed in, across requests once saved; httpOnly and SameSite', async () => {
    const start = await get('/start?customer=demo_shopper');
    const { id } = (await start.json()) as { id: string };
    const setCookie = cookieOf(start);
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Lax/i);
    const who = (await (await get('/who', valueOf(setCookie))).json()) as Record<string, unknown>;
    assert.deepEqual(who, { id, startedAt: clock, customerId: 'demo_shopper' });
  });

  it('when rotated, gives the session a new id and a fresh day, keeping what it holds', async () => {
    const start = await get('/start?customer=demo_shopper');
    const cookie = valueOf(cookieOf(start));
    clock += 1000;
    const rotated = await get('/rotate', cookie);
    const body = (await rotated.json()) as { before: string; id: string; startedAt: number; customerId: string };
    assert.notEqual(body.id, body.before);
    assert.equal(body.customerId, 'demo_shopper');
    assert.equal(body.startedAt, clock - 1000);
    const setCookie = cookieOf(rotated);
    assert.match(setCookie, new RegExp(`Expires=${new Date(clock + DAY_MS).toUTCString()}`));
    const who = (await (await get('/who', valueOf(setCookie))).json()) as { id: string };
    assert.equal(who.id, body.id);
  });

  it('ignores a cookie whose content was changed (another id or customer): a new session starts', async () => {
    const start = await get('/start');
    const { id } = (await start.json()) as { id: string };
    const [name, signed] = valueOf(cookieOf(start)).split('=') as [string, string];
    const raw = decodeURIComponent(signed); // s:<value>.<signature>
    const value = raw.slice(2, raw.lastIndexOf('.'));
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(value, 'base64url').toString()), cid: 'someone_else' }),
    ).toString('base64url');
    const tampered = `${name}=${encodeURIComponent(`s:${forged}${raw.slice(raw.lastIndexOf('.'))}`)}`;
    const who = (await (await get('/who', tampered)).json()) as Record<string, unknown>;
    assert.notEqual(who.id, id);
    assert.equal(who.customerId, null);
  });

  it('ignores an unsigned cookie, even one shaped like a session', async () => {
    const value = Buffer.from(JSON.stringify({ id: 'a'.repeat(32), exp: clock + DAY_MS, cid: 'x' })).toString(
      'base64url',
    );
    const who = (await (await get('/who', `${SESSION_COOKIE}=${value}`)).json()) as Record<string, unknown>;
    assert.notEqual(who.id, 'a'.repeat(32));
    assert.equal(who.customerId, null);
  });

  it('ends a session a day after it was made, whatever the browser keeps', async () => {
    const start = await get('/start');
    const { id } = (await start.json()) as { id: string };
    const cookie = valueOf(cookieOf(start));
    clock += DAY_MS - 1;
    assert.equal(((await (await get('/who', cookie)).json()) as { id: string }).id, id);
    clock += 1;
    assert.notEqual(((await (await get('/who', cookie)).json()) as { id: string }).id, id);
  });
});

describe('readStored', () => {
  const now = 1_000;
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('reads a well-formed session that has not expired', () => {
    const id = 'b'.repeat(32);
    assert.deepEqual(readStored(encode({ id, exp: now + 1, at: 5, cid: 'c' }), now), {
      id,
      exp: now + 1,
      at: 5,
      cid: 'c',
    });
  });

  it('refuses what is not a session: not base64 JSON, a bad id, a wrong type, an expired one', () => {
    const id = 'b'.repeat(32);
    for (const value of [
      undefined,
      false,
      'not base64 json',
      encode(null),
      encode({ id: 'short', exp: now + 1 }),
      encode({ id, exp: String(now + 1) }),
      encode({ id, exp: now + 1, cid: 7 }),
      encode({ id, exp: now + 1, at: 'then' }),
      encode({ id, exp: now }),
    ]) {
      assert.equal(readStored(value, now), undefined, `accepted ${String(value)}`);
    }
  });
});
