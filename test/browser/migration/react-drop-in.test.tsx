/**
 * `DropIn` from `payment-dropin/react`: braintree-web-drop-in-react 1.2.1's component and props, against the
 * emulator in React 19 (StrictMode too): `onInstance` once with Drop-in's instance, which pays; `onError` with
 * Drop-in's message; the payload handlers get payloads, not DOM events; unmounting leaves nothing behind.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { StrictMode, createRef } from 'react';
import type { BraintreeError } from 'braintree-web';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import DropIn, {
  DropIn as NamedDropIn,
  type Dropin,
  type DropInProps,
  type IDropInProps,
  type Options,
} from '../../../elements/react/index.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { hidingBoundary } from '../support/suspense.js';
import { fillCard } from '../dropin/dropin-harness.js';
import { MESSAGES } from '../../../elements/vocabulary/messages.js';

let host: HTMLDivElement;
let root: Root | undefined;

function render(node: React.ReactNode): void {
  root ??= createRoot(host);
  flushSync(() => root!.render(node));
}

function theElement(): PaymentDropin {
  const el = host.querySelector('payment-dropin');
  if (!el) throw new Error('no <payment-dropin> was rendered');
  return el;
}

/** Renders DropIn (in StrictMode unless told otherwise) and waits for its first onInstance. */
async function renderUntilInstance(
  props: Partial<DropInProps> = {},
  { strict = true } = {},
): Promise<{ instances: Dropin[] }> {
  const instances: Dropin[] = [];
  const element = (
    <DropIn options={{ authorization: TOKENIZATION_KEY }} onInstance={(i) => void instances.push(i)} {...props} />
  );
  render(strict ? <StrictMode>{element}</StrictMode> : element);
  await waitUntil(() => instances.length > 0, 'onInstance was never called', { timeout: 15_000 });
  return { instances };
}

