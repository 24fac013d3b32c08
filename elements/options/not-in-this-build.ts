import type { PaymentMethodType, PaymentOptionId } from '../model/types.js';
import type { PaymentOptionDefinition } from './option.js';

/**
 * A stand-in for an option whose folder is not written yet: it is recognised in the merchant's options and
 * priority list, but never set up (the option shows disabled, as any option that fails to set up).
 * Replacing its registry line with the real folder's definition is all it takes to add it.
 */
export function notInThisBuild<Id extends PaymentOptionId>(
  id: Id,
  methodType: PaymentMethodType,
  labelKey: string,
  isConfigured: PaymentOptionDefinition<Id>['isConfigured'],
  request: PaymentOptionDefinition['request'] = 'none',
): PaymentOptionDefinition<Id> {
  return {
    id,
    methodType,
    labelKey,
    request,
    ...(request === 'ownButton' ? { ownButtonErrorKey: `${id}ButtonMustBeUsed` } : {}),
    isConfigured,
    load: () => Promise.reject(new Error(`${id} is not available in this build of <payment-dropin>.`)),
  };
}
