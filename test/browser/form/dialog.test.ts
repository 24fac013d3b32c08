import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../../elements/define.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard } from '../dropin/dropin-harness.js';

async function widget(parent: HTMLElement): Promise<PaymentDropin> {
  const el = document.createElement('payment-dropin');
  el.setAttribute('authorization', TOKENIZATION_KEY);
  el.setAttribute('name', 'payment_method_nonce');
  const ready = oneEvent(el, 'ready');
  parent.append(el);
  await ready;
  await el.updateComplete;
  return el;
}

function button(form: HTMLFormElement, text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = text;
  form.append(b);
  return b;
}

describe('<payment-dropin> in a form that stays on the page', () => {
  const removed: Array<{ remove(): void; el?: PaymentDropin }> = [];
  afterEach(async () => {
    sinon.restore();
    for (const node of removed.splice(0)) {
      node.remove();
      await node.el?.teardown().catch(() => undefined);
    }
  });

  /**
   * A form that submits by `method` (to `action`) holding a named widget, on the page or in a dialog opened modal
   * or not; taken off the page and torn down after the test.
   */
  async function formWithWidget(
    method: string,
    action: string | undefined,
    place: 'page' | 'dialog' | 'modal dialog',
  ): Promise<{ form: HTMLFormElement; el: PaymentDropin; dialog: HTMLDialogElement }> {
    const form = document.createElement('form');
    form.method = method;
    if (action) form.action = action;
    const dialog = document.createElement('dialog');
    dialog.style.width = '700px';
    if (place === 'page') {
      document.body.append(form);
    } else {
      dialog.append(form);
      document.body.append(dialog);
      if (place === 'modal dialog') dialog.showModal();
      else dialog.show();
    }
    const el = await widget(form);
    removed.push(Object.assign(place === 'page' ? form : dialog, { el }));
    return { form, el, dialog };
  }

  it('a Cancel button with formmethod=dialog closes the dialog unpaid, without asking the widget', async () => {
    const { form, el, dialog } = await formWithWidget('post', '/checkout', 'modal dialog');
    const cancel = button(form, 'Cancel');
    cancel.formMethod = 'dialog';
    cancel.value = 'cancel';
    const request = sinon.spy(el, 'requestPaymentMethod');
    cancel.click();
    await aTimeout(100);
    expect(request.called, 'asked for a payment').to.equal(false);
    expect(dialog.open).to.equal(false);
    expect(dialog.returnValue).to.equal('cancel');
  });

  it('a method=dialog form pays and closes, and pays again once reopened', async () => {
    const { form, el, dialog } = await formWithWidget('dialog', undefined, 'dialog');
    const pay = button(form, 'Pay');
    const nonces: string[] = [];
    form.addEventListener('submit', () => nonces.push(String(new FormData(form).get('payment_method_nonce'))));
    await fillCard(el);
    pay.click();
    await waitUntil(() => !dialog.open, 'the dialog did not close', { timeout: 10_000 });
    dialog.show();
    pay.click();
    await waitUntil(() => !dialog.open, 'the second Pay did nothing', { timeout: 10_000 });
    expect(nonces).to.have.length(2);
  });

  it('a javascript: action (the page stays, as after a 204): a second Pay submits again', async () => {
    const { form, el } = await formWithWidget('post', 'javascript:void 0', 'page');
    const pay = button(form, 'Pay');
    let submitted = 0;
    const count = (event: Event): void => void (event.defaultPrevented || submitted++);
    document.addEventListener('submit', count);
    removed.push({ remove: () => document.removeEventListener('submit', count) });
    await fillCard(el);
    pay.click();
    await waitUntil(() => submitted === 1, 'not submitted', { timeout: 10_000 });
    pay.click();
    await waitUntil(() => submitted === 2, 'the second Pay was swallowed', { timeout: 10_000 });
  });
});
