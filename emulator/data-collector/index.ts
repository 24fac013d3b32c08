import { Router, type Request, type Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { FRAUDNET_SCRIPT, PIXEL_GIF } from './fraudnet-script.js';

export { FRAUDNET_FNCLS, FRAUDNET_SCRIPT } from './fraudnet-script.js';

/** braintree-web's hard-coded Fraudnet script path (`lib/constants.js` FRAUDNET_URL, on c.paypal.com). */
export const FRAUDNET_PATH = '/da/r/fb.js';
/** The beacon path the Fraudnet parameter block names (`b.stats.paypal.com/counter.cgi`). */
export const BEACON_PATH = '/counter.cgi';

/**
 * PayPal's device data collection as braintree-web reaches it:
 *
 * - `GET /da/r/fb.js`: our stand-in for the Fraudnet script (see `fraudnet-script.ts`). Only its
 *   loading matters to braintree-web: if it fails, `dataCollector.create` rejects;
 * - `GET|POST /counter.cgi`: the beacon the script sends. Answers a 1x1 GIF and records the hit
 *   (its query: `p` is the correlation id) in `state.analytics`, so tests can see it arrive.
 */
export function dataCollectorRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.get(FRAUDNET_PATH, (_req: Request, res: Response) => {
    res.set({
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    res.send(FRAUDNET_SCRIPT);
  });

  const beacon = (req: Request, res: Response): void => {
    ctx.state.analytics.push({
      url: `${req.get('host') ?? ''}${req.originalUrl}`,
      body: {
        ...(req.query as Record<string, unknown>),
        ...(typeof req.body === 'object' && req.body ? req.body : {}),
      },
      receivedAt: Date.now(),
    });
    res.set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
    res.status(200).send(PIXEL_GIF);
  };
  router.get(BEACON_PATH, beacon);
  router.post(BEACON_PATH, beacon);

  return router;
}
