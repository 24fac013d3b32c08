import { Router, type Request, type Response } from 'express';
import { gatewayUrls } from '../authorization.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';

/** braintree-web's hard-coded event logger (`lib/constants.js` ANALYTICS_URL), on www.paypal.com. */
export const EVENT_LOGGER_PATH = '/xoplatform/logger/api/logger';

/**
 * Analytics sinks: braintree-web's PayPal logger and the configured `analytics.url`. They record
 * every POST in `state.analytics` and answer at once, so analytics never slows a test.
 */
export function analyticsRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const record = (req: Request, res: Response): void => {
    ctx.state.analytics.push({
      url: `${req.get('host') ?? ''}${req.originalUrl}`,
      body: req.body ?? null,
      receivedAt: Date.now(),
    });
    res.status(200).json({});
  };
  router.post(EVENT_LOGGER_PATH, record);
  router.use((req, res, next) => {
    if (req.method === 'POST' && req.path === new URL(gatewayUrls(accessFromRequest(ctx, req)).analytics).pathname)
      record(req, res);
    else next();
  });
  return router;
}
