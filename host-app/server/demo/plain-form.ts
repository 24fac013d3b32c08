/**
 * The demo's no-script checkout, `/?form=plain`: a plain `<form method="post">` with `<payment-dropin>` in it as a
 * form field and a Pay button, and no script of the merchant's own (the page loads only the element's
 * definition). It posts to the same `/checkout`, under the same names, as the React form. A guest pays by card.
 */
import { Router } from 'express';
import type { SdkGateway } from '../braintree-sdk.js';
import { html } from '../html.js';
import { formatMoney } from '../money.js';
import { page } from '../pages/shell.js';
import { within, type Clock } from '../payments/clock.js';
import type { CheckoutRouterOptions } from '../routes/checkout.js';
import { openOrder } from '../routes/open-order.js';
import { sendPage, sendProblem } from '../routes/respond.js';
import { CSRF_FIELD } from '../security.js';
import { PAYMENT_FIELDS } from '../../src/page-contract.js';
import { PRODUCT_ERRORS } from '../../src/messages.js';

export interface PlainFormOptions extends CheckoutRouterOptions {
  gateway: SdkGateway;
  clock: Clock;
  answerWithinMs: number;
}

/** `GET /?form=plain`; every other request goes on to the checkout. */
export function plainFormRouter(o: PlainFormOptions): Router {
  const router = Router();
  router.get('/', async (req, res, next) => {
    if (req.query.form !== 'plain') return next();
    // The session's order for this amount that nobody tried to pay yet, or a new one (`?order=` is the React form's
    // way back to an order), unless one of the session's orders is still being charged: `openOrder` then sends the
    // shopper to that order's page.
    const order = await openOrder(o, req, res, () => Promise.resolve(undefined));
    if (!order) return;
    let token: string;
    try {
      const account = o.merchantAccountId ? { merchantAccountId: o.merchantAccountId } : {};
      const result = await within(o.clock, o.gateway.clientToken.generate(account), o.answerWithinMs);
      if (!result.success || !result.clientToken) throw new Error(result.message ?? 'no client token in the answer');
      token = result.clientToken;
    } catch (error) {
      o.log(`[plain form] the gateway could not make a client token: ${(error as Error).message ?? String(error)}`);
      sendProblem(o.pages, res, 502, 'Payment not available', PRODUCT_ERRORS.token);
      return;
    }
    const { assets, nonce } = o.pages(res);
    const total = formatMoney(order.amount, order.currency);
    sendPage(
      res,
      200,
      page({
        title: 'Checkout (no script)',
        assets,
        nonce,
        // The element's definition is the page's only script.
        head: html`<script type="module" nonce="${nonce}" src="${assets.plainScript ?? ''}"></script>`,
        body: html`<h1>Checkout</h1>
          <p>A plain HTML form: the payment widget is one of its fields, and the page has no script of its own.</p>
          <form class="checkout-form" method="post" action="/checkout" aria-labelledby="payment-heading">
            <h2 id="payment-heading">Payment</h2>
            <input type="hidden" name="order_id" value="${order.id}" />
            <input type="hidden" name="${CSRF_FIELD}" value="${o.security.csrfToken(req, res)}" />
            <payment-dropin
              authorization="${token}"
              nonce="${nonce}"
              name="${PAYMENT_FIELDS.nonce}"
              vaulted-name="${PAYMENT_FIELDS.vaulted}"
              device-data-name="${PAYMENT_FIELDS.deviceData}"
              required
            ></payment-dropin>
            <button type="submit">Pay ${total}</button>
          </form>`,
      }),
    );
  });
  return router;
}
