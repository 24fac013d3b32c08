/**
 * The checkout page: the order's summary and the payment form with the widget's container (and its skeleton, so
 * the first paint already shows the form's shape), plus the demo's own parts on the emulated gateway.
 */
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
  EXPRESS_ATTRIBUTE,
  VAULT_MANAGER_ATTRIBUTE,
  PAY_HINT_ATTRIBUTE,
  THREE_D_SECURE_ATTRIBUTE,
} from '../../src/page-contract.js';
import { PAY_HINTS } from '../../src/messages.js';
import type { GatewayConnection } from '../gateway-mode.js';
import { html } from '../html.js';
import { formatMoney } from '../money.js';
import { CSRF_FIELD } from '../security.js';
import { paymentSkeleton } from '../skeleton.js';
import { demoAccountForm, demoSettingsPanel, emulatedTestValues } from './demo-parts.js';
import { DEFAULT_SETTINGS, SETTINGS_FIELD, settingsQuery, type DemoSettings } from './demo-settings.js';
import { page, type PageContext } from './shell.js';

export interface CheckoutPageOptions extends PageContext {
  orderId: string;
  csrfToken: string;
  /**
   * The demo's sign-in (on the emulated gateway only): the signed-in demo shopper's name, or none for
   * a guest. Absent with real credentials, where the merchant's own sign-in says who pays.
   */
  demoAccount?: { shopper?: string };
  amount: string;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  /** A client token made with the page (then the form does not request one). */
  clientToken?: string;
  /**
   * The demo's emulated gateway: its test values and its settings panel are shown (the panel's settings come from
   * the address). Never with a real gateway, where the page shows the defaults and no panel.
   */
  emulated: boolean;
  /** The server requires 3D Secure (`THREE_D_SECURE=required`): the demo's panel says so instead of offering it. */
  threeDSecureRequired?: boolean;
  /**
   * The emulated gateway's `ApplePaySession` stand-in script, for browsers without Apple Pay (a
   * browser with a real session keeps it). Never set with real gateway credentials.
   */
  applePaySessionScript?: string;
  /** The merchant's Google Pay merchant id, when it has one (Google needs it in production), or `off`: no Google Pay. */
  googlePayMerchantId?: string;
  /** The demo's settings (locale, theme, ways to pay, vault manager, 3D Secure), as the address asks. */
  settings: DemoSettings;
  /** The gateway's origins the page asks the browser to connect to before any script runs. */
  gatewayConnections: readonly GatewayConnection[];
}

/** The id of the hint under the Pay button, the last part of the payment form. */
const PAY_HINT_ID = 'pay-hint';

export function checkoutPage(o: CheckoutPageOptions): string {
  const total = formatMoney(o.amount, o.currency);
  const s = o.settings;
  const tokenAttribute = o.clientToken ? html` ${CLIENT_TOKEN_ATTRIBUTE}="${o.clientToken}"` : '';
  // The form opens on the options list with several ways to pay, on the card sheet with cards only.
  const skeleton = paymentSkeleton(s.locale, s.wallets, s.wallets && s.express);
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
      ${demoAccountForm(o)}
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
        ${o.emulated ? html`<input type="hidden" name="${SETTINGS_FIELD}" value="${settingsQuery(s)}" />` : ''}
        <div
          ${CONTAINER_ATTRIBUTE}
          ${SUPPORT_EMAIL_ATTRIBUTE}="${o.supportEmail}"
          ${CSP_NONCE_ATTRIBUTE}="${o.nonce ?? ''}"
          ${AMOUNT_ATTRIBUTE}="${o.amount}"
          ${CURRENCY_ATTRIBUTE}="${o.currency}"
          ${s.locale !== DEFAULT_SETTINGS.locale ? html`${LOCALE_ATTRIBUTE}="${s.locale}"` : ''}
          ${THEME_ATTRIBUTE}="${s.theme}"
          ${s.wallets ? '' : html`${WALLETS_ATTRIBUTE}="off"`}
          ${s.wallets && s.express ? html`${EXPRESS_ATTRIBUTE}="true"` : ''}
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
      ${o.emulated ? html`${emulatedTestValues(s)} ${demoSettingsPanel(o)}` : ''}`,
  });
}
