import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type { Clock, OptionHost } from '../options/kit/option.js';
import type { FireEvent } from '../vocabulary/events.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { fieldHolder, focusInHolder } from '../element/frame-holders.js';

/** What an option's host is made from: its setup's parts (read at each call). */
export interface OptionHostParts {
  readonly element: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; requestUpdate(): void };
  readonly idPrefix: string;
  /** The setup's signal: once it aborts, the option's calls do nothing. */
  readonly signal: AbortSignal;
  clock(): Clock;
  model(): DropinState | undefined;
  t(key: string, values?: Record<string, string>): string;
  readonly fire: FireEvent;
  dispatch(action: DropinAction): void;
  frameStyles(): Record<string, Record<string, string>>;
  /**
   * An express row's button was pressed: true when its payment may begin (none other is under way), and then it
   * is the express payment (which submits the form); `session`: the widget opens it (not PayPal's own window).
   */
  expressBegins(id: PaymentOptionId, session: boolean): boolean;
  /** The express flow that began without a session (PayPal's window) ended. */
  expressFlowEnded(): void;
  /** A payment method was made with the express row's button. */
  expressPaid(): void;
}

/**
 * The widget as option `id` sees it: what it may read, and the only ways it may talk back. Calls made after its
 * setup ended (teardown, a new authorization) do nothing.
 */
export function createOptionHost(parts: OptionHostParts, id: PaymentOptionId): OptionHost {
  const current = (): boolean => !parts.signal.aborted;
  const { element, idPrefix } = parts;
  return {
    idPrefix,
    // Read at each call: tests replace the clock after setup.
    clock: {
      setTimeout: (callback, ms) => parts.clock().setTimeout(callback, ms),
      clearTimeout: (handle) => parts.clock().clearTimeout(handle),
    },
    get charset() {
      return document.characterSet;
    },
    t: (key, values) => parts.t(key, values),
    holder: (name) => fieldHolder(element, idPrefix, name),
    find: (elementId) => element.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(elementId)}`),
    fire: (name, detail) => {
      if (current()) parts.fire(name, detail);
    },
    addPaymentMethod: (method, origin) => {
      if (!current()) return;
      parts.dispatch({ type: 'paymentMethodAdded', method });
      if (origin?.express) parts.expressPaid();
    },
    reportError: (error) => {
      if (current() && parts.model()?.activeView === id) parts.dispatch({ type: 'errorReported', error });
    },
    requestSession: (origin) => {
      if (!current()) return;
      if (origin?.express && !parts.expressBegins(id, true)) return;
      parts.dispatch({ type: 'walletSessionRequested', option: id });
    },
    expressFlowBegins: () => current() && parts.expressBegins(id, false),
    expressFlowEnded: () => parts.expressFlowEnded(),
    appSwitchReturned: (result) => {
      if (current()) parts.dispatch({ type: 'appSwitchReturned', option: id, result });
    },
    completenessChanged: (isComplete) => {
      const model = parts.model();
      if (current() && model && model.cardFormComplete !== isComplete)
        parts.dispatch({ type: 'cardValidityChanged', isComplete });
    },
    requestUpdate: () => element.requestUpdate(),
    focusInHolder: () => focusInHolder(element),
    frameStyles: () => parts.frameStyles(),
  };
}
