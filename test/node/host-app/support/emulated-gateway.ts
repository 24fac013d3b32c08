/**
 * The product server's emulated gateway, as its tests see it: the sales it recorded, and faults armed at it.
 */
import assert from 'node:assert/strict';
import type { Emulator } from '../../../../emulator/index.js';
import type { RunningServer } from '../../../../host-app/server/index.js';

/** A sale as the emulator's state lists it (the fields the checkout's tests read). */
export interface EmulatedSale {
  id: string;
  status: string;
  amount: string;
  orderId?: string;
  gatewayRejectionReason?: string;
}

/** The emulator's state: its sales, and how many requests its faults hold back now. */
async function emulatorState(server: Pick<RunningServer, 'emulatorUrl'>): Promise<{
  transactions: EmulatedSale[];
  heldByFaults: number;
}> {
  return (await emulatorControl(server, 'GET', 'state')) as { transactions: EmulatedSale[]; heldByFaults: number };
}

/** The emulator's sales, all or those of one order. */
export async function emulatedSales(server: RunningServer, orderId?: string): Promise<EmulatedSale[]> {
  const { transactions } = await emulatorState(server);
  return transactions.filter((sale) => orderId === undefined || sale.orderId === orderId);
}

/** How many requests the emulator's faults hold back now (a stalled sale not landed yet). */
export async function heldByFaults(server: RunningServer): Promise<number> {
  return (await emulatorState(server)).heldByFaults;
}

/** Asks `condition` every `everyMs` until it holds; fails naming `what` after `timeout` ms. */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  { timeout = 15_000, everyMs = 50 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until no stalled request is left at the gateway (an earlier test's may still land): its sales are all there. */
export async function stallsOver(server: RunningServer): Promise<void> {
  await waitUntil(async () => (await heldByFaults(server)) === 0, 'the stalled sales to land');
}

/**
 * Calls the control API of the server's emulated gateway (`/__emulator/<path>`: `state`, `reset`, `faults`) with
 * `body` as JSON, asserts that it answered 2xx, and gives its JSON answer (`undefined` for an empty one).
 */
export async function emulatorControl(
  server: Pick<RunningServer, 'emulatorUrl'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${server.emulatorUrl}/__emulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `emulator ${method} ${path} answered ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** Arms a fault at the server's emulated gateway (`POST /__emulator/faults`): the next such call fails. */
export async function armFault(server: RunningServer, spec: Record<string, unknown>): Promise<void> {
  await emulatorControl(server, 'POST', 'faults', spec);
}

/**
 * The environment of a server whose gateway is `emulator`, running on its own as a gateway of the developer's
 * (`BRAINTREE_ENVIRONMENT=development`, its URL and its merchant's keys): a shutdown of the server leaves it running.
 */
export function developmentGatewayEnv(emulator: Emulator): NodeJS.ProcessEnv {
  return {
    BRAINTREE_ENVIRONMENT: 'development',
    BRAINTREE_GATEWAY_URL: emulator.url,
    BRAINTREE_MERCHANT_ID: emulator.merchant.merchantId,
    BRAINTREE_PUBLIC_KEY: emulator.merchant.publicKey,
    BRAINTREE_PRIVATE_KEY: emulator.merchant.privateKey,
  };
}
