/**
 * Runs a callback once the page has painted: in a task after the next animation frame, which the
 * browser queues once that frame's paint is done. Called before the first paint (the page's
 * entry, while the stylesheet or the rest of the HTML still holds rendering), it runs once the
 * server's page is on screen.
 *
 * A hidden page gets no animation frames, so there (or once the page turns hidden while it waits)
 * the callback runs at once, in a microtask: what it starts must not wait for a tab the shopper has
 * not opened yet.
 */
export function afterFirstPaint(callback: () => void, doc: Document = document): void {
  const view = doc.defaultView ?? window;
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
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
  view.requestAnimationFrame(() => view.setTimeout(run, 0));
}
