/**
 * The package README's examples (elements/README.md), each run as the README shows it, read from the README itself
 * (the block after a `<!-- example: readme-… -->` line), against the emulator with the real braintree-web, until it
 * does what the README says it does: a form posts a nonce, a button resolves one, an event reaches the page's code.
 *
 * How an example runs here:
 * - module code (`js`, `tsx`) and the inline scripts of an HTML example are served by Vite as a merchant's bundler
 *   compiles them (test/support/guide-examples-plugin.mjs, `/__readme/…`); an example that exports a component is
 *   rendered with React;
 * - an HTML example's markup is put on the page as written; its `src` scripts are the package's files: the hosted
 *   module (`payment-dropin.esm.js`, from any folder) is elements/hosted/esm.ts, the hosted classic script does what
 *   elements/hosted/loader.ts does (its globals, then the module build; the published file runs in test/pack/), and
 *   a page's bundle of `payment-dropin/script-tag` is elements/script-tag.ts. A module runs once per page, so the
 *   script-tag integration is started with the `startScriptTags()` those modules run as they load;
 * - the README's placeholders for an authorization (`CLIENT_TOKEN_OR_TOKENIZATION_KEY`, `CLIENT_TOKEN`, `…`, and
 *   the `authorization` and `token` a merchant's code has) become the emulator's tokenization key; nothing else is
 *   changed.
 *
 * Not run here: the Vue, Svelte and Angular snippets (no such frameworks in this repository: they are read, and
 * test/node/readme-examples.test.ts checks the event names their templates bind and what they import; an app
 * written as each is built and paid with in test/pack/hosts.test.ts), the Playwright test (no Playwright here: its
 * frame names and test card are checked below), the emulator's command and library API and the printed
 * Content-Security-Policy (node-side: test/node/readme-examples.test.ts).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { PaymentDropin } from '../../../elements/define.js';
import { installGlobals, type GlobalTarget } from '../../../elements/hosted/install-globals.js';
import { DROPIN_EVENT_PROPS } from '../../../elements/react/index.js';
import { guideExamples, type GuideExample } from '../../support/guide-examples.mjs';
import { TOKENIZATION_KEY, clientToken, resetEmulator, seedCustomer } from '../support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript } from '../support/wallets.js';
import { loadModule as loadModuleIn, widgetReady as readyIn } from './example-page.js';
import {
  fillCard,
  fillCardByKeyboard,
  frameOf,
  nextCardEvent,
  q,
  typeInto,
  waitForView,
} from '../dropin/dropin-harness.js';

/** The README's placeholders for an authorization, in its HTML examples' attributes. */
const PLACEHOLDERS = ['CLIENT_TOKEN_OR_TOKENIZATION_KEY', 'CLIENT_TOKEN', '…'];

/** The package's files an HTML example's `src` names, as this test server has them (see above). */
const hostedModule = (): Promise<typeof import('../../../elements/hosted/esm.js')> =>
  import('../../../elements/hosted/esm.js');

let examples: Record<string, GuideExample>;
let fixture: HTMLDivElement;
let root: Root | undefined;
const problems: string[] = [];
const logged: unknown[][] = [];

function example(name: string, lang: string): string {
  const found = examples[name];
  if (!found) throw new Error(`elements/README.md has no example marked <!-- example: ${name} -->`);
  expect(found.lang, `${name}'s language`).to.equal(lang);
  return found.code;
}

interface Mounted {
  /** The example's scripts: `src` and `type` of each external one, in order. */
  sources: Array<{ src: string; type: string }>;
  /** How many inline scripts it has (served as `/__readme/<name>.script-<n>.js`). */
  inline: number;
}

/**
 * Puts an HTML example's markup on the page (a whole document's body, or a fragment) with its authorization
 * placeholder replaced. Its scripts are put there too, inert (the parser that read them marks them so), where the
 * script-tag integration finds its tag; they run only as the test runs them.
 */
