/**
 * Third-party frames (the hosted card fields) live in light-DOM holders slotted into the shadow root.
 *
 * braintree-web, given a container inside a shadow root, makes such a holder itself, but also
 * injects a `<style>` into the shadow root for it, which a Content-Security-Policy without
 * 'unsafe-inline' blocks (and hosted-fields setup then throws). A holder in the light DOM is an
 * ordinary container to braintree-web: it injects nothing, and our adopted stylesheet lays the
 * holder out through `::slotted`.
 */

/**
 * The next holder of each holder made in a shadow root (a merchant's component): the frames must be in the document
 * tree, not only in the page. Hosted-field frames find each other through `window.parent.frames`, which lists no
 * frame inside a shadow tree, so in a holder there they never get the card form: no `card:*` event, no card.
 * Such a holder holds a slot, and the frame goes one root up, in a holder in the root's host (as braintree-web's
 * own `transformToSlot` does), slotted through every root to the document's tree.
 */
const outerHolders = new WeakMap<Element, HTMLElement>();

function levelHolder(host: Element, name: string, field: string): HTMLElement {
  let holder = [...host.children].find((child) => child.getAttribute('slot') === name) as HTMLElement | undefined;
  if (!holder) {
    holder = document.createElement('div');
    holder.slot = name;
    holder.dataset.pdHolder = field;
    host.append(holder);
    const outer = (host.getRootNode() as ShadowRoot).host;
    if (outer) {
      holder.appendChild(document.createElement('slot')).name = name;
      const next = levelHolder(outer, name, field);
      next.style.height = '100%';
      outerHolders.set(holder, next);
    }
  }
  return holder;
}

/**
 * The holder for `field`, slotted under `${idPrefix}-${field}`; made on first use. In a shadow root, the holder at the
 * end of its chain (in the document's tree), where the frame goes.
 */
export function fieldHolder(host: HTMLElement, idPrefix: string, field: string): HTMLElement {
  let holder = levelHolder(host, `${idPrefix}-${field}`, field);
  while (outerHolders.has(holder)) holder = outerHolders.get(holder)!;
  return holder;
}

/** Removes every holder, and those they lead to (braintree-web removes its frames; the holders are ours). */
export function removeFieldHolders(host: HTMLElement): void {
  for (const child of [...host.children])
    if (child.hasAttribute('data-pd-holder'))
      for (let holder: Element | undefined = child; holder; holder = outerHolders.get(holder)) holder.remove();
}

/** Focus is in a frame slotted (through every root its holders cross) into one of the widget's hosted-field containers. */
export function focusInHolder(host: HTMLElement): boolean {
  // The frames are in the document's tree (see outerHolders).
  const active = host.ownerDocument.activeElement;
  let slot = active?.tagName === 'IFRAME' ? active.parentElement?.assignedSlot : null;
  while (slot && !slot.closest('[data-hosted-field]')) slot = slot.parentElement?.assignedSlot;
  // This widget's container, not another widget's on the same page.
  return slot?.getRootNode() == host.shadowRoot;
}

/**
 * Focus is in the widget: in its shadow root, or in one of its card frames, which Chromium's `:focus-within` does not
 * see (a cross-process frame slotted into the host).
 */
export function focusInWidget(host: HTMLElement): boolean {
  return host.matches(':focus-within') || focusInHolder(host);
}

/** The frames cannot see our custom properties, so their resolved values are passed in. */
export function frameStyles(panel: Element): Record<string, Record<string, string>> {
  const style = getComputedStyle(panel);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    input: {
      color: read('--_pd-text', '#1f2328'),
      'font-family': read('--_pd-font', 'system-ui, sans-serif'),
      'font-size': read('--_pd-size', '16px'),
    },
    ':focus': { color: read('--_pd-text', '#1f2328') },
    // The frame's own placeholder grey is too faint on a dark surface.
    '::placeholder': { color: read('--_pd-muted', '#57606a') },
    '.invalid': { color: read('--_pd-error', '#b42318') },
  };
}
