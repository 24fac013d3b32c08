import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { asPaymentDropinError } from '../vocabulary/errors.js';
import { dispatchDropinEvent, type DropinEventDetails, type DropinEventName } from '../vocabulary/events.js';
import {
  decideSubmit,
  formEntries,
  formFieldNames,
  formStates,
  formValidity,
  phaseAfterResubmit,
  submitsWithoutButton,
  type FormFieldNames,
  type FormPhase,
  type FormValidity,
  type WidgetFacts,
} from '../model/form-value.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentMethodPayload } from '../vocabulary/types.js';
import { nextTask } from '../options/kit/next-task.js';

/** The element as its form control sees it: its public API and its form attributes. */
export interface FormControlHost extends ReactiveControllerHost, HTMLElement {
  name?: string;
  deviceDataName?: string;
  vaultedName?: string;
  required?: boolean;
  requestPaymentMethod(): Promise<PaymentMethodPayload>;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
}

/** What the form control needs of the widget that its public API does not give. */
export interface FormSurface {
  /** What validity is decided from (requestable comes from the public API). */
  facts(): Omit<WidgetFacts, 'requestable'>;
  /** A message in the widget's language. */
  t(key: string): string;
  /** Where the browser points its validation message and puts focus: the shown view's heading. */
  validationAnchor(): HTMLElement | undefined;
  /**
   * Shows what is missing as a submit would (the card's field errors, the prompt to choose a way to pay), and
   * focuses the first field or choice that needs the shopper.
   */
  reportInvalid(): void;
  /** Empties the card fields and their errors. */
  clearCardFields(): Promise<void>;
  /** Disables or enables the widget's buttons and card fields (cheap when nothing changes). */
  setDisabled(disabled: boolean): void;
}

/** Shopper actions after which an invalid widget shows as `:state(user-invalid)`. */
const SHOPPER_ACTIONS = ['card:blur', 'paymentOptionSelected'] as const;
/** Card events that change which field the validation message is about (the element need not redraw for them). */
const CARD_CHANGES = ['card:validityChange', 'card:empty', 'card:notEmpty', 'card:cardTypeChange'] as const;

/**
 * The form controls of each form: the first to see a submission pays for every named widget of the form and
 * submits it once (each holding it on its own, they held each other's resubmission, and never posted).
 */
const controlsOf = new WeakMap<HTMLFormElement, Set<FormControl>>();

/**
 * The element's part in its form, once it has a `name` (like Shoelace's `FormControlController`, one concern):
 * its value is the payment method, posted under its names; a submission without one is held while the widget is
 * asked for it (3D Secure included), then made again with the same submitter, once; `required` makes the value
 * missing, in the widget's words, until a method can be requested; a reset clears the selection and the card
 * fields; a disabled fieldset disables the widget. The value exists only for the moment of the submission that
 * carries it: a nonce is single-use, so no page, restored or not, holds a spent one. The decisions are in
 * `model/form-value.ts`; this applies them to the page.
 */
export class FormControl implements ReactiveController {
  #form: HTMLFormElement | null = null;
  #phase: FormPhase = 'idle';
  /** The shopper had their go: a submission was tried, a card field left, a way to pay chosen. */
  #interacted = false;
  #disabled = false;
  /** The browser fired `invalid` in this task: focus moving into the widget now means a submit or reportValidity. */
  #validating = false;
  /** An express payment waits for the widget to show it as the selection, then submits the form (once). */
  #expressPending = false;
  /** The submit event of the element's own submission, to see how it went. */
  #resubmission: SubmitEvent | undefined;
  /** Reset or disabled while its request ran: the held submission is dropped, never posted without the payment. */
  #abandoned = false;
  /** When the last submission left the page (`performance.now()`). */
  #submittedAt = 0;

  readonly #host: FormControlHost;
  readonly #surface: FormSurface;
  readonly #internals: ElementInternals;

