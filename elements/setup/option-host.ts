import type { DropinEventDetails, DropinEventName } from '../vocabulary/events.js';
import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import type { OptionClock, OptionHost } from '../options/kit/option.js';
import { fieldHolder, focusInHolder } from '../element/frame-holders.js';

/** The element as the option hosts need it (read at each call). */
export interface OptionHostWidget {
  readonly element: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; requestUpdate(): void };
  readonly idPrefix: string;
  /** Changes when the widget is torn down or restarted: calls from an old setup are dropped. */
  readonly generation: number;
  readonly model: DropinState | undefined;
  readonly clock: OptionClock;
  t(key: string, values?: Record<string, string>): string;
  fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void;
  dispatch(action: DropinAction): void;
  frameStyles(): Record<string, Record<string, string>>;
}

/**
 * The widget as option `id` sees it: what it may read, and the only ways it may talk back. Calls made
 * after the setup that created it ended (teardown, a new authorization) do nothing.
 */
export function createOptionHost(widget: OptionHostWidget, id: PaymentOptionId): OptionHost {
  const generation = widget.generation;
  const current = (): boolean => generation === widget.generation;
  const { element, idPrefix } = widget;
  return {
    idPrefix,
    // Read at each call: tests replace the clock after setup.
    clock: {
      setTimeout: (callback, ms) => widget.clock.setTimeout(callback, ms),
      clearTimeout: (handle) => widget.clock.clearTimeout(handle),
    },
    charset: document.characterSet,
    t: (key, values) => widget.t(key, values),
    holder: (name) => fieldHolder(element, idPrefix, name),
    find: (elementId) => element.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(elementId)}`),
    fire: (name, detail) => {
      if (current()) widget.fire(name, detail);
    },
    addPaymentMethod: (method) => {
      if (current()) widget.dispatch({ type: 'paymentMethodAdded', method });
    },
    reportError: (error) => {
      if (current() && widget.model?.activeView === id) widget.dispatch({ type: 'errorReported', error });
    },
    requestSession: () => {
      if (current()) widget.dispatch({ type: 'walletSessionRequested', option: id });
    },
    appSwitchReturned: (result) => {
      if (current()) widget.dispatch({ type: 'appSwitchReturned', option: id, result });
    },
    completenessChanged: (isComplete) => {
      const model = widget.model;
      if (current() && model && model.cardFormComplete !== isComplete)
        widget.dispatch({ type: 'cardValidityChanged', isComplete });
    },
    requestUpdate: () => element.requestUpdate(),
    focusInHolder: () => focusInHolder(element),
    frameStyles: () => widget.frameStyles(),
  };
}
