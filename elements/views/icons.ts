import { html, nothing, type TemplateResult } from 'lit';

/**
 * Brand marks: real logos from published icon packages (see marks/generate.mjs for which, and
 * their licences), one small module each, loaded the first time a mark is shown, so a page
 * only downloads the marks it shows. They are decorative: the text beside them, or a
 * visually hidden name, carries the brand for assistive technology.
 */
const LOADERS: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  Visa: () => import('./marks/visa.js'),
  MasterCard: () => import('./marks/mastercard.js'),
  'American Express': () => import('./marks/amex.js'),
  Discover: () => import('./marks/discover.js'),
  JCB: () => import('./marks/jcb.js'),
  UnionPay: () => import('./marks/unionpay.js'),
  Maestro: () => import('./marks/maestro.js'),
  'Diners Club': () => import('./marks/diners.js'),
  Elo: () => import('./marks/elo.js'),
  Hipercard: () => import('./marks/hipercard.js'),
  PayPalAccount: () => import('./marks/paypal.js'),
  VenmoAccount: () => import('./marks/venmo.js'),
  ApplePayCard: () => import('./marks/apple-pay.js'),
  AndroidPayCard: () => import('./marks/google-pay.js'),
  Card: () => import('./marks/card.js'),
};

/** Marks already loaded (drawn at once), marks on their way (one download each), and who redraws. */
const loaded = new Map<string, string>();
const loading = new Set<string>();
const redraws = new Set<() => void>();

/** Calls `redraw` each time a mark arrives; returns the function that stops it. */
export function onMarkLoaded(redraw: () => void): () => void {
  redraws.add(redraw);
  return () => redraws.delete(redraw);
}

/** The key of the mark drawn for a brand or payment method type (a card of another brand gets the plain card). */
export function markKey(brand: string): string {
  return brand in LOADERS ? brand : 'Card';
}

function load(key: string): void {
  if (loading.has(key)) return;
  loading.add(key);
  LOADERS[key]!().then(
    (module) => {
      loaded.set(key, module.default);
      for (const redraw of redraws) redraw();
    },
    // A mark that cannot load leaves its empty tile: the name beside it still says the brand.
    () => undefined,
  );
}

/** A brand's mark in a tile of fixed size (the tile is there at once; the logo follows). */
export function brandIcon(brand: string): TemplateResult {
  const key = markKey(brand);
  const url = loaded.get(key);
  if (!url) load(key);
  return html`<span class="brand-icon" data-mark=${key} aria-hidden="true"
    >${url ? html`<img class="mark-image" src=${url} alt="" width="38" height="24" />` : nothing}</span
  >`;
}