  constructor(
    host: FormControlHost,
    surface: FormSurface,
    /** The element's ElementInternals (it has one, shared with its appearance). */
    internals: ElementInternals,
  ) {
    this.#host = host;
    this.#surface = surface;
    this.#internals = internals;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('invalid', this.#onInvalid);
    this.#host.addEventListener('focusin', this.#onFocusIn);
    this.#host.addEventListener('card:inputSubmitRequest', this.#onEnter);
    for (const name of SHOPPER_ACTIONS) this.#host.addEventListener(name, this.#onShopperAction);
    for (const name of CARD_CHANGES) this.#host.addEventListener(name, this.#onCardChange);
    window.addEventListener('pageshow', this.#onPageShow);
    this.#disabled = this.#host.matches(':disabled');
    this.formAssociated(this.#internals.form);
    // The validity set while this code loaded is replaced from the next update.
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('invalid', this.#onInvalid);
    this.#host.removeEventListener('focusin', this.#onFocusIn);
    this.#host.removeEventListener('card:inputSubmitRequest', this.#onEnter);
    for (const name of SHOPPER_ACTIONS) this.#host.removeEventListener(name, this.#onShopperAction);
    for (const name of CARD_CHANGES) this.#host.removeEventListener(name, this.#onCardChange);
    window.removeEventListener('pageshow', this.#onPageShow);
    this.formAssociated(null);
  }

  hostUpdated(): void {
    this.#surface.setDisabled(this.#disabled);
    this.#updateValidity();
    this.#payExpressWhenSelected();
  }

  /**
   * The express row's button made a payment method: one tap pays, so the form is submitted with it, the way a
   * submission without a nonce is (the same request events, `requestPaymentMethod`, the same resubmission).
   */
  expressPaid(): void {
    if (!this.#form || !this.#fieldNames() || this.#phase !== 'idle') return;
    this.#expressPending = true;
    this.#host.requestUpdate();
  }

  /** Drop-in shows a wallet's new method as the selection a moment after it is made: the request waits for it. */
  #payExpressWhenSelected(): void {
    if (!this.#expressPending) return;
    const names = this.#fieldNames();
    const facts = this.#surface.facts();
    if (!names || !facts.ready) {
      this.#expressPending = false;
      return;
    }
    if (facts.decision.kind !== 'returnSelected') return;
    this.#expressPending = false;
    // Busy until the request (which sets it again) has begun.
    this.#phase = 'requesting';
    // After this update: the request redraws the element.
    queueMicrotask(() => void this.#pay(null));
  }

  /**
   * Paying (an express payment waiting to be shown, the request) or submitting: an express button's tap now
   * begins nothing, so a double tap never pays twice.
   */
  get busy(): boolean {
    return this.#expressPending || this.#phase !== 'idle';
  }

  /** The element's form changed (`formAssociatedCallback`). */
  formAssociated(form: HTMLFormElement | null): void {
    if (form === this.#form) return;
    // Capture: on the form itself these run before its other submit listeners.
    this.#form?.removeEventListener('submit', this.#onSubmit, { capture: true });
    if (this.#form) controlsOf.get(this.#form)?.delete(this);
    this.#form = form;
    form?.addEventListener('submit', this.#onSubmit, { capture: true });
    if (form) controlsOf.set(form, (controlsOf.get(form) ?? new Set()).add(this));
  }

  /** `form.reset()` (`formResetCallback`): no selection, empty card fields, as if the shopper had not begun. */
  formReset(): void {
    // The shopper cleared the card being paid with: it is not posted.
    if (this.#phase === 'requesting') this.#abandoned = true;
    else this.#phase = 'idle';
    this.#interacted = false;
    this.#internals.setFormValue(null);
    this.#host.clearSelectedPaymentMethod();
    void this.#surface.clearCardFields();
    this.#host.requestUpdate();
  }

  /** A disabled fieldset around the element, or its own `disabled` (`formDisabledCallback`). */
  formDisabled(disabled: boolean): void {
    // A disabled control is left out of the form's entries: the resubmission would post the order without its nonce.
    if (disabled && this.#phase === 'requesting') this.#abandoned = true;
    this.#disabled = disabled;
    this.#host.requestUpdate();
  }

  /** Its names, while it takes part in its form (a `name`, not disabled). */
  #fieldNames(): FormFieldNames | undefined {
    return this.#disabled ? undefined : formFieldNames(this.#host);
  }

  /**
   * The named widgets of the form, this one first, the others a submit would ask (without validation,
   * those with one to request: the others are posted empty).
   */
  #group(noValidate: boolean): FormControl[] {
    const others = [...(controlsOf.get(this.#form!) ?? [])].filter(
      (control) =>
        control !== this &&
        decideSubmit(control.#phase, performance.now() - control.#submittedAt) === 'hold' &&
        control.#fieldNames() &&
        (!noValidate || control.#host.isPaymentMethodRequestable()),
    );
    return [this, ...others];
  }

  readonly #onSubmit = (event: SubmitEvent): void => {
    if (!this.#fieldNames()) return;
    // A Cancel button's `formmethod=dialog` only closes its dialog: HTML builds no entries for it, so no payment.
    if ((event.submitter as HTMLButtonElement | null)?.formMethod === 'dialog') return;
    const decision = decideSubmit(this.#phase, performance.now() - this.#submittedAt);
    const noValidate = this.#form!.noValidate || Boolean((event.submitter as HTMLButtonElement | null)?.formNoValidate);
    // Without validation HTML posts a required field empty: with nothing to request, the submission goes on unpaid
    // (the page's own handler runs).
    if (decision === 'hold' && noValidate && !this.#host.isPaymentMethodRequestable()) return;
    if (decision === 'letThrough') {
      this.#resubmission = event;
      return;
    }
    // A sibling widget's own submission (this one had a payment of its own under way): not this one's to hold.
    if ([...controlsOf.get(this.#form!)!].some((control) => control.#phase === 'resubmitting')) return;
    event.preventDefault();
    // The page's own submit listeners (React's `onSubmit` too) hear only the submission that carries the payment;
    // the form's other widgets neither: this one asks them.
    event.stopImmediatePropagation();
    if (decision === 'hold') void this.#pay(event.submitter, noValidate);
  };

  /** Asks this widget and the form's other named widgets for their payments, one after another, then submits. */
  async #pay(submitter: HTMLElement | null, noValidate = false): Promise<void> {
    const group = this.#group(noValidate);
    // Requesting from the event on: what the page's listeners do in it (a submit, an express tap) waits for this.
    for (const control of group) {
      control.#phase = 'requesting';
      control.#abandoned = false;
    }
    const payments: PaymentMethodPayload[] = [];
    for (const control of group) {
      const payment = await control.#request();
      if (!payment) {
        for (const other of group) other.#idle();
        return;
      }
      payments.push(payment);
    }
    // From a new task: a saved method resolves at once, inside the shopper's own submit event, and a browser
    // ignores a submit asked for while it is still dispatching one.
    await nextTask();
    this.#submit(group, payments, submitter);
  }

  #idle(): void {
    this.#phase = 'idle';
    this.#host.requestUpdate();
  }

  /** The request events around `requestPaymentMethod`: the payment, or none (the page said no, the request failed). */
  async #request(): Promise<PaymentMethodPayload | undefined> {
    this.#interacted = true;
    // The page may say no (its own checks, a payment already on its way): the submission then stays stopped.
    if (!this.#fire('paymentMethodRequestStart', {})) return undefined;
    this.#host.requestUpdate();
    try {
      const payment = await this.#host.requestPaymentMethod();
      this.#fire('paymentMethodRequestEnd', {});
      return payment;
    } catch (error) {
      // The widget shows what went wrong, as it does for requestPaymentMethod(); the form stays unsent.
      this.#idle();
      const reason = asPaymentDropinError(error, { message: MESSAGES.noPaymentMethod, kind: 'provider' });
      // What the shopper must fix (an empty or invalid card field, a way to pay to choose) takes focus, as the browser
      // focuses a form's first invalid field: Pay is no place to fix it from.
      if (reason.kind === 'validation') this.#surface.reportInvalid();
      this.#fire('paymentMethodRequestEnd', { error: reason });
      return undefined;
    }
  }

  /**
   * Submits the form again the way the shopper did, once, with each widget's payment as its value for that
   * moment.
   */
  #submit(group: FormControl[], payments: PaymentMethodPayload[], submitter: HTMLElement | null): void {
    const form = this.#form;
    for (const control of group) control.#idle();
    if (!form || !this.#host.isConnected || group.some((control) => control.#abandoned)) return;
    const again = submitter && (submitter as HTMLButtonElement).form === form ? (submitter as HTMLButtonElement) : null;
    const paying = group.filter((control, i) => {
      const names = control.#form === form && control.#fieldNames();
      if (!names) return false;
      const value = new FormData();
      for (const [name, entry] of formEntries(names, payments[i]!)) value.append(name, entry);
      // A submitter disabled meanwhile (a page keeping Pay busy) is left out of the entries: this carries it.
      if (control === this && again?.name && again.matches(':disabled')) value.append(again.name, again.value);
      control.#phase = 'resubmitting';
      control.#resubmission = undefined;
      // No state to save with it: formStateRestoreCallback never gets a nonce back.
      control.#internals.setFormValue(value, null);
      control.#updateValidity();
      return true;
    });
    try {
      form.requestSubmit(again);
    } catch (error) {
      console.error('<payment-dropin>: the form could not be submitted again.', error);
    } finally {
      // Set by onSubmit during requestSubmit (which TypeScript cannot see).
      const event = this.#resubmission as SubmitEvent | undefined;
      const phase = phaseAfterResubmit({
        fired: event !== undefined,
        defaultPrevented: event?.defaultPrevented ?? false,
        target: again?.formTarget || form.target,
        method: again?.formMethod || form.method,
        action: again?.hasAttribute('formaction') ? again.formAction : form.action,
      });
      for (const control of paying) {
        // The value was that submission's: nothing on the page, or in a page restored later, holds the spent nonce.
        control.#internals.setFormValue(null);
        control.#resubmission = undefined;
        control.#phase = phase;
        control.#submittedAt = performance.now();
        control.#host.requestUpdate();
      }
    }
  }

  #updateValidity(): void {
    const validity: FormValidity = this.#fieldNames()
      ? formValidity({
          required: Boolean(this.#host.required),
          phase: this.#phase,
          widget: { ...this.#surface.facts(), requestable: this.#host.isPaymentMethodRequestable() },
        })
      : { valueMissing: false };
    if (validity.valueMissing) {
      const message = this.#surface.t(validity.messageKey);
      this.#internals.setValidity({ valueMissing: true }, message, this.#surface.validationAnchor());
    } else {
      this.#internals.setValidity({});
    }
    const states = formStates({ validity, interacted: this.#interacted, phase: this.#phase });
    for (const [state, on] of Object.entries(states)) {
      if (on) this.#internals.states.add(state);
      else this.#internals.states.delete(state);
    }
  }

  readonly #onInvalid = (): void => {
    this.#validating = true;
    // The browser moving focus to the first invalid field (another one of the form, before this) is a submit or
    // reportValidity(), not a silent checkValidity(): the shopper had their go, as a native field shows it.
    const focused = (): void => {
      this.#interacted = true;
      this.#host.requestUpdate();
    };
    document.addEventListener('focusin', focused, { capture: true, once: true });
    // A task, not a microtask: a shopper's click validates with no script on the stack, so microtasks run
    // between the `invalid` event and the browser's focus.
    void nextTask().then(() => {
      this.#validating = false;
      document.removeEventListener('focusin', focused, { capture: true });
    });
  };

  /**
   * Focus entering the widget right after `invalid` is the browser showing the validation message (a submit, or
   * `reportValidity()`), not a silent `checkValidity()`: the widget shows what is missing, where it is.
   */
  readonly #onFocusIn = (): void => {
    if (!this.#validating) return;
    this.#validating = false;
    this.#interacted = true;
    this.#surface.reportInvalid();
    this.#host.requestUpdate();
  };

  /** Enter in a card field submits the form, as in a text field: through its default button, or itself. */
  readonly #onEnter = (): void => {
    const form = this.#form;
    if (!form || !this.#fieldNames()) return;
    const button = [...form.elements].find(
      (el): el is HTMLButtonElement | HTMLInputElement =>
        (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && isSubmitButton(el),
    );
    if (button) button.click();
    // HTML's rule: with no submit button, two text fields (a name form, say) make Enter do nothing.
    else if (submitsWithoutButton([...form.elements].map((el) => (el instanceof HTMLInputElement ? el.type : ''))))
      form.requestSubmit();
  };

  readonly #onCardChange = (): void => this.#updateValidity();

  readonly #onShopperAction = (): void => {
    this.#interacted = true;
  };

  /** Back from the back/forward cache after the payment was posted: that nonce is spent. */
  readonly #onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted || this.#phase !== 'submitted') return;
    this.#phase = 'idle';
    this.#host.clearSelectedPaymentMethod();
    this.#host.requestUpdate();
  };

  /** Fires the event and its hyphenated name; false when a listener canceled either. */
  #fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): boolean {
    return dispatchDropinEvent(this.#host, name, detail);
  }
}

function isSubmitButton(el: HTMLButtonElement | HTMLInputElement): boolean {
  return el instanceof HTMLButtonElement ? el.type === 'submit' : el.type === 'submit' || el.type === 'image';
}
