import { Router, type Request, type Response } from 'express';
import { requireRestAuthorization } from '../client-api/request-authorization.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';
import { restConfiguration } from './rest.js';

/** `GET /merchants/<id>/client_api/v1/configuration`: the REST client configuration. */
export function configurationRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.get('/merchants/:merchantId/client_api/v1/configuration', (req: Request, res: Response) => {
    if (!requireRestAuthorization(ctx, req, res)) return;
    res.json(restConfiguration(ctx.state.merchant, accessFromRequest(ctx, req)));
  });
  return router;
}
