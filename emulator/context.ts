import type { Request } from 'express';
import type { BrowserAccess } from './authorization.js';
import type { FaultInjector } from './faults.js';
import { isProviderHost } from './hosts.js';
import type { EmulatorState } from './state/emulator-state.js';

/** What every route module of the emulator is given. */
export interface EmulatorContext {
  state: EmulatorState;
  faults: FaultInjector;
  /** How browsers reach the emulator when nothing in a request says (client tokens made for the server). */
  defaultAccess(): BrowserAccess;
  /** braintree-web version the frame pages claim to be (any version path is served). */
  log(message: string): void;
  /**
   * Host names, besides this machine's and Braintree's, that the server and control APIs answer requests addressed to (the
   * name the emulator was bound to, and the merchant's `allowedHosts`), in lower case.
   */
  controlHosts: ReadonlySet<string>;
  /** The origin browsers reach the emulator by, when the merchant gave one (`publicUrl`). */
  publicOrigin?: string;
}

/**
 * How the browser that sent this request reaches the emulator: a provider host name means a
 * host-mapped browser; anything else means the browser talks to the emulator's own origin, the one
 * it addressed. A request addressed to the public origin's host gets that origin as given: its scheme
 * is the browser's when a proxy in front of the emulator ends TLS.
 */
export function accessFromRequest(ctx: EmulatorContext, req: Request): BrowserAccess {
  const host = req.get('host');
  if (isProviderHost(host)) return { kind: 'host-mapped' };
  if (ctx.publicOrigin && host?.toLowerCase() === new URL(ctx.publicOrigin).host) {
    return { kind: 'direct', origin: ctx.publicOrigin };
  }
  return { kind: 'direct', origin: `${req.protocol}://${host}` };
}
