import type { DropinAction } from '../model/dropin-model.js';
import { applyThreeDSecureResult, threeDSecureVerifyOptions } from '../model/three-d-secure.js';
import type { ThreeDSecureProvider, VerifyCardRequest } from '../provider/three-d-secure.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { DropinOptions, PaymentMethod, ThreeDSecureOptions } from '../vocabulary/types.js';

/** What a verification needs of the running setup. */
export interface VerifyingSetup {
  readonly options: DropinOptions | undefined;
  dispatch(action: DropinAction): void;
  keepError(error: unknown): void;
}

/**
 * 3D Secure's verification of a tokenized card, a chunk of its own that loads with 3D Secure (a page without it never
 * downloads it). Requestable stays as it is until verification ends, so a merchant never sees a method as selected
 * before the challenge is done.
 */
export async function verifyCard(
  setup: VerifyingSetup,
  provider: ThreeDSecureProvider,
  method: PaymentMethod,
  requestOptions: Record<string, unknown> | undefined,
): Promise<PaymentMethod> {
  const amount = ((setup.options?.threeDSecure ?? {}) as ThreeDSecureOptions).amount;
  const options = threeDSecureVerifyOptions(method, amount, requestOptions);
  setup.dispatch({ type: 'verificationStarted' });
  try {
    const result = await provider.verifyCard({
      ...(options as unknown as VerifyCardRequest),
      onLookupComplete: (_data, next) => next(),
    });
    return applyThreeDSecureResult(method, result);
  } catch (cause) {
    setup.keepError(cause);
    console.error(`<payment-dropin>: ${MESSAGES.threeDSecureAuthenticationFailed}`, cause);
    setup.dispatch({ type: 'selectionCleared' });
    setup.dispatch({ type: 'errorReported', error: 'threeDSecureAuthenticationError' });
    throw new PaymentDropinError(MESSAGES.threeDSecureAuthenticationFailed, { kind: 'provider', cause });
  } finally {
    setup.dispatch({ type: 'verificationFinished' });
  }
}
