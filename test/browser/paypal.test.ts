import { expect, waitUntil } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import {
  createPayPalOption,
  type PayPalOption,
  type PayPalOptionSetup,
  type PayPalTokenizedPayload,
} from '../../elements/options/paypal/paypal-provider.js';
import { PAYPAL_CONNECTION_FAILED, type PayPalOptions } from '../../elements/options/paypal/settings.js';
import {
  clientToken,
  configureMerchant,
  emulatorState,
  fault,
  resetEmulator,
  seedCustomer,
} from './support/emulator.js';

interface EmulatorControl {
  nextAction?: 'approve' | 'cancel' | 'error';
  email?: string;
}
const page = window as unknown as { __paypalEmulator?: EmulatorControl } & Record<string, unknown>;

/** What the provider reported to the widget, with a way to wait for the next report. */
class Reports {
  tokenized: PayPalTokenizedPayload[] = [];
  errors: Array<{ code?: string; message?: string; details?: unknown }> = [];
  cancels = 0;

  async next(kind: 'tokenized' | 'errors' | 'cancels', count = 1): Promise<void> {
    await waitUntil(
      () => (kind === 'cancels' ? this.cancels : this[kind].length) >= count,
      `expected ${count} ${kind} report(s); got tokenized ${this.tokenized.length}, errors ${JSON.stringify(this.errors)}, cancels ${this.cancels}`,
      { interval: 25, timeout: 10_000 },
    );
  }
}

function uniqueEmail(): string {
  return `payer_${Math.random().toString(36).slice(2, 10)}@example.com`;
}

async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error & { code?: string },
  );
}

/** The container's buttons (by their accessible name, which is their text here). */
function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s+/g, ' ').trim() === name);
}

function buttonNames(root: ParentNode): string {
  return [...root.querySelectorAll('button')].map((b) => b.textContent).join(', ');
}

function sdkScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="/sdk/js"]')];
}

