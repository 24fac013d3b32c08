/**
 * Pure rules about a payment: what `requestPaymentMethod()` must do in the state it finds, how the method it hands
 * over is formatted for the merchant and when 3D Secure applies. Nothing before a payment needs them, so they load with the payment's code (setup/payment-request.ts). What is true
 * of a method's type comes from the option catalogue the caller hands in.
 */
import { assertNever } from '../vocabulary/assert-never.js';
import { ERROR_KEYS, MESSAGES } from '../vocabulary/messages.js';
import type { OptionCatalogue } from '../vocabulary/option-definition.js';
import type { PaymentMethod, PaymentMethodPayload } from '../vocabulary/types.js';
import { methodTypeOf } from './payment-methods.js';
import { isSheet } from './selectors.js';
import type { DropinState } from './state.js';

/**
 * The merchant-facing payload (as Drop-in gives it): `vaulted` only when known, `description` for cards only, the wallet's raw
 * response in details where the type's definition says so, liability fields only when the possible flag is a boolean.
 */
export function formatPaymentMethodPayload(method: PaymentMethod, catalogue: OptionCatalogue): PaymentMethodPayload {
  const details = methodTypeOf(method.type, catalogue)?.rawPaymentDataInDetails
    ? { ...method.details, rawPaymentData: method.rawPaymentData }
    : method.details;
  return {
    nonce: method.nonce,
    details,
    type: method.type,
    ...(method.vaulted !== undefined && method.vaulted !== null ? { vaulted: method.vaulted } : {}),
    ...(method.type === 'CreditCard' ? { description: method.description } : {}),
    ...(typeof method.liabilityShiftPossible === 'boolean'
      ? { liabilityShifted: method.liabilityShifted, liabilityShiftPossible: method.liabilityShiftPossible }
      : {}),
    ...(method.threeDSecureInfo ? { threeDSecureInfo: method.threeDSecureInfo } : {}),
    ...(method.deviceData ? { deviceData: method.deviceData } : {}),
    ...(method.binData ? { binData: method.binData } : {}),
  };
}

/**
 * 3D Secure runs (when configured) for the types whose definition says so (cards; Google Pay cards that are not
 * network tokenized), unless the method already carries a liability result.
 */
export function shouldVerifyThreeDSecure(
  method: PaymentMethod,
  threeDSecureEnabled: boolean,
  catalogue: OptionCatalogue,
): boolean {
  if (!threeDSecureEnabled) {
    return false;
  }
  if (method.liabilityShifted !== undefined && method.liabilityShifted !== null) {
    return false;
  }
  const rule = methodTypeOf(method.type, catalogue)?.threeDSecure;
  return rule === 'always' || (rule === 'unlessNetworkTokenized' && method.details.isNetworkTokenized === false);
}

/** What `requestPaymentMethod()` must do now. */
export type RequestDecision =
  | { readonly kind: 'tokenizeCard' }
  | { readonly kind: 'returnSelected'; readonly method: PaymentMethod }
  /** Reject with `message`; when `sheetError` is set, dispatch errorReported with it first. */
  | { readonly kind: 'reject'; readonly message: string; readonly sheetError?: string };

/** The selected method, as 3D Secure verified it if it did (its nonce was used up by the verification). */
function selected(state: DropinState, method: PaymentMethod): RequestDecision {
  return { kind: 'returnSelected', method: state.verified?.of === method.nonce ? state.verified.method : method };
}

/**
 * The card sheet tokenizes; the methods list returns the selection (none in edit mode); a wallet's sheet insists on
 * its own button. With nothing chosen yet (the options list, or the methods list with no selection) the shopper is
 * told to choose one. Every rejection is Drop-in's "No payment method is available." for the merchant.
 */
export function decideRequest(state: DropinState): RequestDecision {
  const reject: RequestDecision = { kind: 'reject', message: MESSAGES.noPaymentMethod };
  const chooseFirst: RequestDecision = { ...reject, sheetError: ERROR_KEYS.paymentOptionMustBeChosen };
  if (state.phase !== 'ready') {
    return reject;
  }
  const view = state.activeView;
  if (view === 'methods') {
    if (state.editMode) {
      return reject;
    }
    return state.activeMethod === null ? chooseFirst : selected(state, state.activeMethod);
  }
  if (view === 'options') {
    return chooseFirst;
  }
  if (!isSheet(view)) {
    return reject;
  }
  // A sheet answers as its option's definition says.
  const definition = state.config.catalogue[view];
  switch (definition.request) {
    case 'tokenize':
      if (!state.cardBusy) return { kind: 'tokenizeCard' };
      // Busy: a tokenization runs (a request made meanwhile joins it, in setup/payment-request.ts), or the card it
      // made is the active method and is shown as selected in a moment: then that card is the answer.
      return state.activeMethod !== null && state.activeMethod === state.addedMethods[0]
        ? selected(state, state.activeMethod)
        : reject;
    case 'ownButton':
      return definition.ownButtonErrorKey === undefined
        ? reject
        : { ...reject, sheetError: definition.ownButtonErrorKey };
    default:
      return assertNever(definition.request);
  }
}
