import { Router, type Request, type Response } from 'express';
import { sendBrowserScript } from '../browser-bundle.js';
import type { EmulatorContext } from '../context.js';
import { paypalScript, type PayPalScript } from './build.js';
import { decide } from './decision.js';
import { DECISION_PATH, SDK_PATH, validateSdkQuery } from './protocol.js';
import type { PaymentResourceStore } from './resources.js';

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

function sendScript(ctx: EmulatorContext, req: Request, res: Response, script: PayPalScript): Promise<void> {
  // The SDK is revalidated on every load (its ETag makes that a 304), as PayPal's is fetched per
  // page: a stalled or failing SDK, which the fault API plays, must reach the page each time.
  return sendBrowserScript(
    req,
    res,
    paypalScript(script),
    `The PayPal ${script} script`,
    ctx.log,
    script === 'sdk' ? 'no-cache' : undefined,
  );
}

/** `GET /sdk/js?…`: the stand-in PayPal JS SDK, for a query PayPal's SDK would accept. */
function sdkHandler(ctx: EmulatorContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const settings = validateSdkQuery(query);
    if (typeof settings === 'string') {
      res.status(400).type('text/plain').send(settings);
      return;
    }
    await sendScript(ctx, req, res, 'sdk');
  };
}

/** `POST /checkoutnow/decision`: the approval the stand-in SDK reports instead of PayPal's popup. */
function decisionHandler(store: PaymentResourceStore) {
  return (req: Request, res: Response): void => {
    const outcome = decide(store, req.body);
    if (!outcome.ok) {
      res.status(outcome.status).json({ error: { message: outcome.message } });
      return;
    }
    res.json(outcome.data);
  };
}

/** The dispatch frame page braintree-web's frame service loads from `paypal.assetsUrl`. */
function dispatchFrameHandler(req: Request, res: Response): void {
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
}

/**
 * What PayPal's hosts serve: the stand-in PayPal JS SDK (`GET /sdk/js`), the approval decision it
 * reports instead of a popup (`POST /checkoutnow/decision`), and the dispatch frame and its script.
 */
export function paypalPagesRouter(ctx: EmulatorContext, store: PaymentResourceStore): Router {
  const router = Router();
  router.get(SDK_PATH, sdkHandler(ctx));
  router.post(DECISION_PATH, decisionHandler(store));
  router.get(/^\/web\/([^/]+)\/html\/dispatch-frame(?:\.min)?\.html$/, dispatchFrameHandler);
  router.get(/^\/web\/([^/]+)\/js\/paypal-dispatch-frame\.js$/, async (req: Request, res: Response) => {
    await sendScript(ctx, req, res, 'dispatch-frame');
  });
  return router;
}
