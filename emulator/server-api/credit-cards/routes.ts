import type { NextFunction, Request, Response } from 'express';
import { cardInstrument } from '../../card/instrument.js';
import type { EmulatorContext } from '../../context.js';
import { flag, section, text, type Params } from '../../params.js';
import type { VaultedMethod } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { resolveInstrument } from '../payment-method-nonces/instrument-source.js';
import { lookupNonce, nonceThreeDSecureInfo } from '../payment-method-nonces/lookup.js';
import { isStaticNonce } from '../payment-method-nonces/static-nonces.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';
import { deletePaymentMethod } from '../payment-methods/routes.js';
import { checkSave, makeDefault, save } from '../payment-methods/vault.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { readVerificationOptions } from '../verifications/options.js';
import { sendUpdateRefused, verifyBeforeUpdate } from '../verifications/before-update.js';
import type { Verification } from '../verifications/verification.js';
import { sendDeclinedVerification } from '../verifications/xml.js';
import {
  applyCardUpdate,
  cardErrors,
  cardUpdateErrors,
  SCOPE,
  updatedCardInstrument,
} from '../payment-methods/card-fields.js';
import { expiredCardIds, expiredCards, expiringCardIds, expiringCards } from './expiring.js';
import {
  attachBillingAddress,
  avsInputOf,
  orNonceBillingAddress,
  readBillingAddress,
} from '../addresses/billing-address.js';

function sendCard(
  ctx: EmulatorContext,
  res: Response,
  status: number,
  method: VaultedMethod,
  verification?: Verification,
): void {
  sendXml(
    res,
    status,
    'credit-card',
    paymentMethodXml(method, {
      merchantAccountId: ctx.state.merchant.merchantId,
      currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      verification,
    }),
  );
}

/**
 * `POST /merchants/<id>/payment_methods` with `credit_card` (`gateway.creditCard.create`): saves
 * raw card fields, or a `payment_method_nonce`, for `customer_id`. Other bodies go on to the
 * payment method handler.
 */
function createCreditCard(ctx: EmulatorContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const body = (req.body ?? {}) as Params;
    if (typeof body.credit_card !== 'object' || body.credit_card === null) return next();
    const card = section(body, 'credit_card');
    const options = section(card, 'options');
    const customerId = text(card, 'customer_id');
    const nonce = text(card, 'payment_method_nonce');
    const errors: ValidationError[] = [];
    if (!customerId) errors.push(validationError(SCOPE, 'customer_id', '91704', 'Customer ID is required.'));
    else if (!ctx.state.customers.has(customerId)) {
      errors.push(validationError(SCOPE, 'customer_id', '91705', 'Customer ID is invalid.'));
    }
    const token = text(card, 'token');
    if (token && ctx.state.vault.has(token)) {
      errors.push(validationError(SCOPE, 'token', '91718', 'Token is already in use.'));
    }
    const resolved = nonce ? resolveInstrument(ctx.state, nonce, {}, 'payment-method') : undefined;
    if (resolved && !resolved.ok) errors.push(...resolved.errors);
    if (!nonce) errors.push(...cardErrors(ctx, card));
    const verifyOptions = readVerificationOptions(ctx.state, options, 'CreditCard', []);
    errors.push(...verifyOptions.errors, ...threeDSecurePassThruErrors(card, SCOPE));
    const billing = readBillingAddress(ctx.state, card, customerId, [...SCOPE, 'billing-address']);
    errors.push(...billing.errors);
    if (errors.length > 0 || !customerId) return sendValidationErrors(res, errors, { body: req.body });
    billing.input = orNonceBillingAddress(billing.input, resolved?.ok ? resolved.source : undefined);
    const instrument =
      resolved?.ok && resolved.source
        ? resolved.source.instrument
        : cardInstrument({
            number: text(card, 'number')!,
            expirationDate: text(card, 'expiration_date'),
            expirationMonth: text(card, 'expiration_month'),
            expirationYear: text(card, 'expiration_year'),
            cvv: text(card, 'cvv'),
            cardholderName: text(card, 'cardholder_name'),
            postalCode: text(section(card, 'billing_address'), 'postal_code'),
          });
    const check = checkSave(
      ctx.state,
      instrument,
      {
        verifyCard: verifyOptions.verifyCard,
        failOnDuplicate: flag(options, 'fail_on_duplicate_payment_method'),
        failOnDuplicateForCustomer: flag(options, 'fail_on_duplicate_payment_method_for_customer')
          ? customerId
          : undefined,
        verificationAmount: verifyOptions.amount,
        verificationMerchantAccountId: verifyOptions.merchantAccountId,
        threeDSecureInfo: nonce ? nonceThreeDSecureInfo(ctx, nonce) : undefined,
        billing: avsInputOf(billing.input),
      },
      [],
    );
    if (!check.ok) {
      if ('verification' in check) return sendDeclinedVerification(ctx, req, res, check.verification);
      return sendValidationErrors(res, check.errors, { body: req.body });
    }
    if (resolved?.ok) resolved.source?.use();
    const method = save(ctx.state, customerId, instrument, { makeDefault: flag(options, 'make_default'), token });
    attachBillingAddress(ctx.state, method, billing.input);
    sendCard(ctx, res, 201, method, check.verification);
  };
}

