import type { EntryAssets } from '../build.js';
import {
  CLIENT_TOKEN_ATTRIBUTE,
  CONTAINER_ATTRIBUTE,
  CSP_NONCE_ATTRIBUTE,
  SUPPORT_EMAIL_ATTRIBUTE,
  AMOUNT_ATTRIBUTE,
  CURRENCY_ATTRIBUTE,
  GOOGLE_PAY_MERCHANT_ID_ATTRIBUTE,
  CSRF_META_NAME,
  VAULT_META_NAME,
  LOCALE_ATTRIBUTE,
  THEME_ATTRIBUTE,
  WALLETS_ATTRIBUTE,
  VAULT_MANAGER_ATTRIBUTE,
  PAY_HINT_ATTRIBUTE,
  THREE_D_SECURE_ATTRIBUTE,
} from '../src/page-contract.js';
import { HIDDEN_FIELDS } from '../src/hidden-fields.js';
import { PAY_HINTS } from '../src/messages.js';
import type { Receipt } from './db/orders.js';
import { html, SafeHtml } from './html.js';
import { CSRF_FIELD } from './security.js';
import { DEFAULT_AMOUNT, formatMoney } from './money.js';
import { paymentSkeleton } from './skeleton.js';
import type { GatewayConnection } from './gateway-mode.js';
import { DECLINE_WORDS, declineOutcome, statusInWords } from './receipt.js';
import {
  checkoutAddress,
  DEFAULT_SETTINGS,
  DEMO_LOCALES,
  languageTag,
  orderAddress,
  SETTINGS_FIELD,
  settingsQuery,
  type DemoLocale,
  type DemoSettings,
  type DemoTheme,
} from './demo-settings.js';

export { describeInstrument, processorAnswer } from './receipt.js';

/** The CSP nonce of this response: every page gets one. */
export interface PageContext {
  assets: EntryAssets;
  nonce: string;
}

interface Layout {
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
}

const COLOR_SCHEME: Record<DemoTheme, string> = { light: 'light', dark: 'dark', auto: 'light dark' };

