import { create } from './create.js';
import type { Dropin, Options } from './dropin-types.js';
import { SCRIPT_TAG_MESSAGES } from './vocabulary/messages.js';
import { SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE, SCRIPT_TAG_FIELDS, scriptTagOptions } from './model/script-tag.js';

const started = new WeakSet<HTMLScriptElement>();

function setHiddenField(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

/**
 * Drop-in's script-tag integration: renders `<payment-dropin>` where the script tag stands, with
 * the options of its data attributes, and takes over its form's submit: request the payment
 * method, put it in the hidden `payment_method_nonce` (and `device_data`) fields, submit.
 * Rejects with Drop-in's messages when the tag has no authorization or no enclosing form. A tag
 * with a `nonce` (the page's Content-Security-Policy nonce) gives it to the widget.
 */
export async function setupScriptTag(script: HTMLScriptElement): Promise<Dropin> {
  const parsed = scriptTagOptions(
    [...script.attributes].map((attribute) => [attribute.name, attribute.value] as const),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const form = script.closest('form');
  if (!form) throw new Error(SCRIPT_TAG_MESSAGES.scriptTagNoForm);
  started.add(script);
  const container = document.createElement('div');
  script.before(container);
  // A tag allowed by the page's nonce passes that nonce on, for what third-party scripts inject.
  const nonce = script.nonce || undefined;
  // The widget goes where the tag stands, whatever the tag's own data attributes say.
  const { container: _c, selector: _s, ...options } = parsed.options;
  // As Drop-in, the form's submits are the widget's from the start: one before the widget is ready (or after it
  // failed to start) does nothing, rather than send the form without a nonce.
  let dropin: Dropin | undefined = undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    dropin?.requestPaymentMethod().then(
      (payload) => {
        setHiddenField(form, SCRIPT_TAG_FIELDS.nonce, payload.nonce);
        if (payload.deviceData) setHiddenField(form, SCRIPT_TAG_FIELDS.deviceData, payload.deviceData);
        // From a new task: a browser ignores a submit asked for while it still dispatches this one.
        setTimeout(() => form.submit(), 0);
      },
      // The widget shows the error beside the fields; the shopper corrects and submits again.
      () => undefined,
    );
  });
  // The data attributes are plain data (strings, JSON), checked by create() like any options.
  dropin = await create({ ...(nonce ? { nonce } : {}), ...options, container } as Options);
  return dropin;
}

/** Starts every script tag on the page that carries the authorization attribute (once each). */
export function startScriptTags(root: ParentNode = document): void {
  for (const script of root.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE}]`)) {
    if (started.has(script)) continue;
    setupScriptTag(script).catch((error: unknown) => console.error('<payment-dropin> script tag:', error));
  }
}

// The classic <script> that loads this bundle, or, for a module script (no currentScript), every tag
// that carries the authorization attribute.
const current = document.currentScript;
if (current instanceof HTMLScriptElement && !started.has(current)) {
  setupScriptTag(current).catch((error: unknown) => console.error('<payment-dropin> script tag:', error));
} else {
  startScriptTags();
}
