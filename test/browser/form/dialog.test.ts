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

  function dialogWith(form: HTMLFormElement): HTMLDialogElement {
    const dialog = document.createElement('dialog');
    dialog.style.width = '700px';
    dialog.append(form);
    document.body.append(dialog);
    return dialog;
  }

  it('a Cancel button with formmethod=dialog closes the dialog unpaid, without asking the widget', async () => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/checkout';
    const dialog = dialogWith(form);
    dialog.showModal();
    const el = await widget(form);
    removed.push(Object.assign(dialog, { el }));
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
    const form = document.createElement('form');
    form.method = 'dialog';
    const dialog = dialogWith(form);
    dialog.show();
    const el = await widget(form);
    removed.push(Object.assign(dialog, { el }));
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
    const form = document.createElement('form');
    form.method = 'post';
    form.action = 'javascript:void 0';
    document.body.append(form);
    const el = await widget(form);
    removed.push(Object.assign(form, { el }));
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
