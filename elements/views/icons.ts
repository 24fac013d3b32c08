import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { markFilesShipped } from './marks/shipping.js';

/**
 * Brand marks: real logos from published icon packages (marks/generate.mjs says which, and their licences), one small
 * SVG image each. They are images, not script: the browser downloads a mark when it is first shown, so a page only
 * fetches the marks it shows, and the page's JavaScript does not grow with them. Bundlers (Vite, webpack 5, Next.js)
 * copy each file they find in a `new URL('…', import.meta.url)` next to the page's assets; `?no-inline` keeps Vite
 * from inlining these small files into the script as data URLs. Where the bundler copied none (Angular's builder,
 * esbuild), the same marks are drawn inline, from code loaded only then (`loadInlineMarks`).
 *
 * Card brands' marks are listed here; a payment method type's mark is its definition's (`method.mark`), which the
 * caller hands in, and its inline copy comes with its option's code (`addLoadedMarks`).
 *
 * The marks are decorative: the text beside them, or a visually hidden name, carries the brand for assistive
 * technology.
 */
const MARKS: Readonly<Record<string, URL | undefined>> = {
  Visa: markUrl(() => new URL('./marks/visa.svg?no-inline', import.meta.url)),
  MasterCard: markUrl(() => new URL('./marks/mastercard.svg?no-inline', import.meta.url)),
  'American Express': markUrl(() => new URL('./marks/amex.svg?no-inline', import.meta.url)),
  Discover: markUrl(() => new URL('./marks/discover.svg?no-inline', import.meta.url)),
  JCB: markUrl(() => new URL('./marks/jcb.svg?no-inline', import.meta.url)),
  UnionPay: markUrl(() => new URL('./marks/unionpay.svg?no-inline', import.meta.url)),
  Maestro: markUrl(() => new URL('./marks/maestro.svg?no-inline', import.meta.url)),
  'Diners Club': markUrl(() => new URL('./marks/diners.svg?no-inline', import.meta.url)),
  Elo: markUrl(() => new URL('./marks/elo.svg?no-inline', import.meta.url)),
  Hipercard: markUrl(() => new URL('./marks/hipercard.svg?no-inline', import.meta.url)),
  Card: markUrl(() => new URL('./marks/card.svg?no-inline', import.meta.url)),
};

/** A mark's URL; none where the bundle has no `import.meta.url` to resolve it against (a classic script). */
function markUrl(make: () => URL): URL | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

/** The bundler shipped the files: draw images. Otherwise, inline copies (see marks/shipping.ts). */
export const MARK_FILES_SHIPPED = markFilesShipped(
  MARKS.Visa?.href,
  markUrl(() => new URL(import.meta.url))?.href,
  '/marks/visa.svg',
  /\/views\/icons\.[jt]s$/,
);

/** Inline copies of marks, by card brand or payment method type, once their code is here. */
const inlineMarks = new Map<string, SVGTemplateResult>();

/** Adds inline copies that came with code loaded since (a payment option's mark). */
export function addLoadedMarks(loaded: Readonly<Record<string, SVGTemplateResult>>): void {
  for (const [key, mark] of Object.entries(loaded)) inlineMarks.set(key, mark);
}

/** Where no file was shipped, loads the card brands' inline marks (setup waits for them beside the locale's strings). */
export async function loadInlineMarks(): Promise<void> {
  if (MARK_FILES_SHIPPED || inlineMarks.has('Card')) return;
  addLoadedMarks((await import('./marks/inline.js')).inlineMarks);
}

/** The key of the mark drawn for a brand, or for a payment method type with its `mark` (a card of another brand gets the plain card). */
export function markKey(brand: string, mark?: URL): string {
  return mark || brand in MARKS ? brand : 'Card';
}

/** A brand's mark, or a payment method type's (`mark`: its definition's), 38 by 24 pixels. */
export function brandIcon(brand: string, mark?: URL): TemplateResult {
  const key = markKey(brand, mark);
  const file = mark ?? MARKS[key];
  return html`<span class="brand-icon" data-mark=${key} aria-hidden="true"
    >${
      MARK_FILES_SHIPPED && file
        ? html`<img class="mark-image" src=${file.href} alt="" width="38" height="24" />`
        : html`<svg class="mark-image" viewBox="0 0 38 24" width="38" height="24" focusable="false">
            ${inlineMarks.get(key) ?? nothing}
          </svg>`
    }</span
  >`;
}
