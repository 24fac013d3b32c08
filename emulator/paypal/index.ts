import { Router, type Request, type Response } from 'express';
import { requireRestAuthorization } from '../client-api/request-authorization.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';
import { restPayPalAccount, tokenizePayPalAccount, tokenizeSandboxPayPalAccount } from './accounts.js';
import { paypalValidationBody } from './errors.js';
import { createPaymentResource } from './hermes.js';
import { paypalPagesRouter } from './pages.js';
import { PaymentResourceStore, type PayPalFlow } from './resources.js';

export { DEFAULT_PAYER_EMAIL, FUNDING, SDK_VERSION } from './protocol.js';

const V1 = '/merchants/:merchantId/client_api/v1';

/** `POST …/paypal_hermes/create_payment_resource` (checkout) or `…/setup_billing_agreement` (vault). */
function hermesHandler(ctx: EmulatorContext, store: PaymentResourceStore, flow: PayPalFlow) {
  return (req: Request, res: Response): void => {
    if (!requireRestAuthorization(ctx, req, res)) return;
    const outcome = createPaymentResource(store, ctx.state.merchant, accessFromRequest(ctx, req), flow, req.body);
    if (!outcome.ok) {
      res.status(outcome.status).json(paypalValidationBody(outcome.message, outcome.problems));
      return;
    }
    res.status(outcome.status).json(outcome.body);
  };
}

/** `POST …/payment_methods/paypal_accounts`: an approved payment (or a sandbox test code) becomes a nonce. */
function paypalAccountsHandler(ctx: EmulatorContext, store: PaymentResourceStore) {
  return (req: Request, res: Response): void => {
    const auth = requireRestAuthorization(ctx, req, res);
    if (!auth) return;
    const sandbox = tokenizeSandboxPayPalAccount(ctx.state, store, req.body);
    if (sandbox) {
      res.status(201).json({ paypalAccounts: [restPayPalAccount(sandbox.record, undefined)] });
      return;
    }
    const outcome = tokenizePayPalAccount(ctx.state, store, auth, req.body);
    if (!outcome.ok) {
      res.status(422).json(paypalValidationBody(outcome.message, outcome.problems));
      return;
    }
    res
      .status(201)
      .json({ paypalAccounts: [restPayPalAccount(outcome.record, outcome.resource, outcome.correlationId)] });
  };
}

/**
 * Control API: the PayPal payments merchants' pages set up, to check what reached "PayPal" (amount,
 * currency, intent) after an updateConfiguration, say.
 */
function paymentsHandler(store: PaymentResourceStore) {
  return (_req: Request, res: Response): void => {
    res.json(
      store.list().map(({ flow, ecToken, billingToken, amount, currency, intent, offerCredit, status }) => ({
        flow,
        ecToken,
        billingToken,
        amount,
        currency,
        intent,
        offerCredit,
        status,
      })),
    );
  };
}

/**
 * PayPal, as braintree-web's `paypal-checkout` meets it:
 * - on PayPal's hosts, a stand-in PayPal JS SDK (`GET /sdk/js`), the approval decision it reports
 *   instead of a popup (`POST /checkoutnow/decision`), and the dispatch frame braintree-web's
 *   frame service loads from `paypal.assetsUrl`;
 * - on the client API, the hermes payment resources and PayPal account tokenization.
 */
export function paypalRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const store = new PaymentResourceStore();
  router.use(paypalPagesRouter(ctx, store));
  router.post(`${V1}/paypal_hermes/create_payment_resource`, hermesHandler(ctx, store, 'checkout'));
  router.post(`${V1}/paypal_hermes/setup_billing_agreement`, hermesHandler(ctx, store, 'vault'));
  // The server SDK's own helpers post to the `.json` form of the path.
  router.post(
    [`${V1}/payment_methods/paypal_accounts`, `${V1}/payment_methods/paypal_accounts.json`],
    paypalAccountsHandler(ctx, store),
  );
  router.get('/__emulator/paypal/payments', paymentsHandler(store));
  return router;
}
