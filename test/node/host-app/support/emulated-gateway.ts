/**
 * The product server's emulated gateway, as its tests see it: the sales it recorded, and faults armed at it.
 */
import assert from 'node:assert/strict';
import type { Emulator } from '../../../../emulator/index.js';
import type { RunningServer } from '../../../../host-app/server/index.js';

/** A sale as the emulator's state lists it (the fields the checkout's tests read). */
export interface EmulatedSale {
  status: string;
  amount: string;
  orderId?: string;
  gatewayRejectionReason?: string;
}

/** The emulator's sales, all or those of one order. */
export async function emulatedSales(server: RunningServer, orderId?: string): Promise<EmulatedSale[]> {
  const state = (await (await fetch(`${server.emulatorUrl}/__emulator/state`)).json()) as {
    transactions: EmulatedSale[];
  };
  return state.transactions.filter((sale) => orderId === undefined || sale.orderId === orderId);
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
  const response = await fetch(`${server.emulatorUrl}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  assert.ok(response.ok, `the fault was refused: ${response.status}`);
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
