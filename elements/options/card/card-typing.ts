/**
 * The card sheet's typing half: how it reacts to the shopper in the frames (each field's error on blur, on a change
 * of validity or brand, the CVV's length by brand, the form's completeness), its submit, and the release of the frames
 * at teardown. Nothing here runs before the card is ready (a sheet torn down before then fetches it to let go of its
 * fields), so it is a chunk of its own that the element fetches once the widget is ready. The decisions are the card
 * form's rules (./card-form.ts); this applies them to the frames.
 */
import type { HostedFieldName, PaymentMethod } from '../../vocabulary/types.js';
import type { CardEventName, HostedFields, HostedFieldsEvent, HostedFieldsTokenizePayload } from './card-fields.js';
import { maskPlaceholder, type CardFormConfig, type CardFormState } from './card-config.js';
import {
  cvvPresentation,
  decideCardSubmit,
  decideFieldErrorOnBlur,
  decideFieldErrorOnBlurRecheck,
  decideFieldErrorOnNotEmpty,
  decideOnCardTypeChange,
  decideOnValidityChange,
  isCardFormComplete,
  tokenizedCardMethod,
  type FieldErrorDecision,
} from './card-form.js';
import { nextTask } from '../kit/next-task.js';
import type { TokenizeResult } from '../kit/option.js';
import { addLoadedEnglish } from '../../i18n/index.js';
import { enUSCard } from '../../i18n/en-US-card.js';

// The English of what this code makes the card form show (the fields' errors, the four-digit CVV hint) comes with it:
// added as the module is evaluated, before any of its functions runs. A bundler keeps the line without a `sideEffects`
// entry, as it keeps the module: the sheet imports it for its functions.
addLoadedEnglish(enUSCard);

/**
 * The card sheet as its typing half sees it (./card-sheet.ts, which imports this module on demand; this module
 * names only what it uses, so the two do not import each other).
 */
export interface TypingSheet {
  readonly host: {
    t(key: string): string;
    requestUpdate(): void;
    setTimeout(callback: () => void, ms: number): unknown;
    focusInHostedField(): boolean;
    container(field: HostedFieldName): HTMLElement | null;
    completenessChanged(isComplete: boolean): void;
    readonly charset: string;
  };
  readonly config: CardFormConfig;
  readonly fields: HostedFields | undefined;
  /** Translation key of each field's current error. */
  readonly errors: Partial<Record<HostedFieldName, string>>;
  cvvDigits: number;
  readonly saveCardChecked: boolean;
  readonly tornDown: boolean;
  /** Pending blur rechecks, which the sheet cancels on teardown. */
  readonly rechecks: Set<unknown>;
  state(): CardFormState;
  focus(field: HostedFieldName): void;
}

/** The sheet's answer to one hosted-fields event (the merchant has had it already). */
export function react(sheet: TypingSheet, name: CardEventName, event: HostedFieldsEvent): void {
  const { host, config } = sheet;
  const field = event.emittedBy as HostedFieldName;
  const fieldState = event.fields?.[field];
  if (name === 'focus' || name === 'blur') host.requestUpdate();
  if (name === 'cardTypeChange') {
    applyCvvPresentation(sheet, event);
    apply(sheet, field, decideOnCardTypeChange(field, event.cards, config));
  } else if (name === 'validityChange' && fieldState) {
    apply(sheet, field, decideOnValidityChange(field, fieldState, event.cards, config).decision);
  } else if (name === 'notEmpty') {
    apply(sheet, field, decideFieldErrorOnNotEmpty());
  } else if (name === 'blur' && fieldState) {
    const blur = decideFieldErrorOnBlur(field, fieldState, event.cards, config, {
      focusInHostedField: focusInAnotherField(sheet, field),
    });
    apply(sheet, field, blur.decision);
    const recheck = host.setTimeout(() => {
      sheet.rechecks.delete(recheck);
      const latest = sheet.state().fields[field];
      if (!latest) return;
      apply(
        sheet,
        field,
        decideFieldErrorOnBlurRecheck(field, latest, config, { focusInHostedField: focusInAnotherField(sheet, field) }),
      );
    }, blur.recheckAfterMs);
    sheet.rechecks.add(recheck);
  }
  host.completenessChanged(isCardFormComplete(sheet.state(), config));
}

