import { html, type TemplateResult } from 'lit';

/**
 * Brand marks: real logos from published icon packages (marks/generate.mjs says which, and their
 * licences), one small SVG image each. They are images, not script: the browser downloads a mark
 * when it is first shown, so a page only fetches the marks it shows, and the page's JavaScript
 * does not grow with them. Bundlers (Vite, webpack 5) copy each file they find in a
 * `new URL('…', import.meta.url)` next to the page's assets; `?no-inline` keeps Vite from
 * inlining these small files into the script as data URLs.
 *
 * Card brands' marks are listed here; a payment method type's mark is its definition's (`method.mark`),
 * which the caller hands in.
 *
 * The marks are decorative: the text beside them, or a visually hidden name, carries the brand
 * for assistive technology.
 */
const MARKS: Readonly<Record<string, URL>> = {
  Visa: new URL('./marks/visa.svg?no-inline', import.meta.url),
  MasterCard: new URL('./marks/mastercard.svg?no-inline', import.meta.url),
  'American Express': new URL('./marks/amex.svg?no-inline', import.meta.url),
  Discover: new URL('./marks/discover.svg?no-inline', import.meta.url),
  JCB: new URL('./marks/jcb.svg?no-inline', import.meta.url),
  UnionPay: new URL('./marks/unionpay.svg?no-inline', import.meta.url),
  Maestro: new URL('./marks/maestro.svg?no-inline', import.meta.url),
  'Diners Club': new URL('./marks/diners.svg?no-inline', import.meta.url),
  Elo: new URL('./marks/elo.svg?no-inline', import.meta.url),
  Hipercard: new URL('./marks/hipercard.svg?no-inline', import.meta.url),
  Card: new URL('./marks/card.svg?no-inline', import.meta.url),
};

/** The key of the mark drawn for a brand, or for a payment method type with its `mark` (a card of another brand gets the plain card). */
export function markKey(brand: string, mark?: URL): string {
  return mark || brand in MARKS ? brand : 'Card';
}

/** A brand's mark, or a payment method type's (`mark`: its definition's), 38 by 24 pixels. */
export function brandIcon(brand: string, mark?: URL): TemplateResult {
  const key = markKey(brand, mark);
  return html`<span class="brand-icon" data-mark=${key} aria-hidden="true"
    ><img class="mark-image" src=${(mark ?? MARKS[key])!.href} alt="" width="38" height="24"
  /></span>`;
}
