/**
 * The frame every page of the checkout shares: the document around a page's body (its colour scheme, the
 * bundle's styles and, on the checkout page, its scripts under the response's CSP nonce), and the way back
 * to paying that several pages offer.
 */
import type { EntryAssets } from '../../build.js';
import { PAYMENT_FORM_SCRIPTS_META_NAME } from '../../src/page-contract.js';
import { html, SafeHtml } from '../html.js';
import { DEFAULT_SETTINGS, orderAddress, type DemoSettings, type DemoTheme } from './demo-settings.js';

/** The CSP nonce of this response: every page gets one. */
export interface PageContext {
  assets: EntryAssets;
  nonce: string;
}

export interface Layout {
  title: string;
  assets: EntryAssets;
  nonce: string;
  /** Extra `<meta>`s, etc. */
  head?: SafeHtml;
  /** Load the checkout script (only the checkout page needs it). */
  script?: boolean;
  /** Classic scripts that must run before the checkout script (the emulated gateway's Apple Pay stand-in). */
  beforeScripts?: readonly string[];
  body: SafeHtml;
  /** The page's colour scheme: `auto` follows the system's. */
  theme?: DemoTheme;
  /** Reload the page after this many seconds (a page that waits for an outcome; works without scripts). */
  refreshSeconds?: number;
}

const COLOR_SCHEME: Record<DemoTheme, string> = { light: 'light', dark: 'dark', auto: 'light dark' };

export function page({
  title,
  assets,
  nonce,
  head,
  script = false,
  beforeScripts = [],
  body,
  theme = 'auto',
  refreshSeconds,
}: Layout): string {
  return html`<!doctype html>
    <html lang="en" data-theme="${theme}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="${COLOR_SCHEME[theme]}" />
        ${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}" />` : ''}
        <title>${title}</title>
        <link rel="icon" href="data:," />
        ${head ?? ''} ${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        ${script ? (assets.entryImports ?? []).map((href) => html`<link rel="modulepreload" href="${href}" />`) : ''}
        ${
          // Named, not preloaded: the entry asks for them once the page has painted (src/main.ts).
          script && assets.preloads.length
            ? html`<meta name="${PAYMENT_FORM_SCRIPTS_META_NAME}" content="${assets.preloads.join(' ')}" />`
            : ''
        }
        ${script ? beforeScripts.map((src) => html`<script nonce="${nonce}" src="${src}"></script>`) : ''}
        ${script ? html`<script type="module" nonce="${nonce}" src="${assets.script}"></script>` : ''}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.toString();
}

/**
 * The way back: to the same order when there is one (it is paid with new details, never twice),
 * else a small form that goes back to the checkout with an amount the shopper can change.
 */
export function tryAgainForm(amount: string, orderId?: string, label = 'Try again', settings?: DemoSettings): SafeHtml {
  if (orderId) {
    const back = orderAddress(orderId, settings ?? DEFAULT_SETTINGS);
    return html`<a class="button" id="try-again" href="${back}">${label}</a>`;
  }
  return html`<form class="try-again" method="get" action="/">
    <label for="retry-amount">Amount</label>
    <input id="retry-amount" name="amount" value="${amount}" inputmode="decimal" autocomplete="off" />
    <button class="button" type="submit">${label}</button>
  </form>`;
}
