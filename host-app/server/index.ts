import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { buildHostApp, DEFAULT_OUT_DIR, entryAssets, type EntryAssets } from '../build.js';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { APPLE_PAY_SESSION_PATH } from '../../emulator/apple-pay/index.js';
import { DEFAULT_SUPPORT_EMAIL } from '../src/page-contract.js';
import { createApp } from './app.js';
import type { SdkGateway } from './braintree-sdk.js';
import { DemoCustomer } from './demo-customer.js';
import { openDatabase } from './db/database.js';
import { migrate, storedSecret } from './db/migrations.js';
import { Orders } from './db/orders.js';
import { security } from './security.js';
import {
  braintreeGateway,
  emulatorGateway,
  gatewayConnections,
  gatewayModeFromEnv,
  type GatewayMode,
} from './gateway-mode.js';

export interface StartServerOptions {
  /** Port of the checkout (0: any free port). Default 3000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Emulated mode: the emulator's HTTP port (0: any). Default 4010. */
  emulatorPort?: number;
  /** Emulated mode: the emulator's HTTPS port (host-mapped browsers only). Default 0. */
  emulatorHttpsPort?: number;
  /** Where credentials are read from (`BRAINTREE_*`). Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Where the checkout bundle is built and served from. Default `dist/host-app`. */
  outDir?: string;
  /** `auto` builds when the sources or the emulator changed; `never` serves what `outDir` holds. */
  build?: 'auto' | 'always' | 'never';
  /** The page's vault setting: saved cards allowed. Default true. */
  vaultedCards?: boolean;
  /** Mailbox of the loading error's "contact support" link. */
  supportEmail?: string;
  /** Id of the demo signed-in customer. */
  demoCustomerId?: string;
  /** Where the server's log lines go. Default `console.log`. */
  log?: (message: string) => void;
  /**
   * PGlite's data directory (orders and sessions), default `data/checkout-db`; `memory://` for a
   * store that ends with the process. Ignored when `DATABASE_URL` is set in `env`.
   */
  dataDir?: string;
  /** Upper bound on each gateway call, in ms. Default 15000. */
  gatewayTimeoutMs?: number;
  /** How long a shutdown waits for requests in flight, in ms. Default 10000. */
  shutdownGraceMs?: number;
}

export interface RunningServer {
  /** The checkout, e.g. `http://127.0.0.1:3000` (also reachable as `http://localhost:3000`). */
  url: string;
  mode: GatewayMode['kind'];
  /** Emulated mode: the emulator's origin (its control API is at `/__emulator/*`). */
  emulatorUrl?: string;
  emulator?: Emulator;
  /** The orders store (tests and the benchmark count orders in it). */
  orders: Orders;
  /** Stops taking requests, lets those in flight finish (up to the grace time), then closes the store. */
  close(): Promise<void>;
}

/** The hosts the widget's parts reach on the real gateway (the README's CSP table). */
const BRAINTREE_ORIGINS = {
  script: [
    'https://*.braintreegateway.com',
    'https://*.paypal.com',
    'https://songbird.cardinalcommerce.com',
    'https://songbirdstag.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  connect: [
    'https://*.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  frame: [
    'https://*.braintreegateway.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
    'https://pay.google.com',
  ],
  img: ['https://*.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
};

export const DEFAULT_DATA_DIR = join(DEFAULT_OUT_DIR, '..', '..', 'data', 'checkout-db');

/**
 * Starts the product server: the emulator in-process (unless Braintree credentials are set), the
 * checkout bundle built for it, and the checkout, token, sale and error-report routes.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const env = options.env ?? process.env;
  const mode = gatewayModeFromEnv(env);
  const gatewayTimeoutMs = options.gatewayTimeoutMs ?? 15_000;
  const outDir = options.outDir ?? DEFAULT_OUT_DIR;

  let emulator: Emulator | undefined;
  let gateway: SdkGateway;
  let emulatorOrigin: string | undefined;
  if (mode.kind === 'emulated') {
    emulator = await createEmulator({
      port: options.emulatorPort ?? 4010,
      httpsPort: options.emulatorHttpsPort ?? 0,
      browserAccess: 'direct',
    });
    gateway = emulatorGateway(emulator);
    // The origin the emulator puts in client tokens for browsers that reach it directly.
    emulatorOrigin = `http://localhost:${emulator.port}`;
  } else {
    gateway = braintreeGateway(mode.credentials);
  }

  // Every call the SDK makes gives up after this long (our own bound in the checkout is the same).
  gateway.config.timeout = gatewayTimeoutMs;

  let db;
  try {
    db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: options.dataDir ?? DEFAULT_DATA_DIR });
    await migrate(db);
  } catch (error) {
    await emulator?.close();
    throw error;
  }
  const secret = env.SESSION_SECRET || (await storedSecret(db, 'session', () => randomBytes(32).toString('base64url')));
  const orders = new Orders(db);
  const thirdPartyOrigins = emulatorOrigin
    ? { script: [emulatorOrigin], connect: [emulatorOrigin], frame: [emulatorOrigin], img: [emulatorOrigin] }
    : BRAINTREE_ORIGINS;

  try {
    if (options.build !== 'never') {
      const built = await buildHostApp({ outDir, emulatorOrigin, force: options.build === 'always' });
      if (built)
        log(
          `Built the checkout bundle into ${outDir}${emulatorOrigin ? ` (for the emulator at ${emulatorOrigin})` : ''}.`,
        );
    }
  } catch (error) {
    await db.close();
    await emulator?.close();
    throw error;
  }
  let assets: EntryAssets | undefined;

  const app = createApp({
    gateway,
    orders,
    security: security({ db, secret, secureCookies: env.COOKIE_SECURE === 'true', thirdPartyOrigins }),
    gatewayTimeoutMs,
    demoCustomer: new DemoCustomer(gateway, options.demoCustomerId),
    assetsDir: outDir,
    assets: () => (assets ??= entryAssets(outDir)),
    currency: emulator?.merchant.currencyIsoCode ?? 'USD',
    vaultedCards: options.vaultedCards ?? true,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    emulated: mode.kind === 'emulated',
    // The emulated merchant's Apple Pay needs a session in browsers that have none: the emulator's
    // stand-in. With real credentials no stand-in is ever loaded.
    ...(emulatorOrigin ? { applePaySessionScript: `${emulatorOrigin}${APPLE_PAY_SESSION_PATH}` } : {}),
    ...(env.GOOGLE_PAY_MERCHANT_ID ? { googlePayMerchantId: env.GOOGLE_PAY_MERCHANT_ID } : {}),
    gatewayConnections: gatewayConnections(mode, emulatorOrigin),
    log,
  });

  const server: Server = createServer(app);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 3000, host, () => resolve());
    });
  } catch (error) {
    await db.close();
    await emulator?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${port}`,
    mode: mode.kind,
    emulatorUrl: emulator?.url,
    emulator,
    orders,
    close: async () => {
      // No new connections; idle keep-alive ones go now, those with a request in flight when it ends.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, options.shutdownGraceMs ?? 10_000);
      await closed;
      clearTimeout(grace);
      await db.close();
      await emulator?.close();
    },
  };
}
