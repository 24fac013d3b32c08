/**
 * Browser-side helpers for the emulator that the test run started. They call its control API
 * through the test server's `/__emulator/*` proxy (same origin, no ports to know).
 */
import type { FaultSpec, Merchant, SeedCustomer } from '../../../emulator/index.js';
// Every test that talks to the emulator gets it: a failed assertion about an element is reported, not a time-out.
import './failed-assertions.js';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__emulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Emulator ${method} /${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The emulated merchant's tokenization key (guest checkout). */
export const TOKENIZATION_KEY = 'sandbox_emulated_emulated_merchant';

/** A client token; with `customerId`, one that grants that customer's saved methods. */
export async function clientToken(
  options: { customerId?: string; verifyCard?: boolean; failOnDuplicatePaymentMethod?: boolean } = {},
): Promise<string> {
  const { clientToken: token } = await control<{ clientToken: string }>('POST', 'client-token', options);
  return token;
}

export function tokenizationKey(): string {
  return TOKENIZATION_KEY;
}

export interface SeededCustomer {
  customer: { id: string };
  paymentMethods: Array<{ token: string; type: string; default: boolean }>;
}

/** Creates a customer with saved methods (see emulator/control/seed.ts). */
export function seedCustomer(seed: SeedCustomer): Promise<SeededCustomer> {
  return control('POST', 'customers', seed);
}

/** Arms a fault for the next matching requests (see emulator/faults.ts). */
export async function fault(spec: FaultSpec): Promise<void> {
  await control('POST', 'faults', spec);
}

/** Lets every request a delay fault is holding go on now (its real answer follows). */
export async function releaseHeld(): Promise<void> {
  await control('POST', 'faults/release');
}

export async function clearFaults(): Promise<void> {
  await control('DELETE', 'faults');
}

/** Changes merchant settings until the next reset. */
export function configureMerchant(settings: Partial<Merchant>): Promise<Merchant> {
  return control('POST', 'merchant', settings);
}

export async function resetEmulator(): Promise<void> {
  await control('POST', 'reset');
}

export interface EmulatorSnapshot {
  customers: Array<{ id: string }>;
  paymentMethods: Array<{
    token: string;
    customerId: string;
    type: string;
    default: boolean;
    hasSubscription: boolean;
    details: Record<string, unknown>;
  }>;
  transactions: Array<Record<string, unknown>>;
  analytics: Array<{ url: string; body: unknown; receivedAt: number }>;
  faults: FaultSpec[];
  /** Requests a `delayMs` fault is holding right now. */
  heldByFaults: number;
}

export function emulatorState(): Promise<EmulatorSnapshot> {
  return control('GET', 'state');
}

/** The PayPal payments pages set up with the emulated PayPal, oldest first. */
export function paypalPayments(): Promise<
  Array<{ flow: string; ecToken: string; amount?: string; currency?: string; intent?: string; status: string }>
> {
  return control('GET', 'paypal/payments');
}
