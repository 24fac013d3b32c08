import type { EmulatorContext } from '../../context.js';
import { kindOf } from '../../payment-method-types.js';
import { staticThreeDSecureInfo } from '../../three-d-secure/static-nonces.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { validationError, type ValidationError } from '../errors.js';
import { STATIC_CONSUMED_NONCE, staticNonceInstrument } from './static-nonces.js';
import type { AddressFields, Instrument, PaymentMethodType, VaultedMethod } from '../../state/records.js';

/**
 * What a payment method nonce stands for. Looking one up does not use it: `use()` does, once
 * the request has passed its other checks, so a request refused for another reason leaves the
 * nonce usable (as the gateway does).
 */
export type NonceLookup =
  | {
      ok: true;
      instrument: Instrument;
      vaulted?: VaultedMethod;
      requestedToken?: string;
      billingAddress?: AddressFields;
      use(): void;
    }
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
    billingAddress: record.billingAddress,
    use: () => {
      state.consumeNonce(nonce);
    },
  };
}

/** Where a nonce is used: each call reports a bad nonce under its own codes. */
export type NonceUse = 'transaction' | 'payment-method' | 'customer';

const UNKNOWN_MESSAGE = 'Unknown or expired payment_method_nonce.';
const CONSUMED_MESSAGE = 'Cannot use a payment_method_nonce more than once.';

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
      // Errors sit under the instrument's element, with its own codes (a card's when it has none).
      const codes = kindOf(failure.type ?? 'CreditCard').customerNonceCodes ?? kindOf('CreditCard').customerNonceCodes!;
      return validationError(['customer', codes.scope], 'payment_method_nonce', codes[failure.reason], message);
    }
    default: {
      const never: never = use;
      throw new Error(`Unhandled nonce use ${String(never)}`);
    }
  }
}

/** The 3D Secure result a nonce carries: from a 3D Secure flow, or the one its static name stands for. */
export function nonceThreeDSecureInfo(ctx: EmulatorContext, nonce: string): Record<string, unknown> | undefined {
  return ctx.state.nonces.get(nonce)?.threeDSecureInfo ?? staticThreeDSecureInfo(nonce);
}
