import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import cookieParser from 'cookie-parser';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { rateLimit } from 'express-rate-limit';
import { cookieSessions, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionEnded } from './cookie-session.js';
import { RequestCountsUnavailable, type RequestCounts } from './db/request-counts.js';

export interface SecurityOptions {
  /** Signs the session cookie and the CSRF tokens. */
  secret: string;
  /**
   * Cookies get `Secure` and the `__Host-` prefix, and responses HSTS: the browser reaches the server over https
   * (directly, or through a proxy that ends TLS). See `secureCookiesFromEnv`.
   */
  secureCookies: boolean;
  /** Origins the widget's parts reach besides our own (the gateway, PayPal, …, or the emulator). */
  thirdPartyOrigins: { script: string[]; connect: string[]; frame: string[]; img: string[] };
  /** Whether a signed-in session was ended by a sign-out (asked only for a signed-in cookie). */
  sessionEnded?: SessionEnded;
}

export interface Security {
  /** Headers (CSP with a nonce per response), cookies, session: for every route. */
  pages: RequestHandler[];
  /** Refuses a state-changing request without this session's CSRF token. */
  csrf: RequestHandler;
  /** This session's CSRF token; `fresh`: a new one whatever the request's CSRF cookie (after the session's id changed). */
  csrfToken(req: Request, res: Response, fresh?: boolean): string;
  /**
   * Whether the request carries this session's CSRF token (the `x-csrf-token` header or the form's field) with its
   * CSRF cookie, whatever its method: for a GET that must come from our own page (`csrf` lets every GET through).
   */
  csrfValid(req: Request): boolean;
  /** A bounded number of error reports per client per minute. */
  errorReportLimit: RequestHandler;
}

/**
 * The one inline style the checkout allows. braintree-web's hosted fields (3.144.0,
 * `hosted-fields/shared/focus-intercept.js`) put a hidden input before and after each card frame
 * in browsers with a software keyboard (phones and tablets) and in Firefox, so the keyboard's
 * next and previous keys can move between the frames, and hide each with this `style` attribute,
 * set through `setAttribute`. A strict `style-src` refuses it: eight violations for the card
 * sheet, and the eight inputs then show as empty boxes over the card fields. The policy allows
 * exactly this text, by its hash with `'unsafe-hashes'` (which lets a hash match a `style`
 * attribute), and no other inline style.
 */
export const FOCUS_INTERCEPT_STYLE =
  'border:none !important;display:block !important;height:1px !important;left:-1px !important;' +
  'opacity:0 !important;position:absolute !important;top:-1px !important;width:1px !important';

/** A CSP hash source for `text`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Which proxies in front of the server are believed about the client's address (Express's `trust proxy`): how many
 * hops, all of them (`true`), none (`false`), or those at these addresses and subnets (and Express's names
 * `loopback`, `linklocal`, `uniquelocal`). The client's address is what the rate limits count by:
 * behind a load balancer with no such setting every shopper has the balancer's address, and shares one limit.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (`address/prefix`, or an IPv4 `address/netmask`), or one of Express's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * `TRUST_PROXY` from the environment: a number of hops (`1` behind one load balancer), `true`, `false`, or a
 * comma-separated list of addresses and subnets; unset or empty, Express's default (no proxy is believed). Throws,
 * naming the variable, on anything else: a server that miscounts its clients should not start.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustProxy | undefined {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(
    `TRUST_PROXY must be a number of proxies in front of the server (e.g. 1), true, false, or a comma-separated list ` +
      `of their addresses and subnets (e.g. 10.0.0.1, 192.168.0.0/16, loopback), not "${env.TRUST_PROXY}".`,
  );
}

/**
 * The checkout's limits against card testing (a script that tries stolen cards one after another) and floods: how
 * many checkout pages (each may store an order), payment posts and client tokens a client may ask for in a window,
 * and how many refused payments an order takes before it refuses more. A rate of 0 turns that limit off.
 */
export interface CheckoutLimits {
  windowMs: number;
  /** `GET /` (and `/?form=plain`) per client address. */
  checkoutsPerAddress: number;
  /** `POST /checkout` per client address. */
  paymentsPerAddress: number;
  /** `POST /checkout` per session (a shopper's own tab, within its address's limit). */
  paymentsPerSession: number;
  /** `GET /api/payment_methods/token` per client address. */
  tokensPerAddress: number;
  /**
   * `PAYMENT_ATTEMPTS_PER_ORDER`: payments of one order the card's issuer or the gateway's checks may refuse (processor
   * declines; gateway rejections such as fraud, AVS, CVV or 3D Secure; validation errors of the payment's details)
   * before it takes no more. Payments that failed for want of the gateway's or the processor's answer (unreachable, a
   * time-out, a 5xx, the processor unavailable) or by our own server's failure do not count: a shopper may pay again
   * through a gateway's outage, where the rate limits above still bound them.
   */
  attemptsPerOrder: number;
}

