/**
 * `requestPaymentMethod()` as the model sees it: what it must do in the state it finds (`decideRequest`), and what
 * happens while it runs (3D Secure's verification) and when it ends (analytics).
 */
import { assertNever } from '../vocabulary/assert-never.js';
import { ERROR_KEYS, MESSAGES } from '../vocabulary/messages.js';
import type { PaymentMethod } from '../vocabulary/types.js';
import { analyticsKind } from './payment-methods.js';
import { isSheet } from './selectors.js';
import type { ActionOf, DropinState } from './state.js';
import { analytics, type Tx } from './transaction.js';

/** The actions of a payment request. */
export type RequestAction = ActionOf<
  'verificationStarted' | 'verificationFinished' | 'requestSucceeded' | 'requestFailed'
>;

/** Applies one action of a payment request. */
export function applyRequest(tx: Tx, action: RequestAction): void {
  switch (action.type) {
    case 'verificationStarted':
      tx.s.verifying = true;
      return;
    case 'verificationFinished':
      tx.s.verifying = false;
      return;
    case 'requestSucceeded':
      analytics(tx, `request-payment-method.${analyticsKind(action.method.type, tx.s.config.catalogue)}`);
      return;
    case 'requestFailed':
      analytics(tx, 'request-payment-method.error');
      return;
  }
}

/** What `requestPaymentMethod()` must do now. */
export type RequestDecision =
  | { readonly kind: 'tokenizeCard' }
  | { readonly kind: 'returnSelected'; readonly method: PaymentMethod }
  /** Reject with `message`; when `sheetError` is set, dispatch errorReported with it first. */
  | { readonly kind: 'reject'; readonly message: string; readonly sheetError?: string };

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
    return state.activeMethod === null ? chooseFirst : { kind: 'returnSelected', method: state.activeMethod };
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
      return state.cardBusy ? reject : { kind: 'tokenizeCard' };
    case 'ownButton':
      return definition.ownButtonErrorKey === undefined
        ? reject
        : { ...reject, sheetError: definition.ownButtonErrorKey };
    default:
      return assertNever(definition.request);
  }
}
