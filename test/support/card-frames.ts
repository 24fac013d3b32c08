/**
 * Finds a card field's input inside its hosted-field frame, for everything that drives Chromium through Puppeteer
 * (the end-to-end shopper, the pack tests, the bench).
 *
 * Why it is more than `frame.waitForSelector('input')`: the widget puts each card frame on the page with its real
 * address at once. The frame's first, empty document lives in the page's process until the frame moves to the
 * process of the frames' site, and Puppeteer sometimes keeps a stale frame for that first document; a lookup made in
 * it never answers. So a frame counts only once its address is the hosted-fields page; when no input shows in it for
 * a while the frames are read again; and if that still shows none, they are read on a second connection to the same
 * browser too (a new connection attaches to every frame anew). Keys typed on the page still reach the input: the
 * browser sends them to whichever frame has the focus.
 */
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';

/** The fields braintree-web draws, each in a frame it names `braintree-hosted-field-<field>`. */
export type CardField = 'number' | 'expirationDate' | 'cvv' | 'postalCode' | 'cardholderName';

/** The address part every hosted-field frame's own page has. */
const HOSTED_FIELDS_PAGE = 'hosted-fields-frame';

/** How long one look waits for an input before the frames are read again, unless told otherwise. */
const RELOOK_MS = 10_000;

/** How long a question to a frame's parent may take before the frame is passed over for this look. */
const ANSWER_MS = 2_000;

export interface CardFieldInput {
  /** The hosted-field frame, on the page's own connection or on the second one. */
  frame: Frame;
  input: ElementHandle<HTMLInputElement>;
}

export interface CardFramesOptions {
  /** How long one `input()` may take in all, in ms. */
  timeout: number;
  /** How long one look waits for the input before the frames are read again, in ms. */
  relookMs?: number;
}

/**
 * The card-field lookups of one page. A second connection to the browser is opened only when a look fails, kept for
 * the page's later lookups, and closed by `release()`; the frames and inputs found on it stop working then.
 */
export class CardFrames {
  private second: { browser: Browser; page: Page | undefined } | undefined;
  /** Each look that found no input (a frame the automation lost, or a slow one), for the caller's log. */
  readonly relooks: string[] = [];

  constructor(
    readonly page: Page,
    private readonly options: CardFramesOptions,
  ) {}

