/**
 * Helpers for `<payment-dropin>` browser tests: mount the element against the emulator, wait
 * for its events, and type into its hosted-field frames as a shopper does (click, then keys).
 */
import { nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/define.js';
import type { DropinEvent, DropinEventName } from '../../../elements/vocabulary/events.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import type { DropinOptions } from '../../../elements/vocabulary/types.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';

const mounted: PaymentDropin[] = [];

/** Mounts `<payment-dropin>` with options (tokenization key unless given) and waits for `ready`. */
export async function mountDropin(
  options: Partial<DropinOptions> = {},
  { waitForReady = true, clock }: { waitForReady?: boolean; clock?: PaymentDropin['clock'] } = {},
): Promise<PaymentDropin> {
  const el = document.createElement('payment-dropin');
  if (clock) el.clock = clock;
  el.options = { authorization: TOKENIZATION_KEY, ...options };
  const ready = oneEvent(el, 'ready');
  const failed = oneEvent(el, 'error');
  document.body.append(el);
  mounted.push(el);
  if (waitForReady) {
    const first = await Promise.race([ready.then(() => 'ready'), failed.then((e) => e)]);
    if (first !== 'ready')
      throw new Error(`<payment-dropin> failed to set up: ${(first as DropinEvent<'error'>).detail.message}`);
    await el.updateComplete;
  }
  return el;
}

/** Removes every mounted widget (teardown follows disconnection), and releases the mouse. */
export async function unmountAll(): Promise<void> {
  // A click cut short by a failing test leaves the button down for the next file otherwise.
  await resetMouse();
  for (const el of mounted.splice(0)) {
    el.remove();
    await el.teardown().catch(() => undefined);
  }
}

export function shadow(el: PaymentDropin): ShadowRoot {
  return el.shadowRoot!;
}

export function q<T extends Element = HTMLElement>(el: PaymentDropin, selector: string): T | null {
  return el.shadowRoot!.querySelector<T>(selector);
}

/** The view on screen (the one section not hidden). */
export function activeView(el: PaymentDropin): string | null {
  const views = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view]')].filter((v) => !v.hidden);
  return views.map((v) => v.dataset.view!).join(',') || null;
}

/** Records every event of the given names fired by the element. */
export function record(el: PaymentDropin, names: DropinEventName[]): Array<{ name: string; detail: unknown }> {
  const log: Array<{ name: string; detail: unknown }> = [];
  for (const name of names) el.addEventListener(name, (e) => log.push({ name, detail: (e as CustomEvent).detail }));
  return log;
}

/**
 * A hosted field's frame. braintree-web keeps frames of shadow-DOM containers in the host's
 * light DOM and slots them into the container, so the frame is found through the slot; in a
 * merchant's shadow root the holders slot it on through each root they cross, up to the
 * document's tree, where the frame is.
 */
export function frameOf(el: PaymentDropin, field: string): HTMLIFrameElement | null {
  let slot = q<HTMLSlotElement>(el, `[data-hosted-field="${field}"] slot`);
  for (let depth = 0; slot && depth < 5; depth++) {
    const holder = slot.assignedElements()[0];
    const frame = holder?.querySelector('iframe');
    if (frame) return frame;
    slot = holder?.querySelector('slot') ?? null;
  }
  return null;
}

/** The next `card:*` event a given field emits. */
export function nextCardEvent(el: PaymentDropin, name: 'card:focus' | 'card:blur', field: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (e: Event): void => {
      if ((e as CustomEvent<{ emittedBy: string }>).detail.emittedBy !== field) return;
      el.removeEventListener(name, listener);
      resolve();
    };
    el.addEventListener(name, listener);
  });
}

/** Resolves once the page has drawn one frame after now: two of its animation frames. */
export async function drawnFrame(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/**
 * A shopper's click at the middle of an element, once the page has drawn it where it is now.
 *
 * Drawn first: an error or hint can move the frames around it, and a click that comes before
 * Chromium has drawn a frame at its new place goes to the page's <iframe> element, which gives
 * the frame focus and takes it straight back, so the keys typed next are lost. Two animation
 * frames of the page = one drawn frame after the move. Move, press and release are sent in
 * turn: Puppeteer's own `click` sends press and release at once, and under load a later click
 * then failed with "'left' is already pressed".
 */
export async function clickAt(target: Element): Promise<void> {
  await drawnFrame();
  const rect = target.getBoundingClientRect();
  const position: [number, number] = [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'up' });
}

