/**
 * The pages after the checkout: the receipt, an order whose outcome is not known yet, an order not
 * paid, a decline, a refused payment and the general problem page. Every value goes in escaped.
 */
import type { Order, Receipt } from '../db/orders.js';
import type { DemoSettings } from './demo-settings.js';
import { html } from '../html.js';
import { formatMoney } from '../money.js';
import { page, tryAgainForm, type PageContext } from './shell.js';
import { DECLINE_WORDS, declineOutcome, paidWith, statusInWords } from '../receipt.js';

/** What the shopper reads while the gateway has not said what became of a payment. */
export const UNCONFIRMED_WORDS = 'We could not confirm your payment yet. Do not pay again; this page will update.';
/** How often the page of an unresolved order reloads itself (a meta refresh: no script needed). */
export const UNCONFIRMED_REFRESH_SECONDS = 3;

/**
 * What the shopper reads about an order that takes no more payments: `refused` of them were declined or refused by
 * the card's issuer or the gateway's checks (payments that failed for want of an answer are not counted).
 */
export function attemptsUsedWords(refused: number): string {
  return (
    `${refused} payments for this order were declined, so it cannot be paid any more. ` +
    'You have not been charged for them. Please start again with a new order, or contact support.'
  );
}

/**
 * The way on from an order that was not paid: back to paying it, or, when it takes no more payments
 * (`attemptsUsed`: the words why), a new order.
 */
function wayOn(o: {
  amount: string;
  orderId?: string;
  label?: string;
  settings?: DemoSettings;
  attemptsUsed?: string;
}) {
  if (o.attemptsUsed) {
    return html`<p id="attempts-used">${o.attemptsUsed}</p>
      <a class="button" id="start-again" href="/">Start a new order</a>`;
  }
  return tryAgainForm(o.amount, o.orderId, o.label, o.settings);
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
          <dd id="payment-method">${paidWith(r)}</dd>
        </dl>
      </section>
      <a class="button" href="/">Make another payment</a>`,
  });
}

/**
 * An order whose sale has not been answered: say so in plain words, never "not charged", and reload
 * until the gateway's answer (or a search) settles it. No way to pay from here.
 */
export function unconfirmedPage(o: PageContext & { orderId: string; amount: string; currency: string }): string {
  return page({
    title: 'Payment not confirmed yet',
    assets: o.assets,
    nonce: o.nonce,
    refreshSeconds: UNCONFIRMED_REFRESH_SECONDS,
    body: html`<h1>Payment not confirmed yet</h1>
      <div role="status">
        <p id="payment-pending">${UNCONFIRMED_WORDS}</p>
      </div>
      <p class="reference">Order <span id="order-id">${o.orderId}</span> for ${formatMoney(o.amount, o.currency)}.</p>
      <a class="button button--secondary" href="/orders/${o.orderId}">Check now</a>`,
  });
}

/** What an order that is not paid means for the shopper, by how its last attempt ended. */
function unpaidWords(order: Pick<Order, 'status' | 'failure'>): string {
  if (order.status === 'failed' && order.failure === 'not-charged')
    return 'We checked with our payment processor: this payment did not go through, and you have not been charged. You can pay again.';
  if (order.status === 'declined') return 'The last payment for this order was declined. You can pay another way.';
  if (order.status === 'failed') return 'The last payment for this order did not go through. You can pay again.';
  return 'This order has not been paid yet.';
}

/** A known order that is not paid: what happened, and the way back to paying it. */
export function unpaidOrderPage(
  o: PageContext & {
    order: Pick<Order, 'id' | 'amount' | 'currency' | 'status' | 'failure'>;
    settings?: DemoSettings;
    attemptsUsed?: string;
  },
): string {
  return page({
    title: 'Order not paid',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Order not paid</h1>
      <p id="order-state" data-status="${o.order.status}">${unpaidWords(o.order)}</p>
      <p class="reference">
        Order <span id="order-id">${o.order.id}</span> for ${formatMoney(o.order.amount, o.order.currency)}.
      </p>
      ${wayOn({ ...o, amount: o.order.amount, orderId: o.order.id, label: 'Pay for this order' })}`,
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
  o: PageContext & {
    receipt: Receipt;
    amount: string;
    orderId: string;
    settings?: DemoSettings;
    attemptsUsed?: string;
  },
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
      ${wayOn({ ...o, label: words.action })}`,
  });
}

/** A payment that made no sale (a bad nonce, a bad amount, a gateway error with no sale behind it). */
export function paymentErrorPage(
  o: PageContext & {
    message: string;
    amount: string;
    orderId?: string;
    settings?: DemoSettings;
    attemptsUsed?: string;
  },
): string {
  return page({
    title: 'Payment not completed',
    assets: o.assets,
    nonce: o.nonce,
    body: html`<h1>Payment not completed</h1>
      <div class="outcome--failed" role="alert">
        <p id="payment-error">${o.message}</p>
      </div>
      ${wayOn(o)}`,
  });
}
