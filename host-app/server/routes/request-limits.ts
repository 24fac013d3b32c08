import type { RequestHandler } from 'express';
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

/**
 * The rate limits of the payment path, against card testing: opening the checkout (each visit may store an order),
 * posting a payment (per client address, and per session), and asking for a client token. Each answers 429 beyond
 * its limit: a page in plain words, or JSON for the token.
 */
export function requestLimits(
  limits: CheckoutLimits,
  pages: Pages,
): { checkouts: RequestHandler; payments: RequestHandler[]; tokens: RequestHandler } {
  const { windowMs } = limits;
  const paymentRefused = (_req: unknown, res: Parameters<typeof sendProblem>[1]) =>
    sendProblem(pages, res, 429, 'Payment not completed', PAYMENTS_LIMITED);
  return {
    checkouts: requestLimit({
      limit: limits.checkoutsPerAddress,
      windowMs,
      per: 'address',
      refuse: (_req, res) => sendProblem(pages, res, 429, 'Too many requests', CHECKOUTS_LIMITED),
    }),
    payments: [
      requestLimit({ limit: limits.paymentsPerAddress, windowMs, per: 'address', refuse: paymentRefused }),
      requestLimit({ limit: limits.paymentsPerSession, windowMs, per: 'session', refuse: paymentRefused }),
    ],
    tokens: requestLimit({
      limit: limits.tokensPerAddress,
      windowMs,
      per: 'address',
      refuse: (_req, res) => {
        res.status(429).json({ error: { message: TOKENS_LIMITED } });
      },
    }),
  };
}
