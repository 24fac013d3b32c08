/**
 * Pure rules of a card's 3D Secure verification: what `verifyCard` is asked, and the method it gives back. Only a page
 * with 3D Secure needs them, so they load with its code (`setup/verification.ts`); whether a method is verified at all
 * is `shouldVerifyThreeDSecure` in payment.ts.
 */
import { DEFAULT_ACS_WINDOW_SIZE } from '../vocabulary/constants.js';
import type { PaymentMethod } from '../vocabulary/types.js';

/** `verifyCard` options without the callback: merchant config amount, per-request overrides, then fixed fields. */
export interface ThreeDSecureVerifyOptions {
  readonly amount?: unknown;
  readonly nonce: string;
  readonly bin: string | undefined;
  readonly additionalInformation: Readonly<Record<string, unknown>> & { readonly acsWindowSize: unknown };
  readonly [key: string]: unknown;
}

/** Builds `verifyCard` options; the element adds `onLookupComplete`. */
export function threeDSecureVerifyOptions(
  method: PaymentMethod,
  configuredAmount: unknown,
  requestOptions: Readonly<Record<string, unknown>> | undefined,
): ThreeDSecureVerifyOptions {
  const merged: Record<string, unknown> = { amount: configuredAmount, ...(requestOptions ?? {}) };
  const given = merged.additionalInformation;
  const additional: Record<string, unknown> = typeof given === 'object' && given !== null ? { ...given } : {};
  if (!additional.acsWindowSize) {
    additional.acsWindowSize = DEFAULT_ACS_WINDOW_SIZE;
  }
  return {
    ...merged,
    nonce: method.nonce,
    bin: method.details.bin,
    additionalInformation: additional as ThreeDSecureVerifyOptions['additionalInformation'],
  };
}

/** The fields of a 3D Secure result copied onto the method. */
export interface ThreeDSecureResult {
  readonly nonce: string;
  readonly liabilityShifted?: boolean;
  readonly liabilityShiftPossible?: boolean;
  readonly threeDSecureInfo?: unknown;
}

/** The method after verification: the new nonce and the liability outcome. */
export function applyThreeDSecureResult(method: PaymentMethod, result: ThreeDSecureResult): PaymentMethod {
  return {
    ...method,
    nonce: result.nonce,
    liabilityShifted: result.liabilityShifted,
    liabilityShiftPossible: result.liabilityShiftPossible,
    threeDSecureInfo: result.threeDSecureInfo,
  };
}
