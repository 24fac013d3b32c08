import { findKind, type SeedMethod } from '../payment-method-types.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { Customer, Instrument } from '../state/records.js';

export type { SeedMethod } from '../payment-method-types.js';

export interface SeedCustomer {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  paymentMethods?: SeedMethod[];
}

function instrumentFor(method: SeedMethod): Instrument | string {
  const kind = findKind(method.type);
  if (!kind) return `Unknown payment method type ${(method as { type: unknown }).type}.`;
  return kind.seed(method);
}

/** Creates a customer and their saved methods; returns them with the vault tokens, or an error. */
export function seedCustomer(
  state: EmulatorState,
  seed: SeedCustomer,
): { customer: Customer; paymentMethods: Array<{ token: string; type: string; default: boolean }> } | string {
  if (seed.id && state.customers.has(seed.id)) return `Customer ${seed.id} already exists.`;
  const instruments = (seed.paymentMethods ?? []).map(instrumentFor);
  const bad = instruments.find((i) => typeof i === 'string');
  if (bad !== undefined) return bad as string;
  const customer = state.createCustomer({
    id: seed.id,
    firstName: seed.firstName,
    lastName: seed.lastName,
    email: seed.email,
  });
  const paymentMethods = (seed.paymentMethods ?? []).map((m, i) => {
    const saved = state.vaultInstrument(customer.id, instruments[i] as Instrument, {
      makeDefault: m.default,
      hasSubscription: m.hasSubscription,
    });
    return { token: saved.token, type: saved.instrument.type, default: saved.isDefault };
  });
  // Report defaults as they stand after every method was added.
  for (const pm of paymentMethods) pm.default = state.vault.get(pm.token)!.isDefault;
  return { customer, paymentMethods };
}
