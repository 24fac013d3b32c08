/**
 * The migration guide's examples (elements/MIGRATING.md), each run as the guide shows it, read from the guide
 * itself, until it has a nonce: the callback and promise pages on the hosted global (`braintree.dropin`), the ES
 * module and the React component through Vite as a merchant's bundler compiles them
 * (test/support/guide-examples-plugin.mjs). The placeholder 'CLIENT_AUTHORIZATION' becomes the emulator's
 * tokenization key; nothing else is changed. The script-tag example runs on the published hosted script, served
 * from a sub-path, in test/pack/.
 */
import { expect, waitUntil } from '@open-wc/testing';
// The React example imports these: named here so Vite's optimizer has them before it runs.
import 'react';
import 'react-dom/client';
import { installGlobals, type GlobalTarget } from '../../../elements/hosted/install-globals.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { guideExamples, type GuideExample } from '../../support/guide-examples.mjs';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard } from '../dropin/dropin-harness.js';
import { loadModule, widgetReady as readyIn } from './example-page.js';

const AUTHORIZATION = /'CLIENT_AUTHORIZATION'|"CLIENT_AUTHORIZATION"/g;

let examples: Record<string, GuideExample>;
let fixture: HTMLDivElement;
const problems: string[] = [];

/** The example, or a failure naming what the guide lacks. */
function example(name: string): GuideExample {
  const found = examples[name];
  if (!found) throw new Error(`MIGRATING.md has no example marked <!-- example: ${name} -->`);
  return found;
}

/** Puts an HTML example's markup on the page; returns its scripts (external `src`s, inline code). */
function mountHtml(html: string): { sources: string[]; inline: string[] } {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...parsed.querySelectorAll('script')];
  for (const script of scripts) script.remove();
  fixture.replaceChildren(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  return {
    sources: scripts.filter((s) => s.hasAttribute('src')).map((s) => s.getAttribute('src')!),
    inline: scripts.filter((s) => !s.hasAttribute('src')).map((s) => s.textContent ?? ''),
  };
}

/** The widget the example puts on the page, once it is ready. */
const widgetReady = (): Promise<PaymentDropin> => readyIn(fixture, problems);

/** Loads one of the guide's module examples as a page loads a module. */
const loadExample = (file: string): Promise<void> => loadModule(fixture, `/__guide/${file}`, problems);

/** The form's `submit()` records the hidden nonce instead of leaving the test page. */
function captureSubmit(): string[] {
  const form = fixture.querySelector('form')!;
  const submitted: string[] = [];
  form.submit = () => void submitted.push(fixture.querySelector<HTMLInputElement>('#nonce')!.value);
  return submitted;
}

/** Enters a test card, presses the form's submit button, and returns the nonce the example submitted. */
async function payThroughForm(ready: Promise<PaymentDropin>, submitted: string[]): Promise<string> {
  await fillCard(await ready);
  fixture.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
  await waitUntil(() => submitted.length > 0, `the form was never submitted; ${problems.join('; ')}`, {
    timeout: 15_000,
  });
  return submitted[0]!;
}

describe('MIGRATING.md: each example reaches a nonce', function () {
  // Setup, typing a card and the payment, on a machine other test runs share.
  this.timeout(60_000);
  const consoleError = console.error;

  before(async () => {
    examples = guideExamples(await (await fetch('/elements/MIGRATING.md')).text());
    // What the hosted script does on load, with the module build loaded through the test server.
    installGlobals(
      window as unknown as GlobalTarget,
      () => import('../../../elements/hosted/esm.js'),
      (message, ...details) => problems.push(`${message} ${details.map(String).join(' ')}`),
    );
    console.error = (...args: unknown[]) => {
      problems.push(args.map(String).join(' '));
      consoleError(...args);
    };
  });

  after(() => {
    console.error = consoleError;
  });

  beforeEach(() => {
    problems.length = 0;
    fixture = document.createElement('div');
    document.body.append(fixture);
  });

  afterEach(async () => {
    await fixture
      .querySelector('payment-dropin')
      ?.teardown()
      .catch(() => undefined);
    fixture.remove();
  });

  for (const name of ['callback', 'promise']) {
    it(`runs the ${name} example on braintree.dropin from the hosted script: the form posts a nonce`, async () => {
      const { lang, code } = example(name);
      expect(lang).to.equal('html');
      const { sources, inline } = mountHtml(code);
      expect(sources, 'the page loads the hosted script').to.deep.equal(['/payment-dropin/payment-dropin.min.js']);
      const submitted = captureSubmit();
      const ready = widgetReady();
      for (const script of inline) new Function(script.replace(AUTHORIZATION, JSON.stringify(TOKENIZATION_KEY)))();
      expect(await payThroughForm(ready, submitted)).to.match(/^tokencc_/);
    });
  }

  it('runs the ES module example (import dropin from payment-dropin/create) on the callback page: the form posts a nonce', async () => {
    expect(example('esm').code).to.match(/^import dropin from 'payment-dropin\/create';/);
    mountHtml(example('callback').code);
    const submitted = captureSubmit();
    const ready = widgetReady();
    await loadExample('esm.js');
    expect(await payThroughForm(ready, submitted)).to.match(/^tokencc_/);
  });

  it("runs the React example (braintree-web-drop-in-react's DropIn from payment-dropin/react): Buy posts a nonce", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    fixture.append(root);
    const posted: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!url.pathname.startsWith('/checkout/')) return realFetch(input, init);
      posted.push(decodeURIComponent(url.pathname.slice('/checkout/'.length)));
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    try {
      const ready = widgetReady();
      await loadExample('react.jsx');
      await fillCard(await ready);
      [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Buy')!.click();
      await waitUntil(() => posted.length > 0, `Buy never posted a nonce; ${problems.join('; ')}`, {
        timeout: 15_000,
      });
      expect(posted[0]).to.match(/^tokencc_/);
    } finally {
      window.fetch = realFetch;
    }
  });
});
