import { Router, type Request, type Response } from 'express';
import { requireRestAuthorization } from '../client-api/request-authorization.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';
import { restPayPalAccount, tokenizePayPalAccount, tokenizeSandboxPayPalAccount } from './accounts.js';
import { compressScripts, sendBrowserScript } from '../browser-bundle.js';
import { paypalScript, type PayPalScript } from './build.js';
import { decide } from './decision.js';
import { paypalValidationBody } from './errors.js';
import { createPaymentResource } from './hermes.js';
import { DECISION_PATH, SDK_PATH, validateSdkQuery } from './protocol.js';
import { PaymentResourceStore } from './resources.js';

export { DEFAULT_PAYER_EMAIL, FUNDING, SDK_VERSION } from './protocol.js';

const V1 = '/merchants/:merchantId/client_api/v1';

/** braintree-web version path segments we accept: nothing that could escape HTML. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

const DISPATCH_FRAME_CSP = ["default-src 'none'", "script-src 'self'", "base-uri 'none'", "form-action 'none'"].join(
  '; ',
);

function dispatchFramePage(version: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>PayPal dispatch frame</title>',
    `<script src="/web/${version}/js/paypal-dispatch-frame.js" defer></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

function sendScript(ctx: EmulatorContext, res: Response, script: PayPalScript): Promise<void> {
  // The SDK is revalidated on every load (its ETag makes that a 304), as PayPal's is fetched per
  // page: a stalled or failing SDK, which the fault API plays, must reach the page each time.
  return sendBrowserScript(
    res,
    () => paypalScript(script),
    `The PayPal ${script} script`,
    ctx.log,
    script === 'sdk' ? 'no-cache' : undefined,
  );
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

  router.get(SDK_PATH, compressScripts, async (req: Request, res: Response) => {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const settings = validateSdkQuery(query);
    if (typeof settings === 'string') {
      res.status(400).type('text/plain').send(settings);
      return;
    }
    await sendScript(ctx, res, 'sdk');
  });

  router.post(DECISION_PATH, (req: Request, res: Response) => {
    const outcome = decide(store, req.body);
    if (!outcome.ok) {
      res.status(outcome.status).json({ error: { message: outcome.message } });
      return;
    }
    res.json(outcome.data);
  });

  router.get(/^\/web\/([^/]+)\/html\/dispatch-frame(?:\.min)?\.html$/, (req: Request, res: Response) => {
    const version = String(req.params[0] ?? '');
    if (!VERSION.test(version)) {
      res.status(404).json({ error: { message: `Unknown braintree-web version ${JSON.stringify(version)}.` } });
      return;
    }
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': DISPATCH_FRAME_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    res.send(dispatchFramePage(version));
  });

  router.get(
    /^\/web\/([^/]+)\/js\/paypal-dispatch-frame\.js$/,
    compressScripts,
    async (_req: Request, res: Response) => {
      await sendScript(ctx, res, 'dispatch-frame');
    },
  );

  for (const [path, flow] of [
    ['create_payment_resource', 'checkout'],
    ['setup_billing_agreement', 'vault'],
  ] as const) {
    router.post(`${V1}/paypal_hermes/${path}`, (req: Request, res: Response) => {
      if (!requireRestAuthorization(ctx, req, res)) return;
      const outcome = createPaymentResource(store, ctx.state.merchant, accessFromRequest(req), flow, req.body);
      if (!outcome.ok) {
        res.status(outcome.status).json(paypalValidationBody(outcome.message, outcome.problems));
        return;
      }
      res.status(outcome.status).json(outcome.body);
    });
  }

  // The server SDK's own helpers post to the `.json` form of the path.
  router.post(
    [`${V1}/payment_methods/paypal_accounts`, `${V1}/payment_methods/paypal_accounts.json`],
    (req: Request, res: Response) => {
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
    },
  );

  // Control API: the PayPal payments merchants' pages set up, to check what reached "PayPal"
  // (amount, currency, intent) after an updateConfiguration, say.
  router.get('/__emulator/paypal/payments', (_req: Request, res: Response) => {
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
  });

  return router;
}