function mountHtml(html: string): Mounted {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...parsed.querySelectorAll('script')];
  let authorized = 0;
  for (const element of parsed.querySelectorAll(
    'payment-dropin[authorization], script[data-braintree-dropin-authorization]',
  )) {
    const attribute = element.localName === 'script' ? 'data-braintree-dropin-authorization' : 'authorization';
    expect(PLACEHOLDERS, 'the example names its authorization with a placeholder').to.include(
      element.getAttribute(attribute),
    );
    element.setAttribute(attribute, TOKENIZATION_KEY);
    authorized += 1;
  }
  expect(authorized, 'the example has an authorization').to.equal(1);
  const inline = scripts.filter((s) => !s.hasAttribute('src'));
  for (const script of inline) script.remove();
  fixture.replaceChildren(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  return {
    sources: scripts.filter((s) => s.hasAttribute('src')).map((s) => ({ src: s.getAttribute('src')!, type: s.type })),
    inline: inline.length,
  };
}

/** What an example that exports something exports (its module, loaded through `/__readme/<name>.exports.js`). */
async function exportsOf(name: string): Promise<Record<string, unknown>> {
  await loadModule(`/__readme/${name}.exports.js`);
  return (globalThis as unknown as { __readmeExamples: Record<string, Record<string, unknown>> }).__readmeExamples[
    name
  ]!;
}

/** The widget an example puts on the page, once it is ready. */
const widgetReady = (): Promise<PaymentDropin> => readyIn(fixture, problems);

/** Loads a module the plugin serves, as a page loads one. */
const loadModule = (path: string): Promise<void> => loadModuleIn(fixture, path, problems);

/**
 * Every submission of a form in the fixture that would leave the page, as its entries (the submitter's included),
 * kept on the page instead: a listener on the document, which runs after every other. A form the script-tag
 * integration submits with `form.submit()` (no event) is recorded too.
 */
function recordPosts(): Array<Record<string, string>> {
  const posts: Array<Record<string, string>> = [];
  const entries = (form: HTMLFormElement, submitter?: HTMLElement | null): Record<string, string> =>
    Object.fromEntries([...new FormData(form, submitter)].map(([k, v]) => [k, String(v)]));
  const recorder = (event: SubmitEvent): void => {
    if (!fixture.contains(event.target as Node)) return;
    const stopped = event.defaultPrevented;
    event.preventDefault();
    if (!stopped) posts.push(entries(event.target as HTMLFormElement, event.submitter));
  };
  document.addEventListener('submit', recorder);
  cleanups.push(() => document.removeEventListener('submit', recorder));
  for (const form of fixture.querySelectorAll('form')) form.submit = () => void posts.push(entries(form));
  return posts;
}

async function posted(posts: Array<Record<string, string>>): Promise<Record<string, string>> {
  await waitUntil(() => posts.length > 0, `the form was never posted; ${problems.join('; ')}`, { timeout: 20_000 });
  return posts[0]!;
}

/** Renders a component an example exports, with the emulator's key as its `token`. */
function renderComponent(Component: ComponentType<{ token: string }>): void {
  const host = document.createElement('div');
  fixture.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<Component token={TOKENIZATION_KEY} />));
}

/**
 * Waits until the widget has put the focus in a card field's frame itself (the card sheet does when it opens, and an
 * empty submit does). The shopper then types there and moves on with Tab (`fillCardByKeyboard`): the harness's
 * click into a frame the widget has just focused waits for a focus event that does not come.
 */
async function fieldFocused(el: PaymentDropin, field = 'number'): Promise<void> {
  await waitUntil(() => document.activeElement === frameOf(el, field), `the ${field} field never got the focus`, {
    timeout: 5000,
  });
}