  /** The field's input, once it is in its frame on the hosted-fields page; a clear error naming what was tried. */
  async input(field: CardField): Promise<CardFieldInput> {
    const { timeout, relookMs = RELOOK_MS } = this.options;
    const deadline = Date.now() + timeout;
    let looks = 0;
    let framesSeen = 0;
    for (;;) {
      const frames = await this.framesOf(field);
      if (frames.length > 0) {
        looks += 1;
        framesSeen = Math.max(framesSeen, frames.length);
        const wait = Math.max(1, Math.min(relookMs, deadline - Date.now()));
        const found = await firstInput(frames, wait);
        if (found) return found;
        this.relooks.push(`${field}: no input in ${frames.length} frame(s) within ${wait} ms`);
        if (!this.second) this.second = await connectAgain(this.page);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (Date.now() >= deadline) throw new Error(await this.failure(field, looks, framesSeen, relookMs));
    }
  }

  /** Ends the second connection, if one was opened. */
  async release(): Promise<void> {
    const second = this.second;
    this.second = undefined;
    await second?.browser.disconnect();
  }

  /** The pages the frames are read from: the second connection's first, when there is one. */
  private pages(): Page[] {
    return [this.second?.page, this.page].filter((page): page is Page => page !== undefined);
  }

  /** The field's frames that are on the hosted-fields page, on every connection. */
  private async framesOf(field: CardField): Promise<Frame[]> {
    const found: Frame[] = [];
    for (const frame of this.pages().flatMap((page) => page.frames())) {
      if (frame.detached || !frame.url().includes(HOSTED_FIELDS_PAGE)) continue;
      const name = await within(frame.frameElement().then(nameOf));
      if (name === `braintree-hosted-field-${field}`) found.push(frame);
    }
    return found;
  }

  /** What was tried, for the error of a lookup that found no input. */
  private async failure(field: CardField, looks: number, framesSeen: number, relookMs: number): Promise<string> {
    const where = this.second
      ? `on the page's connection and on a second connection to the browser${this.second.page ? '' : ' (which did not find the page)'}`
      : "on the page's connection";
    const frames = this.pages()
      .flatMap((page) => page.frames())
      .filter((frame) => frame !== frame.page().mainFrame())
      .map((frame) => (frame.detached ? `${frame.url()} (detached)` : frame.url()));
    const tried =
      looks === 0
        ? `no frame named braintree-hosted-field-${field} reached the hosted-fields page`
        : `${looks} look(s) of up to ${relookMs} ms at ${framesSeen} frame(s) on the hosted-fields page`;
    return (
      `The ${field} card field's input did not show within ${this.options.timeout} ms: ${tried}, ${where}. ` +
      `Frames seen: ${JSON.stringify(frames)}`
    );
  }
}

/** The test card the pack tests type: a Visa the emulator authorizes, expiring in December three years ahead. */
function testCardFields(): Array<[CardField, string]> {
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  return [
    ['number', '4111111111111111'],
    ['expirationDate', `12${year}`],
    ['cvv', '123'],
    ['postalCode', '12345'],
  ];
}

/**
 * Types the test card into the hosted-field frames on the page, as a shopper does. Each field is read back: on a
 * loaded machine a key can reach a frame before the focus did, and the field is then typed again (three tries).
 */
export async function enterTestCard(page: Page, timeout: number): Promise<void> {
  const frames = new CardFrames(page, { timeout });
  try {
    for (const [field, value] of testCardFields()) {
      const { frame, input } = await frames.input(field);
      for (let attempt = 1; ; attempt++) {
        await input.focus();
        await frame.waitForFunction(() => document.activeElement?.tagName === 'INPUT', { timeout });
        await page.keyboard.type(value, { delay: 5 });
        const typed = await input.evaluate((el) => el.value.replace(/\D/g, ''));
        if (typed === value) break;
        if (attempt === 3) throw new Error(`the ${field} field holds "${typed}" after three tries at "${value}"`);
        await input.evaluate((el) => {
          el.value = '';
          el.dispatchEvent(new Event('input', { bubbles: true }));
        });
      }
    }
  } finally {
    await frames.release();
  }
}

/**
 * The same page on a new connection to its browser: the same browser context, at the same address (`page` is
 * undefined when none is found there). The caller disconnects `browser`.
 */
export async function connectAgain(page: Page): Promise<{ browser: Browser; page: Page | undefined }> {
  const browser = await puppeteer.connect({ browserWSEndpoint: page.browser().wsEndpoint() });
  const context = browser.browserContexts().find((candidate) => candidate.id === page.browserContext().id);
  const again = (await context?.pages())?.find((candidate) => candidate.url() === page.url());
  return { browser, page: again };
}

/** The first of `frames` to show an input within `ms`; the other waits are then ended. */
async function firstInput(frames: readonly Frame[], ms: number): Promise<CardFieldInput | null> {
  const waits = new AbortController();
  try {
    return await Promise.any(
      frames.map(async (frame) => {
        const input = await frame.waitForSelector('input', { timeout: ms, signal: waits.signal });
        if (!input) throw new Error('no input');
        return { frame, input };
      }),
    );
  } catch {
    return null;
  } finally {
    waits.abort();
  }
}

/** The `name` of a frame's element; the handle is let go after. */
async function nameOf(element: ElementHandle<HTMLIFrameElement> | null): Promise<string | null> {
  if (!element) return null;
  try {
    return await element.evaluate((el) => el.getAttribute('name'));
  } finally {
    await element.dispose();
  }
}

/** What `work` answers, or null when it fails or takes longer than ANSWER_MS (a stale frame may never answer). */
async function within<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_MS)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
