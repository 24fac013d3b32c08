import { Router } from 'express';
import type { EmulatorContext } from '../context.js';
import { requireMerchantKeys } from './auth.js';
import { addressRoutes } from './addresses/routes.js';
import { clientTokenRoutes } from './client-tokens/routes.js';
import { creditCardRoutes } from './credit-cards/routes.js';
import { customerRoutes } from './customers/routes.js';
import { paymentMethodNonceRoutes } from './payment-method-nonces/routes.js';
import { paymentMethodRoutes } from './payment-methods/routes.js';
import { paypalAccountRoutes } from './paypal-accounts/routes.js';
import type { ServerRoute } from './route.js';
import { sepaDirectDebitAccountRoutes } from './sepa-direct-debit-accounts/routes.js';
import { testingRoutes } from './testing/routes.js';
import { transactionLineItemRoutes } from './transaction-line-items/routes.js';
import { transactionRoutes } from './transactions/routes.js';
import { verificationRoutes } from './verifications/routes.js';

/**
 * Every resource's routes, one table per gateway of the Node SDK. The credit card gateway's come
 * before the payment method gateway's: both answer `POST /payment_methods`, the first for a body
 * with `credit_card`.
 */
const RESOURCES: ReadonlyArray<readonly ServerRoute[]> = [
  clientTokenRoutes,
  customerRoutes,
  addressRoutes,
  creditCardRoutes,
  paypalAccountRoutes,
  sepaDirectDebitAccountRoutes,
  paymentMethodNonceRoutes,
  paymentMethodRoutes,
  transactionRoutes,
  transactionLineItemRoutes,
  testingRoutes,
  verificationRoutes,
];

/**
 * The gateway's server API, as the official `braintree` Node SDK speaks it: JSON requests under
 * `/merchants/<merchantId>/…` with HTTP basic auth (public key : private key), XML answers.
 * Only these paths are claimed, so `/merchants/<id>/client_api/…` reaches the client API.
 */
export function serverApiRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const auth = requireMerchantKeys(ctx.state);
  for (const routes of RESOURCES) {
    for (const route of routes) {
      router[route.method](`/merchants/:merchantId${route.path}`, auth, ...route.handlers.map((make) => make(ctx)));
    }
  }
  return router;
}
