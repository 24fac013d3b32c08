/**
 * A plain checkout form around `<payment-dropin>`, as a page with no script of its own has it: the element with
 * its form attributes, a Pay button, nothing else. What the form would post is recorded by a listener on the
 * document (it runs after every other), which then keeps the test page where it is.
 */
import { oneEvent } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import '../../../elements/define.js';
import type { DropinEvent } from '../../../elements/vocabulary/events.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import type { DropinOptions } from '../../../elements/vocabulary/types.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';

export interface CheckoutForm {
  form: HTMLFormElement;
  el: PaymentDropin;
  pay: HTMLButtonElement;
  /** Set when the element is inside a fieldset (`fieldset: true`). */
  fieldset?: HTMLFieldSetElement;
  /** Every submission the form let through, as its entries (the submitter's included). */
  posts: Array<Record<string, string>>;
}

let current: CheckoutForm | undefined;
let recorder: ((event: SubmitEvent) => void) | undefined;

/**
 * A document `submit` listener that keeps the page where it is and records, in `posts`, each submission of `form`
 * that nothing stopped before it (what the browser would have posted).
 */
export function postRecorder(
  form: HTMLFormElement,
  posts: Array<Record<string, string>>,
): (event: SubmitEvent) => void {
  return (event) => {
    if (event.target !== form) return;
    const stopped = event.defaultPrevented;
    event.preventDefault();
    if (!stopped)
      posts.push(Object.fromEntries([...new FormData(form, event.submitter)].map(([k, v]) => [k, String(v)])));
  };
}

export interface FormSetup {
  /** The element's attributes (`name`, `required`, `device-data-name`, `vaulted-name`, …); `authorization` given. */
  attributes?: Record<string, string>;
  /** Options set as the `options` property (e.g. PayPal, 3D Secure, the data collector). */
  options?: Partial<DropinOptions>;
  fieldset?: boolean;
  waitForReady?: boolean;
}

/** Builds the form with the element in it, and waits for the widget's `ready` (unless told not to). */
export async function checkoutForm(setup: FormSetup = {}): Promise<CheckoutForm> {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/checkout';
  const el = document.createElement('payment-dropin');
  el.setAttribute('authorization', TOKENIZATION_KEY);
  for (const [name, value] of Object.entries(setup.attributes ?? {})) el.setAttribute(name, value);
  if (setup.options) el.options = setup.options;
  const pay = document.createElement('button');
  pay.type = 'submit';
  pay.name = 'action';
  pay.value = 'pay';
  pay.textContent = 'Pay';
  let fieldset: HTMLFieldSetElement | undefined;
  if (setup.fieldset) {
    fieldset = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = 'Payment';
    fieldset.append(legend, el);
    form.append(fieldset, pay);
  } else form.append(el, pay);
  const posts: Array<Record<string, string>> = [];
  recorder = postRecorder(form, posts);
  document.addEventListener('submit', recorder);
  const ready = oneEvent(el, 'ready');
  const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
  document.body.append(form);
  current = { form, el, pay, posts, ...(fieldset ? { fieldset } : {}) };
  if (setup.waitForReady !== false) {
    const first = await Promise.race([ready.then(() => undefined), failed]);
    if (first) throw new Error(`<payment-dropin> failed to set up: ${first.detail.message}`);
    await el.updateComplete;
  }
  return current;
}

/** Removes the form and tears its widget down. */
export async function removeForm(): Promise<void> {
  await resetMouse();
  if (recorder) document.removeEventListener('submit', recorder);
  recorder = undefined;
  const form = current;
  current = undefined;
  if (!form) return;
  form.form.remove();
  await form.el.teardown().catch(() => undefined);
}

/** What the form would post now, without submitting it (the element's value included, if it has one). */
export function entriesNow(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
}

/** Records the element's form events (Drop-in-style names) in order. */
export function formEvents(el: PaymentDropin): Array<{ name: string; error?: unknown }> {
  const seen: Array<{ name: string; error?: unknown }> = [];
  el.addEventListener('paymentMethodRequestStart', () => seen.push({ name: 'start' }));
  el.addEventListener('paymentMethodRequestEnd', (e) => seen.push({ name: 'end', error: e.detail.error }));
  return seen;
}
