/**
 * Drives Chromium as a shopper would, for the end-to-end tests: an ordinary headless browser (no
 * host mapping, no certificate flags) on the product server's checkout page, typing into the
 * hosted-field frames the widget puts on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import puppeteer, { type Browser, type ElementHandle, type Frame, type HTTPRequest, type Page } from 'puppeteer-core';
import { CardFrames, connectAgain, type CardField } from '../../support/card-frames.js';
import { CHROMIUM_PATH, chromiumFlags } from '../../support/chromium.mjs';

export type { CardField };

const CSP_VIOLATION = 'CSP violation:';
const PAY_BUTTON = 'form.checkout-form button[type="submit"]';

/** How long the widget may take to start, and a payment to go through. */
export const WIDGET_TIMEOUT = 30_000;

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true, // --headless=new
    args: chromiumFlags(),
  });
}

/** A card Braintree's sandbox authorizes, with an expiry three years ahead. */
export function testCard(
  number = '4111 1111 1111 1111',
): Record<'number' | 'expirationDate' | 'cvv' | 'postalCode', string> {
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  return { number, expirationDate: `12${year}`, cvv: '123', postalCode: '12345' };
}

export class Shopper {
  /** What went wrong inside the page, for failure messages. */
  readonly problems: string[] = [];
  /** `securitypolicyviolation` reports of our own pages (the policy the product server sends). */
  readonly cspViolations: string[] = [];
  /** The form posts the page made to /checkout, as fields. */
  readonly checkoutPosts: Array<Record<string, string>> = [];
  /** Second connections to the browser made to find a frame again (see shownInFrame). */
  private readonly connections: Browser[] = [];
  /** The card fields' lookups, on the page and, when a frame does not answer, on a second connection. */
  private readonly cardFrames: CardFrames;

