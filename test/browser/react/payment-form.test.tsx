import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { DropinEvent } from '../../../elements/vocabulary/events.js';
import { PaymentDropinError } from 'payment-dropin/errors';
import type { PaymentDropinElement, PaymentMethodPayload } from '../../../elements/react/index.js';
import { fetchClientToken } from '../../../host-app/src/client-token.js';
import { startClientTokenRequest } from '../../../host-app/src/early-token.js';
import { httpErrorReporter, type ErrorReporter } from '../../../host-app/src/error-reporter.js';
import { PAY_HINTS, PRODUCT_ERRORS } from '../../../host-app/src/messages.js';
import { mountPaymentForm, type MountedPaymentForm } from '../../../host-app/src/mount.js';
import { STUB_TAG, StubPaymentDropin } from './support/stub-dropin.js';

interface Page {
  form: HTMLFormElement;
  container: HTMLElement;
  button: HTMLButtonElement;
  reporter: { report: sinon.SinonSpy };
  loadClientToken: sinon.SinonStub;
  mounted: MountedPaymentForm;
  /** Every submit the form let through (the test stops the navigation itself). */
  submissions: Array<Record<string, string>>;
}

let page: Page | undefined;
let consoleError: sinon.SinonStub;

/** Whether the form holds a payment now (the widget gives it only to the submission that carries it). */
function formHoldsPayment(): boolean {
  return new FormData(page!.form).has('payment_method_nonce');
}

function banner(): HTMLElement {
  const el = page!.container.querySelector<HTMLElement>('[role="alert"]');
  if (!el) throw new Error('no banner');
  return el;
}

/** The banner's text, '' while there is none (or React has not rendered yet). */
function bannerText(): string {
  return page?.container.querySelector('[role="alert"]')?.textContent ?? '';
}

