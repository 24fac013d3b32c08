/**
 * The form control's decisions, pure (the controller in `controllers/form-control.ts` applies them to the page):
 * which names the payment is posted under, what one submission carries, what a submit event of the form means
 * at each step of a payment, and the element's validity with the widget's own words for what is missing.
 */
import { ERROR_KEYS } from '../vocabulary/messages.js';
import type { RequestDecision } from './payment.js';

/** The names the payment is posted under. */
export interface FormFieldNames {
  readonly nonce: string;
  readonly deviceData: string;
  /** `1` for a saved method, `0` otherwise; not posted unless named. */
  readonly vaulted?: string;
}

/** Drop-in's script-tag integration posts the device data under this name. */
export const DEFAULT_DEVICE_DATA_NAME = 'device_data';

/** What the element's attributes give for the names. */
export interface FormNameAttributes {
  readonly name?: unknown;
  readonly deviceDataName?: unknown;
  readonly vaultedName?: unknown;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The names to post under; none without a `name`: the element is then no form field (opt-in). */
export function formFieldNames(attributes: FormNameAttributes): FormFieldNames | undefined {
  const nonce = nonEmpty(attributes.name);
  if (!nonce) return undefined;
  const vaulted = nonEmpty(attributes.vaultedName);
  return {
    nonce,
    deviceData: nonEmpty(attributes.deviceDataName) ?? DEFAULT_DEVICE_DATA_NAME,
    ...(vaulted ? { vaulted } : {}),
  };
}

/** The part of a payment method a form posts. */
export interface PostedPayment {
  readonly nonce: string;
  readonly deviceData?: string;
  readonly vaulted?: boolean;
}

/**
 * The entries one submission carries: the nonce, the device data (empty without a data collector, as an empty
 * field of a form is posted too), and the saved-method flag when it is named.
 */
export function formEntries(names: FormFieldNames, payment: PostedPayment): ReadonlyArray<readonly [string, string]> {
  const entries: Array<readonly [string, string]> = [
    [names.nonce, payment.nonce],
    [names.deviceData, payment.deviceData ?? ''],
  ];
  if (names.vaulted) entries.push([names.vaulted, payment.vaulted ? '1' : '0']);
  return entries;
}

/**
 * Where the form control is in one payment:
 * `idle`: no payment under way; `requesting`: a submission is held while the widget is asked for its payment
 * method; `resubmitting`: the element submits the form again, with the payment as its value; `submitted`: that
 * submission left the page (a second one would post the same single-use nonce again).
 */
export type FormPhase = 'idle' | 'requesting' | 'resubmitting' | 'submitted';

/**
 * What a submit event of the form means:
 * `hold`: stop it, ask the widget, then submit again; `block`: stop it and do nothing more;
 * `letThrough`: the element's own submission, carrying the payment.
 */
export type SubmitDecision = 'hold' | 'block' | 'letThrough';

/**
 * How long after its submission left a page still here is taken for on its way: a submission that leaves the page
 * where it is (a 204, a download) says nothing, and blocking for good would swallow every later Pay silently.
 * Longer than a payment may wait for the gateway (15 s), so a double click never posts the nonce twice.
 */
export const SUBMITTED_BLOCKS_MS = 20_000;

export function decideSubmit(phase: FormPhase, msSinceSubmitted = 0): SubmitDecision {
  switch (phase) {
    case 'idle':
      return 'hold';
    case 'requesting':
      // A second click while the widget is asked starts no second request.
      return 'block';
    case 'resubmitting':
      return 'letThrough';
    case 'submitted':
      return msSinceSubmitted < SUBMITTED_BLOCKS_MS ? 'block' : 'hold';
  }
}

/** The input types whose fields block implicit submission (HTML: Enter in a form with no submit button). */
const BLOCKING_TYPES = new Set(
  'text search url tel email password date month week time datetime-local number'.split(' '),
);

/**
 * Enter in a form with no submit button submits it only when it has at most one field blocking implicit
 * submission, as HTML's implicit submission does (the types of its inputs given).
 */
export function submitsWithoutButton(inputTypes: readonly string[]): boolean {
  return inputTypes.filter((type) => BLOCKING_TYPES.has(type)).length <= 1;
}

/** How the element's own submission went. */
export interface ResubmitOutcome {
  /** The form fired its submit event (its other fields passed the browser's validation). */
  readonly fired: boolean;
  /** Someone's submit listener stopped it (a page that posts the form itself, with `fetch`). */
  readonly defaultPrevented: boolean;
  /** Where the form navigates: the submitter's `formtarget`, else the form's `target`. */
  readonly target: string;
  /** The submission's method (the submitter's `formmethod`, else the form's): `dialog` only closes its dialog. */
  readonly method?: string;
  /** Where it is sent (the submitter's `formaction`, else the form's): a `javascript:` address runs on the page. */
  readonly action?: string;
}

/** The page navigates away on this submission; targets naming another frame or window keep it. */
const LEAVING_TARGETS = new Set(['', '_self', '_top', '_parent']);

/**
 * After the element's own submission: `submitted` when the page is on its way to the server (until it comes
 * back from the back/forward cache), `idle` when it stayed (the next submit asks the widget again).
 */
export function phaseAfterResubmit(outcome: ResubmitOutcome): FormPhase {
  if (!outcome.fired || outcome.defaultPrevented || outcome.method === 'dialog') return 'idle';
  if (/^\s*javascript:/i.test(outcome.action ?? '')) return 'idle';
  return LEAVING_TARGETS.has(outcome.target.trim().toLowerCase()) ? 'submitted' : 'idle';
}

/** The widget as validity sees it. */
export interface WidgetFacts {
  /** Set up and showing a view (none while loading or after a failed setup). */
  readonly ready: boolean;
  /** `requestPaymentMethod()` would succeed without more input. */
  readonly requestable: boolean;
  /** What `requestPaymentMethod()` would do now (see `decideRequest`). */
  readonly decision: RequestDecision;
  /** The key of the card form's first field error, as a submit would show it (the card sheet only). */
  readonly firstCardError?: string;
}

/**
 * The translation key of what the widget says is missing: the card's first field error, the prompt of a sheet
 * whose own button pays, the prompt to choose a way to pay, or that the options are still loading.
 */
export function missingPaymentKey(widget: WidgetFacts): string {
  if (!widget.ready) return 'loadingLabel';
  const decision = widget.decision;
  switch (decision.kind) {
    case 'tokenizeCard':
      return widget.firstCardError ?? ERROR_KEYS.fieldsInvalid;
    case 'reject':
      // Without a prompt of its own (edit mode, a request under way) the shopper still has to choose.
      return decision.sheetError ?? ERROR_KEYS.paymentOptionMustBeChosen;
    case 'returnSelected':
      return ERROR_KEYS.paymentOptionMustBeChosen;
  }
}

/** The element's validity: valid, or a missing value with the key of the widget's own message. */
export type FormValidity =
  { readonly valueMissing: false } | { readonly valueMissing: true; readonly messageKey: string };

/**
 * `required` makes the value missing until a payment method can be requested. While the element submits its
 * payment the value is there, whatever the widget shows meanwhile (its card form is emptied after tokenizing).
 */
export function formValidity(o: { required: boolean; phase: FormPhase; widget: WidgetFacts }): FormValidity {
  // While a held submission is paid for, nothing is missing: a second click is then stopped quietly (decideSubmit),
  // not answered with the browser's "missing" bubble and the focus pulled into the card fields mid-payment.
  if (!o.required || o.phase === 'requesting' || o.phase === 'resubmitting' || o.widget.requestable)
    return { valueMissing: false };
  return { valueMissing: true, messageKey: missingPaymentKey(o.widget) };
}

/** The custom states the element shows (`:state(user-invalid)`, `:state(paying)`). */
export interface FormStates {
  /**
   * Invalid after the shopper had their go: a submission was tried, or they left a card field or chose a way
   * to pay. (Chromium matches `:user-invalid` on its own controls only, never on a form-associated element.)
   */
  readonly 'user-invalid': boolean;
  /** A held submission waits for the widget's payment method. */
  readonly paying: boolean;
}

export function formStates(o: { validity: FormValidity; interacted: boolean; phase: FormPhase }): FormStates {
  return { 'user-invalid': o.interacted && o.validity.valueMissing, paying: o.phase === 'requesting' };
}
