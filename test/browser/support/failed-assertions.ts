/**
 * A failed assertion about an element (`expect(document.activeElement).to.equal(el)`) keeps the elements themselves as
 * its `actual` and `expected`. The test runner copies them out of the page when it reports the failure, walking every
 * property; from a card frame's `<iframe>` that walk reaches the frame's cross-origin window and never ends, so the file
 * times out instead of saying what failed. After each failed test, an element there is replaced by its opening tag.
 */
afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!error) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = error[key];
    if (value instanceof Element) error[key] = value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1);
    else if (value instanceof Node) error[key] = value.nodeName;
  }
});
