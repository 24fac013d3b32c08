import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../../elements/define.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard } from '../dropin/dropin-harness.js';
import { postRecorder } from './form-harness.js';

async function widget(parent: HTMLElement, attributes: Record<string, string>): Promise<PaymentDropin> {
  const el = document.createElement('payment-dropin');
  el.setAttribute('authorization', TOKENIZATION_KEY);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const ready = oneEvent(el, 'ready');
  parent.append(el);
  await ready;
  await el.updateComplete;
  return el;
}

describe('two named <payment-dropin> in one form', () => {
  let form: HTMLFormElement;
  let recorder: (event: SubmitEvent) => void;
  const posts: Array<Record<string, string>> = [];

  beforeEach(() => {
    posts.length = 0;
    form = document.createElement('form');
    document.body.append(form);
    recorder = postRecorder(form, posts);
    document.addEventListener('submit', recorder);
  });

  afterEach(async () => {
    sinon.restore();
    document.removeEventListener('submit', recorder);
    const widgets = [...form.querySelectorAll('payment-dropin')];
    form.remove();
    for (const el of widgets) await el.teardown().catch(() => undefined);
  });

  it('posts once, carrying both payments, each widget asked once', async () => {
    const a = await widget(form, { name: 'nonce_a', 'device-data-name': 'dd_a' });
    const b = await widget(form, { name: 'nonce_b', 'device-data-name': 'dd_b' });
    const pay = document.createElement('button');
    pay.textContent = 'Pay';
    form.append(pay);
    const requestA = sinon.spy(a, 'requestPaymentMethod');
    const requestB = sinon.spy(b, 'requestPaymentMethod');
    await fillCard(a);
    await fillCard(b, { number: '5555555555554444' });
    pay.click();
    await waitUntil(() => posts.length > 0 || requestA.callCount > 3, 'not posted', { timeout: 10_000 });
    await aTimeout(300);
    expect(requestA.callCount, 'requests of a').to.equal(1);
    expect(requestB.callCount, 'requests of b').to.equal(1);
    expect(posts).to.have.length(1);
    expect(posts[0]).to.have.keys('nonce_a', 'dd_a', 'nonce_b', 'dd_b');
    expect(posts[0]!.nonce_a).to.not.equal(posts[0]!.nonce_b);
  });
});
