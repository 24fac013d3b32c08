import type { FieldKey, FieldOptions, FieldState, MerchantConfiguration } from './protocol.js';
import type { NumberFormat } from './card-form.js';

/**
 * How the frames of one hosted-fields instance find each other. They share an origin, so the
 * frame that receives the merchant's configuration (the "form" frame) reaches its siblings
 * through `window.parent.frames` and calls them directly: card data moves between our own frames
 * in memory and is never posted to the merchant's page.
 *
 * Functions and objects here cross realms (each frame is its own realm): arguments and results
 * are primitives or plain data read in place, never checked with `instanceof`.
 */

/** What the form frame offers each field frame. */
export interface FormApi {
  configuration(): MerchantConfiguration;
  fieldOptions(field: FieldKey): FieldOptions;
  /** The field's current value (unformatted), so a re-attached frame shows what the form holds. */
  value(field: FieldKey): string;
  state(field: FieldKey): FieldState;
  numberFormat(): NumberFormat;
  cvvMaxLength(): number;
  /** The user changed the field (unformatted value). */
  input(field: FieldKey, value: string): void;
  focusChanged(field: FieldKey, focused: boolean): void;
  submitRequested(field: FieldKey): void;
  /** Renders a frame of this form that (re)loaded after the form started. */
  join(hook: FrameHook): void;
}

/** What a field frame offers the form frame once attached. */
export interface ViewApi {
  /** Re-read the form's state (validity, card brand) and render it. */
  refresh(): void;
}

/**
 * A field's rendering for tests and debugging (the inspector page): attributes, classes, label
 * and message. Never the value, masked or not.
 */
export interface FieldDescription {
  field: FieldKey;
  tag: string;
  attributes: Record<string, string | null>;
  classes: string[];
  label: string;
  message: string;
  focused: boolean;
  /** Whether `maskInput` hides the value now. */
  masked: boolean;
  /** A few computed styles (color, fonts, background-image), to see which merchant styles applied. */
  computedStyle: Record<string, string>;
  /** Option texts of a `<select>`. */
  options?: string[];
}

/** Installed on every field frame's window under `HOOK`. */
export interface FrameHook {
  readonly componentId: string;
  readonly field: FieldKey;
  attach(form: FormApi): ViewApi;
  /** The form this frame runs, if it is the form frame. */
  form(): FormApi | undefined;
  /** The rendered field, once the form attached it. */
  describe(): FieldDescription | undefined;
  /** Whether this frame's document has the focus. */
  hasFocus(): boolean;
}

/** One symbol in every realm of the agent (`Symbol.for`), so sibling frames can read it. */
export const HOOK = Symbol.for('braintree-emulator.hosted-fields.frame');

export function installHook(target: Window, hook: FrameHook): void {
  Object.defineProperty(target, HOOK, { value: hook, configurable: true, enumerable: false, writable: false });
}

/** The hooks of this instance's frames (same origin, same componentId), this one included. */
export function findFrameHooks(componentId: string): FrameHook[] {
  const hooks: FrameHook[] = [];
  let frames: Window;
  try {
    frames = window.parent.frames;
  } catch {
    return hooks;
  }
  for (let i = 0; i < frames.length; i++) {
    try {
      const candidate = (frames[i] as unknown as Record<symbol, FrameHook | undefined>)[HOOK];
      if (candidate && candidate.componentId === componentId) hooks.push(candidate);
    } catch {
      // A cross-origin frame of the merchant's page: not ours.
    }
  }
  return hooks;
}
