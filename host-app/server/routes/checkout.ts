import { Router, type Request, type Response } from 'express';
import { PAYMENT_FIELDS } from '../../src/page-contract.js';
import { isOrderId, isUnresolved, type Order, type Orders } from '../db/orders.js';
import { readSettings, SETTINGS_FIELD, type DemoSettings } from '../demo/demo-settings.js';
import type { GatewayConnection } from '../gateway-mode.js';
import type { Identity } from '../identity.js';
import { DEFAULT_AMOUNT, parseAmount } from '../money.js';
import { declinedPage, paymentErrorPage, receiptPage, unconfirmedPage, unpaidOrderPage } from '../order-pages.js';
import { checkoutPage } from '../pages.js';
import type { Charger } from '../payments/charger.js';
import type { Reconciler } from '../payments/reconciler.js';
import type { Security } from '../security.js';
import { field, formPost, saveSession, sendPage, sendProblem, type Pages } from './respond.js';

export interface CheckoutRouterOptions {
  pages: Pages;
  orders: Orders;
  charger: Charger;
  reconciler: Reconciler;
  security: Security;
  identity: Identity;
  /** The demo's sign-in is on (emulated gateway): the page says who pays, by this name once signed in. */
  demoShopperName?: string;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  emulated: boolean;
  applePaySessionScript?: string;
  googlePayMerchantId?: string;
  gatewayConnections: readonly GatewayConnection[];
}

const NOT_CHARGED = 'We could not reach our payment processor, and you have not been charged. Please try again.';
const NO_ORDER = 'There is no such order for you. Please start again.';

/**
 * The payment path: the checkout page (which makes the order), the form's post (which charges it at
 * most once), and the order's page (its receipt, or what became of it).
 */
export function checkoutRouter(o: CheckoutRouterOptions): Router {
  const router = Router();
  const ownOrder = async (req: Request, id: unknown): Promise<Order | undefined> => {
    if (!isOrderId(id)) return undefined;
    const order = await o.orders.find(id);
    // Someone else's orders look like missing ones.
    return order && order.sessionId === req.session.id ? order : undefined;
  };

  router.get('/', async (req, res) => {
    const order = await openOrder(o, req, res, ownOrder);
    if (!order) return;
    const settings = readSettings(req.query);
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
        settings,
        ...(o.applePaySessionScript ? { applePaySessionScript: o.applePaySessionScript } : {}),
        ...(o.googlePayMerchantId ? { googlePayMerchantId: o.googlePayMerchantId } : {}),
        gatewayConnections: o.gatewayConnections,
      }),
    );
  });

  router.get('/checkout', (req, res) => {
    const amount = parseAmount(req.query.amount);
    res.redirect(303, amount ? `/?amount=${amount}` : '/');
  });

  router.post('/checkout', ...formPost(o.pages), o.security.csrf, async (req, res) => {
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

/** The order the checkout page is for: `?order=` (this session's, not paid), else a new one. */
export async function openOrder(
  o: CheckoutRouterOptions,
  req: Request,
  res: Response,
  ownOrder: (req: Request, id: unknown) => Promise<Order | undefined>,
): Promise<Order | undefined> {
  if (req.query.order !== undefined) {
    const order = await ownOrder(req, req.query.order);
    if (!order) {
      sendProblem(o.pages, res, 404, 'Order not found', NO_ORDER);
      return undefined;
    }
    // A paid order, or one whose payment is not settled yet, is not offered for paying again.
    if (order.status === 'paid' || isUnresolved(order)) {
      res.redirect(303, `/orders/${order.id}`);
      return undefined;
    }
    return order;
  }
  const requested = req.query.amount;
  const amount = requested === undefined ? DEFAULT_AMOUNT : parseAmount(requested);
  if (!amount) {
    const message = 'The amount must be a positive number with at most two decimals, such as 10.00.';
    sendPage(res, 400, paymentErrorPage({ ...o.pages(res), message, amount: DEFAULT_AMOUNT }));
    return undefined;
  }
  // The order is stored with this session: only it may pay for it or see its receipt.
  req.session.startedAt ??= Date.now();
  await saveSession(req);
  return o.orders.create({ sessionId: req.session.id, amount, currency: o.currency });
}

/** The form's post: charge the order (at most once) and answer with what came of it. */
async function pay(o: CheckoutRouterOptions, req: Request, res: Response, orderId: string): Promise<void> {
  const nonce = field(req.body, PAYMENT_FIELDS.nonce);
  const deviceData = field(req.body, PAYMENT_FIELDS.deviceData);
  // The way back keeps the language, theme and ways to pay the shopper paid under.
  const settings = readSettings(Object.fromEntries(new URLSearchParams(field(req.body, SETTINGS_FIELD).slice(0, 500))));
  const result = await o.charger.charge({
    orderId,
    sessionId: req.session.id,
    nonce: nonce.length > 4096 ? '' : nonce,
    deviceData: deviceData.slice(0, 20_000),
    usedSavedCard: field(req.body, PAYMENT_FIELDS.vaulted) === '1',
  });
  if (result.kind === 'not-found') {
    sendProblem(o.pages, res, 404, 'Order not found', NO_ORDER);
    return;
  }
  const ctx = { ...o.pages(res), amount: result.order.amount, orderId: result.order.id, settings };
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
  }
}

function showOrder(o: CheckoutRouterOptions, res: Response, order: Order, settings?: DemoSettings): void {
  const ctx = o.pages(res);
  if (order.status === 'paid' && order.receipt) {
    sendPage(res, 200, receiptPage({ ...ctx, orderId: order.id, receipt: order.receipt }));
  } else if (isUnresolved(order)) {
    sendPage(res, 200, unconfirmedPage({ ...ctx, orderId: order.id, amount: order.amount, currency: order.currency }));
  } else {
    sendPage(res, 200, unpaidOrderPage({ ...ctx, order, ...(settings ? { settings } : {}) }));
  }
}
