/**
 * The buttons' look, as one constructed stylesheet adopted by the document or shadow root that
 * holds a rendered button (no inline styles, so pages with a strict CSP are fine). Style options
 * become data attributes on the button; these rules read them.
 */

const HEIGHTS = Array.from({ length: 31 }, (_, i) => 25 + i);

const CSS = `
.paypal-emulator-buttons {
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-inline-size: 150px;
  max-inline-size: 750px;
}
.paypal-emulator-buttons[data-layout='horizontal'] {
  flex-direction: row;
  flex-wrap: wrap;
}
.paypal-emulator-buttons[data-layout='horizontal'] > .paypal-emulator-button {
  flex: 1 1 0;
}
.paypal-emulator-button {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.35em;
  inline-size: 100%;
  block-size: 45px;
  margin: 0;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: 4px;
  font: 600 16px/1 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  cursor: pointer;
}
.paypal-emulator-button[data-shape='pill'] { border-radius: 999px; }
.paypal-emulator-button[data-shape='sharp'] { border-radius: 0; }
.paypal-emulator-button[data-color='gold'] { background: #ffc439; color: #003087; }
.paypal-emulator-button[data-color='blue'] { background: #0070ba; color: #ffffff; }
.paypal-emulator-button[data-color='silver'] { background: #eeeeee; color: #003087; }
.paypal-emulator-button[data-color='white'] { background: #ffffff; color: #003087; border-color: #555555; }
.paypal-emulator-button[data-color='black'] { background: #2c2e2f; color: #ffffff; }
.paypal-emulator-button[data-color='darkblue'] { background: #003087; color: #ffffff; }
.paypal-emulator-button:hover { filter: brightness(0.95); }
.paypal-emulator-button:focus-visible { outline: 2px solid #0070ba; outline-offset: 2px; }
.paypal-emulator-button[aria-disabled='true'] { cursor: progress; opacity: 0.7; }
.paypal-emulator-logo { font-style: italic; font-weight: 800; }
.paypal-emulator-tagline {
  flex-basis: 100%;
  margin: 0;
  font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  text-align: center;
  color: #333333;
}
${HEIGHTS.map((h) => `.paypal-emulator-button[data-height='${h}'] { block-size: ${h}px; }`).join('\n')}
`;

let sheet: CSSStyleSheet | undefined;
const users = new WeakMap<Document | ShadowRoot, number>();

function stylesheet(): CSSStyleSheet | undefined {
  if (!sheet && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

function isStyleRoot(node: Node): node is Document | ShadowRoot {
  return (node instanceof Document || node instanceof ShadowRoot) && 'adoptedStyleSheets' in node;
}

/**
 * Adopts the buttons' stylesheet into the root that holds `element`; the returned function gives
 * it back (the sheet leaves the root when its last user does).
 */
export function adoptButtonStyles(element: Element): () => void {
  const root = element.getRootNode();
  const css = stylesheet();
  if (!css || !isStyleRoot(root)) return () => undefined;
  const count = users.get(root) ?? 0;
  if (count === 0 && !root.adoptedStyleSheets.includes(css))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, css];
  users.set(root, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (users.get(root) ?? 1) - 1;
    users.set(root, left);
    if (left <= 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== css);
  };
}
