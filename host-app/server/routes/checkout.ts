import { Router, type Request, type RequestHandler, type Response } from 'express';
import { PAYMENT_FIELDS } from '../../src/page-contract.js';
import { isOrderId, isUnresolved, type Order } from '../db/orders.js';
import type { GatewayConnection } from '../gateway-mode.js';
import type { Identity } from '../identity.js';
import { parseAmount } from '../money.js';
import { checkoutPage } from '../pages/checkout-page.js';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_FIELD, type DemoSettings } from '../pages/demo-settings.js';
import {
  attemptsUsedWords,
  declinedPage,
  paymentErrorPage,
  receiptPage,
  unconfirmedPage,
  unpaidOrderPage,
} from '../pages/order-pages.js';
import { attemptsUsed, type Charger, type ChargeResult } from '../payments/charger.js';
import type { Reconciler } from '../payments/reconciler.js';
import type { Security } from '../security.js';
import { NO_ORDER, openOrder, ownOrderOf, type OpenOrderOptions } from './open-order.js';
import { field, formPost, sendPage, sendProblem } from './respond.js';

export interface CheckoutRouterOptions extends OpenOrderOptions {
  /**
   * The payment's rate limits (per client address, per session): they count a post once it is a form with this
   * session's CSRF token, the only kind that reaches the gateway. Another site can make a shopper's browser post
   * anything to `/checkout` but not that, so its forged posts are refused (415, 403) without spending their limits.
   */
  paymentLimits: readonly RequestHandler[];
  charger: Charger;
  reconciler: Reconciler;
  security: Security;
  identity: Identity;
  /** The demo's sign-in is on (emulated gateway): the page says who pays, by this name once signed in. */
  demoShopperName?: string;
  vaultedCards: boolean;
  supportEmail: string;
  /**
   * The demo: an emulated gateway, where no money moves. Only then are the demo's switches in the address read
   * (`?amount=`, the settings panel's) and its panel shown; with a real gateway the page is the merchant's.
   */
  emulated: boolean;
  /** `THREE_D_SECURE=required`: the form verifies every card with 3D Secure, whatever the address asks. */
  threeDSecureRequired?: boolean;
  applePaySessionScript?: string;
  googlePayMerchantId?: string;
  gatewayConnections: readonly GatewayConnection[];
  /** The merchant account that takes the sales (the plain form's client token names it). */
  merchantAccountId?: string;
  log: (message: string) => void;
}

const NOT_CHARGED = 'We could not reach our payment processor, and you have not been charged. Please try again.';

/**
 * The page's settings: on the demo's emulated gateway what the address (or the form's post) asks for; with a real
 * gateway the defaults, whatever the address says, so no link turns a check off or a switch on for a shopper. 3D
 * Secure is on whatever either says when the server requires it.
 */
function settingsOf(
  o: Pick<CheckoutRouterOptions, 'emulated' | 'threeDSecureRequired'>,
  query: Record<string, unknown>,
): DemoSettings {
  const settings = o.emulated ? readSettings(query) : { ...DEFAULT_SETTINGS };
  return o.threeDSecureRequired ? { ...settings, threeDSecure: true } : settings;
}

/**
 * The payment path: the checkout page (which makes the order), the form's post (which charges it at
 * most once), and the order's page (its receipt, or what became of it).
 */
export function checkoutRouter(o: CheckoutRouterOptions): Router {
  const router = Router();
  const ownOrder = ownOrderOf(o.orders);

  router.get('/', async (req, res) => {
    const order = await openOrder(o, req, res, ownOrder);
    if (!order) return;
    const settings = settingsOf(o, req.query);
    const customerId = await o.identity.getCustomerId(req);
    sendPage(
      res,
      200,
      checkoutPage({
        ...o.pages(res),
        orderId: order.id,
        csrfToken: o.security.csrfToken(req, res),
        ...(o.demoShopperName ? { demoAccount: customerId ? { shopper: o.demoShopperName } : {} } : {}),
        amount: order.amount,
        currency: order.currency,
        vaultedCards: o.vaultedCards && Boolean(customerId),
        supportEmail: o.supportEmail,
        emulated: o.emulated,
        threeDSecureRequired: o.threeDSecureRequired ?? false,
        settings,
        ...(o.applePaySessionScript ? { applePaySessionScript: o.applePaySessionScript } : {}),
        ...(o.googlePayMerchantId ? { googlePayMerchantId: o.googlePayMerchantId } : {}),
        gatewayConnections: o.gatewayConnections,
      }),
    );
  });

  router.get('/checkout', (req, res) => {
    // The demo's amount goes along; a real checkout's amount is the server's, and the address carries none.
    const amount = o.emulated ? parseAmount(req.query.amount) : undefined;
    res.redirect(303, amount ? `/?amount=${amount}` : '/');
  });

  router.post('/checkout', ...formPost(o.pages), o.security.csrf, ...o.paymentLimits, async (req, res) => {
    const orderId = field(req.body, 'order_id');
    if (!isOrderId(orderId)) {
      sendProblem(o.pages, res, 400, 'Payment not completed', 'The order is missing or not valid. Please start again.');
      return;
    }
    await pay(o, req, res, orderId);
  });

  router.get('/orders/:id', async (req, res) => {
    let order = await ownOrder(req, req.params.id);
    if (!order) {
      sendProblem(o.pages, res, 404, 'Order not found', 'There is no such order for you.');
      return;
    }
    // Whoever opens an unresolved order's page asks the gateway (unless this process waits for the answer).
    if (isUnresolved(order) && !o.charger.answerPending(order.id)) {
      order = await o.reconciler.reconcile(order).catch(() => order!);
    }
    showOrder(o, res, order);
  });

  return router;
}

