import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { buildHostApp, DEFAULT_OUT_DIR, entryAssets, type EntryAssets } from '../build.js';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { APPLE_PAY_SESSION_PATH } from '../../emulator/apple-pay/index.js';
import { DEFAULT_SUPPORT_EMAIL } from '../src/page-contract.js';
import { allowedHostsFromEnv, boundHostName } from './allowed-hosts.js';
import { createApp } from './app.js';
import type { SdkGateway } from './braintree-sdk.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate, storedSecret } from './db/migrations.js';
import { EndedSessions } from './db/ended-sessions.js';
import { Orders } from './db/orders.js';
import { RequestCounts } from './db/request-counts.js';
import { DemoCustomer } from './demo/demo-customer.js';
import { demoIdentity } from './demo/sign-in.js';
import {
  braintreeGateway,
  browserOrigin,
  developmentSdkGateway,
  emulatorGateway,
  gatewayConnections,
  gatewayModeFromEnv,
  googlePayMerchantIdFromEnv,
  isDemo,
  merchantAccountFromEnv,
  threeDSecureRequiredFromEnv,
  type GatewayMode,
  type MerchantAccount,
} from './gateway-mode.js';
import { guestOnly, type GetCustomerId, type Identity } from './identity.js';
import { Charger } from './payments/charger.js';
import { systemClock, type Clock } from './payments/clock.js';
import { Reconciler, type ReconcileReport } from './payments/reconciler.js';
import { DEFAULT_SETTINGS } from './pages/demo-settings.js';
import { checkoutAmountFromEnv, orderPricing, type PriceOrder } from './pricing.js';
import {
  checkoutLimitsFromEnv,
  secureCookiesFromEnv,
  security,
  sessionSecretFromEnv,
  trustProxyFromEnv,
} from './security.js';
import { emulatorOrigins, THIRD_PARTY_ORIGINS } from './third-party-origins.js';

