import type { ClientAuthorization } from '../authorization.js';
import { publicInstrument } from '../instruments/public-instrument.js';
import type { EmulatorState } from '../state/emulator-state.js';

/** One saved method as `GET …/client_api/v1/payment_methods` lists it (what the vault manager reads). */
export interface ListedPaymentMethod {
  type: string;
  nonce: string;
  default: boolean;
  hasSubscription: boolean;
  description: string;
  details: Record<string, unknown>;
  binData?: unknown;
  consumed: false;
  threeDSecureInfo: null;
}

/**
 * A customer's saved methods, each with a fresh single-use nonce that stands for the vaulted
 * method. Guest client tokens (no customer) have none.
 */
export function listPaymentMethods(
  state: EmulatorState,
  customerId: string | undefined,
  defaultFirst: boolean,
): ListedPaymentMethod[] {
  if (!customerId) return [];
  return state.methodsOf(customerId, defaultFirst).map((method) => {
    const record = state.createNonce(method.instrument, { vaultToken: method.token });
    const { type, description, details, binData } = publicInstrument(method.instrument);
    return {
      type,
      nonce: record.nonce,
      default: method.isDefault,
      hasSubscription: method.hasSubscription,
      description,
      details,
      ...(binData ? { binData } : {}),
      consumed: false,
      threeDSecureInfo: null,
    };
  });
}

export type DeletionOutcome = { ok: true } | { ok: false; errorClass: 'AUTHORIZATION' | 'NOT_FOUND'; message: string };

/**
 * Deletes the saved method a nonce stands for. Only a client token for the method's own
 * customer may; any other nonce is "not found", so one shopper cannot probe another's vault.
 */
export function deleteBySingleUseToken(
  state: EmulatorState,
  auth: ClientAuthorization,
  nonce: unknown,
): DeletionOutcome {
  const customerId = auth.kind === 'clientToken' ? auth.claims.customerId : undefined;
  if (!customerId) {
    return {
      ok: false,
      errorClass: 'AUTHORIZATION',
      message: 'Deleting a payment method requires a client token generated with a customer ID.',
    };
  }
  const notFound: DeletionOutcome = {
    ok: false,
    errorClass: 'NOT_FOUND',
    message: 'Cannot find a payment method for the given single use token.',
  };
  if (typeof nonce !== 'string' || nonce === '') return notFound;
  const record = state.nonces.get(nonce);
  const method = record?.vaultToken ? state.vault.get(record.vaultToken) : undefined;
  if (!record || record.consumed || !method || method.customerId !== customerId) return notFound;
  record.consumed = true;
  state.deleteVaulted(method.token);
  return { ok: true };
}
