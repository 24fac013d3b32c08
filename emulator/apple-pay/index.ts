import { Router, type Request, type Response } from 'express';
import { browserBundle, sendBrowserScript } from '../browser-bundle.js';
import { requireRestAuthorization } from '../client-api/request-authorization.js';
import type { EmulatorContext } from '../context.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { applePayMerchantIdentifier } from './kind.js';
import { sheetContacts } from './contacts.js';
import {
  APPLE_PAY_NOT_ENABLED_MESSAGE,
  merchantSession,
  restApplePayCard,
  tokenizeApplePayment,
  walletPaymentToken,
} from './tokens.js';

const V1 = '/merchants/:merchantId/client_api/v1';

/** Where the `ApplePaySession` stand-in is served, under the assets origin (or the emulator's own). */
export const APPLE_PAY_SESSION_PATH = '/web/emulator/apple-pay/apple-pay-session.js';
/** Where the stand-in asks for the shopper's next move. */
export const APPLE_PAY_SHEET_PATH = '/web/emulator/apple-pay/sheet';
/** Where the stand-in asks whether the wallet holds a card it can pay with. */
export const APPLE_PAY_ACTIVE_CARD_PATH = '/web/emulator/apple-pay/active-card';

const sessionScript = browserBundle({
  entry: new URL('./session/main.ts', import.meta.url),
  globalName: 'applePayEmulatorSession',
  label: 'the ApplePaySession stand-in',
});

function unprocessable(res: Response, message: string): void {
  res.status(422).json({ error: { message }, fieldErrors: [] });
}

/**
 * Apple Pay on the web, as braintree-web's `apple-pay` module and Safari meet it:
 * - on the client API, merchant validation (`apple_pay_web/sessions`) and payment token
 *   tokenization (`payment_methods/apple_payment_tokens`);
 * - an `ApplePaySession` stand-in script for browsers that have none, and the two questions it
 *   asks the emulator (is there an active card; what does the shopper do on the sheet).
 */
export function applePayRouter(ctx: EmulatorContext, outcomes: WalletOutcomes): Router {
  const router = Router();

  router.post(`${V1}/apple_pay_web/sessions`, (req: Request, res: Response) => {
    if (!requireRestAuthorization(ctx, req, res)) return;
    const { merchant } = ctx.state;
    if (!merchant.applePayEnabled) return unprocessable(res, APPLE_PAY_NOT_ENABLED_MESSAGE);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const session = (
      typeof body.applePayWebSession === 'object' && body.applePayWebSession !== null ? body.applePayWebSession : {}
    ) as Record<string, unknown>;
    for (const field of ['validationUrl', 'domainName', 'merchantIdentifier'] as const) {
      if (typeof session[field] !== 'string' || session[field] === '')
        return unprocessable(res, `applePayWebSession.${field} is required.`);
    }
    if (!/^https:\/\/[^/]*apple\.com\//.test(session.validationUrl as string))
      return unprocessable(res, 'applePayWebSession.validationUrl must be an Apple Pay validation URL.');
    if (session.merchantIdentifier !== applePayMerchantIdentifier(merchant))
      return unprocessable(res, 'The merchant identifier is not registered for Apple Pay on this merchant account.');
    res.status(201).json(merchantSession(merchant, session));
  });

  router.post(`${V1}/payment_methods/apple_payment_tokens`, (req: Request, res: Response) => {
    if (!requireRestAuthorization(ctx, req, res)) return;
    const outcome = tokenizeApplePayment(ctx.state, req.body);
    if (!outcome.ok) return unprocessable(res, outcome.message);
    res.status(201).json({ applePayCards: [restApplePayCard(outcome.record)] });
  });

  router.get(APPLE_PAY_SESSION_PATH, async (req: Request, res: Response) => {
    await sendBrowserScript(req, res, sessionScript, 'The ApplePaySession stand-in', ctx.log);
  });

  router.get(APPLE_PAY_ACTIVE_CARD_PATH, (_req: Request, res: Response) => {
    // "no-active-card" answers this question once; the sheet itself is not shown then.
    const noCard = outcomes.peek('apple-pay') === 'no-active-card';
    if (noCard) outcomes.take('apple-pay');
    res.json({ canMakePaymentsWithActiveCard: !noCard });
  });

  router.post(APPLE_PAY_SHEET_PATH, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcome = outcomes.take('apple-pay') ?? 'approve';
    if (outcome === 'cancel') {
      res.json({ outcome: 'cancel' });
      return;
    }
    // "error" hands over a token the gateway cannot open, so tokenization fails as it would.
    res.json({
      outcome: 'authorize',
      token: walletPaymentToken(body.supportedNetworks, outcome !== 'error'),
      // The contacts the payment request requires, as Apple's sheet returns them with the token.
      ...sheetContacts(body),
    });
  });

  return router;
}
