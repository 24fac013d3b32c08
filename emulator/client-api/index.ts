import { Router, type Request, type Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { analyticsRouter } from './analytics.js';
import { readCardInput, restCreditCard, tokenizeCard } from './card-tokenization.js';
import { AUTHORIZATION_INSUFFICIENT_MESSAGE, restValidationBody } from './errors.js';
import { listPaymentMethods } from './payment-methods.js';
import { customerIdOf, requireRestAuthorization } from './request-authorization.js';

const V1 = '/merchants/:merchantId/client_api/v1';

/**
 * The client API braintree-web speaks over REST: card tokenization, the vault manager's saved
 * methods, and the analytics sinks. (GraphQL is `graphQLRouter`, given every part's operations; the
 * configuration is its own folder, as it names every payment method type.)
 */
export function clientApiRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.use(analyticsRouter(ctx));

  // The server SDK's own helpers post to the `.json` form of the path.
  router.post(
    [`${V1}/payment_methods/credit_cards`, `${V1}/payment_methods/credit_cards.json`],
    (req: Request, res: Response) => {
      const auth = requireRestAuthorization(ctx, req, res);
      if (!auth) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const card = body.creditCard ?? body.credit_card;
      const outcome = tokenizeCard(ctx.state, auth, readCardInput(card, undefined, true));
      if (!outcome.ok) {
        res.status(422).json(restValidationBody(outcome.message, outcome.problems));
        return;
      }
      res.status(201).json({ creditCards: [restCreditCard(outcome.record, body.authenticationInsight === true)] });
    },
  );

  router.get([`${V1}/payment_methods`, `${V1}/payment_methods.json`], (req: Request, res: Response) => {
    const auth = requireRestAuthorization(ctx, req, res);
    if (!auth) return;
    if (auth.kind === 'tokenizationKey') {
      // Tokenization keys may only tokenize: the gateway refuses them any vault read.
      res.status(403).json({ error: { message: AUTHORIZATION_INSUFFICIENT_MESSAGE } });
      return;
    }
    const defaultFirst = req.query.defaultFirst === '1' || req.query.defaultFirst === 'true';
    res.json({ paymentMethods: listPaymentMethods(ctx.state, customerIdOf(auth), defaultFirst) });
  });

  return router;
}
