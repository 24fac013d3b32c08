/**
 * The order a checkout page is for, shared by the checkout and the demo's no-script form: the session's own
 * unpaid order when the address names one, else the session's order for the same amount that nobody tried to pay
 * yet, else a new order stored with this session (unless one of the session's orders is still being charged: then
 * that order's page). The amount is the server's (`OrderPricing`), never the shopper's.
 */
import type { Request, Response } from 'express';
import { isOrderId, isUnresolved, type Order, type Orders } from '../db/orders.js';
import { DEFAULT_AMOUNT } from '../money.js';
import { attemptsUsedWords, paymentErrorPage } from '../pages/order-pages.js';
import type { OrderPricing } from '../pricing.js';
import { sendPage, sendProblem, type Pages } from './respond.js';

export interface OpenOrderOptions {
  pages: Pages;
  orders: Orders;
  currency: string;
  /** What a new order costs: the merchant's cart (`priceOrder`), or the demo's `?amount=`. */
  price: OrderPricing;
  /**
   * How many of an order's payments the card's issuer or the gateway's checks may refuse before it takes no more
   * (`refusedAttempts`; failures of the gateway or of the server do not count); unset: no bound.
   */
  maxPaymentAttempts?: number;
}

export const NO_ORDER = 'There is no such order for you. Please start again.';

/** Finds an order of this session's (someone else's orders look like missing ones). */
export type OwnOrder = (req: Request, id: unknown) => Promise<Order | undefined>;

export function ownOrderOf(orders: Orders): OwnOrder {
  return async (req, id) => {
    if (!isOrderId(id)) return undefined;
    let order = await orders.find(id);
    // A paid order this process kept may predate its session's new id (sign-in on another instance).
    if (order && order.sessionId !== req.session.id && order.status === 'paid') order = await orders.findFresh(id);
    return order && order.sessionId === req.session.id ? order : undefined;
  };
}

/**
 * The order the checkout page is for: `?order=` (this session's, not paid), else the session's order for the amount
 * the server prices it at that nobody tried to pay yet, else a new one; unless the session has an order whose sale may have gone
 * through: then that order's page.
 */
export async function openOrder(
  o: OpenOrderOptions,
  req: Request,
  res: Response,
  ownOrder: OwnOrder,
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
    // Nor is one that has had as many payments as it takes.
    if (o.maxPaymentAttempts !== undefined && order.refusedAttempts >= o.maxPaymentAttempts) {
      sendProblem(o.pages, res, 409, 'Payment not completed', attemptsUsedWords(order.refusedAttempts));
      return undefined;
    }
    return order;
  }
  const amount = await o.price(req);
  // A session that never made an order has none to look for.
  if (req.session.startedAt !== undefined) {
    const open = await o.orders.openOfSession(req.session.id, amount ?? null, o.currency);
    // A checkout opened again (Back, a second tab, a reload after a lost answer) while an earlier payment is not
    // settled would make a second order, and the shopper would pay twice: the earlier order's page says not to pay
    // again and finds out what became of it.
    if (open && isUnresolved(open)) {
      res.redirect(303, `/orders/${open.id}`);
      return undefined;
    }
    // Opened again before paying (a reload, a second tab, the demo settings): the same order, not one more row.
    if (open) return open;
  }
  if (!amount) {
    const message = 'The amount must be a positive number with at most two decimals, such as 10.00.';
    sendPage(res, 400, paymentErrorPage({ ...o.pages(res), message, amount: DEFAULT_AMOUNT }));
    return undefined;
  }
  // The order is stored with this session: only it may pay for it or see its receipt.
  req.session.startedAt ??= Date.now();
  req.session.save();
  return o.orders.create({ sessionId: req.session.id, amount, currency: o.currency });
}