describe('<DropIn> from payment-dropin/react (braintree-web-drop-in-react’s component)', function () {
  this.timeout(60_000);

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => {
    flushSync(() => root?.unmount());
    root = undefined;
    host.remove();
  });

  it('is the default export (and also exported by name)', () => {
    expect(DropIn).to.be.a('function');
    expect(NamedDropIn).to.equal(DropIn);
  });

  it('calls onInstance once in StrictMode with Drop-in’s instance, which pays by card; the widget passes axe', async () => {
    const { instances } = await renderUntilInstance();
    // StrictMode mounts effects twice: still one call, and it stays one (long enough for a second call to come).
    await nothingHappensWithin(300);
    expect(instances).to.have.length(1);
    const instance = instances[0]!;
    expect(instance.element).to.equal(theElement());
    await expect(theElement()).to.be.accessible();
    await fillCard(theElement());
    const payload = await instance.requestPaymentMethod();
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.type).to.equal('CreditCard');
  });

  it('hands onPaymentMethodRequestable Drop-in’s payload, not a DOM event', async () => {
    const payloads: unknown[] = [];
    await renderUntilInstance({ onPaymentMethodRequestable: (payload) => void payloads.push(payload) });
    await fillCard(theElement());
    await waitUntil(() => payloads.length > 0, 'onPaymentMethodRequestable was never called', { timeout: 5000 });
    expect(payloads[0]).to.not.be.instanceOf(Event);
    expect(payloads[0]).to.deep.equal({ type: 'CreditCard', paymentMethodIsSelected: false });
  });

  it('calls onError with Drop-in’s message when setup fails, and never onInstance', async () => {
    const errors: PaymentDropinError[] = [];
    const instances: Dropin[] = [];
    render(
      <StrictMode>
        <DropIn
          options={{ authorization: 'sandbox_not_a_merchant' }}
          onInstance={(i) => void instances.push(i)}
          onError={(e) => void errors.push(e)}
        />
      </StrictMode>,
    );
    await waitUntil(() => errors.length > 0, 'onError was never called', { timeout: 15_000 });
    expect(errors[0]).to.be.instanceOf(PaymentDropinError);
    expect(errors[0]!.message).to.equal('There was an error creating Drop-in.');
    expect(errors[0]!.kind).to.equal('setup');
    expect(instances).to.deep.equal([]);
  });

  it('gives the element the options, with the deprecated preselectVaultedPaymentMethod under them', async () => {
    render(
      <DropIn options={{ authorization: TOKENIZATION_KEY, locale: 'de_DE' }} preselectVaultedPaymentMethod={false} />,
    );
    expect(theElement().options).to.deep.equal({
      preselectVaultedPaymentMethod: false,
      authorization: TOKENIZATION_KEY,
      locale: 'de_DE',
    });
  });

  it('hands options changed by content to the element, and equal ones re-created on a render not at all', () => {
    render(<DropIn options={{ authorization: TOKENIZATION_KEY, locale: 'de_DE' }} />);
    const el = theElement();
    const first = el.options;
    render(<DropIn options={{ authorization: TOKENIZATION_KEY, locale: 'de_DE' }} />);
    expect(el.options).to.equal(first);
    render(<DropIn options={{ authorization: TOKENIZATION_KEY, locale: 'fr_FR' }} />);
    expect(theElement()).to.equal(el);
    expect(el.options).to.deep.equal({ authorization: TOKENIZATION_KEY, locale: 'fr_FR' });
  });

  it('lets the merchant call instance.teardown() and unmount afterwards without an error', async () => {
    const { instances } = await renderUntilInstance();
    const el = theElement();
    await instances[0]!.teardown();
    expect(el.isConnected, 'React still owns the element').to.equal(true);
    expect(el.shadowRoot!.childElementCount, 'the torn-down widget draws nothing').to.equal(0);
    flushSync(() => root!.unmount());
    root = undefined;
    expect(host.childElementCount).to.equal(0);
  });

  it('leaves nothing behind when unmounted', async () => {
    await renderUntilInstance();
    flushSync(() => root!.unmount());
    root = undefined;
    await waitUntil(() => document.querySelectorAll('iframe').length === 0, 'frames were left behind', {
      timeout: 5000,
    });
    expect(document.querySelectorAll('payment-dropin, [data-pd-holder]')).to.have.length(0);
  });

  it('calls onInstance when the widget got ready while React hid it behind a Suspense fallback; the instance pays', async () => {
    const instances: Dropin[] = [];
    const boundary = hidingBoundary();
    const app = (hidden: boolean): React.ReactElement =>
      boundary.wrap(
        <DropIn options={{ authorization: TOKENIZATION_KEY }} onInstance={(i) => void instances.push(i)} />,
        hidden,
      );
    render(app(false));
    const el = theElement();
    let ready = 0;
    el.addEventListener('ready', () => (ready += 1));
    // A sibling suspends while the widget sets up: React hides the component (and takes its effects off).
    render(app(true));
    await waitUntil(() => ready > 0, 'the widget never got ready', { timeout: 15_000 });
    expect(instances, 'announced while hidden').to.deep.equal([]);
    boundary.reveal();
    await waitUntil(() => instances.length > 0, 'onInstance was never called once shown again', { timeout: 5000 });
    await nothingHappensWithin(300);
    expect(instances).to.have.length(1);
    await fillCard(el);
    expect((await instances[0]!.requestPaymentMethod()).nonce).to.match(/^tokencc_/);
  });

  it('calls onError with Drop-in\'s "options.authorization is required." when mounted without one, as the original', async () => {
    const errors: unknown[] = [];
    render(
      <StrictMode>
        <DropIn options={{} as Options} onError={(e) => void errors.push(e)} />
      </StrictMode>,
    );
    await waitUntil(() => errors.length > 0, 'onError was never called', { timeout: 5000 });
    expect(errors[0]).to.be.instanceOf(PaymentDropinError);
    expect((errors[0] as PaymentDropinError).message).to.equal(MESSAGES.authorizationRequired);
    await nothingHappensWithin(300);
    expect(errors).to.have.length(1);
  });

  it('hands what onInstance throws to onError, as the original', async () => {
    const errors: unknown[] = [];
    const bug = new Error('the merchant’s own bug');
    render(
      <DropIn
        options={{ authorization: TOKENIZATION_KEY }}
        onInstance={() => {
          throw bug;
        }}
        onError={(e) => void errors.push(e)}
      />,
    );
    await waitUntil(() => errors.length > 0, 'onError was never called', { timeout: 15_000 });
    expect(errors).to.deep.equal([bug]);
  });

  it("keeps the widget gone after the merchant's instance.teardown(), whatever options come after, as the original", async () => {
    const { instances } = await renderUntilInstance({}, { strict: false });
    const el = theElement();
    await instances[0]!.teardown();
    let ready = 0;
    el.addEventListener('ready', () => (ready += 1));
    render(<DropIn options={{ authorization: TOKENIZATION_KEY, locale: 'de_DE' }} />);
    await nothingHappensWithin(2000);
    expect(ready, 'the widget came back').to.equal(0);
    expect(el.shadowRoot!.childElementCount, 'the torn-down widget draws nothing').to.equal(0);
  });

  it("gives a ref the original's { instance }, and takes its type names and an onError naming BraintreeError", async () => {
    const ref = createRef<DropIn>();
    const reasons: string[] = [];
    const props: IDropInProps = {
      options: { authorization: TOKENIZATION_KEY },
      onError: (error: BraintreeError) => void reasons.push(error.message),
    };
    const { instances } = await renderUntilInstance({ ...props, ref });
    expect(ref.current?.instance).to.equal(instances[0]);
    expect(reasons).to.deep.equal([]);
  });
});
