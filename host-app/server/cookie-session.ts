/**
 * Sessions kept in a signed cookie, not in the database: a checkout reads and writes no session row (two of a
 * checkout's seven queries were the session's, a third of the server's time with PGlite). The cookie holds the
 * session's random id (orders and the CSRF token are bound to it), who is signed in, and its expiry, signed by
 * cookie-parser (HMAC-SHA256 with the server's secret), so a shopper can read but never forge or alter it: a
 * cookie whose signature, shape or expiry does not hold is ignored and the visitor starts a new session, the
 * way a server-side store treats an id it does not know. Every instance that shares the secret shares the
 * sessions, with nothing to share but the secret.
 */
import { randomBytes } from 'node:crypto';
import type { CookieOptions, RequestHandler, Response } from 'express';

export interface CheckoutSession {
  /** Made by the server (24 random bytes); orders and the CSRF token are bound to it. */
  readonly id: string;
  /** When the session was first saved (its first order). */
  startedAt?: number;
  /** The signed-in shopper's customer id at the gateway; absent for a guest. */
  customerId?: string;
  /** Writes the session into its cookie on this response; until then a new session is the request's alone. */
  save(): void;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its request through this namespace
  namespace Express {
    interface Request {
      session: CheckoutSession;
    }
  }
}

export const SESSION_COOKIE = 'checkout.sid';
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

/** What the cookie carries (short names: it goes with every request). */
interface Stored {
  id: string;
  /** Expiry, ms since the epoch: set once, when the session is made (sessions do not roll). */
  exp: number;
  at?: number;
  cid?: string;
}

/** The stored session, if the (signature-checked) cookie value is one and has not expired. */
export function readStored(value: unknown, now: number): Stored | undefined {
  if (typeof value !== 'string') return undefined;
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Stored>;
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { id, exp, at, cid } = stored;
  if (typeof id !== 'string' || !SESSION_ID.test(id) || typeof exp !== 'number' || exp <= now) return undefined;
  if ((at !== undefined && typeof at !== 'number') || (cid !== undefined && typeof cid !== 'string')) return undefined;
  return { id, exp, ...(at !== undefined ? { at } : {}), ...(cid !== undefined ? { cid } : {}) };
}

function sessionFor(res: Response, stored: Stored, cookie: CookieOptions): CheckoutSession {
  const session: CheckoutSession = {
    id: stored.id,
    ...(stored.at !== undefined ? { startedAt: stored.at } : {}),
    ...(stored.cid !== undefined ? { customerId: stored.cid } : {}),
    save: () => {
      const value: Stored = {
        id: session.id,
        exp: stored.exp,
        ...(session.startedAt !== undefined ? { at: session.startedAt } : {}),
        ...(session.customerId !== undefined ? { cid: session.customerId } : {}),
      };
      const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
      res.cookie(SESSION_COOKIE, encoded, { ...cookie, signed: true, expires: new Date(stored.exp) });
    },
  };
  return session;
}

/**
 * `req.session` from the signed cookie (cookie-parser, given the secret, must run before). A visitor without a
 * valid one gets a fresh id that lasts a day from now, and no cookie until the session is saved.
 */
export function cookieSessions(cookie: CookieOptions, now: () => number = Date.now): RequestHandler {
  return (req, res, next) => {
    const signed = (req.signedCookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
    const stored = readStored(signed, now()) ?? { id: randomBytes(24).toString('base64url'), exp: now() + DAY_MS };
    req.session = sessionFor(res, stored, cookie);
    next();
  };
}