/** The form's post: charge the order (at most once) and answer with what came of it. */
async function pay(o: CheckoutRouterOptions, req: Request, res: Response, orderId: string): Promise<void> {
  const nonce = field(req.body, PAYMENT_FIELDS.nonce);
  const deviceData = field(req.body, PAYMENT_FIELDS.deviceData);
  // The way back keeps the language, theme and ways to pay the shopper paid under.
  const settings = settingsOf(
    o,
    Object.fromEntries(new URLSearchParams(field(req.body, SETTINGS_FIELD).slice(0, 500))),
  );
  let result: ChargeResult;
  try {
    result = await o.charger.charge({
      orderId,
      sessionId: req.session.id,
      nonce: nonce.length > 4096 ? '' : nonce,
      deviceData: deviceData.slice(0, 20_000),
      usedSavedCard: field(req.body, PAYMENT_FIELDS.vaulted) === '1',
    });
  } catch (error) {
    // The sale may have gone through before the failure (the store failing to record its answer, say). The
    // general error page leads back to a new checkout, and so to a second charge; the order's own page asks the
    // gateway what became of it, and says not to pay again until it knows.
    o.log(`[checkout] order ${orderId}: the payment failed on our side: ${(error as Error).stack ?? String(error)}`);
    res.redirect(303, `/orders/${orderId}`);
    return;
  }
  if (result.kind === 'not-found') {
    sendProblem(o.pages, res, 404, 'Order not found', NO_ORDER);
    return;
  }
  const ctx = {
    ...o.pages(res),
    amount: result.order.amount,
    orderId: result.order.id,
    settings,
    ...attemptsUsedNote(o, result.order),
  };
  switch (result.kind) {
    case 'paid':
    case 'unconfirmed':
      // Post/redirect/get: the order's page is the receipt, or says the outcome is not known yet and
      // reloads until it is. Reloading it never posts again.
      res.redirect(303, `/orders/${result.order.id}`);
      return;
    case 'no-details':
      sendPage(
        res,
        400,
        paymentErrorPage({ ...ctx, message: 'No payment details were received. Please enter them again.' }),
      );
      return;
    case 'declined':
      sendPage(res, 402, declinedPage({ ...ctx, receipt: result.order.receipt! }));
      return;
    case 'refused':
      sendPage(res, 422, paymentErrorPage({ ...ctx, message: result.message }));
      return;
    case 'not-charged':
      sendPage(res, 503, paymentErrorPage({ ...ctx, message: NOT_CHARGED }));
      return;
    case 'attempts-used':
      o.log(
        `[checkout] order ${result.order.id}: refused a payment after ${result.order.refusedAttempts} refused ` +
          `of ${result.order.attempts} attempts`,
      );
      sendProblem(o.pages, res, 409, 'Payment not completed', attemptsUsedWords(result.order.refusedAttempts));
      return;
  }
}

/**
 * When the order's last payment was the last one it takes: the words for the page, which then leads to a new order
 * instead of back to this one.
 */
function attemptsUsedNote(o: CheckoutRouterOptions, order: Order): { attemptsUsed?: string } {
  return attemptsUsed(order, o.maxPaymentAttempts) ? { attemptsUsed: attemptsUsedWords(order.refusedAttempts) } : {};
}

function showOrder(o: CheckoutRouterOptions, res: Response, order: Order, settings?: DemoSettings): void {
  const ctx = o.pages(res);
  if (order.status === 'paid' && order.receipt) {
    sendPage(res, 200, receiptPage({ ...ctx, orderId: order.id, receipt: order.receipt }));
  } else if (isUnresolved(order)) {
    sendPage(res, 200, unconfirmedPage({ ...ctx, orderId: order.id, amount: order.amount, currency: order.currency }));
  } else {
    const used = attemptsUsedNote(o, order);
    sendPage(res, 200, unpaidOrderPage({ ...ctx, order, ...(settings ? { settings } : {}), ...used }));
  }
}
