/** Questions asked of the widget's state (pure): what is listed, offered and requestable. */
import type { PaymentMethod, PaymentOptionId, ViewId } from '../vocabulary/types.js';
import type { DropinState, RequestableSnapshot } from './state.js';

/** Nothing can be requested. */
export const NO_REQUESTABLE: RequestableSnapshot = { isRequestable: false, paymentMethodIsSelected: false };

/** Methods in display order: added this session (newest first), then saved. */
export function paymentMethods(state: DropinState): readonly PaymentMethod[] {
  return [...state.addedMethods, ...state.savedMethods];
}

/** Options still offered (`getAvailablePaymentOptions()`): configured ones minus any that turned out not enabled. */
export function availableOptions(state: DropinState): readonly PaymentOptionId[] {
  return state.config.supportedOptions.filter((id) => state.dependencies[id] !== 'not-enabled');
}

/** Options whose setup failed: shown disabled with the developer message. */
export function disabledOptions(state: DropinState): readonly PaymentOptionId[] {
  return availableOptions(state).filter((id) => state.dependencies[id] === 'failed');
}

/** Whether the options list exists (more than one option). */
export function hasMultipleOptions(state: DropinState): boolean {
  return availableOptions(state).length > 1;
}

/** The view to return to: saved methods if any, else the options list, else the only sheet. */
export function initialViewId(state: DropinState): ViewId {
  if (paymentMethods(state).length > 0) {
    return 'methods';
  }
  const options = availableOptions(state);
  return options.length > 1 ? 'options' : (options[0] ?? 'options');
}

/** `isPaymentMethodRequestable()`. */
export function isPaymentMethodRequestable(state: DropinState): boolean {
  return state.requestable.isRequestable;
}

/** Whether the Edit toggle is offered. */
export function canEditMethods(state: DropinState): boolean {
  return state.phase === 'ready' && state.config.vaultManager && paymentMethods(state).length > 0;
}

/** Methods backing a subscription cannot be deleted (shown disabled in edit mode). */
export function isMethodDeletable(state: DropinState, method: PaymentMethod): boolean {
  return state.editMode && method.hasSubscription !== true;
}

export function isSheet(view: ViewId | null): view is PaymentOptionId {
  return view !== null && view !== 'methods' && view !== 'options' && view !== 'delete-confirmation';
}

/** The requestable truth for a state (before the card-busy freeze). */
export function computeRequestable(state: DropinState): RequestableSnapshot {
  if (state.phase !== 'ready' || state.editMode || state.pendingDeletion !== null) {
    return NO_REQUESTABLE;
  }
  switch (state.activeView) {
    case 'methods':
      return state.activeMethod
        ? {
            isRequestable: true,
            type: state.activeMethod.type,
            nonce: state.activeMethod.nonce,
            paymentMethodIsSelected: true,
          }
        : NO_REQUESTABLE;
    case 'card':
      return state.cardFormComplete
        ? { isRequestable: true, type: 'CreditCard', paymentMethodIsSelected: false }
        : NO_REQUESTABLE;
    default:
      return NO_REQUESTABLE;
  }
}
