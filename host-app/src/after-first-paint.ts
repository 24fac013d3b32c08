/**
 * Runs a callback once the page has painted. Called before the first paint (the page's entry, while
 * the stylesheet or the rest of the HTML still holds rendering), it runs once the server's page is
 * on screen.
 *
 * "Painted" is the browser's own report of the first contentful paint (a `paint` performance entry),
 * which arrives once the frame is presented. A task after the next animation frame is earlier than
 * that (the frame is still being composited), and requests started there share a phone's slow
 * network with that paint, and are counted in it. A browser without paint entries gets that task
 * instead; and a page that paints nothing contentful starts a second after its first frame.
 *
 * A hidden page gets no animation frames, so there (or once the page turns hidden while it waits)
 * the callback runs at once, in a microtask: what it starts must not wait for a tab the shopper has
 * not opened yet.
 */

/** How long a shown page that paints nothing contentful waits after its first frame. */
const NO_CONTENTFUL_PAINT_MS = 1000;

export function afterFirstPaint(callback: () => void, doc: Document = document): void {
  const view = doc.defaultView ?? window;
  let done = false;
  const observers: PerformanceObserver[] = [];
  const run = (): void => {
    if (done) return;
    done = true;
    for (const observer of observers) observer.disconnect();
    doc.removeEventListener('visibilitychange', onHidden);
    callback();
  };
  function onHidden(): void {
    if (doc.visibilityState === 'hidden') run();
  }
  if (doc.visibilityState === 'hidden') {
    queueMicrotask(run);
    return;
  }
  doc.addEventListener('visibilitychange', onHidden);
  if (!view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    view.requestAnimationFrame(() => view.setTimeout(run, 0));
    return;
  }
  const observer = new view.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) run();
  });
  observers.push(observer);
  observer.observe({ type: 'paint', buffered: true });
  view.requestAnimationFrame(() => view.setTimeout(run, NO_CONTENTFUL_PAINT_MS));
}
