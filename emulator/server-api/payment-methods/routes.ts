import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import type { AvsInput } from '../../card/checks.js';
import { flag, section, text, type Params } from '../../params.js';
import type { VaultedMethod } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { resolveInstrument, type ResolvedInstrument } from '../payment-method-nonces/instrument-source.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/lookup.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { sendUpdateRefused, verifyBeforeUpdate } from '../verifications/before-update.js';
import { readVerificationOptions } from '../verifications/options.js';
import type { Verification } from '../verifications/verification.js';
import { sendDeclinedVerification } from '../verifications/xml.js';
import { cardUpdateErrors, updatedCardInstrument } from './card-fields.js';
import { threeDSecurePassThruErrors } from './pass-thru.js';
import { changeToken, checkSave, makeDefault, save } from './vault.js';
import { paymentMethodElement, paymentMethodXml } from './xml.js';
import {
  attachBillingAddress,
  avsInputOf,
  orNonceBillingAddress,
  readBillingAddress,
} from '../addresses/billing-address.js';

const SCOPE = ['payment-method'];

function sendMethod(
  ctx: EmulatorContext,
  res: Response,
  status: number,
  method: VaultedMethod,
  verification?: Verification,
): void {
  sendXml(
    res,
    status,
    paymentMethodElement(method),
    paymentMethodXml(method, {
      merchantAccountId: ctx.state.merchant.merchantId,
      currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      verification,
    }),
  );
}

/** A create request, read and checked; `source` is set when nothing is wrong with it. */
interface CreateRequest {
  customerId?: string;
  nonce?: string;
  source?: ResolvedInstrument;
  verify: ReturnType<typeof readVerificationOptions>;
  billing: ReturnType<typeof readBillingAddress>;
  errors: ValidationError[];
}

/** The checks of a create request: customer, nonce, verification options, 3D Secure results, billing address. */
function readCreate(ctx: EmulatorContext, params: Params): CreateRequest {
  const customerId = text(params, 'customer_id');
  const nonce = text(params, 'payment_method_nonce');
  const errors: ValidationError[] = [];
  if (!customerId) errors.push(validationError(SCOPE, 'customer_id', '93104', 'Customer ID is required.'));
  else if (!ctx.state.customers.has(customerId)) {
    errors.push(validationError(SCOPE, 'customer_id', '93105', 'Customer ID is invalid.'));
  }
  // Without a nonce, a type's own raw fields may give the method (PayPal's `paypal_refresh_token`).
  const resolved = resolveInstrument(ctx.state, nonce, {}, 'payment-method', params);
  if (!nonce && !(resolved.ok && resolved.source)) {
    errors.push(validationError(SCOPE, 'payment_method_nonce', '93103', 'Nonce is required.'));
  }
  if (!resolved.ok) errors.push(...resolved.errors);
  const instrumentType = resolved.ok ? resolved.source?.instrument.type : undefined;
  const verify = readVerificationOptions(ctx.state, section(params, 'options'), instrumentType, []);
  errors.push(...verify.errors, ...threeDSecurePassThruErrors(params, SCOPE));
  // A billing address belongs to a card: for any other method it is ignored.
  const billing =
    instrumentType === 'CreditCard' || instrumentType === undefined
      ? readBillingAddress(ctx.state, params, customerId, ['credit-card', 'billing-address'])
      : { errors: [] };
  errors.push(...billing.errors);
  const source = errors.length === 0 && resolved.ok && customerId ? resolved.source : undefined;
  billing.input = orNonceBillingAddress(billing.input, source);
  return { customerId, nonce, source, verify, billing, errors };
}

/**
 * `POST /merchants/<id>/payment_methods` (`gateway.paymentMethod.create`): saves the instrument
 * of `payment_method_nonce` for `customer_id`, with `options.make_default`, `options.verify_card`
 * and `options.fail_on_duplicate_payment_method`. A nonce made from a method this customer
 * already saved gives that method back.
 */
function createPaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'payment_method');
    const options = section(params, 'options');
    const { customerId, nonce, source, verify, billing, errors } = readCreate(ctx, params);
    if (!source || !customerId) return sendValidationErrors(res, errors, { body: req.body });

    if (source.vaulted && source.vaulted.customerId === customerId) {
      source.use();
      if (flag(options, 'make_default')) makeDefault(ctx.state, source.vaulted);
      return sendMethod(ctx, res, 201, source.vaulted);
    }
    const token = text(params, 'token') ?? source.requestedToken;
    const check = checkSave(
      ctx.state,
      source.instrument,
      {
        verifyCard: verify.verifyCard,
        failOnDuplicate: flag(options, 'fail_on_duplicate_payment_method'),
        failOnDuplicateForCustomer: flag(options, 'fail_on_duplicate_payment_method_for_customer')
          ? customerId
          : undefined,
        token,
        verificationAmount: verify.amount,
        verificationMerchantAccountId: verify.merchantAccountId,
        threeDSecureInfo: nonce ? nonceThreeDSecureInfo(ctx, nonce) : undefined,
        billing: avsInputOf(billing.input),
      },
      [],
    );
    if (!check.ok && 'verification' in check) return sendDeclinedVerification(ctx, req, res, check.verification);
    if (!check.ok) return sendValidationErrors(res, check.errors, { body: req.body });
    source.use();
    const method = save(ctx.state, customerId, source.instrument, {
      makeDefault: flag(options, 'make_default'),
      token,
    });
    if (method.instrument.type === 'CreditCard') attachBillingAddress(ctx.state, method, billing.input);
    sendMethod(ctx, res, 201, method, check.verification);
  };
}

/** `GET /merchants/<id>/payment_methods/any/<token>` (`gateway.paymentMethod.find`): 404 when unknown. */
function findPaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = ctx.state.vault.get(String(req.params.token));
    if (!method) return sendNotFound(res);
    sendMethod(ctx, res, 200, method);
  };
}

/**
 * A saved card's new instrument on `payment_methods/any/<token>`: a nonce replaces the card; otherwise
 * the given fields change it. `verify_card` checks the card it would become first, and a declined card
 * is left as it was. Answers the refusal itself and returns undefined when the update may not go on.
 */
function updateCard(
  ctx: EmulatorContext,
  req: Request,
  res: Response,
  method: VaultedMethod,
  params: Params,
  billing: AvsInput,
): { verification?: Verification } | undefined {
  const nonce = text(params, 'payment_method_nonce');
  const resolved = nonce ? resolveInstrument(ctx.state, nonce, {}, 'payment-method') : undefined;
  if (resolved && !resolved.ok) {
    sendValidationErrors(res, resolved.errors, { body: req.body });
    return undefined;
  }
  const candidate =
    resolved?.ok && resolved.source ? resolved.source.instrument : updatedCardInstrument(method, params);
  const verified = verifyBeforeUpdate(ctx, candidate, section(params, 'options'), billing);
  if (!verified.ok) {
    sendUpdateRefused(ctx, req, res, verified);
    return undefined;
  }
  if (resolved?.ok) resolved.source?.use();
  method.instrument = structuredClone(candidate);
  return { verification: verified.verification };
}

/**
 * `PUT /merchants/<id>/payment_methods/any/<token>` (`gateway.paymentMethod.update`): a new token,
 * `options.make_default`, and for a card its new fields or a nonce that replaces it.
 */
function updatePaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = ctx.state.vault.get(String(req.params.token));
    if (!method) return sendNotFound(res);
    const params = section(req.body, 'payment_method');
    const errors = changeToken(ctx.state, method, text(params, 'token'), [paymentMethodElement(method)]);
    const isCard = method.instrument.type === 'CreditCard';
    if (isCard) errors.push(...cardUpdateErrors(ctx, method, params));
    const billing = isCard
      ? readBillingAddress(ctx.state, params, method.customerId, ['credit-card', 'billing-address'])
      : { errors: [] };
    errors.push(...billing.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    let verification: Verification | undefined;
    if (isCard) {
      const updated = updateCard(ctx, req, res, method, params, avsInputOf(billing.input, method.billingAddress));
      if (!updated) return;
      verification = updated.verification;
      attachBillingAddress(ctx.state, method, billing.input);
    }
    if (flag(section(params, 'options'), 'make_default')) makeDefault(ctx.state, method);
    sendMethod(ctx, res, 200, method, verification);
  };
}

/** `DELETE /merchants/<id>/payment_methods/any/<token>` (`gateway.paymentMethod.delete`). */
export function deletePaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    if (!ctx.state.deleteVaulted(String(req.params.token))) return sendNotFound(res);
    sendEmpty(res);
  };
}

/** The payment method gateway's routes (`payment_method_gateway`). */
export const paymentMethodRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/payment_methods', handlers: [createPaymentMethod] },
  { method: 'get', path: '/payment_methods/any/:token', handlers: [findPaymentMethod] },
  { method: 'put', path: '/payment_methods/any/:token', handlers: [updatePaymentMethod] },
  { method: 'delete', path: '/payment_methods/any/:token', handlers: [deletePaymentMethod] },
];
