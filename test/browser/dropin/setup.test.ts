import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import braintreeClient, { type Client } from 'braintree-web/client/index.js';
import { create } from '../../../elements/create.js';
import '../../../elements/define.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import type { DropinEvent } from '../../../elements/vocabulary/events.js';
import { TOKENIZATION_KEY, clientToken, configureMerchant, resetEmulator } from '../support/emulator.js';
import { activeView, frameOf, mountDropin, unmountAll } from './dropin-harness.js';

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** Mounts the element and resolves with the message of its `error` event. */
async function setupError(options: Record<string, unknown>): Promise<string> {
  const el = document.createElement('payment-dropin');
  el.options = options;
  const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
  document.body.append(el);
  const event = await failed;
  el.remove();
  return event.detail.message;
}

/** What the page held at the end of the task that brought the gateway's configuration. */
interface AtConfiguration {
  /** Hosted-field frames braintree-web had made by then. */
  frames: number;
  /** Of them, those on the page by then (a frame put on the page is most of what making it costs). */
  framesOnPage: number;
  /** Changes to the widget's shadow root made in that task (its drawing). */
  drawn: number;
  /** Card fields in the widget's shadow root by then (drawn while the configuration was on its way). */
  drawnFields: number;
}

/**
 * Watches for the task that brings the gateway's configuration: braintree-web asks for it with an XMLHttpRequest
 * (GraphQL for a tokenization key) and reads it in `readystatechange`; `loadend` fires in the same task, after the
 * microtasks of that read. There it counts the frames made so far (braintree-web makes each with
 * `document.createElement`), the fields drawn, and what changed in the shadow root since the task began (the watch's
 * own `readystatechange` listener, added before braintree-web's, marks its start). Both watches pass every call on
 * unchanged; `stop` removes them.
 */
function watchConfigurationTask(el: HTMLElement): { seen: Promise<AtConfiguration>; stop(): void } {
  const open = XMLHttpRequest.prototype.open;
  const createElement = document.createElement;
  let frames = 0;
  let watching = true;
  let resolve = (_: AtConfiguration): void => undefined;
  const seen = new Promise<AtConfiguration>((r) => (resolve = r));
  document.createElement = function (this: Document, ...args: Parameters<Document['createElement']>) {
    const made = createElement.apply(this, args);
    if (made instanceof HTMLIFrameElement) frames += 1;
    return made;
  } as Document['createElement'];
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (watching && /\/graphql|\/client_api\/v1\/configuration/.test(String(args[1]))) {
      watching = false;
      const drawing = new MutationObserver(() => undefined);
      // The request can leave as the element connects, before its shadow root exists (made later in that same call).
      queueMicrotask(() =>
        drawing.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true }),
      );
      this.addEventListener('readystatechange', () => {
        if (this.readyState === XMLHttpRequest.DONE) drawing.takeRecords();
      });
      this.addEventListener('loadend', () => {
        const drawn = drawing.takeRecords().length;
        drawing.disconnect();
        const framesOnPage = document.querySelectorAll('iframe[name^="braintree-hosted-field-"]').length;
        resolve({
          frames,
          framesOnPage,
          drawn,
          drawnFields: el.shadowRoot?.querySelectorAll('[data-hosted-field]').length ?? 0,
        });
      });
    }
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest['open'];
  return {
    seen,
    stop: () => {
      XMLHttpRequest.prototype.open = open;
      document.createElement = createElement;
    },
  };
}

