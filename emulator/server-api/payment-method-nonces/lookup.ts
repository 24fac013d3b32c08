import type { EmulatorState } from '../../state/emulator-state.js';
import { validationError, type ValidationError } from '../errors.js';
import { STATIC_CONSUMED_NONCE, staticNonceInstrument } from './static-nonces.js';
import type { Instrument, PaymentMethodType, VaultedMethod } from '../../state/records.js';

/**
 * What a payment method nonce stands for. Looking one up does not use it: `use()` does, once
 * the request has passed its other checks, so a request refused for another reason leaves the
 * nonce usable (as the gateway does).
 */
export type NonceLookup =
  | { ok: true; instrument: Instrument; vaulted?: VaultedMethod; requestedToken?: string; use(): void }
  | { ok: false; reason: 'unknown' | 'consumed'; type?: PaymentMethodType };

export function lookupNonce(state: EmulatorState, nonce: string): NonceLookup {
  if (nonce === STATIC_CONSUMED_NONCE) return { ok: false, reason: 'consumed', type: 'CreditCard' };
  const fixed = staticNonceInstrument(nonce);
  if (fixed) return { ok: true, instrument: fixed, use: () => undefined };
  const record = state.nonces.get(nonce);
  if (!record) return { ok: false, reason: 'unknown' };
  if (record.consumed) return { ok: false, reason: 'consumed', type: record.instrument.type };
  let vaulted: VaultedMethod | undefined;
  if (record.vaultToken) {
    vaulted = state.vault.get(record.vaultToken);
    // The saved method it stood for is gone: the gateway no longer knows the nonce.
    if (!vaulted) return { ok: false, reason: 'unknown' };
  }
  return {
    ok: true,
    instrument: vaulted?.instrument ?? record.instrument,
    vaulted,
    requestedToken: record.requestedToken,
    use: () => {
      state.consumeNonce(nonce);
    },
  };
}

/** Where a nonce is used: each call reports a bad nonce under its own codes. */
export type NonceUse = 'transaction' | 'payment-method' | 'customer';

const UNKNOWN_MESSAGE = 'Unknown or expired payment_method_nonce.';
const CONSUMED_MESSAGE = 'Cannot use a payment_method_nonce more than once.';

/** Per-instrument codes when a customer is created from a nonce (errors sit under the instrument). */
const CUSTOMER_NONCE_CODES: Readonly<Record<string, { scope: string; unknown: string; consumed: string }>> = {
  CreditCard: { scope: 'credit-card', unknown: '91732', consumed: '91731' },
  PayPalAccount: { scope: 'paypal-account', unknown: '92908', consumed: '92907' },
  ApplePayCard: { scope: 'apple-pay-card', unknown: '93505', consumed: '93504' },
};

/** The gateway's validation error for an unknown or already used nonce. */
export function nonceError(
  use: NonceUse,
  failure: { reason: 'unknown' | 'consumed'; type?: PaymentMethodType },
): ValidationError {
  const message = failure.reason === 'unknown' ? UNKNOWN_MESSAGE : CONSUMED_MESSAGE;
  switch (use) {
    case 'transaction':
      return validationError(
        ['transaction'],
        'payment_method_nonce',
        failure.reason === 'unknown' ? '91565' : '91564',
        message,
      );
    case 'payment-method':
      return validationError(
        ['payment-method'],
        'payment_method_nonce',
        failure.reason === 'unknown' ? '93108' : '93107',
        message,
      );
    case 'customer': {
      const codes = CUSTOMER_NONCE_CODES[failure.type ?? 'CreditCard'] ?? CUSTOMER_NONCE_CODES.CreditCard!;
      return validationError(['customer', codes.scope], 'payment_method_nonce', codes[failure.reason], message);
    }
    default: {
      const never: never = use;
      throw new Error(`Unhandled nonce use ${String(never)}`);
    }
  }
}
