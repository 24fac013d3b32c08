import type { Request, Response } from 'express';
import { cardInstrument } from '../../card/instrument.js';
import type { EmulatorContext } from '../../context.js';
import { section, text } from '../../params.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { ThreeDSecureAuthentication } from '../../state/verification.js';
import { newTransactionIds, threeDSecureInfo } from '../../three-d-secure/outcomes.js';
import { SUCCESSFUL } from '../../three-d-secure/test-cards.js';
import { validationError } from '../errors.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';

const SCOPE = ['three-d-secure-verification'];

/**
 * `POST /merchants/<id>/three_d_secure/create_verification/<merchant account>` (sandbox only, what Braintree's own
 * suites call to test `threeDSecureAuthenticationId`): a successful 3D Secure 2 authentication of the card in
 * `three_d_secure_verification` (`number`, `expiration_month`, `expiration_year`), whatever the card. It answers the
 * authentication's id, which a sale on that card then names instead of a nonce's result.
 */
function createVerification(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const merchantAccountId = String(req.params.merchantAccountId ?? '');
    if (!hasMerchantAccount(ctx.state.merchant, merchantAccountId)) return sendNotFound(res);
    const card = section(req.body, 'three_d_secure_verification');
    const number = text(card, 'number')?.replace(/\D/g, '');
    if (!number) {
      return sendValidationErrors(res, [validationError(SCOPE, 'number', '81714', 'Credit card number is required.')], {
        body: req.body,
      });
    }
    const month = text(card, 'expiration_month');
    const year = text(card, 'expiration_year');
    // The card's expiry as a card keeps it (two-digit month, four-digit year), for the sale's comparison.
    const { secret } = cardInstrument({ number, expirationMonth: month, expirationYear: year });
    const ids = newTransactionIds();
    const authentication: ThreeDSecureAuthentication = {
      id: ids.threeDSecureAuthenticationId,
      number,
      expirationMonth: month && secret!.expirationMonth,
      expirationYear: year && secret!.expirationYear,
      threeDSecureInfo: threeDSecureInfo(SUCCESSFUL, ids, { lookup: SUCCESSFUL, authenticated: true }),
    };
    ctx.state.threeDSecureAuthentications.set(authentication.id, authentication);
    ctx.log(`3D Secure authentication ${authentication.id} for a card ending in ${number.slice(-4)}`);
    sendXml(res, 201, 'three-d-secure-verification', {
      'three-d-secure-authentication-id': authentication.id,
      'merchant-account-id': merchantAccountId,
    });
  };
}

/** The testing gateway's 3D Secure route. */
export const threeDSecureTestingRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/three_d_secure/create_verification/:merchantAccountId', handlers: [createVerification] },
];
