import type { AddressInfo, Socket } from 'node:net';
import { createServer, type Server } from 'node:http';
import { buildHostApp, DEFAULT_OUT_DIR, entryAssets, type EntryAssets } from '../build.js';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { DEFAULT_SUPPORT_EMAIL } from '../src/page-contract.js';
import { createApp } from './app.js';
import type { SdkGateway } from './braintree-sdk.js';
import { DemoCustomer } from './demo-customer.js';
import { braintreeGateway, emulatorGateway, gatewayModeFromEnv, type GatewayMode } from './gateway-mode.js';

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
}

export interface RunningServer {
  /** The checkout, e.g. `http://127.0.0.1:3000` (also reachable as `http://localhost:3000`). */
  url: string;
  mode: GatewayMode['kind'];
  /** Emulated mode: the emulator's origin (its control API is at `/__emulator/*`). */
  emulatorUrl?: string;
  emulator?: Emulator;
  close(): Promise<void>;
}

/**
 * Starts the product server: the emulator in-process (unless Braintree credentials are set), the
 * checkout bundle built for it, and the checkout, token, sale and error-report routes.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const mode = gatewayModeFromEnv(options.env ?? process.env);
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

  try {
    if (options.build !== 'never') {
      const built = await buildHostApp({ outDir, emulatorOrigin, force: options.build === 'always' });
      if (built)
        log(
          `Built the checkout bundle into ${outDir}${emulatorOrigin ? ` (for the emulator at ${emulatorOrigin})` : ''}.`,
        );
    }
  } catch (error) {
    await emulator?.close();
    throw error;
  }
  let assets: EntryAssets | undefined;

  const app = createApp({
    gateway,
    demoCustomer: new DemoCustomer(gateway, options.demoCustomerId),
    assetsDir: outDir,
    assets: () => (assets ??= entryAssets(outDir)),
    currency: emulator?.merchant.currencyIsoCode ?? 'USD',
    vaultedCards: options.vaultedCards ?? true,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    emulated: mode.kind === 'emulated',
    emulatorOrigin,
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
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator?.close();
    },
  };
}
