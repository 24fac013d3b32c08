import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { section, text } from '../../params.js';
import { passThruProblems } from '../../three-d-secure/pass-thru.js';
import { validationError, type ValidationError } from '../errors.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/lookup.js';
import { resolveInstrument } from '../payment-method-nonces/instrument-source.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { readStandaloneVerificationOptions } from './options.js';
import { verifyCard, withAccountInformationInquiry } from './verification.js';
import { sendDeclinedVerification, verificationXml } from './xml.js';

/** A card's or a nonce's errors, from where a payment method request puts them to under `verification`. */
function underVerification(errors: readonly ValidationError[]): ValidationError[] {
  return errors.map((e) => ({ ...e, scope: ['verification', ...e.scope.filter((s) => s !== 'payment-method')] }));
}

/**
 * `POST /merchants/<id>/verifications` (`gateway.creditCardVerification.create`): verifies a card given by its fields
 * (`credit_card`, with its billing address) or by `payment_method_nonce`, without saving it, as `verify_card` does on
 * a customer or payment method create (the same code decides: the processor-declined test cards fail with 2000 Do
 * Not Honor, the fraud tools' are gateway rejected, the merchant's AVS and CVV rules apply). A verified card answers
 * 201 and `success: true`; a declined or rejected one 422 with the verification, `success: false`.
 */
function createVerification(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'verification');
    const card = section(params, 'credit_card');
    const billing = section(card, 'billing_address');
    const options = readStandaloneVerificationOptions(ctx.state, section(params, 'options'));
    const nonce = text(params, 'payment_method_nonce');
    const resolved = resolveInstrument(ctx.state, nonce, card, 'payment-method');
    const errors = [...options.errors, ...(resolved.ok ? [] : underVerification(resolved.errors))];
    if (resolved.ok && !resolved.source) {
      errors.push(
        validationError(['verification', 'credit-card'], 'number', '81714', 'Credit card number is required.'),
      );
    }
    // 3D Secure results authenticated elsewhere are checked as a saved card's are, their errors on the verification
    // itself (942…, as the gateway places them).
    if (resolved.ok && resolved.source && params.three_d_secure_pass_thru !== undefined) {
      const cardType = resolved.source.instrument.details.cardType;
      for (const problem of passThruProblems(params.three_d_secure_pass_thru, cardType))
        errors.push(validationError(['verification'], problem.attribute, problem.code, problem.message));
    }
    if (errors.length > 0 || !resolved.ok || !resolved.source) {
      return sendValidationErrors(res, errors, { body: req.body });
    }
    const { source } = resolved;
    const verification = withAccountInformationInquiry(
      verifyCard(source.instrument, ctx.state.newTransactionId(), options.amount, options.merchantAccountId, {
        merchant: ctx.state.merchant,
        billing: { postalCode: text(billing, 'postal_code'), streetAddress: text(billing, 'street_address') },
      }),
      text(section(params, 'options'), 'account_information_inquiry'),
    );
    if (!verification) {
      return sendValidationErrors(res, [], {
        body: req.body,
        message: `A ${source.instrument.type} is not verified: only cards are.`,
      });
    }
    const threeDSecureInfo = nonce ? nonceThreeDSecureInfo(ctx, nonce) : undefined;
    if (threeDSecureInfo) verification.threeDSecureInfo = threeDSecureInfo;
    source.use();
    ctx.state.verifications.set(verification.id, verification);
    if (verification.status !== 'verified') return sendDeclinedVerification(ctx, req, res, verification);
    const { merchantId, currencyIsoCode } = ctx.state.merchant;
    sendXml(res, 201, 'verification', verificationXml(verification, merchantId, currencyIsoCode));
  };
}

/**
 * `GET /merchants/<id>/verifications/<id>` (`gateway.creditCardVerification.find`): any verification the emulator ran
 * (on its own or with `verify_card`), declined ones too; 404 when unknown.
 */
function findVerification(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const verification = ctx.state.verifications.get(String(req.params.verificationId));
    if (!verification) return sendNotFound(res);
    const { merchantId, currencyIsoCode } = ctx.state.merchant;
    sendXml(res, 200, 'verification', verificationXml(verification, merchantId, currencyIsoCode));
  };
}

/** The credit card verification gateway's routes (`credit_card_verification_gateway`); its search is not emulated. */
export const verificationRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/verifications', handlers: [createVerification] },
  { method: 'get', path: '/verifications/:verificationId', handlers: [findVerification] },
];