describe('PayPal through the provider, on the emulated PayPal SDK and gateway', () => {
  let client: Client | undefined;
  let option: PayPalOption | undefined;
  let container: HTMLElement;
  let host: HTMLElement | undefined;
  let reports: Reports;
  /** Options a test made besides `option`. */
  const others: PayPalOption[] = [];

  async function setUp(
    options: PayPalOptions,
    extra: Partial<Omit<PayPalOptionSetup, 'client' | 'options'>> & { authorization?: string } = {},
  ): Promise<PayPalOption> {
    client = await braintreeClient.create({ authorization: extra.authorization ?? (await clientToken()) });
    option = await createPayPalOption({
      client,
      credit: false,
      options,
      container,
      onTokenized: (payload) => reports.tokenized.push(payload),
      onError: (error) => reports.errors.push(error as Reports['errors'][number]),
      onCancel: () => {
        reports.cancels += 1;
      },
      ...extra,
    });
    return option;
  }

  beforeEach(() => {
    reports = new Reports();
    container = document.createElement('div');
    document.body.append(container);
    delete page.__paypalEmulator;
  });

  afterEach(async () => {
    await option?.teardown();
    option = undefined;
    await Promise.all(others.splice(0).map((made) => made.teardown()));
    await (client as unknown as { teardown(): Promise<void> } | undefined)?.teardown();
    client = undefined;
    container.remove();
    host?.remove();
    host = undefined;
    delete page.__paypalEmulator;
    await resetEmulator();
  });

  it('renders an accessible PayPal button, without inline styles, in a light-DOM container', async () => {
    await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    const button = buttonNamed(container, 'PayPal');
    expect(button, `buttons: ${buttonNames(container)}`).to.exist;
    expect(button!.type).to.equal('button');
    expect(container.contains(button!)).to.equal(true);
    expect(container.querySelectorAll('[style]').length).to.equal(0);
    expect(getComputedStyle(button!).cursor).to.equal('pointer');
    expect(buttonNamed(container, 'PayPal Credit')).to.equal(undefined);
  });

  it('turns a click into a single-use PayPalAccount nonce with the payer’s email', async () => {
    const email = uniqueEmail();
    await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    page.__paypalEmulator = { email };
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized');
    const [payload] = reports.tokenized;
    expect(payload!.type).to.equal('PayPalAccount');
    expect(payload!.nonce).to.be.a('string').and.not.equal('');
    expect(payload!.details.email).to.equal(email);
    expect(payload!.details.payerId).to.match(/^[A-Z0-9]{13}$/);
    expect(payload!.vaulted).to.equal(undefined);
    expect(reports.errors).to.deep.equal([]);
    // A one-time checkout is not saved.
    const { paymentMethods } = await emulatorState();
    expect(paymentMethods.filter((m) => m.details.email === email)).to.deep.equal([]);
  });

  it('works inside a shadow root', async () => {
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    container = document.createElement('div');
    shadow.append(container);
    await setUp({ flow: 'checkout', amount: '5.00', currency: 'USD' });
    const button = buttonNamed(container, 'PayPal');
    expect(button, 'button in the shadow root').to.exist;
    expect(getComputedStyle(button!).cursor).to.equal('pointer');
    button!.click();
    await reports.next('tokenized');
    expect(reports.tokenized[0]!.type).to.equal('PayPalAccount');
  });

  it('renders PayPal Credit as its own button, and reports the financing offered', async () => {
    await setUp(
      { flow: 'checkout', amount: '120.00', currency: 'USD', buttonStyle: { color: 'gold', size: 'small' } },
      { credit: true },
    );
    const button = buttonNamed(container, 'PayPal Credit');
    expect(button, `buttons: ${buttonNames(container)}`).to.exist;
    expect(buttonNamed(container, 'PayPal')).to.equal(undefined);
    button!.click();
    await reports.next('tokenized');
    const payload = reports.tokenized[0]!;
    expect(payload.type).to.equal('PayPalAccount');
    expect(payload.creditFinancingOffered).to.include({ term: 12 });
  });

  it('runs PayPal and PayPal Credit side by side, each on its own SDK', async () => {
    await setUp({ flow: 'checkout', amount: '60.00', currency: 'USD' });
    const first = option!;
    const creditContainer = document.createElement('div');
    document.body.append(creditContainer);
    try {
      const credit = await setUpCredit(creditContainer, { flow: 'checkout', amount: '60.00', currency: 'USD' });
      expect(buttonNamed(container, 'PayPal')).to.exist;
      expect(buttonNamed(creditContainer, 'PayPal Credit')).to.exist;
      await payWithEach(creditContainer);
      await credit.teardown();
      expect(creditContainer.childElementCount).to.equal(0);
      expect(buttonNamed(container, 'PayPal'), 'the other option is untouched').to.exist;
      expect(option).to.equal(first);
    } finally {
      creditContainer.remove();
    }
  });

  /** Sets up PayPal Credit (or, with `credit: false`, PayPal) on the client `setUp` made, in `creditContainer`. */
  function setUpCredit(
    creditContainer: HTMLElement,
    options: PayPalOptions,
    extra: Partial<PayPalOptionSetup> = {},
  ): Promise<PayPalOption> {
    const creating = createPayPalOption({
      client: client!,
      credit: true,
      options,
      container: creditContainer,
      onTokenized: (payload) => reports.tokenized.push(payload),
      onError: (error) => reports.errors.push(error as Reports['errors'][number]),
      onCancel: () => undefined,
      ...extra,
    });
    // Torn down after the test even when it fails midway (teardown is safe to repeat).
    void creating.then(
      (made) => others.push(made),
      () => undefined,
    );
    return creating;
  }

  const dispatchFrames = (): number => document.querySelectorAll('iframe.braintree-dispatch-frame').length;

  /** Pays with PayPal Credit's button, then with PayPal's (in `container`): each tokenizes as its own flavour. */
  async function payWithEach(creditContainer: HTMLElement): Promise<void> {
    const before = reports.tokenized.length;
    buttonNamed(creditContainer, 'PayPal Credit')!.click();
    await reports.next('tokenized', before + 1);
    expect(reports.tokenized[before]!.creditFinancingOffered).to.include({ term: 12 });
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized', before + 2);
    expect(reports.tokenized[before + 1]!.creditFinancingOffered).to.equal(undefined);
  }

  it('shares one SDK script and one braintree-web component between PayPal and PayPal Credit on the same settings', async () => {
    const settings: PayPalOptions = { flow: 'checkout', amount: '60.00', currency: 'USD' };
    const scriptsBefore = sdkScripts().length;
    const framesBefore = dispatchFrames();
    await setUp(settings, { creditOptions: settings });
    const creditContainer = document.createElement('div');
    document.body.append(creditContainer);
    try {
      const credit = await setUpCredit(creditContainer, settings);
      expect(sdkScripts().length, 'one SDK script for both buttons').to.equal(scriptsBefore + 1);
      expect(new URL(sdkScripts().at(-1)!.src).searchParams.get('enable-funding')).to.equal('credit');
      expect(dispatchFrames(), 'one PayPal Checkout component (one dispatch frame)').to.equal(framesBefore + 1);
      const namespace = sdkScripts().at(-1)!.getAttribute('data-namespace')!;
      await payWithEach(creditContainer);

      await credit.teardown();
      expect(creditContainer.childElementCount).to.equal(0);
      expect(sdkScripts().length, 'the SDK stays while PayPal uses it').to.equal(scriptsBefore + 1);
      expect(page[namespace]).to.have.property('Buttons');
      buttonNamed(container, 'PayPal')!.click();
      await reports.next('tokenized', 3);
      expect(reports.tokenized[2]!.type).to.equal('PayPalAccount');

      await option!.teardown();
      option = undefined;
      expect(sdkScripts().length).to.equal(scriptsBefore);
      expect(page[namespace]).to.equal(undefined);
      expect(dispatchFrames()).to.equal(framesBefore);
    } finally {
      creditContainer.remove();
    }
  });

  it('loads an SDK for each when PayPal Credit’s settings make a different query (another currency)', async () => {
    const scriptsBefore = sdkScripts().length;
    const creditSettings: PayPalOptions = { flow: 'checkout', amount: '60.00', currency: 'EUR' };
    await setUp({ flow: 'checkout', amount: '60.00', currency: 'USD' }, { creditOptions: creditSettings });
    const creditContainer = document.createElement('div');
    document.body.append(creditContainer);
    try {
      const credit = await setUpCredit(creditContainer, creditSettings);
      const queries = sdkScripts()
        .slice(scriptsBefore)
        .map((script) => new URL(script.src).searchParams);
      const paypalQuery = queries.find((query) => query.get('currency') === 'USD');
      const creditQuery = queries.find((query) => query.get('currency') === 'EUR');
      expect(queries.length).to.equal(2);
      expect(paypalQuery!.get('enable-funding'), 'PayPal alone does not ask for Credit').to.equal(null);
      expect(creditQuery!.get('enable-funding')).to.equal('credit');
      expect(buttonNamed(container, 'PayPal')).to.exist;
      expect(buttonNamed(creditContainer, 'PayPal Credit')).to.exist;
      await credit.teardown();
      expect(sdkScripts().length).to.equal(scriptsBefore + 1);
    } finally {
      creditContainer.remove();
    }
  });

  it('sets up PayPal Credit on the shared SDK when PayPal, which asked for it, is abandoned during setup', async () => {
    const settings: PayPalOptions = { flow: 'checkout', amount: '60.00', currency: 'USD' };
    const scriptsBefore = sdkScripts().length;
    client = await braintreeClient.create({ authorization: await clientToken() });
    const abandoning = new AbortController();
    const paypal = rejection(
      createPayPalOption({
        client,
        credit: false,
        options: settings,
        creditOptions: settings,
        container,
        signal: abandoning.signal,
        onTokenized: (payload) => reports.tokenized.push(payload),
        onError: () => undefined,
        onCancel: () => undefined,
      }),
    );
    const creditContainer = document.createElement('div');
    document.body.append(creditContainer);
    try {
      const credit = setUpCredit(creditContainer, settings);
      abandoning.abort(new Error('PayPal abandoned'));
      expect((await paypal).message).to.equal('PayPal abandoned');
      option = await credit;
      expect(container.childElementCount).to.equal(0);
      expect(sdkScripts().length).to.equal(scriptsBefore + 1);
      buttonNamed(creditContainer, 'PayPal Credit')!.click();
      await reports.next('tokenized');
      expect(reports.tokenized[0]!.creditFinancingOffered).to.include({ term: 12 });
      await option.teardown();
      option = undefined;
      expect(sdkScripts().length).to.equal(scriptsBefore);
    } finally {
      creditContainer.remove();
    }
  });

  it('fails both options when their shared SDK fails to load, and loads afresh for the next setup', async () => {
    const settings: PayPalOptions = { flow: 'checkout', amount: '60.00', currency: 'USD' };
    await fault({ route: 'GET /sdk/js', status: 500, times: 1 });
    const creditContainer = document.createElement('div');
    document.body.append(creditContainer);
    try {
      client = await braintreeClient.create({ authorization: await clientToken() });
      const paypal = rejection(setUpCredit(container, settings, { credit: false, creditOptions: settings }));
      const credit = rejection(setUpCredit(creditContainer, settings));
      const [paypalError, creditError] = await Promise.all([paypal, credit]);
      // Drop-in's words, with the script's URL in the cause.
      expect(paypalError.message).to.equal('There was an error connecting to PayPal.');
      const cause = (paypalError as { cause?: Error & { url?: string } }).cause;
      expect(cause?.message).to.match(/^The PayPal SDK script \(.*\/sdk\/js.*\) failed to load\.$/);
      expect(cause?.url).to.match(/\/sdk\/js\?/);
      expect(creditError.message).to.equal(paypalError.message);
      expect(container.childElementCount + creditContainer.childElementCount).to.equal(0);
      option = await setUpCredit(creditContainer, settings);
      expect(buttonNamed(creditContainer, 'PayPal Credit')).to.exist;
    } finally {
      creditContainer.remove();
    }
  });

  it('vaults the account for a customer in the vault flow', async () => {
    const customerId = `pp_${Math.random().toString(36).slice(2, 10)}`;
    await seedCustomer({ id: customerId });
    const email = uniqueEmail();
    await setUp({ flow: 'vault' }, { authorization: await clientToken({ customerId }) });
    page.__paypalEmulator = { email };
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized');
    expect(reports.tokenized[0]).to.include({ type: 'PayPalAccount', vaulted: true });
    const { paymentMethods } = await emulatorState();
    const saved = paymentMethods.filter((m) => m.customerId === customerId);
    expect(saved.map((m) => [m.type, m.details.email])).to.deep.equal([['PayPalAccount', email]]);
  });

  it('does not vault when vault.vaultPayPal is false', async () => {
    const customerId = `pp_${Math.random().toString(36).slice(2, 10)}`;
    await seedCustomer({ id: customerId });
    await setUp({ flow: 'vault', vault: { vaultPayPal: false } }, { authorization: await clientToken({ customerId }) });
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized');
    expect(reports.tokenized[0]!.vaulted).to.equal(undefined);
    const { paymentMethods } = await emulatorState();
    expect(paymentMethods.filter((m) => m.customerId === customerId)).to.deep.equal([]);
  });

  it('calls onCancel when the shopper cancels, and can approve on the next click', async () => {
    await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    page.__paypalEmulator = { nextAction: 'cancel' };
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('cancels');
    expect(reports.tokenized).to.deep.equal([]);
    expect(reports.errors).to.deep.equal([]);
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized');
  });

  it('reports an error in PayPal’s window through onError', async () => {
    await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    page.__paypalEmulator = { nextAction: 'error' };
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('errors');
    expect(reports.tokenized).to.deep.equal([]);
  });

  it('rejects setup with braintree-web’s error when the gateway has PayPal disabled', async () => {
    await configureMerchant({ paypalEnabled: false });
    const error = await rejection(setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' }));
    expect(error.code).to.equal('PAYPAL_NOT_ENABLED');
    expect(container.childElementCount).to.equal(0);
  });

  it('rejects with "There was an error connecting to PayPal." when the SDK stalls past the time-out, leaving no listener', async () => {
    await fault({ route: '/sdk/js', delayMs: 4000 });
    const before = Object.keys(page).filter((k) => k.startsWith('__paymentDropinPayPal'));
    // The document's listeners for the SDK script's error, added and not removed.
    const listening = new Set<unknown>();
    const add = document.addEventListener;
    const remove = document.removeEventListener;
    document.addEventListener = function (this: Document, type: string, listener: unknown, ...rest: unknown[]) {
      if (type === 'error') listening.add(listener);
      return add.call(this, type, listener as EventListener, ...(rest as [boolean]));
    } as typeof document.addEventListener;
    document.removeEventListener = function (this: Document, type: string, listener: unknown, ...rest: unknown[]) {
      if (type === 'error') listening.delete(listener);
      return remove.call(this, type, listener as EventListener, ...(rest as [boolean]));
    } as typeof document.removeEventListener;
    // The SDK's script, caught as it is added, and its arrival: a removed script still runs when it comes, and
    // fires load (or error) after running.
    const earlier = new Set(sdkScripts());
    const arrived = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        const script = sdkScripts().find((s) => !earlier.has(s));
        if (!script) return;
        watch.disconnect();
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener('error', () => resolve(), { once: true });
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    const started = Date.now();
    let error: Error;
    try {
      // PayPal's time-out is its owner's in the widget, which aborts the setup's signal with the connection message.
      const timeOut = new AbortController();
      const timer = setTimeout(() => timeOut.abort(new Error(PAYPAL_CONNECTION_FAILED)), 1000);
      try {
        error = await rejection(
          setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' }, { signal: timeOut.signal }),
        );
      } finally {
        clearTimeout(timer);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(listening.size, 'the listener for the SDK script’s error is removed').to.equal(0);
    } finally {
      document.addEventListener = add;
      document.removeEventListener = remove;
    }
    expect(error).to.be.instanceOf(Error);
    expect(error.message).to.equal('There was an error connecting to PayPal.');
    expect(Date.now() - started).to.be.below(3500);
    expect(container.childElementCount).to.equal(0);
    // The stalled script was withdrawn: when it finally arrives it defines nothing.
    await arrived;
    expect(Object.keys(page).filter((k) => k.startsWith('__paymentDropinPayPal'))).to.deep.equal(before);
    expect(container.childElementCount).to.equal(0);
  });

  it('reports a failed tokenization (paypal_accounts) through onError', async () => {
    await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    await fault({ route: 'paypal_accounts', status: 500 });
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('errors');
    expect(reports.errors[0]!.code).to.equal('PAYPAL_ACCOUNT_TOKENIZATION_FAILED');
    expect(reports.tokenized).to.deep.equal([]);
  });

  it('applies updateConfiguration to the next payment', async () => {
    const paypal = await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    paypal.updateConfiguration('amount', 'not an amount');
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('errors');
    expect(reports.errors[0]!.code).to.equal('PAYPAL_INVALID_PAYMENT_OPTION');
    paypal.updateConfiguration('amount', '11.00');
    buttonNamed(container, 'PayPal')!.click();
    await reports.next('tokenized');
  });

  it('teardown removes the button, the SDK script and its global', async () => {
    const scriptsBefore = sdkScripts().length;
    const paypal = await setUp({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    expect(sdkScripts().length).to.equal(scriptsBefore + 1);
    const namespace = sdkScripts().at(-1)!.getAttribute('data-namespace')!;
    expect(page[namespace]).to.have.property('Buttons');
    expect(page.paypal).to.equal(undefined);
    await paypal.teardown();
    option = undefined;
    expect(container.childElementCount).to.equal(0);
    expect(sdkScripts().length).to.equal(scriptsBefore);
    expect(page[namespace]).to.equal(undefined);
    expect(document.querySelector('iframe.braintree-dispatch-frame')).to.equal(null);
  });
});
