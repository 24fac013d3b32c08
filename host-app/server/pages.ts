import type { EntryAssets } from '../build.js';
import {
  CLIENT_TOKEN_ATTRIBUTE,
  CONTAINER_ATTRIBUTE,
  CSP_NONCE_ATTRIBUTE,
  SUPPORT_EMAIL_ATTRIBUTE,
  VAULT_META_NAME,
} from '../src/page-contract.js';
import { HIDDEN_FIELDS } from '../src/hidden-fields.js';
import type { SdkTransaction } from './braintree-sdk.js';
import { html, SafeHtml } from './html.js';
import { formatMoney } from './money.js';
import { CARD_SHEET_SKELETON } from './skeleton.js';

interface Layout {
  title: string;
  assets: EntryAssets;
  /** Extra `<meta>`s, etc. */
  head?: SafeHtml;
  /** Load the checkout script (only the checkout page needs it). */
  script?: boolean;
  body: SafeHtml;
}

function page({ title, assets, head, script = false, body }: Layout): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        ${head ?? ''} ${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        ${script ? assets.preloads.map((href) => html`<link rel="modulepreload" href="${href}" />`) : ''}
        ${script ? html`<script type="module" src="${assets.script}"></script>` : ''}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.toString();
}

/** A small form that goes back to the checkout with an amount the shopper can change. */
function tryAgainForm(amount: string, label = 'Try again'): SafeHtml {
  return html`<form class="try-again" method="get" action="/">
    <label for="retry-amount">Amount</label>
    <input id="retry-amount" name="amount" value="${amount}" inputmode="decimal" autocomplete="off" />
    <button class="button" type="submit">${label}</button>
  </form>`;
}

export interface CheckoutPageOptions {
  assets: EntryAssets;
  amount: string;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  /** A client token made with the page (then the form does not request one). */
  clientToken?: string;
  /** Hints for the emulated gateway's test values. */
  emulated: boolean;
  /** This response's Content-Security-Policy nonce, handed to the widget. */
  nonce?: string;
}

export function checkoutPage(o: CheckoutPageOptions): string {
  const total = formatMoney(o.amount, o.currency);
  const hidden = Object.values(HIDDEN_FIELDS).map(
    (field) => html`<input type="hidden" name="${field.name}" value="${field.initial}" />`,
  );
  const tokenAttribute = o.clientToken ? html` ${CLIENT_TOKEN_ATTRIBUTE}="${o.clientToken}"` : '';
  return page({
    title: 'Checkout',
    assets: o.assets,
    script: true,
    head: html`<meta name="${VAULT_META_NAME}" content="${o.vaultedCards ? 'true' : 'false'}" />`,
    body: html`<h1>Checkout</h1>
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
        <input type="hidden" name="amount" value="${o.amount}" />
        ${hidden}
        <div
          ${CONTAINER_ATTRIBUTE}
          ${SUPPORT_EMAIL_ATTRIBUTE}="${o.supportEmail}"
          ${CSP_NONCE_ATTRIBUTE}="${o.nonce ?? ''}"
          ${tokenAttribute}
        >
          <noscript>Paying needs JavaScript. Please turn it on, or contact support.</noscript>
          ${new SafeHtml(CARD_SHEET_SKELETON)}
        </div>
        <button type="submit" disabled>Pay ${total}</button>
      </form>
      ${
        o.emulated
          ? html`<aside class="test-values" aria-labelledby="test-values-heading">
              <h2 id="test-values-heading">Emulated gateway</h2>
              <p>
                No real money moves. Pay with card 4111 1111 1111 1111, any future expiry date, CVV 123 and postal code
                12345. Open <a href="/?amount=2000.00">amount 2000.00</a> to see a decline.
              </p>
            </aside>`
          : ''
      }`,
  });
}

/** Brand and last four of what paid, whatever kind of payment method it was. */
export function describeInstrument(t: SdkTransaction): { brand: string; lastFour: string } {
  if (t.creditCard?.last4) return { brand: t.creditCard.cardType ?? 'Card', lastFour: t.creditCard.last4 };
  if (t.applePayCard)
    return { brand: `Apple Pay ${t.applePayCard.cardType ?? ''}`.trim(), lastFour: t.applePayCard.last4 ?? '' };
  if (t.androidPayCard)
    return {
      brand: `Google Pay ${t.androidPayCard.sourceCardType ?? ''}`.trim(),
      lastFour: t.androidPayCard.sourceCardLast4 ?? '',
    };
  if (t.paypalAccount) return { brand: 'PayPal', lastFour: '' };
  if (t.venmoAccount) return { brand: 'Venmo', lastFour: '' };
  return { brand: t.paymentInstrumentType ?? 'Unknown', lastFour: '' };
}

export function receiptPage(o: { assets: EntryAssets; transaction: SdkTransaction; usedSavedCard: boolean }): string {
  const t = o.transaction;
  const { brand, lastFour } = describeInstrument(t);
  return page({
    title: 'Payment received',
    assets: o.assets,
    body: html`<h1>Payment received</h1>
      <p class="outcome--approved">Thank you. Your payment went through.</p>
      <section class="receipt" aria-labelledby="receipt-heading">
        <h2 id="receipt-heading">Receipt</h2>
        <dl>
          <dt>Transaction</dt>
          <dd id="transaction-id">${t.id}</dd>
          <dt>Status</dt>
          <dd id="transaction-status">${t.status}</dd>
          <dt>Amount</dt>
          <dd id="transaction-amount">${formatMoney(t.amount, t.currencyIsoCode)}</dd>
          <dt>Card brand</dt>
          <dd id="card-brand">${brand}</dd>
          <dt>Last four</dt>
          <dd id="card-last-four">${lastFour || '—'}</dd>
          <dt>Saved card</dt>
          <dd id="saved-card">${o.usedSavedCard ? 'Yes' : 'No'}</dd>
        </dl>
      </section>
      <a class="button" href="/">Make another payment</a>`,
  });
}

/** The processor's answer to a sale that did not go through, as the shopper should read it. */
export function processorAnswer(t: SdkTransaction): string {
  if (t.status === 'gateway_rejected') return `Gateway rejected: ${t.gatewayRejectionReason ?? 'no reason given'}`;
  const code = t.processorResponseCode ?? '';
  const text = t.processorResponseText ?? '';
  return `${code} ${text}`.trim() || t.status;
}

export function declinedPage(o: { assets: EntryAssets; transaction: SdkTransaction; amount: string }): string {
  return page({
    title: 'Payment declined',
    assets: o.assets,
    body: html`<h1>Payment not completed</h1>
      <div class="outcome--failed" role="alert">
        <p>Your payment was not completed. The payment processor answered:</p>
        <p><strong id="processor-answer">${processorAnswer(o.transaction)}</strong></p>
        <p>Status: <span id="transaction-status">${o.transaction.status}</span> · Transaction ${o.transaction.id}</p>
      </div>
      <p>You can try again, with another card or amount.</p>
      ${tryAgainForm(o.amount)}`,
  });
}

/** A payment the gateway refused before any transaction existed (bad nonce, bad amount, outage). */
export function paymentErrorPage(o: { assets: EntryAssets; message: string; amount: string }): string {
  return page({
    title: 'Payment not completed',
    assets: o.assets,
    body: html`<h1>Payment not completed</h1>
      <div class="outcome--failed" role="alert">
        <p id="payment-error">${o.message}</p>
      </div>
      ${tryAgainForm(o.amount)}`,
  });
}
