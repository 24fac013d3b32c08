/**
 * `<payment-dropin>` inside a merchant's own web component (its shadow root, open or closed, or two of them): the
 * card frames must work there as on the page itself. Hosted-field frames find each other through
 * `window.parent.frames`, which lists no frame inside a shadow tree: frames held there loaded and took focus, but
 * never got the card form, so no `card:*` event came and the card never became requestable.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import '../../../elements/define.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { focusInHolder } from '../../../elements/element/frame-holders.js';
import { hearCardFields, typeInto } from './dropin-harness.js';

/** A merchant's component: a host on the page (or in `parent`'s shadow root) with a shadow root of its own. */
function merchantComponent(
  parent: Element | ShadowRoot,
  mode: ShadowRootMode,
): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  parent.append(host);
  return { host, root: host.attachShadow({ mode }) };
}

async function mountIn(root: ShadowRoot): Promise<PaymentDropin> {
  const el = document.createElement('payment-dropin');
  el.options = { authorization: TOKENIZATION_KEY };
  hearCardFields(el);
  const ready = oneEvent(el, 'ready');
  const failed = oneEvent(el, 'error');
  root.append(el);
  const first = await Promise.race([ready.then(() => 'ready'), failed.then((e) => e.detail.message)]);
  if (first !== 'ready') throw new Error(`<payment-dropin> failed to set up: ${first}`);
  await el.updateComplete;
  return el;
}

/** Types a whole card, and pays with it. */
async function payByCard(el: PaymentDropin): Promise<{ nonce: string }> {
  const events: string[] = [];
  for (const name of ['card:focus', 'card:validityChange'] as const)
    el.addEventListener(name, (e) =>
      events.push(`${name}:${(e as CustomEvent<{ emittedBy: string }>).detail.emittedBy}`),
    );
  await typeInto(el, 'number', '4111111111111111');
  await typeInto(el, 'expirationDate', '12/30');
  await typeInto(el, 'cvv', '123');
  await typeInto(el, 'postalCode', '12345');
  await waitUntil(() => el.isPaymentMethodRequestable(), '', { timeout: 5000 }).catch(() => {
    throw new Error(`the card never became requestable; card events: ${events.join(' ') || 'none'}`);
  });
  return el.requestPaymentMethod();
}

describe('<payment-dropin> inside a shadow root', () => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    await resetMouse();
    for (const undo of cleanup.splice(0).reverse()) await undo();
  });

  function component(parent: Element | ShadowRoot, mode: ShadowRootMode): ShadowRoot {
    const { host, root } = merchantComponent(parent, mode);
    cleanup.push(() => host.remove());
    return root;
  }

  async function widgetIn(root: ShadowRoot): Promise<PaymentDropin> {
    const el = await mountIn(root);
    cleanup.push(() => el.teardown().catch(() => undefined));
    return el;
  }

  it('takes a card in an open shadow root', async () => {
    const el = await widgetIn(component(document.body, 'open'));
    const payload = await payByCard(el);
    expect(payload.nonce).to.match(/^tokencc_/);
    // The card form's blur rules see the focus in a frame (the postal code's, typed last).
    expect(focusInHolder(el)).to.equal(true);
  });

  it('takes a card in a closed shadow root', async () => {
    const el = await widgetIn(component(document.body, 'closed'));
    const payload = await payByCard(el);
    expect(payload.nonce).to.match(/^tokencc_/);
  });

  it('takes a card two shadow roots deep, and its teardown leaves nothing in the components', async () => {
    const outer = merchantComponent(document.body, 'open');
    cleanup.push(() => outer.host.remove());
    const inner = merchantComponent(outer.root, 'open');
    const el = await widgetIn(inner.root);
    const payload = await payByCard(el);
    expect(payload.nonce).to.match(/^tokencc_/);
    // The frames are where `window.frames` lists them: the document's tree.
    expect(window.frames.length).to.equal(4);
    expect(focusInHolder(el)).to.equal(true);
    await el.teardown();
    expect(outer.host.children.length, 'the outer component keeps a holder').to.equal(0);
    expect(inner.host.children.length, 'the inner component keeps a holder').to.equal(0);
    expect(el.children.length, 'the widget keeps a holder').to.equal(0);
  });

  it('leaves nothing in the component once taken off it', async () => {
    const { host, root } = merchantComponent(document.body, 'open');
    cleanup.push(() => host.remove());
    const el = await mountIn(root);
    expect(host.querySelectorAll('iframe').length).to.equal(4);
    el.remove();
    await waitUntil(() => host.children.length === 0, 'the component kept a holder', { timeout: 5000 });
  });
});
