import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { StrictMode, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import sinon from 'sinon';
import { PaymentDropin, type PaymentDropinElement } from '../../../elements/react/index.js';
import { TOKENIZATION_KEY, clearFaults, fault } from '../support/emulator.js';
import { clickAt, fieldError, fillCard, frameOf } from '../dropin/dropin-harness.js';
import { nextWalletOutcome } from '../support/wallets.js';

let host: HTMLDivElement;
let root: Root | undefined;
/** What the form's `onSubmit` received: the entries it would send, the submitter's included. */
let sent: Array<Record<string, string>>;

/** A React checkout form: the merchant's `onSubmit` sends what the form holds (here: records it). */
function Checkout({ required = false, express = false }: { required?: boolean; express?: boolean }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    sent.push(Object.fromEntries([...data].map(([k, v]) => [k, String(v)])));
  };
  return (
    <form method="post" action="/checkout" onSubmit={onSubmit}>
      <PaymentDropin
        authorization={TOKENIZATION_KEY}
        name="payment_method_nonce"
        deviceDataName="payment_method_device_data"
        vaultedName="use_vaulted_card"
        required={required}
        {...(express ? { express: true, venmo: VENMO } : {})}
      />
      <button type="submit" name="action" value="pay">
        Pay
      </button>
      <button type="reset">Start again</button>
    </form>
  );
}

/** Venmo's desktop flow, which the emulator's approval page plays. */
const VENMO = { allowDesktop: true, paymentMethodUsage: 'single_use' } as const;

async function renderCheckout(props: { required?: boolean; express?: boolean } = {}): Promise<{
  el: PaymentDropinElement;
  pay: HTMLButtonElement;
  reset: HTMLButtonElement;
}> {
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <StrictMode>
        <Checkout {...props} />
      </StrictMode>,
    ),
  );
  const el = host.querySelector('payment-dropin')!;
  await oneEvent(el, 'ready');
  await el.updateComplete;
  const [pay, reset] = [...host.querySelectorAll('button')];
  return { el, pay: pay!, reset: reset! };
}

describe('<PaymentDropin name> in a React <form>', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    sent = [];
  });

  afterEach(async () => {
    sinon.restore();
    await clearFaults();
    flushSync(() => root?.unmount());
    root = undefined;
    host.remove();
  });

  it("passes express through: one tap on the row's Venmo button calls the form's onSubmit once, with the nonce", async () => {
    const { el } = await renderCheckout({ express: true });
    expect(el.express).to.equal(true);
    const venmo = (): HTMLButtonElement | null | undefined =>
      el.shadowRoot?.querySelector<HTMLButtonElement>('.express [data-wallet="venmo"] button');
    await waitUntil(venmo, "the express row's Venmo button was never drawn", { timeout: 10_000 });
    await nextWalletOutcome('venmo', 'approve');
    venmo()!.click();
    await waitUntil(() => sent.length > 0, 'onSubmit was not called', { timeout: 15_000 });
    expect(sent).to.have.length(1);
    expect(sent[0]!.payment_method_nonce).to.match(/^tokencc_/);
  });

  it("calls the form's onSubmit once, with the payment in the form's entries", async () => {
    const { el, pay } = await renderCheckout();
    await fillCard(el);
    await clickAt(pay);
    await waitUntil(() => sent.length === 1, 'onSubmit was not called', { timeout: 10_000 });
    expect(sent[0]!.payment_method_nonce).to.match(/^tokencc_/);
    expect(sent[0]).to.include({ payment_method_device_data: '', use_vaulted_card: '0', action: 'pay' });
  });

  it('with required and an empty card: onSubmit is not called, the field errors show, the number has focus', async () => {
    const { el, pay } = await renderCheckout({ required: true });
    const request = sinon.spy(el, 'requestPaymentMethod');
    await clickAt(pay);
    await waitUntil(() => fieldError(el, 'number') === 'Enter the card number.', 'no field error shown');
    await waitUntil(() => document.activeElement === frameOf(el, 'number'), 'the card number did not get focus');
    expect(sent).to.have.length(0);
    expect(request.called).to.equal(false);
  });

  it('calls onSubmit once for a double click', async () => {
    const { el, pay } = await renderCheckout({ required: true });
    const request = sinon.spy(el, 'requestPaymentMethod');
    await fillCard(el);
    await fault({ route: 'tokenize', delayMs: 1000 });
    pay.click();
    pay.click();
    await waitUntil(() => sent.length === 1, 'onSubmit was not called', { timeout: 10_000 });
    expect(request.callCount).to.equal(1);
    expect(sent).to.have.length(1);
  });

  it('clears the card when the form is reset', async () => {
    const { el, reset } = await renderCheckout({ required: true });
    await fillCard(el);
    const cleared = oneEvent(el, 'card:empty');
    reset.click();
    await cleared;
    await waitUntil(() => !el.isPaymentMethodRequestable(), 'still requestable');
    await waitUntil(() => el.matches(':invalid'), 'still valid');
  });
});
