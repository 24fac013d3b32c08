/**
 * Third-party frames (the hosted card fields) live in light-DOM holders slotted into the shadow root.
 *
 * braintree-web, given a container inside a shadow root, makes such a holder itself, but also
 * injects a `<style>` into the shadow root for it, which a Content-Security-Policy without
 * 'unsafe-inline' blocks (and hosted-fields setup then throws). A holder in the light DOM is an
 * ordinary container to braintree-web: it injects nothing, and our adopted stylesheet lays the
 * holder out through `::slotted`.
 */

/** The holder for `field`, slotted under `${idPrefix}-${field}`; made on first use. */
export function fieldHolder(host: HTMLElement, idPrefix: string, field: string): HTMLElement {
  const name = `${idPrefix}-${field}`;
  const existing = [...host.children].find((child) => child.getAttribute('slot') === name);
  if (existing) return existing as HTMLElement;
  const holder = document.createElement('div');
  holder.setAttribute('slot', name);
  holder.dataset.pdHolder = field;
  host.append(holder);
  return holder;
}

/** Removes every holder (braintree-web removes its frames; the holders are ours). */
export function removeFieldHolders(host: HTMLElement): void {
  for (const child of [...host.children]) if (child.hasAttribute('data-pd-holder')) child.remove();
}

/** Focus is in a frame slotted into one of the widget's hosted-field containers. */
export function focusInHolder(host: HTMLElement): boolean {
  const active = (host.getRootNode() as Document | ShadowRoot).activeElement;
  const slot = active?.tagName === 'IFRAME' ? active.parentElement?.assignedSlot : null;
  return Boolean(slot?.closest('[data-hosted-field]'));
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
