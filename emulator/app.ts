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
import { isProviderHost } from './hosts.js';
import { paypalRouter } from './paypal/index.js';
import { serverApiRouter } from './server-api/index.js';
import { notEmulatedRouter } from './server-api/not-emulated.js';
import { threeDSecureRouter } from './three-d-secure/index.js';
import { venmoStandIn } from './venmo/index.js';
import type { WalletOutcomes } from './wallet-outcomes.js';

/** Cross-origin rules: braintree-web calls from the page's origin and from the frames'. */
function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get('origin');
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
}

/** A loopback host name: the machine the emulator runs on. */
function isLoopback(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/**
 * The control API resets, seeds, faults and reads the whole gateway, and mints client tokens for any customer: it
 * answers the merchant's tests and tools on this machine (no `Origin`: a server, a script, curl) and pages served from
 * this machine (a loopback origin, a provider host name a host-mapped browser sends here, or a name in `allowedHosts`),
 * never a page of another site, which the open cross-origin rules above would otherwise let in (a form's plain-text
 * post needs no preflight).
 * A request must also be addressed to this machine, Braintree's host names or a name the merchant allowed
 * (`allowedHosts`): a page of another site whose own name was pointed at this machine (DNS rebinding) reads the
 * state with a same-origin request, which carries no `Origin`, but it is addressed to that site's name.
 */
function localCallersOnly(ctx: EmulatorContext) {
  /** A name of this machine: loopback, Braintree's (host-mapped here), or one the merchant allowed. */
  const isLocal = (name: string): boolean => isLoopback(name) || isProviderHost(name) || ctx.controlHosts.has(name);
  return (req: Request, res: Response, next: NextFunction): void => {
    const hostHeader = req.get('host') ?? '';
    if (!isLocal(hostNameOf(hostHeader))) {
      res.status(403).json({
        error: {
          message:
            `The emulator's control API answers requests addressed to this machine (localhost, 127.0.0.1) or to ` +
            `the names in its allowedHosts option, not to ${hostHeader || '(no Host)'}.`,
        },
      });
      return;
    }
    const origin = req.get('origin');
    if (origin === undefined) return next();
    let name = '';
    try {
      name = new URL(origin).hostname;
    } catch {
      // `null` (a sandboxed frame, a file) and anything unreadable are not this machine's pages.
    }
    if (name !== '' && isLocal(name)) return next();
    res.status(403).json({
      error: { message: `The emulator's control API answers this machine's pages and programs only, not ${origin}.` },
    });
  };
}

/** The name a Host header addresses, without its port, in lower case (`[::1]` keeps its brackets); '' when unreadable. */
function hostNameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return '';
  }
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
  app.use(cors);
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
