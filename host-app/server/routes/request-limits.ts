import type { RequestHandler } from 'express';
import type { RequestCounts } from '../db/request-counts.js';
import { requestLimit, type CheckoutLimits } from '../security.js';
import { sendProblem, type Pages } from './respond.js';

/** What a shopper reads when too many payments came from their connection or their browser in a short time. */
export const PAYMENTS_LIMITED =
  'Too many payments were tried in a short time, so this one was not sent, and you have not been charged for it. ' +
  'Please wait a few minutes before you try again, or contact support.';
/** What a visitor reads when too many checkout pages were opened from their connection in a short time. */
export const CHECKOUTS_LIMITED =
  'Too many checkouts were opened from your connection in a short time. Please wait a few minutes, then try again.';
/** The token route's JSON answer, beyond its limit. */
export const TOKENS_LIMITED = 'Too many requests in a short time. Please wait a few minutes, then try again.';
/** What a shopper reads when the limits could not count their payment (the database failed): it was not sent. */
export const PAYMENTS_UNAVAILABLE =
  'Payments cannot be taken right now, so this one was not sent, and you have not been charged for it. ' +
  'Please try again in a few minutes, or contact support.';
/** What a visitor reads when the limits could not count their visit to the checkout (the database failed). */
export const CHECKOUTS_UNAVAILABLE = 'The checkout cannot be opened right now. Please try again in a few minutes.';
/** The token route's JSON answer when the limits could not count the request. */
export const TOKENS_UNAVAILABLE = 'The checkout cannot take requests right now. Please try again in a few minutes.';

/**
 * The rate limits of the payment path, against card testing: opening the checkout (each visit may store an order),
 * posting a payment (per client address, and per session), and asking for a client token. Each answers 429 beyond
 * its limit: a page in plain words, or JSON for the token. They count in the database (`counts`), with every other
 * instance on it; when it cannot count, the request is refused with 503 (see `requestLimit`). Each runs after the
 * checks that another site cannot pass (`request-origin.ts`; for payments, the form and CSRF checks of
 * `checkoutRouter`), so no page a shopper visits can spend their limits.
 */
export function requestLimits(
  limits: CheckoutLimits,
  pages: Pages,
  counts: RequestCounts,
): { checkouts: RequestHandler; payments: RequestHandler[]; tokens: RequestHandler } {
  const { windowMs } = limits;
  const paymentRefused = (_req: unknown, res: Parameters<typeof sendProblem>[1]) =>
    sendProblem(pages, res, 429, 'Payment not completed', PAYMENTS_LIMITED);
  const paymentUnavailable = (_req: unknown, res: Parameters<typeof sendProblem>[1]) =>
    sendProblem(pages, res, 503, 'Payment not completed', PAYMENTS_UNAVAILABLE);
  return {
    checkouts: requestLimit({
      name: 'checkouts',
      limit: limits.checkoutsPerAddress,
      windowMs,
      per: 'address',
      counts,
      refuse: (_req, res) => sendProblem(pages, res, 429, 'Too many requests', CHECKOUTS_LIMITED),
      unavailable: (_req, res) => sendProblem(pages, res, 503, 'Checkout not available', CHECKOUTS_UNAVAILABLE),
    }),
    payments: [
      requestLimit({
        name: 'payments',
        limit: limits.paymentsPerAddress,
        windowMs,
        per: 'address',
        counts,
        refuse: paymentRefused,
        unavailable: paymentUnavailable,
      }),
      requestLimit({
        name: 'session-payments',
        limit: limits.paymentsPerSession,
        windowMs,
        per: 'session',
        counts,
        refuse: paymentRefused,
        unavailable: paymentUnavailable,
      }),
    ],
    tokens: requestLimit({
      name: 'tokens',
      limit: limits.tokensPerAddress,
      windowMs,
      per: 'address',
      counts,
      refuse: (_req, res) => {
        res.status(429).json({ error: { message: TOKENS_LIMITED } });
      },
      unavailable: (_req, res) => {
        res.status(503).json({ error: { message: TOKENS_UNAVAILABLE } });
      },
    }),
  };
}