/** A focusable button beside the widget: somewhere to go that is outside the card fields (the caller removes it). */
export function outsideButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Somewhere else on the page';
  document.body.append(button);
  return button;
}

/**
 * The shopper, in the card field `field`, clicks a button somewhere else on the page (an `outsideButton()`, added to
 * `extras` for the test to remove): resolves with it once the field has said `card:blur`.
 */
export async function leaveFieldForOutside(
  el: PaymentDropin,
  field: string,
  extras: Element[],
): Promise<HTMLButtonElement> {
  const outside = outsideButton();
  extras.push(outside);
  await clickInto(el, field);
  const blurred = nextCardEvent(el, 'card:blur', field);
  await clickAt(outside);
  await blurred;
  return outside;
}

/**
 * Each widget's card fields' last word on focus, `card:focus` or `card:blur`, from the page's start: the events bubble
 * out of the widget, which fires them on itself (the first node of their path, in a shadow root or not).
 */
const lastWords = new WeakMap<EventTarget, Map<string, string>>();
for (const name of ['card:focus', 'card:blur'])
  document.addEventListener(
    name,
    (e) => {
      const widget = e.composedPath()[0];
      const field = (e as CustomEvent<{ emittedBy?: string }>).detail?.emittedBy;
      if (!widget || !field) return;
      if (!lastWords.has(widget)) lastWords.set(widget, new Map());
      lastWords.get(widget)!.set(field, e.type);
    },
    true,
  );

/**
 * Whether keys typed now go to a hosted field's frame: the browser, not only the frame, has moved focus there. The
 * page sees that as the frame becoming its active element, and this waits up to `wait` ms for it. When focus moves
 * straight from one cross-origin frame to another, Chromium now and then leaves the page's active element on the
 * frame focus came from, for good (and then the frames' own `document.hasFocus()` says no in each of them), while the
 * keys go to the new one, whose field said `focus` last. So when the page's active element stays on another frame,
 * `fieldSaysSo` (the field's last word was `focus`, not `blur`) decides. Only then: right after a click, focus can
 * bounce back to the page, and the field says `blur` only after it has said `focus`.
 */
export async function frameHasFocus(
  frame: HTMLIFrameElement | null,
  fieldSaysSo: () => boolean,
  { wait = 0 } = {},
): Promise<boolean> {
  if (!frame) return false;
  const pageSaysSo = (): boolean => document.activeElement === frame;
  if (wait > 0) await waitUntil(pageSaysSo, '', { timeout: wait }).catch(() => undefined);
  if (pageSaysSo()) return true;
  return document.activeElement instanceof HTMLIFrameElement && fieldSaysSo();
}

/**
 * Records a widget's card fields' last words from the widget itself, for a widget in a closed shadow root: the
 * document's listener above sees such a widget's events retargeted to the root's host.
 */
export function hearCardFields(el: PaymentDropin): void {
  for (const name of ['card:focus', 'card:blur'])
    el.addEventListener(name, (e) => {
      const field = (e as CustomEvent<{ emittedBy?: string }>).detail?.emittedBy;
      if (!field) return;
      if (!lastWords.has(el)) lastWords.set(el, new Map());
      lastWords.get(el)!.set(field, e.type);
    });
}

/** Whether a widget's card field said `focus` last, not `blur`. */
function fieldSaidFocus(el: PaymentDropin, field: string): boolean {
  return lastWords.get(el)?.get(field) === 'card:focus';
}

/** frameHasFocus for a field of a `<payment-dropin>`. */
export function cardFieldHasFocus(el: PaymentDropin, field: string, options: { wait?: number } = {}): Promise<boolean> {
  return frameHasFocus(frameOf(el, field), () => fieldSaidFocus(el, field), options);
}

/**
 * Whether keys typed now reach a field's input, waiting up to `wait` ms for the page to see its frame focused. The
 * page sees that before the frame's own input has focus (the field's `focus` comes after), and a first focus can
 * bounce: the field says blur and focus again within a few milliseconds, and keys typed in between are lost. So the
 * field's last word must be `focus`, and still be two drawn frames later.
 */