function page({
  title,
  assets,
  nonce,
  head,
  script = false,
  beforeScripts = [],
  body,
  theme = 'auto',
}: Layout): string {
  return html`<!doctype html>
    <html lang="en" data-theme="${theme}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="${COLOR_SCHEME[theme]}" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        ${head ?? ''} ${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        ${
          script
            ? assets.preloads.map((href) => html`<link rel="modulepreload" fetchpriority="low" href="${href}" />`)
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
function tryAgainForm(amount: string, orderId?: string, label = 'Try again', settings?: DemoSettings): SafeHtml {
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

export interface CheckoutPageOptions extends PageContext {
  orderId: string;
  csrfToken: string;
  /** The signed-in shopper's name; absent for a guest. */
  shopper?: string;
  amount: string;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  /** A client token made with the page (then the form does not request one). */
  clientToken?: string;
  /** Hints for the emulated gateway's test values. */
  emulated: boolean;
  /**
   * The emulated gateway's `ApplePaySession` stand-in script, for browsers without Apple Pay (a
   * browser with a real session keeps it). Never set with real gateway credentials.
   */
  applePaySessionScript?: string;
  /** The merchant's Google Pay merchant id, when it has one (Google needs it in production). */
  googlePayMerchantId?: string;
  /** The demo's settings (locale, theme, ways to pay, vault manager, 3D Secure), as the address asks. */
  settings: DemoSettings;
  /** The gateway's origins the page asks the browser to connect to before any script runs. */
  gatewayConnections: readonly GatewayConnection[];
}

/**
 * Who is paying, said at the top of the page: a guest can sign in as the demo shopper, whose saved
 * cards the widget then shows.
 */
function accountForm(o: CheckoutPageOptions): SafeHtml {
  const back = checkoutAddress(o.amount, o.settings);
  return o.shopper
    ? html`<form class="account" method="post" action="/sign-out">
        <input type="hidden" name="${CSRF_FIELD}" value="${o.csrfToken}" />
        <input type="hidden" name="return_to" value="${back}" />
        <p>Signed in as <strong id="shopper-name">${o.shopper}</strong> (the demo account).</p>
        <button class="button button--secondary" type="submit">Sign out</button>
      </form>`
    : html`<form class="account" method="post" action="/sign-in">
        <input type="hidden" name="${CSRF_FIELD}" value="${o.csrfToken}" />
        <input type="hidden" name="return_to" value="${back}" />
        <p>Paying as a <strong id="shopper-name">guest</strong>.</p>
        <button class="button button--secondary" type="submit">Sign in as the demo shopper</button>
      </form>`;
}

function radio(name: string, value: string, label: string, checked: boolean): SafeHtml {
  const id = `setting-${name}-${value}`;
  return html`<span class="demo-settings__choice">
    <input type="radio" id="${id}" name="${name}" value="${value}" ${checked ? html`checked` : ''} />
    <label for="${id}">${label}</label>
  </span>`;
}

/**
 * The demo's settings: a form that reloads the checkout with them in its address, so a link
 * reproduces the state (who pays, the widget's locale and theme, PayPal and the wallets, the
 * vault manager, 3D Secure).
 */
function settingsPanel(o: CheckoutPageOptions): SafeHtml {
  const s = o.settings;
  const locales = (Object.entries(DEMO_LOCALES) as Array<[DemoLocale, string]>).map(
    ([id, name]) =>
      html`<option value="${id}" lang="${languageTag(id)}" ${id === s.locale ? html`selected` : ''}>
        ${name} (${id})
      </option>`,
  );
  return html`<section class="demo-settings" aria-labelledby="demo-settings-heading">
    <h2 id="demo-settings-heading">Demo settings</h2>
    <p>Apply reloads the checkout with these settings in its address: copy the link to share this state.</p>
    <form method="get" action="/">
      ${o.amount === DEFAULT_AMOUNT ? '' : html`<input type="hidden" name="amount" value="${o.amount}" />`}
      <fieldset>
        <legend>Shopper</legend>
        ${radio('guest', '0', 'Demo shopper, signed in', Boolean(o.shopper))}
        ${radio('guest', '1', 'Guest', !o.shopper)}
      </fieldset>
      <div class="demo-settings__field">
        <label for="setting-locale">Language of the payment form</label>
        <select id="setting-locale" name="locale">
          ${locales}
        </select>
      </div>
      <fieldset>
        <legend>Theme</legend>
        ${radio('theme', 'auto', 'Follow the system', s.theme === 'auto')}
        ${radio('theme', 'light', 'Light', s.theme === 'light')} ${radio('theme', 'dark', 'Dark', s.theme === 'dark')}
      </fieldset>
      <fieldset>
        <legend>PayPal, Venmo, Apple Pay and Google Pay</legend>
        ${radio('wallets', '1', 'On', s.wallets)} ${radio('wallets', '0', 'Off (cards only)', !s.wallets)}
      </fieldset>
      <fieldset>
        <legend>Vault manager (delete saved cards)</legend>
        ${radio('vaultManager', '1', 'On', s.vaultManager)} ${radio('vaultManager', '0', 'Off', !s.vaultManager)}
      </fieldset>
      <fieldset aria-describedby="three-d-secure-note">
        <legend>3D Secure (card issuer's check)</legend>
        ${radio('threeDSecure', '1', 'On', s.threeDSecure)} ${radio('threeDSecure', '0', 'Off', !s.threeDSecure)}
        <p id="three-d-secure-note">
          ${
            o.emulated
              ? 'Try card 4000 0000 0000 1000 (passes without a challenge) or 4000 0000 0000 1091 (the bank asks you to confirm).'
              : "Cards are checked by the card's issuer before the payment."
          }
        </p>
      </fieldset>
      <button class="button button--secondary" type="submit">Apply settings</button>
    </form>
  </section>`;
}

/** The id of the hint under the Pay button, the last part of the payment form. */
const PAY_HINT_ID = 'pay-hint';

export function checkoutPage(o: CheckoutPageOptions): string {
  const total = formatMoney(o.amount, o.currency);
  const s = o.settings;
  const hidden = Object.values(HIDDEN_FIELDS).map(
    (field) => html`<input type="hidden" name="${field.name}" value="${field.initial}" />`,
  );
  const tokenAttribute = o.clientToken ? html` ${CLIENT_TOKEN_ATTRIBUTE}="${o.clientToken}"` : '';
  // The form opens on the options list with several ways to pay, on the card sheet with cards only.
  const skeleton = paymentSkeleton(s.locale, s.wallets);
  return page({
    title: 'Checkout',
    assets: o.assets,
    nonce: o.nonce,
    script: true,
    theme: s.theme,
    beforeScripts: o.applePaySessionScript ? [o.applePaySessionScript] : [],
    // The first paint waits until the parser has passed the payment form, up to the Pay button's hint, so the
    // skeleton's words are in it and no later paint of the page is larger.
    head: html`<meta name="${VAULT_META_NAME}" content="${o.vaultedCards ? 'true' : 'false'}" />
      <meta name="${CSRF_META_NAME}" content="${o.csrfToken}" />
      <link rel="expect" href="#${PAY_HINT_ID}" blocking="render" />
      ${o.gatewayConnections.map(({ origin, cors }) =>
        cors
          ? html`<link rel="preconnect" href="${origin}" crossorigin />`
          : html`<link rel="preconnect" href="${origin}" />`,
      )}`,
    body: html`<h1>Checkout</h1>
      ${accountForm(o)}
      <section class="order-summary" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading">Order summary</h2>
        <dl>
          <dt>Order</dt>
          <dd>Demo order</dd>
          <dt>Total</dt>
          <dd id="order-total">${total}</dd>
        </dl>
      </section>
      <form class="checkout-form" method="post" action="/checkout" aria-labelledby="payment-heading">
        <h2 id="payment-heading">Payment</h2>
        <input type="hidden" name="order_id" value="${o.orderId}" />
        <input type="hidden" name="${CSRF_FIELD}" value="${o.csrfToken}" />
        <input type="hidden" name="${SETTINGS_FIELD}" value="${settingsQuery(s)}" />
        ${hidden}
        <div
          ${CONTAINER_ATTRIBUTE}
          ${SUPPORT_EMAIL_ATTRIBUTE}="${o.supportEmail}"
          ${CSP_NONCE_ATTRIBUTE}="${o.nonce ?? ''}"
          ${AMOUNT_ATTRIBUTE}="${o.amount}"
          ${CURRENCY_ATTRIBUTE}="${o.currency}"
          ${s.locale !== DEFAULT_SETTINGS.locale ? html`${LOCALE_ATTRIBUTE}="${s.locale}"` : ''}
          ${THEME_ATTRIBUTE}="${s.theme}"
          ${s.wallets ? '' : html`${WALLETS_ATTRIBUTE}="off"`}
          ${s.vaultManager ? html`${VAULT_MANAGER_ATTRIBUTE}="true"` : ''}
          ${s.threeDSecure ? html`${THREE_D_SECURE_ATTRIBUTE}="true"` : ''}
          ${o.googlePayMerchantId ? html`${GOOGLE_PAY_MERCHANT_ID_ATTRIBUTE}="${o.googlePayMerchantId}"` : ''}
          ${tokenAttribute}
        >
          <noscript>Paying needs JavaScript. Please turn it on, or contact support.</noscript>
          ${skeleton}
        </div>
        <button type="submit" disabled aria-describedby="${PAY_HINT_ID}">Pay ${total}</button>
        <p class="pay-hint" id="${PAY_HINT_ID}" ${PAY_HINT_ATTRIBUTE}>${PAY_HINTS.loading}</p>
      </form>
      ${
        o.emulated
          ? html`<aside class="test-values" aria-labelledby="test-values-heading">
              <h2 id="test-values-heading">Emulated gateway</h2>
              <p>
                No real money moves. Pay with card 4111 1111 1111 1111, any future expiry date, CVV 123 and postal code
                12345. Open <a href="${checkoutAddress('2000.00', s)}">amount 2000.00</a> to see a decline.
              </p>
            </aside>`
          : ''
      }
      ${settingsPanel(o)}`,
  });
}

export function receiptPage(o: PageContext & { orderId: string; receipt: Receipt }): string {
  const r = o.receipt;
  return page({
    title: 'Payment received',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Payment received</h1>
      <p class="outcome--approved">Thank you. Your payment went through.</p>
      <section class="receipt" aria-labelledby="receipt-heading">
        <h2 id="receipt-heading">Receipt</h2>
        <dl>
          <dt>Order</dt>
          <dd id="order-id">${o.orderId}</dd>
          <dt>Transaction</dt>
          <dd id="transaction-id">${r.transactionId}</dd>
          <dt>Status</dt>
          <dd id="transaction-status">${statusInWords(r.status)}</dd>
          <dt>Amount</dt>
          <dd id="transaction-amount">${formatMoney(r.amount, r.currency)}</dd>
          <dt>Paid with</dt>
          <dd id="payment-method">${r.paymentMethod}</dd>
          <dt>Card brand</dt>
          <dd id="card-brand">${r.brand}</dd>
          <dt>Last four</dt>
          <dd id="card-last-four">${r.lastFour || '—'}</dd>
          <dt>Saved card</dt>
          <dd id="saved-card">${r.usedSavedCard ? 'Yes' : 'No'}</dd>
        </dl>
      </section>
      <a class="button" href="/">Make another payment</a>`,
  });
}

