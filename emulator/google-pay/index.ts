import { Router, type Request, type Response } from 'express';
import { browserBundle, sendBrowserScript } from '../browser-bundle.js';
import type { EmulatorContext } from '../context.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { loadPaymentData } from './payment-data.js';

/** Where Google's Pay API script lives (on pay.google.com); the emulator serves its stand-in there. */
export const GOOGLE_PAY_JS_PATH = '/gp/p/js/pay.js';
/** Where the stand-in sends `loadPaymentData` requests. */
export const GOOGLE_PAY_SHEET_PATH = '/gp/p/emulator/payment-data';

const payScript = browserBundle({
  entry: new URL('./pay-js/main.ts', import.meta.url),
  globalName: 'googlePayEmulator',
  label: 'the Google Pay API stand-in',
});

/**
 * Google Pay, as braintree-web's `google-payment` module and a page meet it: a stand-in for
 * Google's Pay API script (`google.payments.api.PaymentsClient`) and the sheet it plays, which
 * asks Braintree (here, the emulator) for the gateway token it hands back.
 */
export function googlePayRouter(ctx: EmulatorContext, outcomes: WalletOutcomes): Router {
  const router = Router();

  router.get(GOOGLE_PAY_JS_PATH, async (req: Request, res: Response) => {
    await sendBrowserScript(req, res, payScript, 'The Google Pay API stand-in', ctx.log);
  });

  router.post(GOOGLE_PAY_SHEET_PATH, (req: Request, res: Response) => {
    const outcome = loadPaymentData(ctx.state, req.body, outcomes.take('google-pay') ?? 'approve');
    if (outcome.ok) res.json({ paymentData: outcome.paymentData });
    else res.json({ error: outcome.error });
  });

  return router;
}
