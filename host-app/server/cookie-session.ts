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
  /** When the session's cookie stops being accepted (ms since the epoch). */
  readonly expiresAt: number;
  /**
   * A new id (and a day from now), keeping what the session holds: on sign-in and sign-out, so a cookie
   * known before (one planted in the shopper's browser, say) does not become the signed-in one. Saved by `save()`.
   */
  rotate(): void;
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
/**
 * The session cookie's name when cookies are Secure: the `__Host-` prefix makes the browser refuse it unless it is
 * Secure, has `Path=/` and names no domain, so neither plain http nor a sibling subdomain can plant or replace it.
 */
export const SECURE_SESSION_COOKIE = '__Host-checkout.sid';
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

const freshStored = (now: number): Stored => ({ id: randomBytes(24).toString('base64url'), exp: now + DAY_MS });

function sessionFor(
  res: Response,
  stored: Stored,
  cookie: CookieOptions,
  now: () => number,
  name: string,
): CheckoutSession {
  let current = stored;
  const session: CheckoutSession = {
    get id() {
      return current.id;
    },
    get expiresAt() {
      return current.exp;
    },
    ...(stored.at !== undefined ? { startedAt: stored.at } : {}),
    ...(stored.cid !== undefined ? { customerId: stored.cid } : {}),
    rotate: () => {
      current = freshStored(now());
    },
    save: () => {
      const value: Stored = {
        id: current.id,
        exp: current.exp,
        ...(session.startedAt !== undefined ? { at: session.startedAt } : {}),
        ...(session.customerId !== undefined ? { cid: session.customerId } : {}),
      };
      const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
      res.cookie(name, encoded, { ...cookie, signed: true, expires: new Date(current.exp) });
    },
  };
  return session;
}

/**
 * Whether a session was ended before its cookie expired (signed out). A signed cookie cannot be taken back, so a
 * signed-in one is checked against the store's list of ended sessions; a guest's is not (it reaches nothing a
 * new session would not), so a guest's request asks the store nothing.
 */
export type SessionEnded = (id: string) => Promise<boolean>;

/**
 * `req.session` from the signed cookie (cookie-parser, given the secret, must run before). A visitor without a
 * valid one gets a fresh id that lasts a day from now, and no cookie until the session is saved. `name`: the
 * cookie's (`SECURE_SESSION_COOKIE` with Secure cookies).
 */
export function cookieSessions(
  cookie: CookieOptions,
  now: () => number = Date.now,
  ended: SessionEnded = () => Promise.resolve(false),
  name: string = SESSION_COOKIE,
): RequestHandler {
  return (req, res, next) => {
    const signed = (req.signedCookies as Record<string, unknown> | undefined)?.[name];
    const stored = readStored(signed, now());
    const use = (found: Stored | undefined): void => {
      req.session = sessionFor(res, found ?? freshStored(now()), cookie, now, name);
      next();
    };
    if (stored?.cid === undefined) return use(stored);
    ended(stored.id).then((gone) => use(gone ? undefined : stored), next);
  };
}
