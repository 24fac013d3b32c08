import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { filesModuleUrl, markFiles } from '#mark-files';
import { markFilesShipped } from './marks/shipping.js';

/**
 * Brand marks: real logos from published icon packages (marks/generate.mjs says which, and their licences), one small
 * SVG image each. They are images, not script: the browser downloads a mark when it is first shown, so a page only
 * fetches the marks it shows, and the page's JavaScript does not grow with them. Bundlers (Vite, webpack 5,
 * Next.js) copy each file they find in a `new URL('…', import.meta.url)` next to the page's assets. Where the bundler
 * copied none (Angular's builder, esbuild, Vite's development pre-bundling: marks/shipping.ts tells), the same marks
 * are drawn inline, from code loaded only then (the card brands' in a chunk of their own, which setup then waits for
 * beside the locale's strings: carried with the lists' code, as they once were, they were more than half of what
 * every page that shows a list downloads for it).
 *
 * A card brand's mark is listed in marks/files.ts; a payment method type's comes with its option's code
 * (`addOptionMark`).
 *
 * The marks are decorative: the text beside them, or a visually hidden name, carries the brand for assistive
 * technology.
 */

/**
 * Whether the bundler shipped the files (see marks/shipping.ts): the Visa mark's URL as the bundle resolved it, beside
 * the path files.ts writes, resolved as if no bundler had touched it.
 */
const FILES_SHIPPED = ((): boolean => {
  try {
    const asWritten = new URL('./visa.svg?no-inline', filesModuleUrl).href;
    return markFilesShipped(markFiles.Visa?.href, asWritten, filesModuleUrl, /\/views\/marks\/files\.[jt]s$/);
  } catch {
    return false; // no URL to resolve against (a server, a classic script): inline
  }
})();

/** Image files, by card brand or payment method type, where the bundler shipped them. */
const files = new Map<string, URL>(FILES_SHIPPED ? Object.entries(markFiles) : []);
/** Inline copies, where it shipped none. */
const inline = new Map<string, SVGTemplateResult>();

/** The card brands' marks must be drawn inline: setup loads them (views/marks/inline.ts) beside the locale's strings. */
export const MARKS_INLINE = !FILES_SHIPPED;

/** Adds inline copies of marks that came with code loaded since. */
export function addInlineMarks(loaded: Readonly<Record<string, SVGTemplateResult>>): void {
  for (const [key, mark] of Object.entries(loaded)) inline.set(key, mark);
}

/** Adds the mark of the payment method type an option makes, once its code is here: its file, or its inline copy. */
export async function addOptionMark(
  type: string,
  file: URL | undefined,
  loadInline: () => Promise<{ readonly mark: SVGTemplateResult }>,
): Promise<void> {
  if (FILES_SHIPPED && file) files.set(type, file);
  else inline.set(type, (await loadInline()).mark);
}

/** The key of the mark drawn for a card brand or a payment method type (a card of another brand gets the plain card). */
export function markKey(brand: string): string {
  return files.has(brand) || inline.has(brand) ? brand : 'Card';
}

/** A card brand's mark, or a payment method type's, 38 by 24 pixels (an empty tile until its code is here). */
export function brandIcon(brand: string): TemplateResult {
  const key = markKey(brand);
  const file = files.get(key);
  return html`<span class="brand-icon" data-mark=${key} aria-hidden="true"
    >${
      file
        ? html`<img class="mark-image" src=${file.href} alt="" width="38" height="24" />`
        : html`<svg class="mark-image" viewBox="0 0 38 24" width="38" height="24" focusable="false">
            ${inline.get(key) ?? nothing}
          </svg>`
    }</span
  >`;
}
