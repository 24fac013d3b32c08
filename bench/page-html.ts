/**
 * The Drop-in page of `npm run bench:page`: the product's checkout HTML with Drop-in in our
 * widget's place (no side effects, so it can be tried on any HTML).
 */

/** Where the Drop-in page's script and stylesheet are served. */
export interface DropinPageAssets {
  script: string;
  stylesheet: string;
}

/** The end of the element that opens at `from` (a `<div …>`), counting the `<div>`s nested in it. */
function endOfDiv(page: string, from: number): { contentStart: number; contentEnd: number } {
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = from;
  let depth = 0;
  let contentStart = -1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    if (tag[0][1] === '/') depth -= 1;
    else depth += 1;
    if (contentStart < 0) contentStart = tag.index + tag[0].length;
    if (depth === 0) return { contentStart, contentEnd: tag.index };
  }
  throw new Error("The checkout page's payment container is not closed.");
}

/**
 * The checkout's HTML with Drop-in in our widget's place: our module script and its preloads out,
 * Drop-in's stylesheet (under the id Drop-in looks for, so it injects no second one) and script in,
 * and the payment container (its attributes kept: the page script reads the amount, currency and
 * ways to pay from them, as ours does) emptied of our skeleton, as Drop-in wants it. Everything
 * else (the order summary, the Pay button, the demo panel, the other scripts) stays as it is.
 * Throws, naming what it missed, when the page no longer has one of the three.
 */
export function dropinCheckoutHtml(checkout: string, assets: DropinPageAssets): string {
  const missing: string[] = [];
  // Our payment form's scripts, named for our entry (or, in an older page, preloaded): not Drop-in's.
  let out = checkout
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<meta\b[^>]*\bname="payment-form-scripts"[^>]*>/g, '');
  // Our entry: a module script from /assets/, whatever its other attributes (the CSP nonce).
  const entry = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="\/assets\/[^"]+"[^>]*><\/script>/g;
  const entries = out.match(entry) ?? [];
  if (entries.length !== 1) missing.push(`one module script from /assets/ (found ${entries.length})`);
  out = out.replace(
    entry,
    () =>
      `<link id="braintree-dropin-stylesheet" rel="stylesheet" href="${assets.stylesheet}" />` +
      `<script type="module" src="${assets.script}"></script>`,
  );
  const container = /<div\b[^>]*\sdata-payment-form[\s>=]/.exec(out);
  if (!container) missing.push('the payment container (<div data-payment-form>)');
  else {
    const { contentStart, contentEnd } = endOfDiv(out, container.index);
    out = out.slice(0, contentStart) + out.slice(contentEnd);
  }
  if (missing.length)
    throw new Error(`The checkout page changed: the bench found no ${missing.join(', nor ')} to replace.`);
  return out;
}
