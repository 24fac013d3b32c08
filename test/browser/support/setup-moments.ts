/**
 * Moments of a widget's setup as the page sees them, for tests that cut setup short at each one (a teardown, the
 * container removed or emptied). Each is a state the page can observe, not a number of milliseconds: on a loaded
 * machine a fixed delay lands in a different phase from run to run, a state lands in the same one.
 *
 * On the emulator with a tokenization key, setup goes: the gateway's configuration is asked for (in flight a task
 * after the call), and when it has come the card frames are put on the page one per task, one for each field the
 * card sheet shows; they load, and the widget fires `ready`. (A resource timing entry for the
 * configuration comes to an observer only after the frames are on the page, so it marks no moment of its own.)
 */
export type SetupMoment =
  | 'one task after the call'
  | 'once the first card frame is on the page'
  | 'once every card frame is on the page'
  | 'once the first card frame has loaded'
  | 'once the widget is ready';

/**
 * Every moment, in the order setup reaches them. (The same task as the call is not among them: a test does that
 * with no await at all, since even a resolved promise would let the call's own microtasks run first.)
 */
export const SETUP_MOMENTS: readonly SetupMoment[] = [
  'one task after the call',
  'once the first card frame is on the page',
  'once every card frame is on the page',
  'once the first card frame has loaded',
  'once the widget is ready',
];

/** A promise with its resolver, for a state an observer reports. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A watch on one setup in `container`, started in the same task as the `create()` call, so that no event, frame or
 * resource of that setup is missed (the observers start before it can make any). `reached(moment)` resolves when
 * setup has reached it, or when `settled` settles first (a setup that failed or was cut short never reaches its
 * later moments). The observers stop once `settled` settles.
 */
export function watchSetup(
  container: HTMLElement,
  settled: Promise<unknown>,
): { reached(moment: SetupMoment): Promise<void> } {
  const frameLoaded = signal();
  const firstFrame = signal();
  const everyFrame = signal();
  const ready = signal();
  // A frame's resource timing entry comes when it has loaded; the observer gets it even when the page's buffer of
  // entries is full.
  const resources = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (entry.initiatorType === 'iframe' && entry.name.includes('hosted-fields-frame')) frameLoaded.resolve();
  });
  resources.observe({ type: 'resource' });
  // The card frames are in holders in the element's light DOM, inside the container; the fields they fill are in
  // its shadow root (the card sheet draws a field for every hosted field, hiding those the gateway does not ask for).
  const frames = new MutationObserver(() => {
    const onPage = container.querySelectorAll('iframe').length;
    const fields = container
      .querySelector('payment-dropin')
      ?.shadowRoot?.querySelectorAll('[data-field]:not([hidden]) [data-hosted-field]');
    if (onPage > 0) firstFrame.resolve();
    if (onPage > 0 && fields && onPage >= fields.length) everyFrame.resolve();
  });
  frames.observe(container, { childList: true, subtree: true });
  container.addEventListener('ready', ready.resolve, { once: true });
  const over = settled.then(
    () => undefined,
    () => undefined,
  );
  void over.then(() => {
    resources.disconnect();
    frames.disconnect();
    container.removeEventListener('ready', ready.resolve);
  });
  const waits: Record<SetupMoment, () => Promise<void>> = {
    'one task after the call': () => new Promise((resolve) => setTimeout(resolve, 0)),
    'once the first card frame is on the page': () => firstFrame.promise,
    'once every card frame is on the page': () => everyFrame.promise,
    'once the first card frame has loaded': () => frameLoaded.promise,
    'once the widget is ready': () => ready.promise,
  };
  return {
    reached: (moment) => Promise.race([waits[moment](), over]),
  };
}