/**
 * Focus is in one of the sheet's fields other than `field`, which has just said blur: the shopper moved on within the
 * form. Another field has said focus, or the page's active element is another field's frame. Focus back in the
 * blurred field's own frame is not that: a first focus can bounce (blur, then focus again a few milliseconds later),
 * and a blur that came before this half's code did is handled once the code is here, when the shopper may be in the
 * field again. (Chromium now and then leaves the page's active element on the frame focus left, when it went straight
 * to another frame: the other field's own focus tells then, at the latest by the recheck.)
 */
function focusInAnotherField(sheet: TypingSheet, field: HostedFieldName): boolean {
  const { host } = sheet;
  const fields = sheet.state().fields;
  const anotherSaidFocus = Object.entries(fields).some(([name, state]) => name !== field && state?.isFocused);
  return anotherSaidFocus || (host.focusInHostedField() && !host.container(field)?.contains(document.activeElement));
}

function applyCvvPresentation(sheet: TypingSheet, event: HostedFieldsEvent): void {
  const presentation = cvvPresentation(event.cards);
  if (presentation.digits === sheet.cvvDigits) return;
  sheet.cvvDigits = presentation.digits;
  if (sheet.config.hasCvv && !sheet.config.customCvvPlaceholder) {
    void sheet.fields
      ?.setPlaceholder('cvv', maskPlaceholder(presentation.digits, sheet.host.charset))
      .catch(() => undefined);
  }
  sheet.host.requestUpdate();
}

function apply(sheet: TypingSheet, field: HostedFieldName, decision: FieldErrorDecision): void {
  if (decision.kind === 'keep') return;
  setError(sheet, field, decision.kind === 'show' ? decision.key : undefined);
}

function setError(sheet: TypingSheet, field: HostedFieldName, key: string | undefined): void {
  const { errors, fields, host } = sheet;
  if (errors[field] === key) return;
  if (key) errors[field] = key;
  else delete errors[field];
  // The frame's input carries the message too, so a screen reader hears it in the field.
  // braintree-web returns promises from these; its published types say void.
  const message: unknown = fields?.setMessage({ field, message: key ? host.t(key) : '' });
  const attribute = { field, attribute: 'aria-invalid' as const };
  const change: unknown = key
    ? fields?.setAttribute({ ...attribute, value: 'true' })
    : fields?.removeAttribute(attribute);
  void Promise.all([message, change]).catch(() => undefined);
  host.requestUpdate();
}

/**
 * Validates and tokenizes. Resolves to the tokenized method, or to `invalid` (each field's error shown) when
 * fields are invalid; rejects with braintree-web's error on failure. The frames get the tokenization in the
 * caller's task.
 */
export async function submit(sheet: TypingSheet): Promise<TokenizeResult> {
  const { config } = sheet;
  const decision = decideCardSubmit(sheet.state(), config, sheet.saveCardChecked);
  if (decision.kind === 'invalid') {
    for (const field of config.fields) setError(sheet, field, decision.errors[field]);
    return { kind: 'invalid' };
  }
  const fields = sheet.fields;
  if (!fields) throw new Error('The card fields are not ready.');
  const tokenize = fields.tokenize.bind(fields) as (options: object) => Promise<HostedFieldsTokenizePayload>;
  const payload = await tokenize({
    vault: decision.options.vault,
    ...(decision.options.fieldsToTokenize ? { fieldsToTokenize: [...decision.options.fieldsToTokenize] } : {}),
  });
  const method = tokenizedCardMethod(payload as unknown as PaymentMethod, decision.options.vault);
  // The fields are emptied a task later: the merchant's code has the nonce first. Each field's clear is a message
  // braintree-web posts to every frame on the page; sent here, they were the most of the time ours took over bare
  // braintree-web's between the gateway's answer and the nonce (a DevTools trace of the bench's payment).
  if (config.clearFieldsAfterTokenization) void nextTask().then(() => (sheet.tornDown ? undefined : clear(sheet)));
  return { kind: 'tokenized', method };
}

