import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { markFilesShipped } from './marks/shipping.js';

/**
 * Brand marks: real logos from published icon packages (marks/generate.mjs says which, and their licences), one small
 * SVG image each. They are images, not script: the browser downloads a mark when it is first shown, so a page only
 * fetches the marks it shows, and the page's JavaScript does not grow with them. Bundlers (Vite, webpack 5,
 * Next.js) copy each file they find in a `new URL('…', import.meta.url)` next to the page's assets. Where the bundler
 * copied none (Angular's builder, esbuild, Vite's development pre-bundling: marks/shipping.ts tells), the same marks
 * are drawn inline, from code loaded only then. Setup waits for `loadMarks()` beside the locale's strings.
 *
 * A card brand's mark is listed in marks/files.ts; a payment method type's comes with its option's code
 * (`addOptionMark`).
 *
 * The marks are decorative: the text beside them, or a visually hidden name, carries the brand for assistive
 * technology.
 */
const CARD_MARKS: readonly string[] = [
  'Visa',
  'MasterCard',
  'American Express',
  'Discover',
  'JCB',
  'UnionPay',
  'Maestro',
  'Diners Club',
  'Elo',
  'Hipercard',
  'Card',
];

/** Image files, by card brand or payment method type, where the bundler shipped them. */
const files = new Map<string, URL>();
/** Inline copies, where it shipped none. */
const inline = new Map<string, SVGTemplateResult>();
let loading: Promise<boolean> | undefined;

/** Decides once whether the bundler shipped the files, and loads the card brands' marks either way. */
export function loadMarks(): Promise<boolean> {
  loading ??= (async () => {
    try {
      const { markFiles, filesModuleUrl } = await import('./marks/files.js');
      // The path as files.ts writes it, resolved as if no bundler had touched it.
      const asWritten = new URL('./visa.svg?no-inline', filesModuleUrl).href;
      if (markFilesShipped(markFiles.Visa?.href, asWritten, filesModuleUrl, /\/views\/marks\/files\.[jt]s$/)) {
        for (const [key, file] of Object.entries(markFiles)) files.set(key, file);
        return true;
      }
    } catch {
      // A bundle with no `import.meta.url` to resolve the files against: inline, below.
    }
    for (const [key, mark] of Object.entries((await import('./marks/inline.js')).inlineMarks)) inline.set(key, mark);
    return false;
  })();
  loading.catch(() => (loading = undefined)); // a dropped network: tried again by the next setup
  return loading;
}

/** A payment option's mark, from its code: the file where the bundler ships files, else the inline copy. */
export interface OptionMark {
  readonly file: URL | undefined;
  inline(): Promise<{ readonly mark: SVGTemplateResult }>;
}

/** Adds the mark of the payment method type an option makes, once its code is here. */
export async function addOptionMark(type: string, mark: OptionMark): Promise<void> {
  if ((await loadMarks()) && mark.file) files.set(type, mark.file);
  else inline.set(type, (await mark.inline()).mark);
}

/** The key of the mark drawn for a card brand or a payment method type (a card of another brand gets the plain card). */
export function markKey(brand: string): string {
  return CARD_MARKS.includes(brand) || files.has(brand) || inline.has(brand) ? brand : 'Card';
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