  private constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    // The frame may first have to appear (the widget is still starting), then its input be looked up afresh.
    this.cardFrames = new CardFrames(page, { timeout: WIDGET_TIMEOUT * 2 });
    page.on('pageerror', (error) => this.problems.push(`page error: ${String(error)}`));
    page.on('console', (message) => {
      if (message.text().startsWith(CSP_VIOLATION)) this.cspViolations.push(message.text());
      if (message.type() === 'error') this.problems.push(`console.error: ${message.text()}`);
    });
    page.on('request', (request: HTTPRequest) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout') {
        this.checkoutPosts.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
      }
    });
  }

  /** A new shopper: a page in a browser context of its own (no cookies from other shoppers). */
  static async open(browser: Browser, baseUrl: string): Promise<Shopper> {
    const page = await (await browser.createBrowserContext()).newPage();
    page.setDefaultTimeout(WIDGET_TIMEOUT);
    await page.evaluateOnNewDocument((prefix: string) => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`${prefix} ${event.violatedDirective} ${event.blockedURI}`),
      );
    }, CSP_VIOLATION);
    return new Shopper(page, baseUrl);
  }

  async close(): Promise<void> {
    for (const connection of this.connections.splice(0)) await connection.disconnect();
    await this.cardFrames.release();
    await this.page.browserContext().close();
  }

  /** The checkout for an amount (the demo's default otherwise), with any demo settings (`{ express: '1' }`). */
  async visitCheckout(amount?: string, settings: Record<string, string> = {}): Promise<void> {
    const query = new URLSearchParams({ ...(amount ? { amount } : {}), ...settings }).toString();
    await this.page.goto(new URL(query ? `/?${query}` : '/', this.baseUrl).href, { waitUntil: 'load' });
  }

  payButton(): Promise<ElementHandle<HTMLButtonElement>> {
    return this.page.waitForSelector(PAY_BUTTON) as Promise<ElementHandle<HTMLButtonElement>>;
  }

  async payButtonDisabled(): Promise<boolean> {
    return (await this.payButton()).evaluate((button) => button.disabled);
  }

  async waitForPayEnabled(): Promise<void> {
    await this.page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('form.checkout-form button[type="submit"]')?.disabled === false,
    );
  }

  /** The text of the product's error banner once it shows something. */
  async waitForBanner(): Promise<{ text: string; mailto: string | null }> {
    const banner = await this.page.waitForFunction(() => {
      const el = document.querySelector('[data-payment-form] [role="alert"]');
      return el && el.textContent !== '' ? el : null;
    });
    return (banner as ElementHandle<Element>).evaluate((el) => ({
      text: el.textContent ?? '',
      mailto: el.querySelector('a[href^="mailto:"]')?.getAttribute('href') ?? null,
    }));
  }

  /**
   * What the page announces as an alert right now: the text of every shown `role="alert"` or `aria-live="assertive"`
   * region that holds some, in the page and in shadow roots (the widget's), whitespace collapsed.
   */
  async alerts(): Promise<string[]> {
    // A loop, not a function of its own: the test's compiler would name it with a helper the page does not have.
    return this.page.evaluate(() => {
      const found: string[] = [];
      const roots: Array<Document | ShadowRoot> = [document];
      for (let root = roots.shift(); root; root = roots.shift()) {
        for (const el of root.querySelectorAll('*')) {
          if (el.matches('[role="alert"], [aria-live="assertive"]') && el.checkVisibility()) {
            const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
            if (text) found.push(text);
          }
          if (el.shadowRoot) roots.push(el.shadowRoot);
        }
      }
      return found;
    });
  }

  /**
   * The hosted-field frame for a card field, once its input is there (see CardFrames: the frame only on the
   * hosted-fields page, looked up afresh and on a second connection when it does not answer).
   */
  async cardFieldFrame(field: CardField): Promise<Frame> {
    return (await this.cardFrames.input(field)).frame;
  }

  /**
   * The visible element `selector` in a frame whose address contains `urlPart`, with that frame, looked up afresh
   * until it shows. A frame of another site is made empty and then pointed at its page, which the browser loads in
   * another process, and the automation can lose such a frame: its document then never answers (seen on a loaded
   * machine with Venmo's approval page). Each look is short; once a frame has not answered for a while, the frames
   * are looked up on a second connection to the same browser as well, which attaches to every frame anew.
   */
  async shownInFrame(urlPart: string, selector: string): Promise<{ frame: Frame; element: ElementHandle<Element> }> {
    const deadline = Date.now() + WIDGET_TIMEOUT;
    const within = <T>(work: Promise<T>): Promise<T | null> =>
      Promise.race([work.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
    let unanswered = 0;
    const pages: Page[] = [this.page];
    const matching = (): Frame[] =>
      pages.flatMap((page) => page.frames()).filter((frame) => !frame.detached && frame.url().includes(urlPart));
    while (Date.now() < deadline) {
      for (const frame of matching()) {
        const element = await within(frame.$(selector));
        if (element && (await within(element.isVisible()))) return { frame, element };
        if ((await within(frame.evaluate(() => true))) === null) unanswered += 1;
      }
      if (unanswered >= 3 && pages.length === 1) {
        const again = await this.reconnect();
        if (again) pages.push(again);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // What each such frame shows now, or that its document does not answer.
    const shown = await Promise.all(
      matching().map(async (frame) => (await within(frame.evaluate(() => document.body.innerText))) ?? '(no answer)'),
    );
    throw new Error(
      `No frame at ${urlPart} showed ${selector}; they show: ${JSON.stringify(shown)}. ${this.problems.join(' | ')}`,
    );
  }

  /** This shopper's page on a second connection to its browser (closed with the shopper); none if not found. */
  private async reconnect(): Promise<Page | undefined> {
    const again = await connectAgain(this.page);
    this.connections.push(again.browser);
    return again.page;
  }

  /** Focuses the field's input inside its cross-origin frame and types, key by key. */
  async typeInto(field: CardField, text: string): Promise<void> {
    const { frame, input } = await this.cardFrames.input(field);
    await input.focus();
    await this.waitForKeysIn(frame);
    await this.page.keyboard.type(text, { delay: 10 });
  }

  /**
   * The card fields are frames of another site, each in a process of its own: when the focus enters
   * or leaves one, the DOM focus moves at once, but the browser learns which frame now takes keys a
   * moment later (much later on a loaded machine). A shopper looks at the focus ring before typing;
   * this presses Shift, which changes nothing, until `frame`'s document hears it.
   */
  async waitForKeysIn(frame: Frame): Promise<void> {
    if (!(await this.keysReach(frame))) throw new Error(`Key presses never reached ${frame.url()}`);
  }

  /** Presses Shift until `frame`'s document hears it; false when it has not within `ms`. */
  async keysReach(frame: Frame, ms = 10_000): Promise<boolean> {
    const count = (): Promise<number> =>
      frame.evaluate(() => {
        const w = window as unknown as { shiftPresses?: number };
        if (w.shiftPresses === undefined) {
          w.shiftPresses = 0;
          window.addEventListener('keyup', (event) => {
            if (event.key === 'Shift') w.shiftPresses = (w.shiftPresses ?? 0) + 1;
          });
        }
        return w.shiftPresses;
      });
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const before = await count();
      await this.page.keyboard.press('Shift');
      await new Promise((resolve) => setTimeout(resolve, 20));
      if ((await count()) > before) return true;
    }
    return false;
  }

  async enterCard(card: Partial<Record<CardField, string>>): Promise<void> {
    // With several ways to pay the widget opens on its options list: pick the card first.
    await this.cardFieldFrame('number');
    if ((await this.activeView()) === 'options') await this.chooseOption('card');
    for (const [field, value] of Object.entries(card) as Array<[CardField, string]>) await this.typeInto(field, value);
  }

  /** The widget's view on show (`options`, `card`, `paypal`, `methods`, …), once it has one the shopper can use. */
  async activeView(): Promise<string> {
    const handle = await this.page.waitForFunction(() => {
      const root = document.querySelector('payment-dropin')?.shadowRoot;
      // A view drawn while the widget waits for the gateway is inert: not one the shopper can use yet.
      const view = [...(root?.querySelectorAll<HTMLElement>('[data-view]') ?? [])].find(
        (v) => !v.hidden && !v.inert && getComputedStyle(v).display !== 'none',
      );
      return view?.dataset.view ?? null;
    });
    return (await handle.jsonValue()) as string;
  }

  /** Waits until the widget shows `view`, ready for the shopper (not the inert view drawn while it waits). */
  async waitForView(view: string, timeout = WIDGET_TIMEOUT): Promise<void> {
    await this.page.waitForFunction(
      (name: string) => {
        const el = document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelector<HTMLElement>(`[data-view="${name}"]`);
        return el !== null && el !== undefined && !el.hidden && !el.inert && getComputedStyle(el).display !== 'none';
      },
      { timeout },
      view,
    );
  }

  /** The ids of the options the widget's options list offers, in order. */
  async optionIds(): Promise<string[]> {
    await this.waitForView('options');
    return this.page.evaluate(() =>
      [
        ...(document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]') ?? []),
      ].map((b) => b.dataset.option ?? ''),
    );
  }

  /** Picks a way to pay on the options list, as a shopper clicks it, and waits for its sheet. */
  async chooseOption(id: string): Promise<void> {
    await this.waitForView('options');
    await this.page.locator(`payment-dropin >>> [data-view="options"] [data-option="${id}"]`).click();
    await this.waitForView(id);
  }

  /** Clicks the visible "other ways to pay" toggle of the widget's current sheet. */
  async chooseAnotherWay(): Promise<void> {
    const toggle = await this.page.waitForFunction(() =>
      [
        ...(document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelectorAll<HTMLElement>('button[part~="other-ways"]') ?? []),
      ].find((b) => b.getClientRects().length > 0),
    );
    await (toggle as ElementHandle<HTMLElement>).click();
  }

  /** The text of the widget's shadow DOM, whitespace collapsed. */
  async widgetText(): Promise<string> {
    return this.page.evaluate(
      () => document.querySelector('payment-dropin')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '',
    );
  }

  /**
   * Clicks Pay once it is enabled and has stopped moving (the widget's panel changes height as
   * the card becomes valid), like a shopper would.
   */
  async clickPay(): Promise<void> {
    await this.waitForPayEnabled();
    await this.page.locator(PAY_BUTTON).click();
  }

  /** Clicks Pay and waits for the page the form's post leads to. */
  async pay(): Promise<void> {
    await this.navigateBy(() => this.clickPay());
  }

  /**
   * Does what should send the form (a click, a key) and waits for the page it leads to. When no page
   * comes, the failure says where the form stood: Pay, the hidden fields, the banner, the widget's view.
   */
  async navigateBy(action: () => Promise<void>, timeout = WIDGET_TIMEOUT * 2): Promise<void> {
    const navigation = this.page.waitForNavigation({ waitUntil: 'load', timeout });
    try {
      await Promise.all([navigation, action()]);
    } catch (error) {
      navigation.catch(() => undefined);
      const form = await this.page
        .evaluate((pay: string) => {
          const button = document.querySelector<HTMLButtonElement>(pay);
          const fields = [...document.querySelectorAll<HTMLInputElement>('form.checkout-form input[type="hidden"]')];
          return JSON.stringify({
            pay: button ? { disabled: button.disabled, busy: button.getAttribute('aria-busy') } : null,
            focused: document.activeElement?.tagName,
            fields: fields.map((f) => `${f.name}=${f.value ? 'set' : ''}`),
            banner: document.querySelector('[data-payment-form] [role="alert"]')?.textContent ?? '',
            view: document
              .querySelector('payment-dropin')
              ?.shadowRoot?.querySelector('[data-view]:not([hidden])')
              ?.getAttribute('data-view'),
          });
        }, PAY_BUTTON)
        .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
      throw new Error(
        `${String(error)}\nform: ${form}\nposts: ${this.checkoutPosts.length}\npage: ${this.problems.join(' | ') || '(nothing)'}`,
        { cause: error },
      );
    }
  }

  async text(selector: string): Promise<string> {
    const el = await this.page.waitForSelector(selector);
    return (await el!.evaluate((node) => node.textContent ?? '')).trim();
  }

  /** Runs axe-core on the current page (its own DOM and shadow roots; not the gateway's frames). */
  async axeViolations(): Promise<string[]> {
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    // Evaluated through DevTools: the page's strict CSP (rightly) refuses an injected script tag.
    await this.page.evaluate(readFileSync(axePath, 'utf8'));
    return this.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }>;
      }
      const results = await axe.run(document, { iframes: false });
      return results.violations.map(
        (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
      );
    });
  }
}