/** The rate limits with real credentials, unless the environment sets them; on an emulated gateway they are off. */
export const DEFAULT_CHECKOUT_LIMITS: Readonly<CheckoutLimits> = {
  windowMs: 15 * 60_000,
  checkoutsPerAddress: 100,
  paymentsPerAddress: 20,
  paymentsPerSession: 10,
  tokensPerAddress: 60,
  attemptsPerOrder: 3,
};

/** A whole number from `env[name]` in `[min, max]`, or `fallback` when unset; throws, naming the variable, otherwise. */
function countFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
  throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${env[name]}".`);
}

/**
 * The limits from the environment: `RATE_LIMIT_WINDOW_MINUTES`, `RATE_LIMIT_CHECKOUTS`, `RATE_LIMIT_PAYMENTS`,
 * `RATE_LIMIT_SESSION_PAYMENTS`, `RATE_LIMIT_TOKENS` (0: off) and `PAYMENT_ATTEMPTS_PER_ORDER`. `demo` (an emulated
 * gateway, where no money moves and the tests and the benchmark drive thousands of checkouts from one address): the
 * rates are off unless set. Throws, naming the variable, on a value that is not a whole number in range.
 */
export function checkoutLimitsFromEnv(env: NodeJS.ProcessEnv, demo: boolean): CheckoutLimits {
  const d = DEFAULT_CHECKOUT_LIMITS;
  const rate = (name: string, fallback: number) => countFromEnv(env, name, demo ? 0 : fallback, 0, 1_000_000);
  return {
    windowMs: countFromEnv(env, 'RATE_LIMIT_WINDOW_MINUTES', d.windowMs / 60_000, 1, 24 * 60) * 60_000,
    checkoutsPerAddress: rate('RATE_LIMIT_CHECKOUTS', d.checkoutsPerAddress),
    paymentsPerAddress: rate('RATE_LIMIT_PAYMENTS', d.paymentsPerAddress),
    paymentsPerSession: rate('RATE_LIMIT_SESSION_PAYMENTS', d.paymentsPerSession),
    tokensPerAddress: rate('RATE_LIMIT_TOKENS', d.tokensPerAddress),
    attemptsPerOrder: countFromEnv(env, 'PAYMENT_ATTEMPTS_PER_ORDER', d.attemptsPerOrder, 1, 100),
  };
}

/**
 * At most `limit` requests per window from one client address (`req.ip`, which `TRUST_PROXY` decides; an IPv6
 * address counts with its /56, as one household's or one server's), or from one session; beyond it, `refuse`
 * answers (429, with `Retry-After`). Counted in the database under `name` (`RequestCounts`): every instance on one
 * database counts the same requests, and a restart forgets none. A limit of 0 lets every request through.
 *
 * When the database cannot count a request, the request is refused: `unavailable` answers (503), and the failure is
 * logged. A limit against card testing that lets requests through uncounted whenever the database fails would be
 * off exactly when nobody watches it; counting in this process instead would give each instance, and each restart,
 * the full limit again (what the database is here to prevent). And a checkout whose database fails can store no
 * order and start no payment anyway, so refusing costs no payment the outage was not already costing.
 */
export function requestLimit(o: {
  /** The limit's name among the counts (one name per limit). */
  name: string;
  limit: number;
  windowMs: number;
  per: 'address' | 'session';
  counts: RequestCounts;
  refuse: (req: Request, res: Response) => void;
  /** Answers a request the database could not count (it goes no further). */
  unavailable: (req: Request, res: Response) => void;
}): RequestHandler {
  if (o.limit <= 0) return (_req, _res, next) => next();
  const limiter = rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: o.counts.store(o.name, o.windowMs),
    // A store's failure reaches `next` (below), never lets the request through.
    passOnStoreError: false,
    ...(o.per === 'session' ? { keyGenerator: (req: Request) => `session:${req.session.id}` } : {}),
    handler: (req, res) => o.refuse(req, res),
  });
  return (req, res, next) => {
    void limiter(req, res, (error?: unknown) => {
      if (error instanceof RequestCountsUnavailable) o.unavailable(req, res);
      else next(error);
    });
  };
}

