import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';

/** How long one lookup waits for a frame's input before the frame is looked up afresh. */
const LOOKUP_MS = 10_000;

/** A card field's input, with the frame it is in; `release` ends the second connection it may have needed. */
export interface CardFieldInput {
  frame: Frame;
  input: ElementHandle<Element>;
  release(): Promise<void>;
}

/** The frame braintree-web named `braintree-hosted-field-<field>` among `pages`' frames, once on its page. */
async function fieldFrame(pages: readonly Page[], field: string): Promise<Frame | undefined> {
  for (const frame of pages.flatMap((page) => page.frames())) {
    if (frame.detached || !frame.url().includes('hosted-fields-frame')) continue;
    const element = await frame.frameElement().catch(() => null);
    const name = element ? await element.evaluate((el) => el.getAttribute('name')).catch(() => null) : null;
    if (name === `braintree-hosted-field-${field}`) return frame;
  }
  return undefined;
}

/**
 * A card field's input inside its hosted-field frame, as a shopper's typing needs it. The widget puts each frame on
 * the page with its address already set; its first, empty document is in the page's process until the frame moves to
 * the frames' process, and the automation can keep a stale frame for it in which a lookup never answers. So the frame
 * is taken once it is on the hosted-fields page, and when its input has not shown for a while it is looked up afresh,
 * on a second connection to the same browser too (a new connection reads the frames anew). Keys typed on `page`
 * still reach the focused input: the browser sends them to the focused frame.
 */
export async function cardFieldInput(page: Page, field: string, timeout: number): Promise<CardFieldInput> {
  const deadline = Date.now() + timeout;
  const pages: Page[] = [page];
  let second: Browser | undefined;
  const release = async (): Promise<void> => void (await second?.disconnect());
  try {
    while (Date.now() < deadline) {
      const frame = await fieldFrame(pages, field);
      const wait = Math.max(1, Math.min(LOOKUP_MS, deadline - Date.now()));
      const input = frame ? await frame.waitForSelector('input', { timeout: wait }).catch(() => null) : null;
      if (frame && input) return { frame, input, release };
      if (frame && !second) {
        second = await puppeteer.connect({ browserWSEndpoint: page.browser().wsEndpoint() });
        const again = (await second.pages()).find((candidate) => candidate.url() === page.url());
        if (again) pages.unshift(again);
      }
      if (!frame) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await release();
    throw error;
  }
  await release();
  throw new Error(`The ${field} card frame showed no input within ${timeout} ms`);
}