describe('<payment-dropin> setup', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await unmountAll();
    container.remove();
    await resetEmulator();
  });

  describe("create() checks its options with Drop-in's messages", () => {
    it('requires authorization', async () => {
      const error = await rejectionOf(create({ container } as never));
      expect(error.message).to.equal('options.authorization is required.');
    });

    it('requires a container or a selector', async () => {
      const error = await rejectionOf(create({ authorization: TOKENIZATION_KEY } as never));
      expect(error.message).to.equal('options.container is required.');
    });

    it('refuses both a container and a selector', async () => {
      const error = await rejectionOf(create({ authorization: TOKENIZATION_KEY, container, selector: '#x' } as never));
      expect(error.message).to.equal('Must only have one options.selector or options.container.');
    });

    it('refuses a selector that matches nothing, and a container that is not an element', async () => {
      const bySelector = await rejectionOf(create({ authorization: TOKENIZATION_KEY, selector: '#nowhere' } as never));
      expect(bySelector.message).to.equal('options.selector or options.container must reference a valid DOM node.');
      const byText = await rejectionOf(
        create({ authorization: TOKENIZATION_KEY, container: document.createTextNode('x') } as never),
      );
      expect(byText.message).to.equal('options.selector or options.container must reference a valid DOM node.');
    });

    it('refuses a container that is not empty', async () => {
      container.append(document.createElement('span'));
      const error = await rejectionOf(create({ authorization: TOKENIZATION_KEY, container } as never));
      expect(error.message).to.equal('options.selector or options.container must reference an empty DOM node.');
    });

    it("resolves to an instance with Drop-in's methods, rendered into the container", async () => {
      container.id = 'dropin-container';
      const dropin = await create({ authorization: TOKENIZATION_KEY, selector: '#dropin-container' } as never);
      expect(container.querySelector('payment-dropin')).to.equal(dropin.element);
      for (const method of [
        'requestPaymentMethod',
        'isPaymentMethodRequestable',
        'clearSelectedPaymentMethod',
        'updateConfiguration',
        'getAvailablePaymentOptions',
        'teardown',
        'on',
        'off',
      ]) {
        expect(dropin).to.have.property(method).that.is.a('function');
      }
      expect(dropin.getAvailablePaymentOptions()).to.deep.equal(['card']);
      await dropin.teardown();
      expect(container.childNodes).to.have.length(0);
    });

    it('can be created again on the same container after teardown', async () => {
      const first = await create({ authorization: TOKENIZATION_KEY, container } as never);
      await first.teardown();
      const second = await create({ authorization: TOKENIZATION_KEY, container } as never);
      expect(second.isPaymentMethodRequestable()).to.equal(false);
      await second.teardown();
    });

    it('calls a trailing callback Drop-in style, and returns nothing', async () => {
      let returned: unknown = 'not called';
      const result = await new Promise<unknown>((resolve) => {
        returned = create({ container } as never, (error) => resolve(error));
      });
      expect(returned).to.equal(undefined);
      expect((result as Error).message).to.equal('options.authorization is required.');
    });

    it('passes events to on() handlers and stops after off()', async () => {
      const dropin = await create({ authorization: TOKENIZATION_KEY, container, paypal: PAYPAL } as never);
      const seen: unknown[] = [];
      const handler = (detail: unknown): void => {
        seen.push(detail);
      };
      dropin.on('paymentOptionSelected', handler);
      container
        .querySelector('payment-dropin')!
        .shadowRoot!.querySelector<HTMLButtonElement>('[data-option="card"]')!
        .click();
      expect(seen).to.deep.equal([{ paymentOption: 'card' }]);
      dropin.off('paymentOptionSelected', handler);
      dropin.clearSelectedPaymentMethod();
      container
        .querySelector('payment-dropin')!
        .shadowRoot!.querySelector<HTMLButtonElement>('[data-option="card"]')!
        .click();
      expect(seen).to.have.length(1);
      await dropin.teardown();
    });
  });

  describe('the element reports setup failures as error events', () => {
    it('refuses a paymentOptionPriority that is not an array', async () => {
      expect(await setupError({ authorization: TOKENIZATION_KEY, paymentOptionPriority: 'card' })).to.equal(
        'paymentOptionPriority must be an array.',
      );
    });

    it('refuses an unknown payment option id', async () => {
      expect(
        await setupError({ authorization: TOKENIZATION_KEY, paymentOptionPriority: ['card', 'bitcoin'] }),
      ).to.equal('paymentOptionPriority: Invalid payment option specified.');
    });

    it('says no valid options remain when none of the priority is enabled', async () => {
      expect(await setupError({ authorization: TOKENIZATION_KEY, paymentOptionPriority: ['venmo'] })).to.equal(
        'No valid payment options available.',
      );
    });

    it('fails with "All payment options failed to load." and clears the panel when every option fails', async () => {
      const el = document.createElement('payment-dropin');
      // A non-numeric maxlength makes braintree-web refuse to create the card fields.
      el.options = {
        authorization: TOKENIZATION_KEY,
        card: { overrides: { fields: { number: { maxlength: 'twenty' } } } },
      };
      const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
      document.body.append(el);
      expect((await failed).detail.message).to.equal('All payment options failed to load.');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[data-view]')).to.equal(null);
      el.remove();
    });

    it('says there was an error creating Drop-in when the authorization is refused', async () => {
      expect(await setupError({ authorization: 'sandbox_unknown_emulated_merchant' })).to.equal(
        'There was an error creating Drop-in.',
      );
    });
  });

  describe("when the gateway's configuration arrives", () => {
    it('asks braintree-web for every card frame in that same task, and draws nothing in it', async () => {
      const el = document.createElement('payment-dropin');
      el.options = { authorization: TOKENIZATION_KEY };
      const watch = watchConfigurationTask(el);
      const ready = oneEvent(el, 'ready');
      try {
        container.append(el);
        const seen = await watch.seen;
        expect(seen.frames, 'frames made in the task that read the configuration').to.equal(4);
        // Each goes on the page in a task of its own after it, with its address set (field-holders.test.ts).
        expect(seen.framesOnPage, 'frames put on the page in that task').to.equal(0);
        // The card sheet was drawn while the configuration was on its way; its next drawing comes after the task.
        expect(seen.drawnFields, 'card fields drawn before that task').to.equal(5);
        expect(seen.drawn, 'changes to the widget drawn in that task').to.equal(0);
      } finally {
        watch.stop();
      }
      await ready;
      expect(frameOf(el, 'number')).to.exist;
      el.remove();
    });
  });

  describe('when it connects with its authorization already set', () => {
    /** Watches the configuration request's `send`, noting what the element had done by then; passes it on unchanged. */
    function atConfigurationRequest(el: PaymentDropin): { seen: Promise<string>; stop(): void } {
      const send = XMLHttpRequest.prototype.send;
      const open = XMLHttpRequest.prototype.open;
      const configuration = new WeakSet<XMLHttpRequest>();
      let resolve = (_: string): void => undefined;
      const seen = new Promise<string>((r) => (resolve = r));
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        if (/\/graphql|\/client_api\/v1\/configuration/.test(String(args[1]))) configuration.add(this);
        return (open as (...a: unknown[]) => void).apply(this, args);
      } as XMLHttpRequest['open'];
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (configuration.has(this))
          resolve(`updated: ${el.hasUpdated}, styles: ${el.shadowRoot?.adoptedStyleSheets.length ?? 'no root'}`);
        return send.call(this, body);
      };
      return {
        seen,
        stop: () => {
          XMLHttpRequest.prototype.open = open;
          XMLHttpRequest.prototype.send = send;
        },
      };
    }

    it("sends the gateway's configuration request before it adopts its styles or draws", async () => {
      const el = document.createElement('payment-dropin');
      el.authorization = TOKENIZATION_KEY;
      const watch = atConfigurationRequest(el);
      const ready = oneEvent(el, 'ready');
      try {
        container.append(el);
        expect(await watch.seen).to.equal('updated: false, styles: no root');
      } finally {
        watch.stop();
      }
      await ready;
      expect(frameOf(el, 'number')).to.exist;
      el.remove();
    });

    /**
     * braintree-web keeps one client per authorization while it is not torn down: asked for with the same one, it
     * answers the client the element asked for as it connected. A fresh client token gives a client no other test holds.
     */
    function sameClientAs(authorization: string): Promise<Client> {
      return braintreeClient.create({ authorization });
    }

    /**
     * braintree-web turns the methods of a client it tore down (its prototype's: `getVersion`, `request`, …) into ones
     * that throw. `getVersion` is in braintree-web 3.x though not in its typings.
     */
    function tornDown(client: Client): boolean {
      try {
        (client as Client & { getVersion(): string }).getVersion();
        return false;
      } catch {
        return true;
      }
    }

    it('releases the client it asked for when it is removed before setup starts', async () => {
      const authorization = await clientToken();
      const el = document.createElement('payment-dropin');
      el.authorization = authorization;
      container.append(el);
      const client = sameClientAs(authorization);
      // Removed in the task it connected in: before its first update, which would start the setup.
      el.remove();
      const released = await client;
      await waitUntil(() => tornDown(released), 'the client asked for as it connected was never released', {
        timeout: 5000,
      });
    });

    it("fails with the validation's message when its options fail validation, and releases the client", async () => {
      const authorization = await clientToken();
      const el = document.createElement('payment-dropin');
      el.options = { authorization, paymentOptionPriority: 'card' } as never;
      const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
      container.append(el);
      const client = sameClientAs(authorization);
      const { detail } = await failed;
      expect(detail.message).to.equal('paymentOptionPriority must be an array.');
      expect(detail.error.message).to.equal('paymentOptionPriority must be an array.');
      expect(detail.error.kind).to.equal('validation');
      // Still on the page: its removal would let the client go too.
      const released = await client;
      await waitUntil(() => tornDown(released), 'the client asked for as it connected was never released', {
        timeout: 5000,
      });
      expect(el.isConnected).to.equal(true);
    });

    it('lets that request go and starts with the authorization set after it connected', async () => {
      const el = document.createElement('payment-dropin');
      el.authorization = 'sandbox_unknown_emulated_merchant';
      const ready = oneEvent(el, 'ready');
      container.append(el);
      el.authorization = TOKENIZATION_KEY;
      await ready;
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
      el.remove();
    });
  });

  describe('with a single payment option', () => {
    it('opens straight on the card sheet with no options list', async () => {
      const el = await mountDropin();
      expect(activeView(el)).to.equal('card');
      expect(el.shadowRoot!.querySelector('[data-view="options"]')).to.equal(null);
      expect(frameOf(el, 'number')).to.exist;
    });

    it('is ready without waiting out a fixed delay once every dependency has settled', async () => {
      const el = await mountDropin();
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    });
  });

  it("asks the browser to connect early to the card frames' origin its client token names, once per page", async () => {
    const authorization = await clientToken();
    const named = JSON.parse(atob(authorization)) as { configUrl: string; assetsUrl: string };
    await mountDropin({ authorization });
    await mountDropin({ authorization });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map(
      (link) => `${new URL(link.href).origin} ${link.crossOrigin ?? 'navigation'}`,
    );
    expect(links.filter((link) => link === `${new URL(named.assetsUrl).origin} navigation`)).to.have.length(1);
    // The configuration's request leaves before a link could help: none is asked for its address.
    expect(links).to.not.include(`${new URL(named.configUrl).origin} anonymous`);
  });

  it('connects nowhere early with a tokenization key, which names no address', async () => {
    const before = document.head.querySelectorAll('link[rel="preconnect"]').length;
    await mountDropin();
    expect(document.head.querySelectorAll('link[rel="preconnect"]').length).to.equal(before);
  });

  it('shows no PayPal option when the gateway has PayPal disabled', async () => {
    await configureMerchant({ paypalEnabled: false });
    const el = await mountDropin({ paypal: PAYPAL });
    expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    expect(activeView(el)).to.equal('card');
  });
});
