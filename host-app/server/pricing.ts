import type { Request } from 'express';
import { DEFAULT_AMOUNT, parseAmount } from './money.js';

/**
 * What the order a checkout page opens costs: the total of the shopper's cart, as the merchant's own server knows
 * it (a decimal string such as `"24.99"`, in the merchant account's currency). The shopper never says it: the
 * amount is stored with the order, and the sale charges what was stored. A merchant passes its own, read from its
 * own cart (`startServer({ priceOrder })`); the default is one fixed amount, `CHECKOUT_AMOUNT`.
 */
export type PriceOrder = (req: Request) => string | Promise<string>;

/**
 * How the server prices an order: `undefined` when the request asks for an amount that is not money (the demo's
 * `?amount=` only: the page then says so). Throws when the merchant's `priceOrder` gives something that is not an
 * amount, a fault of the server and never the shopper's to fix.
 */
export type OrderPricing = (req: Request) => Promise<string | undefined>;

/**
 * `CHECKOUT_AMOUNT` from the environment: the amount of every order when the merchant passes no `priceOrder`
 * (default 10.00). Throws, naming the variable, on anything that is not an amount.
 */
export function checkoutAmountFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.CHECKOUT_AMOUNT;
  if (raw === undefined || raw === '') return DEFAULT_AMOUNT;
  const amount = parseAmount(raw);
  if (!amount) {
    throw new Error(
      `CHECKOUT_AMOUNT must be a positive amount with at most two decimals, such as 10.00, not "${raw}".`,
    );
  }
  return amount;
}

/**
 * The pricing the server uses. The merchant's `priceOrder` when given, in every mode. Without it, the demo (an
 * emulated gateway: no money moves) takes `?amount=` from the address, standing in for a cart (default 10.00), so a
 * link shows a decline; with a real gateway every order costs `CHECKOUT_AMOUNT`, and no address changes it.
 */
export function orderPricing(o: { priceOrder?: PriceOrder; demo: boolean; fixedAmount: string }): OrderPricing {
  const { priceOrder } = o;
  if (priceOrder) {
    return async (req) => {
      const given = await priceOrder(req);
      const amount = parseAmount(given);
      if (!amount) {
        throw new Error(
          `priceOrder returned ${JSON.stringify(given)}, not an amount: it must return a positive amount with at most two decimals, such as "10.00".`,
        );
      }
      return amount;
    };
  }
  if (o.demo) {
    return (req) => {
      const requested = req.query.amount;
      return Promise.resolve(requested === undefined ? DEFAULT_AMOUNT : parseAmount(requested));
    };
  }
  const fixed = o.fixedAmount;
  return () => Promise.resolve(fixed);
}
