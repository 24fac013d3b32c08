import { Router } from 'express';
import type { SdkGateway } from '../braintree-sdk.js';
import type { Identity } from '../identity.js';
import { within, type Clock } from '../payments/clock.js';

export interface ClientTokenRouterOptions {
  gateway: SdkGateway;
  identity: Identity;
  clock: Clock;
  /** How long the page's request waits for the gateway. */
  answerWithinMs: number;
  /** The merchant account the sales go to: the token's configuration (PayPal's, the wallets') is that account's. */
  merchantAccountId?: string;
  log: (message: string) => void;
}

/** A card the shopper chose to save is saved once: the gateway refuses a second copy of it. */
const forCustomer = (customerId: string) => ({ customerId, options: { failOnDuplicatePaymentMethod: true } });

/**
 * `GET /api/payment_methods/token[?use_vault=true]`: a client token for the payment form. With
 * `use_vault`, one for the signed-in shopper's own customer (their saved methods); a guest, or any
 * caller the identity does not name, gets a 403 and the gateway is never asked.
 */
export function clientTokenRouter(o: ClientTokenRouterOptions): Router {
  const router = Router();
  router.get('/api/payment_methods/token', async (req, res) => {
    const useVault = req.query.use_vault === 'true';
    let customerId = useVault ? await o.identity.getCustomerId(req) : undefined;
    if (useVault && !customerId) {
      res.status(403).json({ error: { message: 'Sign in to use saved payment methods.' } });
      return;
    }
    const account = o.merchantAccountId ? { merchantAccountId: o.merchantAccountId } : {};
    const generate = (id: string | undefined) =>
      within(o.clock, o.gateway.clientToken.generate({ ...account, ...(id ? forCustomer(id) : {}) }), o.answerWithinMs);
    try {
      let result = await generate(customerId);
      if (!result.success && customerId && o.identity.customerMissing) {
        customerId = await o.identity.customerMissing(customerId);
        if (customerId) result = await generate(customerId);
      }
      if (!result.success || !result.clientToken) throw new Error(result.message ?? 'no client token in the answer');
      res.setHeader('Cache-Control', 'no-store').json({ token: result.clientToken });
    } catch (error) {
      o.log(`[token] the gateway could not make a client token: ${(error as Error).message ?? String(error)}`);
      res.status(502).json({ error: { message: 'The payment processor could not make a client token.' } });
    }
  });
  return router;
}
