import type { ElementHandle, Frame, Page } from 'puppeteer-core';

/** How long one lookup waits for a frame's input before the frame is looked up afresh. */
const LOOKUP_MS = 10_000;

/**
 * A card field's input inside its hosted-field frame, as a shopper's typing needs it. The widget puts each frame on
 * the page with its address already set; its first, empty document is in the page's process until the frame moves to
 * the frames' process, and the automation can keep a handle on that first document in which a lookup never answers.
 * So the frame is taken once it is on the hosted-fields page, and looked up afresh when its input has not shown.
 */
export async function cardFieldInput(
  page: Page,
  field: string,
  timeout: number,
): Promise<{ frame: Frame; input: ElementHandle<Element> }> {
  const deadline = Date.now() + timeout;
  const left = (): number => Math.max(1, deadline - Date.now());
  for (;;) {
    const holder = await page.waitForSelector(`iframe[name="braintree-hosted-field-${field}"]`, { timeout: left() });
    const frame = await holder?.contentFrame();
    if (frame && !frame.detached && frame.url().includes('hosted-fields-frame')) {
      const input = await frame.waitForSelector('input', { timeout: Math.min(LOOKUP_MS, left()) }).catch(() => null);
      if (input) return { frame, input };
    }
    if (Date.now() >= deadline) throw new Error(`The ${field} card frame showed no input within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
