import express, { type NextFunction, type Request, type Response } from 'express';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { applePayRouter } from './apple-pay/index.js';
import { makeClientToken, type BrowserAccess } from './authorization.js';
import { clientApiRouter } from './client-api/index.js';
import type { EmulatorContext } from './context.js';
import { controlRouter } from './control/index.js';
import { dataCollectorRouter } from './data-collector/index.js';
import { FaultInjector } from './faults.js';
import { googlePayRouter } from './google-pay/index.js';
import { chromiumHostRules } from './hosts.js';
import { hostedFieldsRouter } from './hosted-fields/index.js';
import { paypalRouter } from './paypal/index.js';
import { serverApiRouter } from './server-api/index.js';
import { threeDSecureRouter } from './three-d-secure/index.js';
import { venmoRouter } from './venmo/index.js';
import { EmulatorState } from './state/emulator-state.js';
import { makeCertificate } from './tls.js';
import { walletControlRouter, WalletOutcomes } from './wallet-outcomes.js';
import type { Merchant } from './state/merchant.js';

export { chromiumHostRules, BRAINTREE_HOSTS } from './hosts.js';
export type { FaultSpec } from './faults.js';
export type { Merchant } from './state/merchant.js';
export type { Wallet, WalletOutcome } from './wallet-outcomes.js';
export type { SeedCustomer, SeedMethod } from './control/seed.js';

export interface EmulatorOptions {
  /** Interface to bind (default 127.0.0.1: the emulator never listens beyond loopback by default). */
  host?: string;
  /** HTTP port: Node SDK, and browsers that reach the emulator directly (default 0: any free port). */
  port?: number;
  /** HTTPS port for host-mapped browsers (default 0). */
  httpsPort?: number;
  /** Overrides of the emulated merchant (ids, keys, challenges, enabled wallets). */
  merchant?: Partial<Merchant>;
  /**
   * How browsers reach it, for client tokens the server SDK asks for: `host-mapped` (Chromium
   * maps Braintree's host names to the HTTPS port; the default) or `direct` (the browser talks
   * to `url`; needs the demo's bridge, see README).
   */
  browserAccess?: 'host-mapped' | 'direct';
  /** Print each request (default false). */
  verbose?: boolean;
}

export interface Emulator {
  /** `http://host:port`: give its host and port to the Node SDK. */
  url: string;
  /** `https://host:httpsPort`: where host-mapped browsers land. */
  httpsUrl: string;
  port: number;
  httpsPort: number;
  state: EmulatorState;
  merchant: Merchant;
  /** Chromium's `--host-resolver-rules` value for this emulator. */
  hostRules: string;
  /** A client token made without the server SDK (guest, or for a customer). */
  clientToken(options?: { customerId?: string; access?: 'host-mapped' | 'direct' }): string;
  faults: FaultInjector;
  /** What each wallet stand-in (Apple Pay, Google Pay, Venmo) does on its next sheet. */
  wallets: WalletOutcomes;
  reset(): void;
  close(): Promise<void>;
}

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

/** Starts a Braintree-compatible gateway on loopback. */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const state = new EmulatorState(options.merchant);
  const faults = new FaultInjector();
  const wallets = new WalletOutcomes();
  let httpOrigin = '';
  const ctx: EmulatorContext = {
    state,
    faults,
    defaultAccess: (): BrowserAccess =>
      options.browserAccess === 'direct' ? { kind: 'direct', origin: httpOrigin } : { kind: 'host-mapped' },
    log: (message) => {
      if (options.verbose) console.log(`[emulator] ${message}`);
    },
  };

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
  app.use('/__emulator', walletControlRouter(wallets));
  app.use('/__emulator', controlRouter(ctx));
  app.use(faults.middleware);
  app.use(hostedFieldsRouter(ctx));
  app.use(serverApiRouter(ctx));
  app.use(clientApiRouter(ctx));
  app.use(threeDSecureRouter(ctx));
  app.use(dataCollectorRouter(ctx));
  app.use(paypalRouter(ctx));
  app.use(applePayRouter(ctx, wallets));
  app.use(googlePayRouter(ctx, wallets));
  app.use(venmoRouter(ctx, wallets));
  app.use((req, res) => {
    res.status(404).json({ error: { message: `The emulator has no route for ${req.method} ${req.path}` } });
  });
  app.use((err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    res.status(status).json({ error: { message: err.message } });
  });

  const tls = await makeCertificate();
  const httpServer = createHttpServer(app);
  const httpsServer = createHttpsServer({ key: tls.key, cert: tls.cert }, app);
  const sockets = new Set<Socket>();
  for (const server of [httpServer, httpsServer] as Server[]) {
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  }
  const listen = (server: Server, port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(httpServer, options.port ?? 0);
  const httpsPort = await listen(httpsServer, options.httpsPort ?? 0).catch(async (error: unknown) => {
    httpServer.close();
    throw error;
  });
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  httpOrigin = `http://${shownHost}:${port}`;

  return {
    url: `http://${host}:${port}`,
    httpsUrl: `https://${host}:${httpsPort}`,
    port,
    httpsPort,
    state,
    merchant: state.merchant,
    hostRules: chromiumHostRules(httpsPort),
    clientToken: ({ customerId, access } = {}) =>
      makeClientToken(
        state,
        access === 'direct'
          ? { kind: 'direct', origin: httpOrigin }
          : access === 'host-mapped'
            ? { kind: 'host-mapped' }
            : ctx.defaultAccess(),
        { customerId },
      ),
    faults,
    wallets,
    reset: () => {
      state.reset();
      faults.clear();
      wallets.clear();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([httpServer, httpsServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