function cardOf(ctx: EmulatorContext, req: Request, res: Response): VaultedMethod | undefined {
  const method = ctx.state.vault.get(String(req.params.token));
  if (!method || method.instrument.type !== 'CreditCard') {
    sendNotFound(res);
    return undefined;
  }
  return method;
}

/** `GET /payment_methods/credit_card/<token>` (`gateway.creditCard.find`). */
function findCreditCard(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = cardOf(ctx, req, res);
    if (method) sendCard(ctx, res, 200, method);
  };
}

/** `PUT /payment_methods/credit_card/<token>` (`gateway.creditCard.update`): new card fields, or default. */
function updateCreditCard(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = cardOf(ctx, req, res);
    if (!method) return;
    const card = section(req.body, 'credit_card');
    const errors = cardUpdateErrors(ctx, method, card);
    const billing = readBillingAddress(ctx.state, card, method.customerId, [...SCOPE, 'billing-address']);
    errors.push(...billing.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    // `verify_card` checks the card it would become first; a declined card is left as it was.
    const options = section(card, 'options');
    const verified = verifyBeforeUpdate(
      ctx,
      updatedCardInstrument(method, card),
      options,
      avsInputOf(billing.input, method.billingAddress),
    );
    if (!verified.ok) return sendUpdateRefused(ctx, req, res, verified);
    applyCardUpdate(method, card);
    attachBillingAddress(ctx.state, method, billing.input);
    if (flag(options, 'make_default')) makeDefault(ctx.state, method);
    sendCard(ctx, res, 200, method, verified.verification);
  };
}

/**
 * `GET /merchants/<id>/payment_methods/from_nonce/<nonce>` (`gateway.creditCard.fromNonce`): the
 * saved card a nonce stands for; 404 when the nonce is unknown, used, or not for a saved method.
 */
function findMethodFromNonce(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const nonce = String(req.params.nonce);
    const found = lookupNonce(ctx.state, nonce);
    if (!found.ok || !found.vaulted || isStaticNonce(nonce)) return sendNotFound(res);
    const method = found.vaulted;
    ctx.state.consumeNonce(nonce);
    sendXml(
      res,
      200,
      'credit-card',
      paymentMethodXml(method, {
        merchantAccountId: ctx.state.merchant.merchantId,
        currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      }),
    );
  };
}

/** The credit card gateway's routes (`credit_card_gateway`); deleting a card is deleting a payment method. */
export const creditCardRoutes: readonly ServerRoute[] = [
  // A body without `credit_card` goes on to the payment method gateway's create.
  { method: 'post', path: '/payment_methods', handlers: [createCreditCard] },
  { method: 'get', path: '/payment_methods/credit_card/:token', handlers: [findCreditCard] },
  { method: 'put', path: '/payment_methods/credit_card/:token', handlers: [updateCreditCard] },
  { method: 'delete', path: '/payment_methods/credit_card/:token', handlers: [deletePaymentMethod] },
  { method: 'post', path: '/payment_methods/all/expired_ids', handlers: [expiredCardIds] },
  { method: 'post', path: '/payment_methods/all/expired', handlers: [expiredCards] },
  { method: 'post', path: '/payment_methods/all/expiring_ids', handlers: [expiringCardIds] },
  { method: 'post', path: '/payment_methods/all/expiring', handlers: [expiringCards] },
  { method: 'get', path: '/payment_methods/from_nonce/:nonce', handlers: [findMethodFromNonce] },
];