/** Opens the card form from the options list (the first view when more than cards are offered). */
async function chooseCard(el: PaymentDropin, firstField = 'number'): Promise<void> {
  // The field's own focus event: its input inside the frame has the focus, and takes the keys.
  const focused = nextCardEvent(el, 'card:focus', firstField);
  // A shopper's click focuses the button it presses (a script's click() does not): the card sheet's first field takes
  // focus only from a shopper who is in the widget.
  const card = q<HTMLButtonElement>(el, '[data-option="card"]')!;
  card.focus();
  card.click();
  await waitForView(el, 'card');
  await Promise.race([
    focused,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${firstField} never had the focus`)), 5000)),
  ]);
  await fieldFocused(el, firstField);
}

/** The `console.log` calls whose first argument is a requestable event's detail for a card being typed. */
function loggedCardRequestable(): boolean {
  return logged.some(
    ([detail]) => JSON.stringify(detail) === JSON.stringify({ type: 'CreditCard', paymentMethodIsSelected: false }),
  );
}

const cleanups: Array<() => void> = [];

describe('elements/README.md: each example does what the README says', function () {
  // Setup, typing a card and the payment, on a machine other test runs share.
  this.timeout(90_000);
  const consoleError = console.error;
  const consoleLog = console.log;

  before(async () => {
    examples = guideExamples(await (await fetch('/elements/README.md')).text());
    window.addEventListener('error', (event) => problems.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled: ${String(event.reason)}`));
    console.error = (...args: unknown[]) => {
      problems.push(args.map(String).join(' '));
      consoleError(...args);
    };
    console.log = (...args: unknown[]) => {
      logged.push(args);
      consoleLog(...args);
    };
  });

  after(() => {
    console.error = consoleError;
    console.log = consoleLog;
  });

  beforeEach(async () => {
    await resetEmulator();
    problems.length = 0;
    logged.length = 0;
    fixture = document.createElement('div');
    document.body.append(fixture);
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    root?.unmount();
    root = undefined;
    for (const el of fixture.querySelectorAll('payment-dropin')) await el.teardown().catch(() => undefined);
    fixture.remove();
  });

  describe('In a form, with no script', () => {
    it('readme-form-page: the page with only the hosted module posts payment_method_nonce and an empty device_data to /checkout', async () => {
      const { sources, inline } = mountHtml(example('readme-form-page', 'html'));
      expect(sources).to.deep.equal([{ src: '/payment-dropin/payment-dropin.esm.js', type: 'module' }]);
      expect(inline, 'the page has no script of its own').to.equal(0);
      const form = fixture.querySelector('form')!;
      expect([form.method, new URL(form.action).pathname]).to.deep.equal(['post', '/checkout']);
      const posts = recordPosts();
      const ready = widgetReady();
      await hostedModule();
      const el = await ready;
      await fillCard(el);
      fixture.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const entries = await posted(posts);
      expect(Object.keys(entries).sort()).to.deep.equal(['device_data', 'payment_method_nonce']);
      expect(entries.payment_method_nonce).to.match(/^tokencc_/);
      expect(entries.device_data, 'empty: the data collector is off').to.equal('');
      expect(posts).to.have.length(1);
    });

    it('readme-form-states: :state(user-invalid) outlines the element after an empty submit, :state(paying) shows while the payment is requested', async () => {
      const style = document.createElement('style');
      style.textContent = example('readme-form-states', 'css');
      mountHtml(example('readme-form-page', 'html'));
      fixture.append(style);
      const posts = recordPosts();
      const ready = widgetReady();
      await hostedModule();
      const el = await ready;
      expect(getComputedStyle(el).outlineStyle, 'no outline before the shopper had their go').to.equal('none');
      const pay = fixture.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      pay.click();
      await waitUntil(() => el.matches(':state(user-invalid)'), 'never user-invalid after an empty submit', {
        timeout: 5000,
      });
      const outlined = getComputedStyle(el);
      expect([
        outlined.outlineStyle,
        outlined.outlineWidth,
        outlined.outlineColor,
        outlined.outlineOffset,
      ]).to.deep.equal(['solid', '2px', 'rgb(180, 35, 24)', '4px']);
      expect(posts, 'an empty card posts nothing').to.have.length(0);
      await fieldFocused(el);
      await fillCardByKeyboard(el);
      let cursorWhilePaying = '';
      el.addEventListener('paymentMethodRequestEnd', () => (cursorWhilePaying = getComputedStyle(el).cursor), {
        once: true,
      });
      pay.click();
      await posted(posts);
      expect(cursorWhilePaying, 'the cursor while the held submission waited for the payment').to.equal('progress');
      expect(getComputedStyle(el).outlineStyle).to.equal('none');
    });

    it('readme-react-form: <PaymentDropin name=… required> in a React form posts the nonce and device_data', async () => {
      const { Checkout } = (await exportsOf('readme-react-form')) as { Checkout: ComponentType<{ token: string }> };
      const posts = recordPosts();
      const ready = widgetReady();
      renderComponent(Checkout);
      const el = await ready;
      // Props reach the element's form field.
      expect([el.name, el.deviceDataName, el.required]).to.deep.equal(['payment_method_nonce', 'device_data', true]);
      await fillCard(el);
      fixture.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const entries = await posted(posts);
      expect(entries.payment_method_nonce).to.match(/^tokencc_/);
      expect(entries.device_data).to.equal('');
    });
  });

  describe('Install', () => {
    it("readme-define and readme-install-page: the define import registers <payment-dropin>; the page's code logs {type, paymentMethodIsSelected} and Pay resolves a nonce", async () => {
      expect(example('readme-define', 'js')).to.match(/^import 'payment-dropin\/define';/);
      // This page has the element registered already (the helpers import the same module), so the import is seen
      // to load and to leave that class under the name; it registers once, however many bundles import it.
      await loadModule('/__readme/readme-define.js');
      expect(customElements.get('payment-dropin')).to.equal(PaymentDropin);
      const { sources, inline } = mountHtml(example('readme-install-page', 'html'));
      expect(sources).to.deep.equal([]);
      expect(inline).to.equal(1);
      const el = fixture.querySelector('payment-dropin')!;
      // Watched, not changed: what the page's click handler gets from requestPaymentMethod().
      const payloads: Array<{ nonce: string }> = [];
      const request = el.requestPaymentMethod.bind(el);
      el.requestPaymentMethod = (options) => {
        const answer = request(options);
        answer.then(
          (payload) => payloads.push(payload),
          () => undefined,
        );
        return answer;
      };
      const ready = widgetReady();
      await loadModule('/__readme/readme-install-page.script-0.js');
      await ready;
      await fillCard(el);
      await waitUntil(loggedCardRequestable, `the page's listener logged ${JSON.stringify(logged)}`, { timeout: 5000 });
      fixture.querySelector<HTMLButtonElement>('#pay')!.click();
      await waitUntil(() => payloads.length > 0, `Pay never got a payment method; ${problems.join('; ')}`, {
        timeout: 20_000,
      });
      expect(payloads[0]!.nonce).to.match(/^tokencc_/);
    });

    it('readme-react-ref: Pay is enabled once a card can be requested, and posts the nonce from the ref', async () => {
      const { Checkout } = (await exportsOf('readme-react-ref')) as { Checkout: ComponentType<{ token: string }> };
      const bodies: string[] = [];
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname !== '/checkout') return realFetch(input, init);
        bodies.push(String(init?.body));
        return Promise.resolve(new Response(null, { status: 204 }));
      };
      cleanups.push(() => (window.fetch = realFetch));
      const ready = widgetReady();
      renderComponent(Checkout);
      const el = await ready;
      const pay = [...fixture.querySelectorAll('button')].find((b) => b.textContent === 'Pay')!;
      expect(pay.disabled, 'Pay before a card is typed').to.equal(true);
      await fillCard(el);
      await waitUntil(() => !pay.disabled, 'Pay never became enabled for a complete card', { timeout: 5000 });
      pay.click();
      await waitUntil(() => bodies.length > 0, `Pay never posted; ${problems.join('; ')}`, { timeout: 20_000 });
      expect((JSON.parse(bodies[0]!) as { nonce: string }).nonce).to.match(/^tokencc_/);
    });
  });

  describe('In each framework', () => {
    it('readme-next: the client component enables Pay once a card can be requested', async () => {
      const { default: Checkout } = (await exportsOf('readme-next')) as { default: ComponentType<{ token: string }> };
      const ready = widgetReady();
      renderComponent(Checkout);
      const el = await ready;
      const pay = fixture.querySelector('button')!;
      expect(pay.disabled).to.equal(true);
      await fillCard(el);
      await waitUntil(() => !pay.disabled, 'Pay never became enabled for a complete card', { timeout: 5000 });
    });

    it('readme-plain-page: the hosted module from /vendor/, and a listener on payment-method-requestable logs its detail', async () => {
      const { sources, inline } = mountHtml(example('readme-plain-page', 'html'));
      expect(sources).to.deep.equal([{ src: '/vendor/payment-dropin/payment-dropin.esm.js', type: 'module' }]);
      expect(inline).to.equal(1);
      const ready = widgetReady();
      await hostedModule();
      await loadModule('/__readme/readme-plain-page.script-0.js');
      const el = await ready;
      await fillCard(el);
      await waitUntil(loggedCardRequestable, `the page's listener logged ${JSON.stringify(logged)}`, { timeout: 5000 });
    });

    it('the HTML examples set only attributes the element reads, and the React examples only onX props it has', () => {
      const observed = new Set([...(PaymentDropin.observedAttributes ?? []), 'nonce']);
      for (const [name, { lang, code }] of Object.entries(examples)) {
        if (lang === 'html') {
          const parsed = new DOMParser().parseFromString(code, 'text/html');
          for (const el of parsed.querySelectorAll('payment-dropin'))
            for (const attribute of el.getAttributeNames())
              expect(observed.has(attribute), `${name}: <payment-dropin ${attribute}>`).to.equal(true);
        }
        if (lang === 'tsx')
          for (const [tag] of code.matchAll(/<PaymentDropin\b[^>]*?\/>/g))
            for (const [, prop] of tag.matchAll(/\s(on[A-Z]\w+)=\{/g))
              expect(prop! in DROPIN_EVENT_PROPS, `${name}: <PaymentDropin ${prop}>`).to.equal(true);
      }
    });
  });

  describe("Drop-in's API: create() and the script tag", () => {
    it('readme-create: dropin.create({authorization, container, paypal}) renders card and PayPal, and on() hands the handler the detail', async () => {
      const container = document.createElement('div');
      container.id = 'dropin';
      fixture.append(container);
      // The merchant's `authorization`, as the example reads it.
      (globalThis as { authorization?: string }).authorization = TOKENIZATION_KEY;
      cleanups.push(() => delete (globalThis as { authorization?: string }).authorization);
      const ready = widgetReady();
      await loadModule('/__readme/readme-create.js');
      const el = await ready;
      expect(el.parentElement).to.equal(container);
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
      await chooseCard(el);
      await fillCardByKeyboard(el);
      await waitUntil(loggedCardRequestable, `the handler logged ${JSON.stringify(logged)}`, { timeout: 5000 });
    });

    it('readme-script-tag: the tag with data-locale, data-paypal.flow and data-card.cardholder-name.required renders there and posts payment_method_nonce', async () => {
      const { sources, inline } = mountHtml(example('readme-script-tag', 'html'));
      expect(sources).to.deep.equal([{ src: '/script-tag.js', type: 'module' }]);
      expect(inline).to.equal(0);
      const posts = recordPosts();
      const ready = widgetReady();
      // What the page's bundle of `payment-dropin/script-tag` runs as it loads.
      (await import('../../../elements/script-tag.js')).startScriptTags();
      const el = await ready;
      const tag = fixture.querySelector('script')!;
      expect(tag.previousElementSibling?.firstElementChild, 'the widget stands where the tag does').to.equal(el);
      expect(q(el, '.panel')!.getAttribute('lang')).to.match(/^de\b/);
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
      await chooseCard(el, 'cardholderName');
      // The name left empty: the rest of the card is not enough.
      await sendKeys({ press: 'Tab' });
      const withoutName = await fillCardByKeyboard(el).then(
        () => 'requestable',
        () => 'not requestable',
      );
      expect(withoutName, 'the card with no cardholder name').to.equal('not requestable');
      await typeInto(el, 'cardholderName', 'Ada Lovelace');
      await waitUntil(() => el.isPaymentMethodRequestable(), 'the card never became requestable', { timeout: 5000 });
      fixture.querySelector('button')!.click();
      const entries = await posted(posts);
      expect(entries.payment_method_nonce).to.match(/^tokencc_/);
    });
  });

  describe('On a page with no bundler: one script tag', () => {
    it('readme-hosted-script: the classic script in a form renders the widget there and posts payment_method_nonce', async () => {
      const { sources } = mountHtml(example('readme-hosted-script', 'html'));
      expect(sources).to.deep.equal([{ src: '/payment-dropin/payment-dropin.min.js', type: '' }]);
      const posts = recordPosts();
      const ready = widgetReady();
      // What the classic script does (elements/hosted/loader.ts): the globals, then the module build, which starts
      // the script-tag integration for this tag.
      installGlobals(window as unknown as GlobalTarget, hostedModule, (message) => problems.push(message));
      (await hostedModule()).startScriptTags();
      const el = await ready;
      expect((window as unknown as { braintree: { dropin: { VERSION: string } } }).braintree.dropin.VERSION).to.equal(
        '1.40.2',
      );
      await fillCard(el);
      fixture.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const entries = await posted(posts);
      expect(entries.payment_method_nonce).to.match(/^tokencc_/);
    });
  });

  describe('Express buttons', () => {
    before(() => loadScript(APPLE_PAY_SESSION_SCRIPT));

    it("readme-express: PayPal's and Apple Pay's buttons stand in a row above the options list, and a tap on Apple Pay posts the form", async () => {
      const { inline } = mountHtml(example('readme-express', 'html'));
      expect(inline).to.equal(1);
      const posts = recordPosts();
      // The element is defined on this page already, so it starts as it is put there, and the script's options
      // restart it (on a merchant's page the script's import defines it, with its options).
      await loadModule('/__readme/readme-express.script-0.js');
      const el = fixture.querySelector('payment-dropin')!;
      const row = (): string[] =>
        [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="express"] [part~="express-button"]')].map(
          (button) => button.dataset.wallet!,
        );
      await waitUntil(() => row().length === 2, `the row showed ${row().join(', ')}; ${problems.join('; ')}`, {
        timeout: 30_000,
      });
      expect(row()).to.deep.equal(['paypal', 'applePay']);
      const express = q(el, '[part~="express"]')!;
      const options = q(el, '[data-view="options"]')!;
      expect(
        express.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING,
        'the row is above',
      ).to.not.equal(0);
      q<HTMLButtonElement>(el, '[part~="express"] [data-wallet="applePay"] button')!.click();
      const entries = await posted(posts);
      expect(entries.payment_method_nonce).to.be.a('string').and.not.equal('');
      expect(posts).to.have.length(1);
    });
  });

  describe('Styling', () => {
    it("readme-styling: the custom properties and ::part(method) reach a saved method's box", async () => {
      const seeded = await seedCustomer({
        id: 'readme-styling',
        paymentMethods: [{ type: 'CreditCard', number: '4111111111111111', default: true }],
      });
      const style = document.createElement('style');
      style.textContent = example('readme-styling', 'css');
      fixture.append(style);
      const el = document.createElement('payment-dropin');
      el.authorization = await clientToken({ customerId: seeded.customer.id });
      const ready = widgetReady();
      fixture.append(el);
      await ready;
      const method = q(el, '[part~="method"][aria-checked="true"]')!;
      const box = getComputedStyle(method);
      expect([box.borderTopWidth, box.borderTopLeftRadius]).to.deep.equal(['2px', '2px']);
      expect(box.boxShadow, 'the selected method is ringed in the primary colour').to.contain('rgb(10, 125, 69)');
    });
  });

  describe('Content Security Policy', () => {
    it("readme-csp-nonce: the element's nonce attribute reaches PayPal's SDK script as data-csp-nonce", async () => {
      mountHtml(example('readme-csp-nonce', 'html'));
      const el = fixture.querySelector('payment-dropin')!;
      expect(el.nonce).to.equal('R4nd0m');
      // The SDK is what the nonce is for: PayPal is turned on (the example itself sets no payment option).
      el.paypal = { flow: 'checkout', amount: '10.00', currency: 'USD' };
      const ready = widgetReady();
      await ready;
      expect(el.getAvailablePaymentOptions()).to.include('paypal');
      const sdk = document.querySelector('script[data-csp-nonce="R4nd0m"]');
      expect(sdk, "PayPal's SDK script with the page's nonce").to.not.equal(null);
      expect(new URL((sdk as HTMLScriptElement).src).pathname).to.equal('/sdk/js');
    });

    it('readme-trusted-types: installPaymentScriptPolicy() makes the default policy, which takes the providers’ scripts only', async () => {
      const tt = (window as unknown as { trustedTypes: { defaultPolicy: TrustedPolicy | null } }).trustedTypes;
      expect(tt.defaultPolicy, 'no default policy before').to.equal(null);
      await loadModule('/__readme/readme-trusted-types.js');
      const policy = tt.defaultPolicy!;
      expect(policy.name).to.equal('default');
      expect(String(policy.createScriptURL('https://www.paypal.com/sdk/js?client-id=x'))).to.equal(
        'https://www.paypal.com/sdk/js?client-id=x',
      );
      expect(() => policy.createScriptURL('https://cdn.example.com/x.js')).to.throw(TypeError);
      expect(String(policy.createScript('{"f":"x"}'))).to.equal('{"f":"x"}');
      expect(() => policy.createScript('alert(1)')).to.throw(TypeError);
    });
  });

  describe('Testing your checkout offline', () => {
    it('readme-playwright: the frames it types into are named as it says, and its test card pays to a nonce (Playwright itself does not run here)', async () => {
      const code = example('readme-playwright', 'ts');
      const selector = /frameLocator\(`([^`]+)`\)/.exec(code)?.[1];
      expect(selector).to.equal('iframe[name="braintree-hosted-field-${field}"]');
      const card = Object.fromEntries(
        [...code.matchAll(/\['(\w+)', '([^']*)'\]/g)].map(([, field, value]) => [field!, value!]),
      );
      expect(Object.keys(card)).to.deep.equal(['number', 'expirationDate', 'cvv', 'postalCode']);
      const el = document.createElement('payment-dropin');
      el.authorization = TOKENIZATION_KEY;
      const ready = widgetReady();
      fixture.append(el);
      await ready;
      for (const field of Object.keys(card))
        expect(document.querySelectorAll(selector!.replace('${field}', field)), field).to.have.length(1);
      await fillCard(el, card);
      expect((await el.requestPaymentMethod()).nonce).to.match(/^tokencc_/);
    });
  });
});

interface TrustedPolicy {
  readonly name: string;
  createScriptURL(input: string): unknown;
  createScript(input: string): unknown;
}