/**
 * Whether cookies are Secure (with the `__Host-` prefix) and responses carry HSTS: `COOKIE_SECURE=true` or `false`;
 * unset, on in production (`BRAINTREE_ENVIRONMENT=production`), off elsewhere (the demo runs on plain http on
 * loopback). Secure cookies work behind a proxy that ends TLS too: the browser's connection is https. An explicit
 * `false` in production is taken (a server browsers reach over plain http, for a test), with a warning through
 * `warn`: the session and CSRF cookies then travel in clear. Throws, naming the variable, on any other value.
 */
export function secureCookiesFromEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
  warn: (message: string) => void,
): boolean {
  const raw = env.COOKIE_SECURE?.trim();
  if (!raw) return production;
  if (raw === 'true') return true;
  if (raw !== 'false') throw new Error(`COOKIE_SECURE must be "true" or "false", not "${env.COOKIE_SECURE}".`);
  if (production) {
    warn(
      '[server] COOKIE_SECURE=false with BRAINTREE_ENVIRONMENT=production: the session and CSRF cookies are sent ' +
        'without Secure and there is no HSTS, so a plain http request carries them in clear. Secure cookies work ' +
        'behind a proxy that ends TLS too: unset COOKIE_SECURE unless browsers reach this server over plain http.',
    );
  }
  return false;
}

/** The fewest characters a `SESSION_SECRET` may have with real credentials (32 random bytes in base64 are 43). */
export const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * The session secret the merchant set (`SESSION_SECRET`), or undefined (the server then makes one and keeps it in the
 * store). It signs every session cookie, so who knows it can sign in as anyone, saved cards included: with real
 * credentials, one shorter than 32 characters refuses to start, naming the variable and how to make one. The emulated
 * gateway takes any, as a developer's machine may.
 */
export function sessionSecretFromEnv(env: NodeJS.ProcessEnv, realCredentials: boolean): string | undefined {
  const secret = env.SESSION_SECRET;
  if (!secret) return undefined;
  if (realCredentials && secret.length < SESSION_SECRET_MIN_LENGTH)
    throw new Error(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters with real credentials (it signs the ` +
        `session cookies; one that can be guessed lets anyone sign in as any customer): it has ${secret.length}. ` +
        'Make one with `openssl rand -base64 32`, or leave it unset for one the server makes and keeps in its store.',
    );
  return secret;
}

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function security(o: SecurityOptions): Security {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, ...o.thirdPartyOrigins.script],
        styleSrc: ["'self'", nonceSource, "'unsafe-hashes'", hashSource(FOCUS_INTERCEPT_STYLE)],
        imgSrc: ["'self'", 'data:', ...o.thirdPartyOrigins.img],
        connectSrc: ["'self'", ...o.thirdPartyOrigins.connect],
        frameSrc: o.thirdPartyOrigins.frame.length ? o.thirdPartyOrigins.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // PayPal's popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only real https sites should get HSTS; the demo runs on plain http on loopback.
    strictTransportSecurity: o.secureCookies,
  });

  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: o.secureCookies, path: '/' };
  // Sessions live in a cookie signed with the secret: no session query on any request.
  const sessions = cookieSessions(
    cookie,
    Date.now,
    o.sessionEnded,
    o.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
  );

  const { doubleCsrfProtection, generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => o.secret,
    getSessionIdentifier: (req) => req.session.id,
    cookieName: o.secureCookies ? '__Host-checkout.csrf' : 'checkout.csrf',
    cookieOptions: cookie,
    getCsrfTokenFromRequest: (req) => {
      const header = req.headers[CSRF_HEADER];
      if (typeof header === 'string') return header;
      const body = req.body as Record<string, unknown> | undefined;
      return typeof body?.[CSRF_FIELD] === 'string' ? body[CSRF_FIELD] : undefined;
    },
  });

  return {
    pages: [nonce, headers, cookieParser(o.secret), sessions],
    csrf: doubleCsrfProtection,
    csrfToken: (req, res, fresh = false) => generateCsrfToken(req, res, { overwrite: fresh }),
    csrfValid: (req) => validateRequest(req),
    // Counted in this process: a bound on what one client can write to the log, not a limit against card testing; and
    // error reports come most when something (the database among them) fails.
    errorReportLimit: rateLimit({ windowMs: 60_000, limit: 20, standardHeaders: 'draft-8', legacyHeaders: false }),
  };
}
