import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { applePayRouter } from './apple-pay/index.js';
import { CLIENT_API_OPERATIONS } from './client-api/graphql-operations.js';
import { graphQLRouter } from './client-api/graphql.js';
import { clientApiRouter } from './client-api/index.js';
import { CONFIGURATION_OPERATIONS } from './configuration/graphql.js';
import { configurationRouter } from './configuration/routes.js';
import type { EmulatorContext } from './context.js';
import { controlRouter } from './control/index.js';
import { dataCollectorRouter } from './data-collector/index.js';
import { googlePayRouter } from './google-pay/index.js';
import { hostedFieldsRouter } from './hosted-fields/index.js';
import { hostNameOf, isThisMachine } from './hosts.js';
import { paypalRouter } from './paypal/index.js';
import { serverApiRouter } from './server-api/index.js';
import { notEmulatedRouter } from './server-api/not-emulated.js';
import { threeDSecureRouter } from './three-d-secure/index.js';
import { venmoStandIn } from './venmo/index.js';
import type { WalletOutcomes } from './wallet-outcomes.js';

/**
 * The server API: `/merchants/<id>/…`, what the Node SDK calls with the merchant's keys (customers, saved methods,
 * transactions, client tokens), but not the client API under it, `/merchants/<id>/client_api/…`, which braintree-web
 * calls from the merchant's page. Read as Express routes it (paths are case-insensitive there); only the client API's
 * own spelling, `client_api`, is left to the browser.
 */
function isServerApiPath(path: string): boolean {
  const match = /^\/merchants\/[^/]+\/(.*)$/i.exec(path);
  return match !== null && !/^client_api(?:\/|$)/.test(match[1]!);
}

/** The control API's paths (`/__emulator/…`), as Express mounts them (case-insensitive). */
function isControlPath(path: string): boolean {
  return /^\/__emulator(?:\/|$)/i.test(path);
}

/** True when `origin` is a page of this machine (see `isThisMachine`); false for `null` and anything unreadable. */
function isOwnOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  try {
    return isThisMachine(new URL(origin).hostname.toLowerCase(), allowed);
  } catch {
    return false;
  }
}

/**
 * Cross-origin rules. braintree-web calls the client API, the configuration, GraphQL, 3D Secure, PayPal and the
 * wallets' routes from the merchant's page, whatever its origin, and from the emulator's own frames: those answer any
 * origin, as Braintree does (and allow a public page to reach the emulator on loopback: Private Network Access).
 * The server API is for servers, never browsers: it gets no CORS headers at all (and `serversOnly` refuses a browser's
 * request before it). The control API's are given only to this machine's pages, the ones it answers.
 */
function cors(ctx: EmulatorContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isServerApiPath(req.path)) return next();
    const origin = req.get('origin');
    if (isControlPath(req.path) && origin !== undefined && !isOwnOrigin(origin, ctx.controlHosts)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.get('access-control-request-headers') ?? 'Content-Type, Authorization, Braintree-Version',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      // Chromium asks before a public page reaches loopback (Private Network Access).
      if (req.get('access-control-request-private-network'))
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.status(204).end();
      return;
    }
    next();
  };
}

/** 403 with the reason, and no CORS headers: a refused page cannot read even that. */
function refuse(res: Response, message: string): void {
  res.status(403).json({ error: { message } });
}

/**
 * The control API resets, seeds, faults and reads the whole gateway, and mints client tokens for any customer: it
 * answers the merchant's tests and tools on this machine (no `Origin`: a server, a script, curl) and pages served from
 * this machine (a loopback origin, a provider host name a host-mapped browser sends here, or a name in `allowedHosts`),
 * never a page of another site (a form's plain-text post needs no preflight, so CORS alone would not keep it out).
 * A request must also be addressed to this machine, Braintree's host names or a name the merchant allowed
 * (`allowedHosts`): a page of another site whose own name was pointed at this machine (DNS rebinding) reads the
 * state with a same-origin request, which carries no `Origin`, but it is addressed to that site's name.
 */
function localCallersOnly(ctx: EmulatorContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const hostHeader = req.get('host') ?? '';
    if (!isThisMachine(hostNameOf(hostHeader), ctx.controlHosts)) {
      refuse(
        res,
        `The emulator's control API answers requests addressed to this machine (localhost, 127.0.0.1) or to ` +
          `the names in its allowedHosts option, not to ${hostHeader || '(no Host)'}.`,
      );
      return;
    }
    const origin = req.get('origin');
    if (origin === undefined || isOwnOrigin(origin, ctx.controlHosts)) return next();
    refuse(res, `The emulator's control API answers this machine's pages and programs only, not ${origin}.`);
  };
}

