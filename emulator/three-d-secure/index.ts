import { Router, type Request, type Response } from 'express';
import { sendBrowserScript } from '../browser-bundle.js';
import type { EmulatorContext } from '../context.js';
import { ACS_PATH_PREFIX, acsHandler } from './acs.js';
import { authenticateHandler } from './authenticate.js';
import { songbirdScript } from './bundle.js';
import { ChallengeStore } from './challenges.js';
import { CARDINAL_SONGBIRD_PATH } from './configuration.js';
import { lookupHandler } from './lookup.js';

const V1 = '/merchants/:merchantId/client_api/v1';

/**
 * 3D Secure 2 as braintree-web 3.144 drives it:
 *
 * - `GET <CARDINAL_SONGBIRD_PATH>`: the Songbird stand-in (see `songbird/main.ts`);
 * - `POST …/client_api/v1/payment_methods/:nonce/three_d_secure/lookup`: the lookup; frictionless
 *   cards get their outcome at once, challenge cards an `acsUrl`, others are not enrolled. The
 *   nonce is used up and a new single-use nonce carries `threeDSecureInfo`;
 * - `POST <ACS_PATH_PREFIX>:transactionId`: the emulated issuer takes the customer's answer
 *   (`submit` or `cancel`) and returns Cardinal's validation data and a signed JWT;
 * - `POST …/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`: checks that JWT and
 *   upgrades the lookup's nonce to a new one with the challenge's outcome.
 *
 * Refusals: bad authorization 401, tokenization key 403, unknown nonce 404 (braintree-web's
 * `THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR`), invalid input or used nonce 422.
 */
export function threeDSecureRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const challenges = new ChallengeStore(ctx.state);
  router.get(CARDINAL_SONGBIRD_PATH, async (req: Request, res: Response) => {
    await sendBrowserScript(req, res, songbirdScript, 'The Songbird stand-in', ctx.log);
  });
  router.post(`${V1}/payment_methods/:nonce/three_d_secure/lookup`, lookupHandler(ctx, challenges));
  router.post(`${ACS_PATH_PREFIX}:transactionId`, acsHandler(ctx, challenges));
  router.post(
    `${V1}/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`,
    authenticateHandler(ctx, challenges),
  );
  return router;
}