export interface StartServerOptions {
  /** Port of the checkout (0: any free port). Default 3000. */
  port?: number;
  /**
   * Interface to listen on. Default 127.0.0.1. When it is a name, requests addressed to it are answered too (besides
   * loopback, IP addresses and `ALLOWED_HOSTS`).
   */
  host?: string;
  /** Emulated mode: the emulator's HTTP port (0: any). Default 4010. */
  emulatorPort?: number;
  /** Emulated mode: the emulator's HTTPS port (host-mapped browsers only). Default 0. */
  emulatorHttpsPort?: number;
  /** Where credentials are read from (`BRAINTREE_*`, `DATABASE_URL`, …). Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Where the checkout bundle is built and served from. Default `dist/host-app`. */
  outDir?: string;
  /** `auto` builds when the sources or the emulator changed; `never` serves what `outDir` holds. */
  build?: 'auto' | 'always' | 'never';
  /** Builds the checkout with hidden source maps beside its chunks (for profiling tools). Default false. */
  sourceMaps?: boolean;
  /** The page's vault setting: saved cards allowed. Default true. */
  vaultedCards?: boolean;
  /** Mailbox of the loading error's "contact support" link. */
  supportEmail?: string;
  /** Id of the demo signed-in customer. */
  demoCustomerId?: string;
  /**
   * Who pays: the gateway customer id of the shopper your own sign-in signed in, or `undefined` for a
   * guest. Only that customer's saved methods are ever offered. Default: guest-only with real
   * credentials; the demo's sign-in (a shopper of test data) on an emulated gateway.
   */
  getCustomerId?: GetCustomerId;
  /**
   * What the order a checkout page opens costs: the total of the shopper's cart as your server knows it (a decimal
   * string such as `"24.99"`, sync or async), read from your own cart, never from the request's address or form.
   * Default: `CHECKOUT_AMOUNT` (10.00) for every order with a real gateway; on an emulated gateway the demo's
   * `?amount=` (10.00).
   */
  priceOrder?: PriceOrder;
  /** Where the server's log lines go. Default `console.log`. */
  log?: (message: string) => void;
  /**
   * Where the lines that need the merchant's attention go: a sale taken for an order released as not charged
   * (undone, or to be refunded by hand), a second sale of an order that could not be voided (REFUND by hand), a
   * sale charged in another currency than the page showed (CURRENCY MISMATCH), a production server told to send
   * its cookies without Secure. Default `log` when it is given, else `console.error`.
   */
  logError?: (message: string) => void;
  /**
   * PGlite's data directory (orders and sessions), default `data/checkout-db`; `memory://` for a
   * store that ends with the process. Ignored when `DATABASE_URL` is set in `env`.
   */
  dataDir?: string;
  /** How long a request waits for the gateway before answering the shopper, in ms. Default 15000. */
  gatewayTimeoutMs?: number;
  /**
   * The SDK's bound on each gateway call, in ms: longer than `gatewayTimeoutMs`, so that a sale
   * answered after the shopper was told "not confirmed yet" is still recorded. Default 30000.
   */
  sdkTimeoutMs?: number;
  /** How often unresolved orders are looked up at the gateway, in ms. Default 10000. */
  reconcileEveryMs?: number;
  /**
   * How long an order nobody tried to pay (the checkout opened, never paid) is kept after its last change, in ms;
   * the reconciler's next pass after that deletes it. Default a day, the life of the session the order belongs to
   * (a day from its first order, or from a sign-in, which moves its orders): by then no page can pay it.
   */
  untouchedOrderLifetimeMs?: number;
  /**
   * How long after an order is released as not charged the reconciler still looks for a sale of it that lands late
   * (and undoes it), in ms. Default 600000 (10 minutes).
   */
  lateSaleWatchMs?: number;
  /** Time for the payment code (tests move it by hand). Default the system's. */
  clock?: Clock;
  /**
   * How long a shutdown waits for requests in flight, for the answers of sales sent and for the reconciler's pass under
   * way, in ms. Default 5 s longer than `gatewayTimeoutMs` (20000), at least 10000: a payment waiting for the gateway
   * gets its answer, and so does the pass's one search under way (each is bounded by `gatewayTimeoutMs`).
   */
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
  /**
   * Looks every unresolved order up at the gateway now, and deletes the untouched orders past their lifetime (it
   * also happens at start and every `reconcileEveryMs`). Rejects once `close()` was called.
   */
  reconcile(): Promise<ReconcileReport>;
  /**
   * Stops taking requests and starting reconciler passes, lets the requests in flight finish, the sales sent get their
   * answers recorded and the reconciler's pass under way end (up to the grace time), then closes the store.
   */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = join(DEFAULT_OUT_DIR, '..', '..', 'data', 'checkout-db');

/** What the server talks to: the gateway through the SDK, and for the emulator its origin for browsers. */
interface GatewaySide {
  gateway: SdkGateway;
  emulator?: Emulator;
  /** The origin browsers reach an emulator at (in-process or standalone); none with Braintree. */
  emulatorOrigin?: string;
}

async function startGateway(mode: GatewayMode, options: StartServerOptions): Promise<GatewaySide> {
  if (mode.kind === 'braintree') return { gateway: braintreeGateway(mode.credentials) };
  if (mode.kind === 'development') {
    return { gateway: developmentSdkGateway(mode.gateway), emulatorOrigin: browserOrigin(mode.gateway.url) };
  }
  const emulator = await createEmulator({
    port: options.emulatorPort ?? 4010,
    httpsPort: options.emulatorHttpsPort ?? 0,
    browserAccess: 'direct',
    // As a new Braintree account has it: the gateway refuses a second sale of one card for one order.
    merchant: { duplicateCheckWindowSeconds: 30 },
  });
  // The origin the emulator puts in client tokens for browsers that reach it directly.
  return { gateway: emulatorGateway(emulator), emulator, emulatorOrigin: `http://localhost:${emulator.port}` };
}

/** The store, locked (PGlite) and migrated. */
async function openStore(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  logError: (message: string) => void,
): Promise<Database> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, logError });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Runs `step`; if it throws, closes what is already open, then throws on. */
async function orClose<T>(step: () => Promise<T>, ...open: Array<{ close(): Promise<void> } | undefined>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    for (const thing of open) await thing?.close();
    throw error;
  }
}

/**
 * How long the shopper waits for the gateway's answer, and how long the SDK waits: longer, so that an answer that
 * comes after the shopper was answered is still recorded.
 */
