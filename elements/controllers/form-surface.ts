import type { DropinAction, DropinState } from '../model/dropin-model.js';
// Through the payment's code, which a form's submission runs anyway: the payment's rules then come in one chunk.
import { decideRequest } from '../setup/payment-request.js';
import type { PaymentOptionInstance } from '../options/kit/option.js';
import { ERROR_KEYS } from '../vocabulary/messages.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { FormControl, type FormControlHost, type FormSurface } from './form-control.js';

/** What the form surface reads and does in the widget (its session, whose running setup owns the instances). */
export interface FormSurfaceSession {
  readonly model: DropinState | undefined;
  readonly setup: { readonly instances: { get(id: PaymentOptionId): PaymentOptionInstance | undefined } } | undefined;
  dispatch(action: DropinAction): void;
  t(key: string): string;
  /** Set here: called when the express row's button made a payment method. */
  onExpressPaid: (() => void) | undefined;
  /** Set here: the form control is paying and submitting the form. */
  formBusy: (() => boolean) | undefined;
}

/** The element as the form surface sees it: a form control host with its shadow root drawn. */
export interface FormSurfaceElement extends FormControlHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The shown view (the panel keeps the others in the document, hidden). */
const SHOWN_VIEW = '[data-view]:not([hidden])';

/**
 * The few things the form control needs that the element's public API does not give, on the widget's session:
 * what validity is decided from, showing what is missing, emptying the card fields, disabling.
 */
export function formSurface(element: FormSurfaceElement, session: FormSurfaceSession): FormSurface {
  const card = (): PaymentOptionInstance | undefined => session.setup?.instances.get('card');
  const root = (): HTMLElement | DocumentFragment => element.renderRoot;
  return {
    facts() {
      const model = session.model;
      if (!model || model.phase !== 'ready') return { ready: false, decision: { kind: 'reject', message: '' } };
      const decision = decideRequest(model);
      const firstCardError = decision.kind === 'tokenizeCard' ? card()?.firstError?.() : undefined;
      return { ready: true, decision, ...(firstCardError ? { firstCardError } : {}) };
    },
    t: (key) => session.t(key),
    validationAnchor: () => root().querySelector<HTMLElement>(`${SHOWN_VIEW} h2[tabindex]`) ?? undefined,
    reportInvalid() {
      const model = session.model;
      if (!model || model.phase !== 'ready') return;
      const decision = decideRequest(model);
      if (decision.kind === 'tokenizeCard') {
        if (card()?.reportInvalid?.()) session.dispatch({ type: 'errorReported', error: ERROR_KEYS.fieldsInvalid });
        return;
      }
      if (decision.kind === 'reject' && decision.sheetError)
        session.dispatch({ type: 'errorReported', error: decision.sheetError });
      root().querySelector<HTMLElement>(`${SHOWN_VIEW} :is(button:not([disabled]), [tabindex="0"])`)?.focus();
    },
    clearCardFields: () => card()?.clear?.() ?? Promise.resolve(),
    setDisabled(disabled) {
      // Inert takes the panel's buttons (and the frames slotted into it) out of reach; the card fields also say so.
      root().querySelector('.panel')?.toggleAttribute('inert', disabled);
      card()?.setDisabled?.(disabled);
    },
  };
}

/** Makes the element a part of its form (loaded only once it has a `name`). */
export function attachFormControl(
  element: FormSurfaceElement,
  session: FormSurfaceSession,
  internals: ElementInternals,
): FormControl {
  const control = new FormControl(element, formSurface(element, session), internals);
  session.onExpressPaid = () => control.expressPaid();
  session.formBusy = () => control.busy;
  return control;
}
