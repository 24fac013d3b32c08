import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { cardBrandMarks } from './marks/card-brands.js';

/**
 * Brand marks: real logos from published icon packages (marks/generate.mjs says which, and their licences), drawn
 * as inline SVG. They are part of the script, so every bundler ships them and the hosted script draws them from
 * any path, with nothing to allow in the page's Content-Security-Policy. The card sheet's brands come with the
 * card; the rest arrive with the code that shows them (the lists' brands with the lists, a payment option's mark
 * with its option), which adds them here.
 *
 * The marks are decorative: the text beside them, or a visually hidden name, carries the brand for assistive
 * technology.
 */
const marks = new Map<string, SVGTemplateResult>(Object.entries(cardBrandMarks));

/** Adds marks that came with code loaded since: by card brand, or by the payment method type a mark stands for. */
export function addLoadedMarks(loaded: Readonly<Record<string, SVGTemplateResult>>): void {
  for (const [key, mark] of Object.entries(loaded)) marks.set(key, mark);
}

/** The key of the mark drawn for a card brand or payment method type (a card of another brand gets the plain card). */
export function markKey(brand: string): string {
  return marks.has(brand) ? brand : 'Card';
}

/** A card brand's mark, or a payment method type's, 38 by 24 pixels (an empty tile until its code is here). */
export function brandIcon(brand: string): TemplateResult {
  const key = markKey(brand);
  return html`<span class="brand-icon" data-mark=${key} aria-hidden="true"
    ><svg class="mark-image" viewBox="0 0 38 24" width="38" height="24" focusable="false">
      ${marks.get(key) ?? nothing}
    </svg></span
  >`;
}
