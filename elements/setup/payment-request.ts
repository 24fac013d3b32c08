import { PaymentDropinError, asPaymentDropinError } from '../vocabulary/errors.js';
import type { Settling } from '../element/settling.js';
import type { SharedServices } from './services.js';
import { decideRequest, type DropinAction, type DropinState } from '../model/dropin-model.js';
import { MESSAGES } from '../vocabulary/messages.js';
import {
  applyThreeDSecureResult,
  formatPaymentMethodPayload,
  shouldVerifyThreeDSecure,
  threeDSecureVerifyOptions,
} from '../model/payment-methods.js';
import type { PaymentMethod, PaymentMethodPayload, PaymentOptionId, ThreeDSecureOptions } from '../vocabulary/types.js';
import type { PaymentOptionInstance, TokenizeResult } from '../options/kit/option.js';
import type { VerifyCardRequest } from '../provider/three-d-secure.js';
import { OPTIONS } from '../options/registry.js';

/** What `requestPaymentMethod` needs from the widget (its session). */
export interface PaymentRequestHost {
  readonly model: DropinState | undefined;
  /** The merchant's options as they are now (updateConfiguration may change the 3D Secure amount). */
  readonly options: { readonly threeDSecure?: unknown } | undefined;
  readonly services: SharedServices;
  readonly instances: { get(id: PaymentOptionId): PaymentOptionInstance | undefined };
  /** From the tokenization's answer to the merchant's code, the redraw and analytics wait. */
  readonly settling: Settling;
  dispatch(action: DropinAction): void;
  t(key: string): string;
  /** Kept for `teardown()`'s rejection. */
  lastError: unknown;
}

/**
 * Drop-in's `requestPaymentMethod`: the card sheet tokenizes, the methods list returns the selection,
 * a sheet with its own button (PayPal, Venmo) says to use it. Then 3D Secure when configured, and
 * the device data. Every rejection is a `PaymentDropinError`; braintree-web's keep their code.
 */
export async function requestPaymentMethod(
  host: PaymentRequestHost,
  requestOptions: { threeDSecure?: Record<string, unknown> },
): Promise<PaymentMethodPayload> {
  if (!host.model) throw new PaymentDropinError(MESSAGES.noPaymentMethod, { kind: 'setup' });
  const decision = decideRequest(host.model);
  try {
    let method: PaymentMethod;
    if (decision.kind === 'reject') {
      if (decision.sheetError) host.dispatch({ type: 'errorReported', error: decision.sheetError });
      throw new PaymentDropinError(decision.message, { kind: 'validation' });
    } else if (decision.kind === 'returnSelected') {
      host.settling.start();
      method = decision.method;
    } else {
      method = await tokenizeCard(host);
    }
    method = await verifyThreeDSecure(host, method, requestOptions.threeDSecure);
    const deviceData = host.services.deviceData;
    if (deviceData !== undefined) method = { ...method, deviceData };
    const payload = formatPaymentMethodPayload(method, OPTIONS);
    host.dispatch({ type: 'requestSucceeded', method });
    return payload;
  } catch (error) {
    host.dispatch({ type: 'requestFailed' });
    throw asPaymentDropinError(error, {
      message: error instanceof Error ? error.message : MESSAGES.noPaymentMethod,
      kind: 'provider',
    });
  }
}

async function tokenizeCard(host: PaymentRequestHost): Promise<PaymentMethod> {
  const sheet = host.instances.get('card');
  if (!sheet?.tokenize) throw new Error(MESSAGES.noPaymentMethod);
  // The frames get the request first; the model's busy state is worked out and drawn while they tokenize.
  const tokenizing = sheet.tokenize();
  host.dispatch({ type: 'cardTokenizationStarted' });
  let result: TokenizeResult;
  try {
    result = await tokenizing;
  } catch (error) {
    host.dispatch({ type: 'cardTokenizationFailed', error });
    throw error;
  }
  // The merchant's code gets the nonce (or the rejection) before the panel is drawn again, a task later.
  host.settling.start();
  if (result.kind === 'invalid') {
    host.dispatch({ type: 'cardSubmitInvalid' });
    throw new PaymentDropinError(host.t(result.sheetError), {
      kind: 'validation',
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      type: 'CUSTOMER',
    });
  }
  host.dispatch({ type: 'paymentMethodAdded', method: result.method });
  return result.method;
}

/**
 * Cards (and non-network-tokenized Google Pay cards) go through 3D Secure when it is configured.
 * Requestable stays as it is until verification ends, so a merchant never sees a method as selected
 * before the challenge is done.
 */
async function verifyThreeDSecure(
  host: PaymentRequestHost,
  method: PaymentMethod,
  requestOptions: Record<string, unknown> | undefined,
): Promise<PaymentMethod> {
  const provider = host.services.threeDSecure;
  if (!provider || !host.model || !shouldVerifyThreeDSecure(method, host.model.config.threeDSecure, OPTIONS))
    return method;
  const options = threeDSecureVerifyOptions(
    method,
    ((host.options?.threeDSecure ?? {}) as ThreeDSecureOptions).amount,
    requestOptions,
  );
  host.dispatch({ type: 'verificationStarted' });
  try {
    const result = await provider.verifyCard({
      ...(options as unknown as VerifyCardRequest),
      onLookupComplete: (_data, next) => next(),
    });
    return applyThreeDSecureResult(method, result);
  } catch (cause) {
    host.lastError = cause;
    console.error(`<payment-dropin>: ${MESSAGES.threeDSecureAuthenticationFailed}`, cause);
    host.dispatch({ type: 'selectionCleared' });
    host.dispatch({ type: 'errorReported', error: 'threeDSecureAuthenticationError' });
    throw new PaymentDropinError(MESSAGES.threeDSecureAuthenticationFailed, { kind: 'provider', cause });
  } finally {
    host.dispatch({ type: 'verificationFinished' });
  }
}