/** Builds the page markup around a container and mounts the payment form into it. */
function setup(
  options: {
    clientToken?: string;
    vaultMeta?: string;
    token?: Promise<string>;
    outsideButton?: HTMLElement;
    /** The height of a stand-in for the server's skeleton inside the container (none without it). */
    skeletonHeight?: number;
    /**
     * The token comes from the request the page's entry started (`startClientTokenRequest`, called before the
     * form mounts, as the entry does at first paint) through `fetch`, not from a loader the test gives.
     */
    earlyRequest?: boolean;
  } = {},
): Page {
  document.head.querySelectorAll('meta[name="braintree-vault"]').forEach((m) => m.remove());
  if (options.vaultMeta !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'braintree-vault';
    meta.content = options.vaultMeta;
    document.head.append(meta);
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/checkout';
  const container = document.createElement('div');
  container.setAttribute('data-payment-form', '');
  container.setAttribute('data-support-email', 'help@shop.example');
  if (options.clientToken) container.setAttribute('data-client-token', options.clientToken);
  if (options.skeletonHeight !== undefined) {
    const skeleton = document.createElement('div');
    skeleton.setAttribute('aria-hidden', 'true');
    skeleton.style.height = `${options.skeletonHeight}px`;
    container.append(skeleton);
  }
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Pay';
  form.append(container, button);
  const submissions: Array<Record<string, string>> = [];
  document.body.append(form);
  if (options.outsideButton) {
    form.id = 'checkout-form';
    options.outsideButton.setAttribute('form', 'checkout-form');
    document.body.append(options.outsideButton);
  }
  const reporter = { report: sinon.spy() };
  const loadClientToken = sinon.stub().callsFake(() => options.token ?? Promise.resolve('token-from-backend'));
  const mounted = mountPaymentForm(container, {
    reporter: reporter as ErrorReporter,
    ...(options.earlyRequest ? {} : { loadClientToken }),
    widget: StubPaymentDropin,
  });
  // Added after the form's own listener: sees what would be posted, and stops the navigation.
  // On the document, so it runs after the form's own listeners (React StrictMode re-adds them
  // after this one): a submit the payment form stopped would post nothing.
  form.ownerDocument.addEventListener('submit', (e) => {
    if (e.target !== form) return;
    const stopped = e.defaultPrevented;
    e.preventDefault();
    if (stopped) return;
    const data = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    if (data.payment_method_nonce) submissions.push(data);
  });
  page = { form, container, button, reporter, loadClientToken, mounted, submissions };
  return page;
}

/** The widget stand-in, once the form rendered it. */
async function widget(): Promise<PaymentDropinElement> {
  await waitUntil(() => page!.container.querySelector(STUB_TAG), 'the widget was not rendered');
  return page!.container.querySelector(STUB_TAG) as unknown as PaymentDropinElement;
}

function fire(el: PaymentDropinElement, ...events: Array<DropinEvent<never>>): void {
  for (const event of events) el.dispatchEvent(event);
}

const READY = (): DropinEvent<never> => new DropinEvent('ready', {}) as DropinEvent<never>;
const REQUESTABLE = (): DropinEvent<never> =>
  new DropinEvent('paymentMethodRequestable', {
    type: 'CreditCard',
    paymentMethodIsSelected: false,
  }) as DropinEvent<never>;
const NOT_REQUESTABLE = (): DropinEvent<never> =>
  new DropinEvent('noPaymentMethodRequestable', {}) as DropinEvent<never>;

async function readyToPay(): Promise<PaymentDropinElement> {
  const el = await widget();
  fire(el, READY(), REQUESTABLE());
  await waitUntil(() => !page!.button.disabled, 'the submit button was not enabled');
  return el;
}

const CARD: PaymentMethodPayload = {
  nonce: 'tokencc_nonce_1',
  type: 'CreditCard',
  details: { lastFour: '1111', cardType: 'Visa' },
  vaulted: false,
  deviceData: '{"correlation_id":"c1"}',
};

describe('payment form (host-app)', () => {
  beforeEach(() => {
    consoleError = sinon.stub(console, 'error');
  });

  afterEach(() => {
    page?.mounted.unmount();
    page?.form.remove();
    page = undefined;
    sinon.restore();
  });

  describe('when mounted', () => {
    it('makes the widget a field of the form under the three names the server reads, with no hidden fields', async () => {
      const p = setup();
      const el = await widget();
      expect(el.name).to.equal('payment_method_nonce');
      expect(el.vaultedName).to.equal('use_vaulted_card');
      expect(el.deviceDataName).to.equal('payment_method_device_data');
      expect([...p.form.elements]).to.include(el);
      expect(p.form.querySelectorAll('input')).to.have.length(0);
      expect(formHoldsPayment()).to.equal(false);
    });

    it('disables every submit button of the form, including one outside it', () => {
      const outside = document.createElement('input');
      outside.type = 'submit';
      try {
        const p = setup({ outsideButton: outside });
        expect(p.button.disabled).to.equal(true);
        expect(outside.disabled).to.equal(true);
      } finally {
        outside.remove();
      }
    });

    it('refuses a container outside a form', () => {
      const loose = document.createElement('div');
      expect(() => mountPaymentForm(loose)).to.throw(/must be inside a <form>/);
    });

    it('is accessible', async () => {
      setup();
      await widget();
      await expect(page!.form).to.be.accessible();
    });
  });

  describe('room for the widget', () => {
    const SKELETON = 300;
    const height = (el: Element) => el.getBoundingClientRect().height;

    it("keeps the skeleton's height while the widget starts, and lets it go once the widget is ready", async () => {
      const p = setup({ skeletonHeight: SKELETON });
      expect(height(p.container)).to.equal(SKELETON);
      const el = await widget();
      // The skeleton is gone, replaced by the starting form: nothing below has moved.
      expect(p.container.querySelector('[aria-hidden="true"]')).to.equal(null);
      expect(height(p.container)).to.equal(SKELETON);
      fire(el, READY());
      // The stand-in widget draws nothing: the container now ends where the form does.
      await waitUntil(() => height(p.container) < SKELETON, `still ${height(p.container)} px high`);
      expect(height(p.container)).to.equal(height(p.container.querySelector('.payment-form')!));
      expect(p.container.querySelector<HTMLElement>('.payment-form')!.style.minHeight).to.equal('');
    });

    it('lets the room go when the form cannot start, and shows the banner instead', async () => {
      const p = setup({ skeletonHeight: SKELETON, token: Promise.reject(new Error('502')) });
      await waitUntil(() => bannerText() !== '', 'no banner');
      await waitUntil(() => height(p.container) < SKELETON, `still ${height(p.container)} px high`);
      expect(height(p.container)).to.equal(height(banner()));
    });
  });

  describe('why Pay is disabled', () => {
    /** The text the button names with aria-describedby, '' when it names none. */
    function description(button: HTMLElement): string {
      const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    }

    it('says the form is loading until the widget is ready, then Pay is enabled with no hint', async () => {
      const p = setup();
      await widget();
      await waitUntil(() => description(p.button) !== '', 'the disabled button has no hint');
      expect(p.button.disabled).to.equal(true);
      expect(description(p.button)).to.equal(PAY_HINTS.loading);
      await expect(p.form).to.be.accessible();
      await readyToPay();
      expect(p.button.hasAttribute('aria-describedby')).to.equal(false);
      expect(p.form.querySelector('[data-pay-hint]')?.textContent).to.equal('');
    });

    it('says a payment is under way while the request runs', async () => {
      const p = setup();
      const el = await readyToPay();
      sinon.stub(el, 'requestPaymentMethod').returns(new Promise(() => {}));
      p.button.click();
      await waitUntil(() => description(p.button) === PAY_HINTS.paying, `hint: ${description(p.button)}`);
      expect(p.button.disabled).to.equal(true);
    });

    it('says what to do after a failed request, until the shopper changes something', async () => {
      const p = setup();
      const el = await readyToPay();
      sinon.stub(el, 'requestPaymentMethod').rejects(new Error('boom'));
      p.button.click();
      await waitUntil(() => description(p.button) === PAY_HINTS.blocked, `hint: ${description(p.button)}`);
      expect(p.button.disabled).to.equal(true);
      fire(el, REQUESTABLE());
      await waitUntil(() => !p.button.disabled, 'the button stayed disabled');
      expect(description(p.button)).to.equal('');
    });

    it("says paying is not possible when the widget fails to load, next to the banner's message", async () => {
      const p = setup();
      const el = await widget();
      fire(el, new DropinEvent('error', { error: new Error('no') } as never) as DropinEvent<never>);
      await waitUntil(() => description(p.button) === PAY_HINTS.unavailable, `hint: ${description(p.button)}`);
      expect(bannerText()).to.contain(PRODUCT_ERRORS.loading);
    });

    it("uses the page's own hint element when it has one", async () => {
      const hint = document.createElement('p');
      hint.setAttribute('data-pay-hint', '');
      hint.id = 'page-hint';
      const p = setup();
      p.button.after(hint);
      await readyToPay();
      sinon
        .stub(p.container.querySelector(STUB_TAG) as unknown as PaymentDropinElement, 'requestPaymentMethod')
        .returns(new Promise(() => {}));
      p.button.click();
      await waitUntil(() => p.button.getAttribute('aria-describedby') === 'page-hint');
      expect(hint.textContent).to.equal(PAY_HINTS.paying);
    });
  });

  describe('client token', () => {
    it("uses the container's token without asking the backend", async () => {
      const p = setup({ clientToken: 'token-on-the-page' });
      const el = await widget();
      expect(el.authorization).to.equal('token-on-the-page');
      expect(p.loadClientToken.called).to.equal(false);
    });

    it('asks the backend with use_vault when the page allows saved cards', async () => {
      const p = setup();
      const el = await widget();
      expect(el.authorization).to.equal('token-from-backend');
      expect(p.loadClientToken.lastCall.args[0]).to.include({ useVault: true });
    });

    it('asks without use_vault when the vault setting is "false"', async () => {
      const p = setup({ vaultMeta: 'false' });
      await widget();
      expect(p.loadClientToken.lastCall.args[0]).to.include({ useVault: false });
    });

    it('allows saved cards for any other vault setting', async () => {
      const p = setup({ vaultMeta: 'true' });
      await widget();
      expect(p.loadClientToken.lastCall.args[0]).to.include({ useVault: true });
    });

    it('shows the token error in the banner when the request fails, and starts no widget', async () => {
      const p = setup({ token: Promise.reject(new Error('502')) });
      await waitUntil(() => bannerText() !== '', 'no banner');
      expect(banner().textContent).to.equal('There is a problem with our payment processor. Please contact support');
      expect(p.container.querySelector(STUB_TAG)).to.equal(null);
      expect(p.button.disabled).to.equal(true);
      expect(consoleError.called).to.equal(true);
    });

    describe("when the page's entry started the token request before the form", () => {
      /** Answers the token request with `token` when `answer` resolves. */
      function tokenEndpoint(token: string, answer: Promise<void> = Promise.resolve()): sinon.SinonStub {
        return sinon.stub(window, 'fetch').callsFake(async () => {
          await answer;
          return new Response(JSON.stringify({ token }));
        });
      }

      /** Starts the page's token request as the entry does, for a page whose container is already there. */
      function pageWithEarlyRequest(): Promise<string> | undefined {
        const container = document.createElement('div');
        container.setAttribute('data-payment-form', '');
        document.body.append(container);
        const token = startClientTokenRequest(document);
        container.remove();
        return token;
      }

      /** Whether the loading line ever shows in the container, from now on. */
      function watchLoadingLine(): () => boolean {
        let seen = false;
        const observer = new MutationObserver(() => {
          if (page?.container.querySelector('.payment-form__status')) seen = true;
        });
        observer.observe(document.body, { childList: true, subtree: true });
        return () => {
          observer.disconnect();
          return seen;
        };
      }

      it('draws the widget with the token in its first render once the token has come, with no loading line', async () => {
        const fetch = tokenEndpoint('token-that-came-early');
        expect(await pageWithEarlyRequest()).to.equal('token-that-came-early');
        const loadingLineSeen = watchLoadingLine();
        setup({ earlyRequest: true });
        const el = await widget();
        expect(el.authorization).to.equal('token-that-came-early');
        expect(loadingLineSeen(), 'the loading line was drawn first').to.equal(false);
        expect(fetch.callCount, 'one token request in all').to.equal(1);
      });

      it('shows the loading line while that request is under way, then the widget with its token', async () => {
        let answer!: () => void;
        const fetch = tokenEndpoint('token-that-came-late', new Promise<void>((resolve) => (answer = resolve)));
        void pageWithEarlyRequest();
        const p = setup({ earlyRequest: true });
        await waitUntil(
          () => p.container.querySelector('.payment-form__status')?.textContent === 'Loading payment options…',
          'no loading line while the token is on its way',
        );
        answer();
        const el = await widget();
        expect(el.authorization).to.equal('token-that-came-late');
        expect(p.container.querySelector('.payment-form__status')).to.equal(null);
        expect(fetch.callCount, 'one token request in all').to.equal(1);
      });
    });

    it('fetchClientToken calls GET /api/payment_methods/token?use_vault=true and reads `token`', async () => {
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => new Response(JSON.stringify({ token: 'abc' })));
      expect(await fetchClientToken({ useVault: true })).to.equal('abc');
      expect(fetch.firstCall.args[0]).to.equal('/api/payment_methods/token?use_vault=true');
      expect(await fetchClientToken({ useVault: false })).to.equal('abc');
      expect(fetch.secondCall.args[0]).to.equal('/api/payment_methods/token');
    });

    it('fetchClientToken fails on an error status or a missing token', async () => {
      const fetch = sinon.stub(window, 'fetch');
      fetch.onFirstCall().resolves(new Response('{}', { status: 502 }));
      fetch.onSecondCall().resolves(new Response('{}', { status: 200 }));
      let failures = 0;
      await fetchClientToken({ useVault: false }).catch(() => failures++);
      await fetchClientToken({ useVault: false }).catch(() => failures++);
      expect(failures).to.equal(2);
    });
  });

  describe('submit buttons', () => {
    it('are enabled on ready, before anything can be requested, and Pay then asks the widget', async () => {
      const p = setup();
      const el = await widget();
      const request = sinon
        .stub(el, 'requestPaymentMethod')
        .rejects(new PaymentDropinError('No payment method is available.', { kind: 'validation' }));
      fire(el, READY());
      await waitUntil(() => !p.button.disabled, 'the button was not enabled on ready');
      p.button.click();
      await waitUntil(() => request.called, 'the widget was not asked');
      await new Promise(requestAnimationFrame);
      expect(banner().textContent).to.equal('');
      expect(p.reporter.report.called).to.equal(false);
      expect(p.submissions).to.have.length(0);
    });

    it('stay disabled when a method is requestable before the widget is ready', async () => {
      const p = setup();
      const el = await widget();
      fire(el, REQUESTABLE());
      await new Promise(requestAnimationFrame);
      expect(p.button.disabled).to.equal(true);
      fire(el, READY());
      await waitUntil(() => !p.button.disabled);
    });

    it('stay enabled when nothing is requestable any more (Pay then shows what is missing)', async () => {
      const p = setup();
      const el = await readyToPay();
      fire(el, NOT_REQUESTABLE());
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      expect(p.button.disabled).to.equal(false);
    });
  });

  describe('on submit', () => {
    it('requests the payment method, fills the hidden fields and submits the form again', async () => {
      const p = setup();
      const el = await readyToPay();
      const request = sinon.stub(el, 'requestPaymentMethod').resolves(CARD);
      p.button.click();
      await waitUntil(() => p.submissions.length === 1, 'the form was not submitted again');
      expect(request.callCount).to.equal(1);
      expect(p.submissions[0]).to.include({
        payment_method_nonce: 'tokencc_nonce_1',
        use_vaulted_card: '0',
        payment_method_device_data: '{"correlation_id":"c1"}',
      });
    });

    it('sends the form once: later clicks are blocked until the page changes, and Pay shows it is busy', async () => {
      const p = setup();
      const el = await readyToPay();
      const request = sinon.stub(el, 'requestPaymentMethod').resolves(CARD);
      p.button.click();
      await waitUntil(() => p.submissions.length === 1, 'the form was not submitted');
      await waitUntil(() => p.button.disabled, 'Pay was not disabled after the form went');
      expect(p.button.getAttribute('aria-busy')).to.equal('true');
      expect(p.button.textContent).to.equal('Paying…');
      expect(p.button.querySelector('.pay-spinner')).to.not.equal(null);
      p.form.requestSubmit();
      p.button.disabled = false;
      p.button.click();
      await new Promise(requestAnimationFrame);
      expect(p.submissions).to.have.length(1);
      expect(request.callCount).to.equal(1);
    });

    it("submits again when a saved method resolves at once, inside the shopper's own submit", async () => {
      // A key press is dispatched by the browser, so promise callbacks run before its submit event
      // ends: a submit requested there would be ignored.
      const p = setup();
      const el = await readyToPay();
      sinon.stub(el, 'requestPaymentMethod').callsFake(() => Promise.resolve({ ...CARD, vaulted: true }));
      p.button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => p.submissions.length === 1, 'the form was not submitted again');
      expect(p.submissions[0]).to.include({ payment_method_nonce: CARD.nonce, use_vaulted_card: '1' });
    });

    it('sets use_vaulted_card to 1 for a saved method, and empty device data when there is none', async () => {
      const p = setup();
      const el = await readyToPay();
      sinon.stub(el, 'requestPaymentMethod').resolves({ ...CARD, vaulted: true, deviceData: undefined });
      p.button.click();
      await waitUntil(() => p.submissions.length === 1);
      expect(p.submissions[0]).to.include({ use_vaulted_card: '1', payment_method_device_data: '' });
    });

    it('blocks the submit and disables the buttons while the request is under way', async () => {
      const p = setup();
      const el = await readyToPay();
      let resolve!: (payment: PaymentMethodPayload) => void;
      const request = sinon.stub(el, 'requestPaymentMethod').returns(new Promise((r) => (resolve = r)));
      p.button.click();
      expect(p.button.disabled).to.equal(true);
      p.form.requestSubmit();
      expect(request.callCount).to.equal(1);
      expect(p.submissions).to.have.length(0);
      resolve(CARD);
      await waitUntil(() => p.submissions.length === 1);
    });

    it('holds a payment only in the submission that carries it: none before, none after', async () => {
      const p = setup();
      const el = await readyToPay();
      sinon.stub(el, 'requestPaymentMethod').resolves(CARD);
      expect(formHoldsPayment()).to.equal(false);
      p.button.click();
      await waitUntil(() => p.submissions.length === 1, 'the form was not submitted again');
      expect(formHoldsPayment()).to.equal(false);
    });

    describe('when the request fails', () => {
      it('reports it, shows no banner (the widget has told the shopper), and keeps the buttons disabled', async () => {
        const p = setup();
        const el = await readyToPay();
        // As the widget rejects: its error, with braintree-web's code.
        const error = new PaymentDropinError('Network error', {
          kind: 'provider',
          code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
        });
        sinon.stub(el, 'requestPaymentMethod').rejects(error);
        p.button.click();
        await waitUntil(() => p.reporter.report.called, 'no report');
        await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
        // The widget shows and announces its own error: a banner would be a second alert for the same failure.
        expect(bannerText()).to.equal('');
        expect(p.reporter.report.calledOnceWith('Payment charging error', error)).to.equal(true);
        expect(consoleError.calledWith(PRODUCT_ERRORS.processing, error)).to.equal(true);
        expect(p.button.disabled).to.equal(true);
        expect(formHoldsPayment()).to.equal(false);
        expect(p.submissions).to.have.length(0);
      });

      it('enables the buttons again once the shopper changes something in the widget', async () => {
        const p = setup();
        const el = await readyToPay();
        sinon.stub(el, 'requestPaymentMethod').rejects(new Error('boom'));
        p.button.click();
        await waitUntil(() => p.reporter.report.called);
        fire(
          el,
          new DropinEvent('card:validityChange', {
            emittedBy: 'number',
            cards: [],
            fields: {},
          } as never) as DropinEvent<never>,
        );
        await waitUntil(() => !p.button.disabled, 'the button stayed disabled');
      });

      it('shows no banner and reports nothing for a card validation error', async () => {
        const p = setup();
        const el = await readyToPay();
        const request = sinon.stub(el, 'requestPaymentMethod').rejects(
          new PaymentDropinError('Some payment input fields are invalid.', {
            kind: 'validation',
            code: 'HOSTED_FIELDS_FIELDS_INVALID',
          }),
        );
        p.button.click();
        await waitUntil(() => request.called);
        await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
        expect(banner().textContent).to.equal('');
        expect(p.reporter.report.called).to.equal(false);
        // Pay stays on: the shopper fixes the fields and presses it again.
        expect(p.button.disabled).to.equal(false);
      });

      it('brings Pay back at once after a failure when the widget still reports requestable', async () => {
        const p = setup();
        const el = await readyToPay();
        sinon.stub(el, 'isPaymentMethodRequestable').returns(true);
        const request = sinon.stub(el, 'requestPaymentMethod');
        request.onFirstCall().rejects(new Error('Network error'));
        request.onSecondCall().resolves(CARD);
        p.button.click();
        await waitUntil(() => p.reporter.report.called);
        await waitUntil(() => !p.button.disabled, 'Pay did not come back');
        p.button.click();
        await waitUntil(() => p.submissions.length === 1, 'the retry was not submitted');
      });
    });
  });

  describe('when the widget fails to load', () => {
    it('shows the loading error with a link to mail support, and reports it', async () => {
      const p = setup();
      const el = await widget();
      const error = new PaymentDropinError('All payment options failed to load.', { kind: 'setup' });
      fire(el, new DropinEvent('error', { error, message: error.message }) as DropinEvent<never>);
      await waitUntil(() => bannerText() !== '', 'no banner');
      expect(banner().textContent).to.equal(
        'There was a problem loading our payment processor. Please try again or contact support',
      );
      const link = banner().querySelector('a');
      expect(link?.getAttribute('href')).to.equal('mailto:help@shop.example');
      expect(link?.textContent).to.equal('contact support');
      expect(p.reporter.report.calledOnceWith('Payment processor error', error)).to.equal(true);
      expect(consoleError.called).to.equal(true);
      expect(p.button.disabled).to.equal(true);
      await expect(p.form).to.be.accessible();
    });

    it('keeps the banner: no timer and no click removes it', async () => {
      const p = setup();
      const el = await widget();
      fire(
        el,
        new DropinEvent('error', {
          error: new PaymentDropinError('x', { kind: 'setup' }),
          message: 'x',
        }) as DropinEvent<never>,
      );
      await waitUntil(() => bannerText() !== '');
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
      clock.tick(10 * 60_000);
      clock.restore();
      banner().click();
      banner().querySelector('p')!.click();
      await new Promise(requestAnimationFrame);
      expect(banner().textContent).to.contain('There was a problem loading our payment processor.');
      expect(banner().querySelector('button')).to.equal(null);
      void p;
    });

    it('reports a later widget error without a banner', async () => {
      const p = setup();
      const el = await readyToPay();
      fire(
        el,
        new DropinEvent('error', {
          error: new PaymentDropinError('Data Collector failed to set up.', { kind: 'setup' }),
          message: 'x',
        }) as DropinEvent<never>,
      );
      await waitUntil(() => p.reporter.report.called);
      expect(p.reporter.report.firstCall.args[0]).to.equal('Payment processor error');
      expect(banner().textContent).to.equal('');
      expect(p.button.disabled).to.equal(false);
    });
  });
});

describe('httpErrorReporter', () => {
  afterEach(() => sinon.restore());

  it('POSTs the report as JSON to /api/errors', async () => {
    const fetch = sinon.stub(window, 'fetch').resolves(new Response(null, { status: 204 }));
    httpErrorReporter().report(
      'Payment charging error',
      Object.assign(new Error('Network error'), { code: 'C', type: 'NETWORK' }),
    );
    expect(fetch.calledOnce).to.equal(true);
    const [url, init] = fetch.firstCall.args as [string, RequestInit];
    expect(url).to.equal('/api/errors');
    expect(init.method).to.equal('POST');
    expect(JSON.parse(String(init.body))).to.deep.include({
      category: 'Payment charging error',
      message: 'Network error',
      code: 'C',
      type: 'NETWORK',
    });
  });

  it('does not throw when the report cannot be sent', async () => {
    const warn = sinon.stub(console, 'warn');
    sinon.stub(window, 'fetch').rejects(new TypeError('offline'));
    httpErrorReporter().report('Payment processor error', new Error('x'));
    await waitUntil(() => warn.called);
  });
});
