import { isIP } from 'node:net';
import { parseOrigin } from './addresses.js';
import { createApp } from './app.js';
import { makeClientToken, type BrowserAccess } from './authorization.js';
import type { EmulatorContext } from './context.js';
import { FaultInjector } from './faults.js';
import { chromiumHostRules } from './hosts.js';
import { listenTwice } from './servers.js';
import { EmulatorState } from './state/emulator-state.js';
import type { Merchant } from './state/merchant.js';
import { WalletOutcomes } from './wallet-outcomes.js';

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
   * to `url`; needs the Vite bridge, `payment-dropin-emulator/vite-bridge`: see the README).
   */
  browserAccess?: 'host-mapped' | 'direct';
  /** Print each request (default false). */
  verbose?: boolean;
  /**
   * Host names the control API (`/__emulator/*`) and the server API (`/merchants/<id>/…`, the Node SDK's) answer
   * requests addressed to, besides this machine's (`localhost`, `127.0.0.1`, `[::1]`), Braintree's (a host-mapped
   * browser) and `host` when it names one: the name a container or another machine reaches the emulator by, when it
   * listens beyond loopback (`host: '0.0.0.0'`), such as the `GATEWAY_HOST` a merchant's app in another container gives
   * the SDK. A request addressed to any other name is refused, so a page whose name was pointed at this machine (DNS
   * rebinding) cannot drive it. (The client API braintree-web calls answers any name.)
   */
  allowedHosts?: readonly string[];
  /**
   * The origin browsers reach the emulator by in `direct` mode (`http://emulator:4010` for a browser in another
   * container, or a proxy's `https://sandbox.ci.example`): an http(s) origin with no path. Direct client tokens name it
   * (default `http://localhost:<port>`), so do the configuration's URLs for a browser that reached it by that name, and
   * the control and server APIs answer requests addressed to its host, as they do the names in `allowedHosts`.
   */
  publicUrl?: string;
}

export interface Emulator {
  /** `http://host:port` (loopback when bound to every interface): give its host and port to the Node SDK. */
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

/** Bind addresses that name every interface, not a host a request is addressed to. */
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

/** Starts a Braintree-compatible gateway on loopback. */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = options.publicUrl === undefined ? undefined : parseOrigin(options.publicUrl);
  if (options.publicUrl !== undefined && publicOrigin === undefined) {
    throw new Error(
      `createEmulator: publicUrl must be an http(s) origin with no path, such as http://emulator:4010, got "${options.publicUrl}".`,
    );
  }
  const state = new EmulatorState(options.merchant);
  const faults = new FaultInjector();
  const wallets = new WalletOutcomes();
  // Known once the HTTP server listens (or given as publicUrl); client tokens for direct browsers name it.
  let httpOrigin = publicOrigin ?? '';
  const direct = (): BrowserAccess => ({ kind: 'direct', origin: httpOrigin });
  const ctx: EmulatorContext = {
    state,
    faults,
    defaultAccess: (): BrowserAccess => (options.browserAccess === 'direct' ? direct() : { kind: 'host-mapped' }),
    log: (message) => {
      if (options.verbose) console.log(`[emulator] ${message}`);
    },
    controlHosts: new Set(
      [
        ...(options.allowedHosts ?? []),
        ...(WILDCARD_HOSTS.includes(host) ? [] : [host]),
        ...(publicOrigin ? [new URL(publicOrigin).hostname] : []),
      ].map((name) => (isIP(name) === 6 ? `[${name}]` : name).toLowerCase()),
    ),
    publicOrigin,
  };
  const servers = await listenTwice(createApp(ctx, wallets), host, {
    http: options.port ?? 0,
    https: options.httpsPort ?? 0,
  });
  const { port, httpsPort } = servers;
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  // Bound to every interface, this machine still reaches it by loopback: `url` names that, not 0.0.0.0 (an IPv6
  // address in brackets, as URLs write it).
  const reachable = WILDCARD_HOSTS.includes(host) ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  httpOrigin = publicOrigin ?? `http://${shownHost}:${port}`;

  return {
    url: `http://${reachable}:${port}`,
    httpsUrl: `https://${reachable}:${httpsPort}`,
    port,
    httpsPort,
    state,
    merchant: state.merchant,
    hostRules: chromiumHostRules(httpsPort),
    clientToken: ({ customerId, access } = {}) =>
      makeClientToken(
        state,
        access === 'direct' ? direct() : access === 'host-mapped' ? { kind: 'host-mapped' } : ctx.defaultAccess(),
        { customerId },
      ),
    faults,
    wallets,
    reset: () => {
      state.reset();
      faults.clear();
      wallets.clear();
    },
    close: () => servers.close(),
  };
}
