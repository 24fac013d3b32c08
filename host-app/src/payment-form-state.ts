import type { PayHint, ProductError } from './messages.js';

/**
 * The product form's state, pure: the React component dispatches what
 * happened and renders what this decides.
 */
export interface PaymentFormState {
  token: { status: 'loading' } | { status: 'ready'; value: string } | { status: 'failed' };
  widget: 'starting' | 'ready' | 'failed';
  /** The widget says a payment method can be requested. */
  requestable: boolean;
  /** A payment method request is under way. */
  requesting: boolean;
  /**
   * The last request failed for a reason other than the shopper's entry: buttons stay disabled
   * until the widget can be asked again (its next requestable event, or at once if it still is).
   */
  blocked: boolean;
  /** The form went to the server: nothing is submitted again until the page changes. */
  submitted: boolean;
  /**
   * The product's banner: only for what the widget cannot tell, that it never started (no token, or its `error`
   * before `ready`). A failed payment request is the widget's own to tell (see `requestFailed`); what happens to the
   * charge is the server's, on the page the form's post leads to.
   */
  banner: Exclude<ProductError, 'processing'> | null;
}

export type PaymentFormAction =
  | { type: 'tokenLoaded'; token: string }
  | { type: 'tokenFailed' }
  | { type: 'widgetReady' }
  | { type: 'widgetFailed' }
  | { type: 'requestable' }
  | { type: 'notRequestable' }
  /** The shopper touched the widget (typed, picked an option, changed view). */
  | { type: 'shopperChanged' }
  | { type: 'requestStarted' }
  | { type: 'requestSucceeded' }
  | { type: 'requestFailed'; validation: boolean; stillRequestable: boolean }
  | { type: 'submitted' }
  /** The page came back from the back/forward cache: the shopper may pay again. */
  | { type: 'pageRestored' };

export function initialState(presetToken: string | undefined): PaymentFormState {
  return {
    token: presetToken ? { status: 'ready', value: presetToken } : { status: 'loading' },
    widget: 'starting',
    requestable: false,
    requesting: false,
    blocked: false,
    submitted: false,
    banner: null,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unhandled payment form action ${JSON.stringify(value)}`);
}

export function paymentFormReducer(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
  switch (action.type) {
    case 'tokenLoaded':
      return { ...state, token: { status: 'ready', value: action.token } };
    case 'tokenFailed':
      return { ...state, token: { status: 'failed' }, banner: 'token' };
    case 'widgetReady':
      return state.widget === 'starting' ? { ...state, widget: 'ready' } : state;
    case 'widgetFailed':
      return { ...state, widget: 'failed', requestable: false, banner: 'loading' };
    case 'requestable':
      return { ...state, requestable: true, blocked: false };
    case 'notRequestable':
      return { ...state, requestable: false };
    case 'shopperChanged':
      return state.blocked ? { ...state, blocked: false } : state;
    case 'requestStarted':
      // Each new attempt starts without the previous attempt's notice.
      return { ...state, requesting: true, blocked: false, banner: null };
    case 'requestSucceeded':
      return { ...state, requesting: false };
    case 'requestFailed':
      return {
        ...state,
        requesting: false,
        // A validation error leaves Pay on (the widget shows what to fix beside its fields).
        blocked: !action.validation && !action.stillRequestable,
        // No banner, whatever the reason: a rejected request is the widget's to tell, and it already has (its own
        // alert, in the shopper's language). A second alert from the page would talk over it.
      };
    case 'submitted':
      return { ...state, submitted: true };
    case 'pageRestored':
      return { ...state, submitted: false, requesting: false };
    default:
      return assertNever(action);
  }
}

/**
 * Submit buttons are enabled once the widget is ready: pressing Pay with nothing entered
 * asks the widget, which shows what is missing. Not while a request or the form's post is under way.
 */
export function canSubmit(state: PaymentFormState): boolean {
  return state.widget === 'ready' && !state.requesting && !state.blocked && !state.submitted;
}

/** The form is still on its way to the widget's first view (no failure to show instead). */
export function isStarting(state: PaymentFormState): boolean {
  return state.widget === 'starting' && state.token.status !== 'failed';
}

/** Pay shows it is working: from the request to the widget until the page changes. */
export function isBusy(state: PaymentFormState): boolean {
  return state.requesting || state.submitted;
}

/** Why Pay is disabled, for its hint; `null` while it is enabled. */
export function payHint(state: PaymentFormState): PayHint | null {
  if (canSubmit(state)) return null;
  if (state.token.status === 'failed' || state.widget === 'failed') return 'unavailable';
  if (isBusy(state)) return 'paying';
  if (state.blocked) return 'blocked';
  return 'loading';
}