async function fieldTakesKeys(el: PaymentDropin, field: string, wait: number): Promise<boolean> {
  const frame = frameOf(el, field);
  const fieldSaysSo = (): boolean => fieldSaidFocus(el, field);
  if (!(await frameHasFocus(frame, fieldSaysSo, { wait }))) return false;
  await waitUntil(fieldSaysSo, '', { timeout: 1000 }).catch(() => undefined);
  await drawnFrame();
  return fieldSaysSo() && (await frameHasFocus(frame, fieldSaysSo));
}

/**
 * Clicks into a field's frame like a shopper (unless it already has focus) and waits until keys typed reach it. A
 * click Chromium routes before it has drawn a just-shown cross-process frame lands on the page's <iframe> element and
 * focus bounces back; a shopper then clicks again, and so does this, once.
 */
export async function clickInto(el: PaymentDropin, field: string): Promise<void> {
  const frame = frameOf(el, field);
  if (!frame) throw new Error(`No frame for ${field}`);
  // The page's active element can be left on a frame focus has since left (see frameHasFocus).
  if (document.activeElement === frame && fieldSaidFocus(el, field)) return;
  frame.scrollIntoView({ block: 'center' });
  const settled = (): boolean => document.activeElement === frame;
  for (let attempt = 1; ; attempt += 1) {
    const focused = nextCardEvent(el, 'card:focus', field);
    await clickAt(frame);
    // The widget may have put focus in this field itself meanwhile (on opening the card sheet, after an empty
    // submit): the click then focuses nothing new, and no `card:focus` comes.
    await Promise.race([focused, waitUntil(settled, '', { timeout: 5000 }).catch(() => undefined)]);
    if (await fieldTakesKeys(el, field, attempt === 1 ? 1000 : 5000)) return;
    if (attempt === 2) throw new Error(`${field} frame never took the focus`);
  }
}

/** Clicks into a hosted field's frame and types with real keystrokes. */
export async function typeInto(el: PaymentDropin, field: string, text: string): Promise<void> {
  await clickInto(el, field);
  await sendKeys({ type: text });
}

/**
 * Records what a widget's card fields say (validity, empty or not, focus), for the error of a card that never became
 * requestable: which field kept the card from it. `stop` ends the recording.
 */
export function cardFieldsLog(el: PaymentDropin): { log: string[]; stop: () => void } {
  const log: string[] = [];
  const track = (e: Event): void => {
    const d = (e as CustomEvent<{ emittedBy: string; fields: Record<string, { isValid: boolean; isEmpty: boolean }> }>)
      .detail;
    const f = d.fields?.[d.emittedBy];
    log.push(
      `${e.type.slice(5)}:${d.emittedBy}${f ? (f.isEmpty ? '(empty)' : f.isValid ? '(valid)' : '(invalid)') : ''}`,
    );
  };
  const names = ['card:validityChange', 'card:notEmpty', 'card:empty', 'card:focus', 'card:blur'] as const;
  for (const name of names) el.addEventListener(name, track);
  return { log, stop: () => names.forEach((name) => el.removeEventListener(name, track)) };
}

/** Waits until the widget says a payment method is requestable; else fails naming what the card fields said. */
export async function untilRequestable(el: PaymentDropin, what: string, log: readonly string[]): Promise<void> {
  await waitUntil(() => el.isPaymentMethodRequestable(), '', { timeout: 5000 }).catch(() => {
    throw new Error(`${what} never became requestable; hosted-fields events: ${log.join(' ')}`);
  });
}

/** Fills a whole card; by default waits until the widget says a payment method is requestable. */
export async function fillCard(
  el: PaymentDropin,
  card: { number?: string; expirationDate?: string; cvv?: string; postalCode?: string; cardholderName?: string } = {},
  { complete = true } = {},
): Promise<void> {
  const values = { number: '4111111111111111', expirationDate: '12/30', cvv: '123', postalCode: '12345', ...card };
  const { log, stop } = cardFieldsLog(el);
  try {
    if (card.cardholderName !== undefined) await typeInto(el, 'cardholderName', card.cardholderName);
    await typeInto(el, 'number', values.number);
    await typeInto(el, 'expirationDate', values.expirationDate);
    if (q(el, '[data-field="cvv"]:not([hidden])')) await typeInto(el, 'cvv', values.cvv);
    if (q(el, '[data-field="postalCode"]:not([hidden])')) await typeInto(el, 'postalCode', values.postalCode);
    if (complete) await untilRequestable(el, 'the card', log);
  } finally {
    stop();
  }
}