/** Empties every field and its error. */
export async function clear(sheet: TypingSheet): Promise<void> {
  const fields = sheet.config.fields;
  await Promise.all(fields.map((field) => sheet.fields?.clear(field).catch(() => undefined)));
  for (const field of fields) setError(sheet, field, undefined);
}

/** The key of the first field error a submit would show now; none when the form can be tokenized. */
export function firstError(sheet: TypingSheet): string | undefined {
  const decision = decideCardSubmit(sheet.state(), sheet.config, sheet.saveCardChecked);
  if (decision.kind !== 'invalid') return undefined;
  return sheet.config.fields.map((field) => decision.errors[field]).find((key) => key !== undefined);
}

/** Shows each field's error as a submit would, and focuses the first invalid field; false when none is invalid. */
export function reportInvalid(sheet: TypingSheet): boolean {
  const { config } = sheet;
  const decision = decideCardSubmit(sheet.state(), config, sheet.saveCardChecked);
  if (decision.kind !== 'invalid') return false;
  for (const field of config.fields) setError(sheet, field, decision.errors[field]);
  const first = config.fields.find((field) => decision.errors[field] !== undefined);
  if (first) sheet.focus(first);
  return true;
}

/**
 * Tears the sheet's fields down, letting go of what braintree-web would keep of them: their subscriptions on its
 * message bus, and a tokenization still under way, which ends as a rejection.
 */
export async function releaseFields(fields: HostedFields): Promise<void> {
  releaseBusSubscriptions(fields);
  await fields.teardown();
  letLateTokenizationReject(fields);
}

/** The part of braintree-web's message bus (framebus) that `releaseBusSubscriptions` reads. */
interface MessageBus {
  readonly channel?: unknown;
  readonly isDestroyed?: unknown;
  readonly listeners?: unknown;
  off?: unknown;
}

interface BusListener {
  readonly eventName: string;
  readonly originalHandler: unknown;
}

/**
 * Drops the hosted fields' subscriptions on braintree-web's message bus; call it just before `teardown()`.
 * framebus's own teardown marks the bus destroyed before it unsubscribes, so its `off()` returns at once and the
 * subscriptions stay in the module's table for the life of the page, each holding the torn-down hosted fields,
 * their client and the gateway configuration. Unsubscribing first, through the bus's public `off()`, lets all of
 * that be collected. A bus of another shape (a later braintree-web) is left alone. Returns how many it dropped.
 */
export function releaseBusSubscriptions(fields: HostedFields): number {
  const bus = (fields as unknown as { _bus?: MessageBus })._bus;
  if (!bus || bus.isDestroyed !== false || typeof bus.off !== 'function' || !Array.isArray(bus.listeners)) return 0;
  const prefix = typeof bus.channel === 'string' && bus.channel ? `${bus.channel}:` : '';
  const off = bus.off as (eventName: string, handler: unknown) => boolean;
  let dropped = 0;
  for (const listener of [...(bus.listeners as BusListener[])]) {
    if (typeof listener?.eventName !== 'string' || !listener.eventName.startsWith(prefix)) continue;
    if (off.call(bus, listener.eventName.slice(prefix.length), listener.originalHandler)) dropped += 1;
  }
  return dropped;
}

/**
 * Lets a tokenization that is under way when the fields are torn down end as a rejection; call it once `teardown()`
 * has ended. braintree-web's teardown turns each of the instance's methods into one that throws, and a
 * tokenization's failed answer calls one of them (`_attachInvalidFieldContainersToError`) before it rejects: the
 * answer then throws in the message handler, an uncaught error on the merchant's page, and `tokenize()` never
 * settles. Frames in the page's process (Safari's, most Android Chrome's) answer a tokenization cut short as they
 * are taken off the page, which is after teardown has begun.
 */
export function letLateTokenizationReject(fields: HostedFields): void {
  (fields as unknown as { _attachInvalidFieldContainersToError: unknown })._attachInvalidFieldContainersToError = () =>
    undefined;
}