/** Another submit of the order is being charged: say so, never charge again. */
export function chargingPage(o: PageContext & { orderId: string }): string {
  return page({
    title: 'Payment in progress',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Payment in progress</h1>
      <div role="status">
        <p id="payment-error">This order is being paid right now. It will not be charged twice.</p>
      </div>
      <a class="button" href="/orders/${o.orderId}">See the order</a>`,
  });
}

/** A known order that is not paid (yet): the receipt route's answer for it. */
export function unpaidOrderPage(
  o: PageContext & { orderId: string; amount: string; currency: string; status: string },
): string {
  return page({
    title: 'Order not paid',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Order not paid</h1>
      <p>
        Order <span id="order-id">${o.orderId}</span> for ${formatMoney(o.amount, o.currency)} is
        <span id="order-status">${o.status}</span>.
      </p>
      <a class="button" href="/?amount=${o.amount}">Go to checkout</a>`,
  });
}

/** A 4xx/5xx page with a message and no internals. */
export function problemPage(o: PageContext & { title: string; message: string }): string {
  return page({
    title: o.title,
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>${o.title}</h1>
      <div class="outcome--failed" role="alert"><p id="payment-error">${o.message}</p></div>
      <a class="button" href="/">Back to checkout</a>`,
  });
}

/**
 * A sale the processor did not approve, in plain words for its outcome (the bank said no, try another
 * card, the processor is not answering). The processor's codes go to the merchant's log, not here.
 */
export function declinedPage(
  o: PageContext & { receipt: Receipt; amount: string; orderId: string; settings?: DemoSettings },
): string {
  const outcome = declineOutcome(o.receipt);
  const words = DECLINE_WORDS[outcome];
  return page({
    title: 'Payment not completed',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Payment not completed</h1>
      <div class="outcome--failed" role="alert" data-outcome="${outcome}">
        <h2 id="decline-heading">${words.heading}</h2>
        <p id="decline-advice">${words.text}</p>
      </div>
      <p class="reference">
        If you contact us, please give your order number: <span id="order-id">${o.orderId}</span>.
      </p>
      ${tryAgainForm(o.amount, o.orderId, words.action, o.settings)}`,
  });
}

/** A payment the gateway refused before any transaction existed (bad nonce, bad amount, outage). */
export function paymentErrorPage(
  o: PageContext & { message: string; amount: string; orderId?: string; settings?: DemoSettings },
): string {
  return page({
    title: 'Payment not completed',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Payment not completed</h1>
      <div class="outcome--failed" role="alert">
        <p id="payment-error">${o.message}</p>
      </div>
      ${tryAgainForm(o.amount, o.orderId, undefined, o.settings)}`,
  });
}