/**
 * Fills the card from the keyboard alone: the number field must have focus (the card sheet
 * focuses it when the shopper opens it); Tab moves to each next field, as a shopper would.
 */
export async function fillCardByKeyboard(el: PaymentDropin, card: { number?: string } = {}): Promise<void> {
  const entries: Array<[string, string]> = [
    ['number', card.number ?? '4111111111111111'],
    ['expirationDate', '12/30'],
  ];
  if (q(el, '[data-field="cvv"]:not([hidden])')) entries.push(['cvv', '123']);
  if (q(el, '[data-field="postalCode"]:not([hidden])')) entries.push(['postalCode', '12345']);
  const { log, stop } = cardFieldsLog(el);
  try {
    for (const [index, [field, value]] of entries.entries()) {
      if (index > 0) await sendKeys({ press: 'Tab' });
      // Keys reach a cross-process frame once the browser has moved focus there, and its input has taken it.
      if (!(await fieldTakesKeys(el, field, 5000))) throw new Error(`Tab never reached ${field}`);
      await sendKeys({ type: value });
    }
    await untilRequestable(el, 'the card typed from the keyboard', log);
  } finally {
    stop();
  }
}

export async function waitForView(el: PaymentDropin, view: string): Promise<void> {
  await waitUntil(() => activeView(el) === view, `view never became ${view} (is ${activeView(el)})`, { timeout: 5000 });
}

/** The error text of a card field. */
export function fieldError(el: PaymentDropin, field: string): string {
  return q(el, `[data-field="${field}"] .field-error`)?.textContent?.trim() ?? '';
}

export function sheetError(el: PaymentDropin, view = 'card'): string {
  return q(el, `[data-view="${view}"] .sheet-error`)?.textContent?.trim() ?? '';
}

/** A layout shift as Chromium reports it (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  readonly value: number;
  readonly sources: ReadonlyArray<{ readonly node?: Node | null }>;
}

/**
 * Watches layout shifts from now on; start it before the widget mounts. `stop(el)` ends the watch and gives the
 * shifts that moved something of that widget (light or shadow DOM), as `value at time`, once two frames are drawn.
 */
export function watchLayoutShifts(): { stop(el: PaymentDropin): Promise<string[]> } {
  const entries: LayoutShift[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])));
  // Not buffered: a shift from before the watch cannot involve a widget mounted after it.
  observer.observe({ type: 'layout-shift', buffered: false });
  return {
    async stop(el) {
      // Shifts are reported once the frame that has them is drawn: two frames on, every change so far is in.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      entries.push(...(observer.takeRecords() as LayoutShift[]));
      observer.disconnect();
      const inWidget = (node: Node | null | undefined): boolean =>
        Boolean(node && (el.contains(node) || el.shadowRoot!.contains(node)));
      return entries
        .filter((entry) => entry.sources.some((source) => inWidget(source.node)))
        .map((entry) => `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
    },
  };
}

/**
 * A clock for the element's own timers: runs them on real time, except those the test holds
 * (by delay), which run only when released. Proves a spec delay without sleeping through it.
 */
export class HoldingClock {
  private held: Array<{ callback: () => void; ms: number; cancelled: boolean }> = [];

  constructor(private readonly hold: (ms: number) => boolean) {}

  setTimeout = (callback: () => void, ms: number): unknown => {
    if (!this.hold(ms)) return window.setTimeout(callback, ms);
    const entry = { callback, ms, cancelled: false };
    this.held.push(entry);
    return entry;
  };

  clearTimeout = (handle: unknown): void => {
    if (typeof handle === 'number') window.clearTimeout(handle);
    else if (handle && typeof handle === 'object') (handle as { cancelled: boolean }).cancelled = true;
  };

  /** Delays of the timers waiting to be released. */
  pending(): number[] {
    return this.held.filter((t) => !t.cancelled).map((t) => t.ms);
  }

  /** Runs the held timers of this delay. */
  release(ms: number): void {
    const due = this.held.filter((t) => t.ms === ms && !t.cancelled);
    this.held = this.held.filter((t) => !due.includes(t));
    for (const t of due) t.callback();
  }
}