/** How many refused Host names the emulator warns about on its standard error (once each), so none can flood it. */
const HOST_WARNINGS = 20;

/**
 * The server API (see `isServerApiPath`) answers servers only: the Node SDK, a script, curl. Its keys are fixed and
 * published (the merchant's tests are configured with them), so they keep no one out; what does:
 * - A request from a browser is refused: one with an `Origin` (every cross-origin request, a form's post, a
 *   preflight; `null` too) or with a `Sec-Fetch-Site` that names a page (`cross-site`, `same-site`, `same-origin`;
 *   `none`, a URL typed in the address bar, is the user). The SDK sends neither, nor does Node's fetch.
 * - A request must be addressed to this machine, by the rule the control API uses (`isThisMachine`): loopback,
 *   Braintree's host names (an SDK whose hosts file maps them here), the bound `host`, `allowedHosts` and the host of
 *   `publicUrl` (a container's service name). A page of another site whose name was pointed at this machine (DNS
 *   rebinding) sends same-origin requests with no `Origin`, addressed to that site's name: refused.
 * The client API under `/merchants/<id>/client_api/…` gets neither check. It answers any origin by design (the
 * merchant's page may be on any origin, and braintree-web reaches it cross-origin), so a rebound page could do nothing
 * there that an ordinary cross-origin request cannot already do; what either can do is what the authorization it
 * presents allows. A Host check would only refuse browsers that reach the emulator by a name it was not told (an
 * address of this machine, a proxy's name).
 */
function serversOnly(ctx: EmulatorContext) {
  const warned = new Set<string>();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isServerApiPath(req.path)) return next();
    const hostHeader = req.get('host') ?? '';
    const name = hostNameOf(hostHeader);
    if (!isThisMachine(name, ctx.controlHosts)) {
      const message =
        `The emulator's server API answers requests addressed to this machine (localhost, 127.0.0.1) or to the names ` +
        `in its allowedHosts option (EMULATOR_ALLOWED_HOSTS), not to ${hostHeader || '(no Host)'}.`;
      if (!warned.has(name) && warned.size < HOST_WARNINGS) {
        warned.add(name);
        console.warn(`[emulator] ${message}`);
      }
      ctx.log(message);
      refuse(res, message);
      return;
    }
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if (origin !== undefined || (site !== undefined && site !== 'none')) {
      refuse(
        res,
        `The emulator's server API answers servers (the Node SDK) only, not a browser's request ` +
          `(${origin === undefined ? `Sec-Fetch-Site: ${site}` : `Origin: ${origin}`}).`,
      );
      return;
    }
    next();
  };
}

/**
 * The emulator's Express app: every part's routes, in the order a request meets them. The control API
 * comes before the faults (a test can always disarm them); every gateway route comes after.
 */
export function createApp(ctx: EmulatorContext, wallets: WalletOutcomes): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, _res, next) => {
    ctx.log(`${req.method} ${req.get('host') ?? ''}${req.originalUrl}`);
    next();
  });
  app.use(serversOnly(ctx));
  app.use(cors(ctx));
  // braintree-web posts JSON as text/plain on some paths (sendBeacon, XHR without preflight).
  app.use(express.json({ limit: '1mb', type: ['application/json', 'text/plain', 'application/*+json'] }));
  app.use(express.urlencoded({ extended: true }));
  app.use('/__emulator', localCallersOnly(ctx), controlRouter(ctx, wallets));
  app.use(ctx.faults.middleware);
  const venmo = venmoStandIn(ctx, wallets);
  app.use(hostedFieldsRouter(ctx));
  app.use(serverApiRouter(ctx));
  app.use(clientApiRouter(ctx));
  app.use(configurationRouter(ctx));
  app.use(graphQLRouter(ctx, new Map([...CLIENT_API_OPERATIONS, ...CONFIGURATION_OPERATIONS, ...venmo.operations])));
  app.use(threeDSecureRouter(ctx));
  app.use(dataCollectorRouter(ctx));
  app.use(paypalRouter(ctx));
  app.use(applePayRouter(ctx, wallets));
  app.use(googlePayRouter(ctx, wallets));
  app.use(venmo.router);
  app.use(notEmulatedRouter(ctx));
  app.use((req, res) => {
    res.status(404).json({ error: { message: `The emulator has no route for ${req.method} ${req.path}` } });
  });
  app.use((err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    res.status(status).json({ error: { message: err.message } });
  });
  return app;
}