function gatewayTimeouts(options: StartServerOptions): { answerWithinMs: number; sdkTimeoutMs: number } {
  const answerWithinMs = options.gatewayTimeoutMs ?? 15_000;
  const sdkTimeoutMs = options.sdkTimeoutMs ?? Math.max(30_000, answerWithinMs * 2);
  if (sdkTimeoutMs <= answerWithinMs) {
    throw new Error(`sdkTimeoutMs (${sdkTimeoutMs}) must be longer than gatewayTimeoutMs (${answerWithinMs}).`);
  }
  return { answerWithinMs, sdkTimeoutMs };
}

/**
 * Starts the product server: the store first (a second server on one embedded store refuses here),
 * the gateway (the emulator in-process unless credentials are set), the checkout bundle built for it,
 * the routes, and the reconciler of unresolved orders.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const logError = options.logError ?? options.log ?? ((message: string) => console.error(message));
  const env = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const mode = gatewayModeFromEnv(env);
  const account = merchantAccountFromEnv(env, mode);
  const trustProxy = trustProxyFromEnv(env);
  const fixedAmount = checkoutAmountFromEnv(env);
  const limits = checkoutLimitsFromEnv(env, isDemo(mode));
  const threeDSecureRequired = threeDSecureRequiredFromEnv(env);
  const production = mode.kind === 'braintree' && mode.credentials.environment === 'production';
  const secureCookies = secureCookiesFromEnv(env, production, logError);
  const givenSecret = sessionSecretFromEnv(env, mode.kind === 'braintree');
  const boundHost = boundHostName(options.host ?? '127.0.0.1');
  const allowedHosts = [...allowedHostsFromEnv(env, production), ...(boundHost ? [boundHost] : [])];
  // With a real gateway the page shows the default settings: with the wallets on, Google Pay is offered.
  const googlePayMerchantId = googlePayMerchantIdFromEnv(env, { production, offered: DEFAULT_SETTINGS.wallets });
  const { answerWithinMs, sdkTimeoutMs } = gatewayTimeouts(options);
  const outDir = options.outDir ?? DEFAULT_OUT_DIR;

  const db = await openStore(env, options.dataDir ?? DEFAULT_DATA_DIR, logError);
  const side = await orClose(() => startGateway(mode, options), db);
  // Every call the SDK makes gives up after this long; the shopper is answered sooner.
  side.gateway.config.timeout = sdkTimeoutMs;
  const secret = await orClose(
    async () => givenSecret ?? (await storedSecret(db, 'session', () => randomBytes(32).toString('base64url'))),
    db,
    side.emulator,
  );
  await orClose(() => buildBundle(options, outDir, side.emulatorOrigin, log), db, side.emulator);

  const orders = new Orders(db);
  const endedSessions = new EndedSessions(db);
  const reconciler: Reconciler = new Reconciler({
    gateway: side.gateway,
    orders,
    clock,
    searchTimeoutMs: answerWithinMs,
    everyMs: options.reconcileEveryMs ?? 10_000,
    untouchedOrderLifetimeMs: options.untouchedOrderLifetimeMs ?? 24 * 60 * 60 * 1000,
    lateSaleWatchMs: options.lateSaleWatchMs ?? 10 * 60 * 1000,
    // Called only once the server runs, after `charger` is made.
    answerPending: (orderId): boolean => charger.answerPending(orderId),
    log,
    logError,
  });
  const charger: Charger = new Charger({
    gateway: side.gateway,
    orders,
    reconciler,
    clock,
    answerWithinMs,
    // An attempt may still make a sale until the SDK gives up on it, and as long again for the
    // gateway to finish what it had started.
    attemptLifetimeMs: sdkTimeoutMs * 2,
    ...(account?.id ? { merchantAccountId: account.id } : {}),
    maxAttempts: limits.attemptsPerOrder,
    requireThreeDSecure: threeDSecureRequired,
    log,
    logError,
  });
  const app = createApp({
    ...appSettings(options, mode, side, account, fixedAmount),
    ...(googlePayMerchantId ? { googlePayMerchantId } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    allowedHosts,
    gateway: side.gateway,
    orders,
    endedSessions,
    charger,
    reconciler,
    clock,
    limits,
    requestCounts: new RequestCounts(db, () => clock.now(), logError),
    threeDSecureRequired,
    security: security({
      secret,
      sessionEnded: (id) => endedSessions.isEnded(id),
      secureCookies,
      thirdPartyOrigins: side.emulatorOrigin ? emulatorOrigins(side.emulatorOrigin) : THIRD_PARTY_ORIGINS,
    }),
    answerWithinMs,
    assetsDir: outDir,
    assets: memo(() => entryAssets(outDir)),
    log,
  });
  const listening = await orClose(() => listen(createServer(app), options), db, side.emulator);
  void reconciler.start();
  return {
    url: listening.url,
    mode: mode.kind,
    emulatorUrl: side.emulator?.url,
    emulator: side.emulator,
    orders,
    reconcile: () => reconciler.pass(),
    close: async () => {
      const graceMs = options.shutdownGraceMs ?? Math.max(10_000, answerWithinMs + 5_000);
      const deadline = Date.now() + graceMs;
      // No reconciler pass starts from now on; the one under way ends after the order it is at.
      const reconciled = reconciler.close();
      await listening.close(graceMs);
      // A sale whose shopper was answered "not confirmed yet" may still wait for the gateway: its answer is recorded
      // before the store closes, and so is what the reconciler's pass under way found. One with no answer by the end
      // of the grace time stays unresolved in the store, where the reconciler of any instance (or of this one,
      // restarted) looks it up.
      await settledWithin(
        Promise.all([charger.answered(), reconciled]).then(() => undefined),
        deadline - Date.now(),
      );
      await db.close();
      await side.emulator?.close();
    },
  };
}

/** The page's settings for this mode: who pays, what an order costs, the emulator's stand-ins, what the page preconnects to. */
function appSettings(
  options: StartServerOptions,
  mode: GatewayMode,
  side: GatewaySide,
  account: MerchantAccount | undefined,
  fixedAmount: string,
) {
  // The in-process emulator, or a development gateway on this machine: no real money moves.
  const emulated = isDemo(mode);
  // The demo's sign-in (a shopper of test data, shared by every visitor) exists only there, and only when the
  // merchant has not said who pays.
  const demoCustomer =
    emulated && !options.getCustomerId ? new DemoCustomer(side.gateway, options.demoCustomerId) : undefined;
  const identity: Identity = options.getCustomerId
    ? { getCustomerId: options.getCustomerId }
    : demoCustomer
      ? demoIdentity(demoCustomer)
      : { getCustomerId: guestOnly };
  return {
    identity,
    ...(demoCustomer ? { demoCustomer } : {}),
    // The currency the sales are charged in, which the page shows: the in-process emulator's, or the merchant
    // account's as the merchant stated it.
    currency: side.emulator?.merchant.currencyIsoCode ?? account!.currency,
    ...(account?.id ? { merchantAccountId: account.id } : {}),
    vaultedCards: options.vaultedCards ?? true,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    emulated,
    // The amount of an order is the server's: the merchant's cart, or one fixed amount; the demo's address only on
    // an emulated gateway.
    price: orderPricing({
      ...(options.priceOrder ? { priceOrder: options.priceOrder } : {}),
      demo: emulated,
      fixedAmount,
    }),
    // The emulated merchant's Apple Pay needs a session in browsers that have none: the emulator's
    // stand-in. With real credentials no stand-in is ever loaded.
    ...(side.emulatorOrigin ? { applePaySessionScript: `${side.emulatorOrigin}${APPLE_PAY_SESSION_PATH}` } : {}),
    gatewayConnections: gatewayConnections(mode, side.emulatorOrigin),
  };
}

async function buildBundle(
  options: StartServerOptions,
  outDir: string,
  emulatorOrigin: string | undefined,
  log: (message: string) => void,
): Promise<void> {
  if (options.build === 'never') return;
  const built = await buildHostApp({
    outDir,
    emulatorOrigin,
    sourceMaps: options.sourceMaps,
    force: options.build === 'always',
  });
  if (built) {
    log(`Built the checkout bundle into ${outDir}${emulatorOrigin ? ` (for the emulator at ${emulatorOrigin})` : ''}.`);
  }
}

/** Waits for `done`, or `ms` at most. */
async function settledWithin(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))]);
  clearTimeout(timer);
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

interface Listening {
  url: string;
  /** No new connections; idle keep-alive ones go now, those with a request in flight when it ends. */
  close(graceMs: number): Promise<void>;
}

async function listen(server: Server, options: StartServerOptions): Promise<Listening> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: async (graceMs) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, graceMs);
      await closed;
      clearTimeout(grace);
    },
  };
}

export type { EntryAssets };
