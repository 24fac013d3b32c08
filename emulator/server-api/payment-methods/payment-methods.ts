import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { attachBillingAddress, readBillingAddress } from '../addresses/address.js';
import { cardUpdateErrors, sendDeclined, updatedCardInstrument } from '../credit-cards/credit-cards.js';
import { validationError, type ValidationError } from '../errors.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/routes.js';
import { threeDSecurePassThruErrors } from './pass-thru.js';
import { resolveInstrument } from '../payment-method-nonces/instrument-source.js';
import { flag, section, text } from '../params.js';
import { PAYMENT_METHOD_ELEMENT, paymentMethodXml, verificationXml } from './xml.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { changeToken, checkSave, makeDefault, readVerificationOptions, save } from './vault.js';
import { verifyCard, withAccountInformationInquiry, type Verification } from '../verifications/verification.js';
import type { VaultedMethod } from '../../state/records.js';

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
    PAYMENT_METHOD_ELEMENT[method.instrument.type],
    paymentMethodXml(method, {
      merchantAccountId: ctx.state.merchant.merchantId,
      currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      verification,
    }),
  );
}

/**
 * `POST /merchants/<id>/payment_methods` (`gateway.paymentMethod.create`): saves the instrument
 * of `payment_method_nonce` for `customer_id`, with `options.make_default`, `options.verify_card`
 * and `options.fail_on_duplicate_payment_method`. A nonce made from a method this customer
 * already saved gives that method back.
 */
export function createPaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'payment_method');
    const options = section(params, 'options');
    const customerId = text(params, 'customer_id');
    const nonce = text(params, 'payment_method_nonce');
    const errors: ValidationError[] = [];
    if (!customerId) errors.push(validationError(SCOPE, 'customer_id', '93104', 'Customer ID is required.'));
    else if (!ctx.state.customers.has(customerId)) {
      errors.push(validationError(SCOPE, 'customer_id', '93105', 'Customer ID is invalid.'));
    }
    if (!nonce) errors.push(validationError(SCOPE, 'payment_method_nonce', '93103', 'Nonce is required.'));
    const resolved = nonce ? resolveInstrument(ctx.state, nonce, {}, 'payment-method') : undefined;
    if (resolved && !resolved.ok) errors.push(...resolved.errors);
    const verifyOptions = readVerificationOptions(
      ctx.state,
      options,
      resolved?.ok ? resolved.source?.instrument.type : undefined,
      [],
    );
    errors.push(...verifyOptions.errors, ...threeDSecurePassThruErrors(params, SCOPE));
    // A billing address belongs to a card: for any other method it is ignored.
    const instrumentType = resolved?.ok ? resolved.source?.instrument.type : undefined;
    const billing =
      instrumentType === 'CreditCard' || instrumentType === undefined
        ? readBillingAddress(ctx.state, params, customerId, ['credit-card', 'billing-address'])
        : { errors: [] };
    errors.push(...billing.errors);
    if (errors.length > 0 || !resolved?.ok || !resolved.source || !customerId) {
      sendValidationErrors(res, errors, { body: req.body });
      return;
    }
    const { source } = resolved;

    if (source.vaulted && source.vaulted.customerId === customerId) {
      source.use();
      if (flag(options, 'make_default')) makeDefault(ctx.state, source.vaulted);
      sendMethod(ctx, res, 201, source.vaulted);
      return;
    }

    const token = text(params, 'token') ?? source.requestedToken;
    const check = checkSave(
      ctx.state,
      source.instrument,
      {
        verifyCard: verifyOptions.verifyCard,
        failOnDuplicate: flag(options, 'fail_on_duplicate_payment_method'),
        failOnDuplicateForCustomer: flag(options, 'fail_on_duplicate_payment_method_for_customer')
          ? customerId
          : undefined,
        token,
        verificationAmount: verifyOptions.amount,
        verificationMerchantAccountId: verifyOptions.merchantAccountId,
        threeDSecureInfo: nonce ? nonceThreeDSecureInfo(ctx, nonce) : undefined,
      },
      [],
    );
    if (!check.ok) {
      const verification = 'verification' in check ? check.verification : undefined;
      sendValidationErrors(res, check.errors, {
        body: req.body,
        message: verification?.processorResponseText,
        extra: verification
          ? {
              verification: verificationXml(
                verification,
                ctx.state.merchant.merchantId,
                ctx.state.merchant.currencyIsoCode,
              ),
            }
          : undefined,
      });
      return;
    }
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
export function findPaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = ctx.state.vault.get(String(req.params.token));
    if (!method) return sendNotFound(res);
    sendMethod(ctx, res, 200, method);
  };
}

/** `PUT /merchants/<id>/payment_methods/any/<token>` (`gateway.paymentMethod.update`): `options.make_default`. */
export function updatePaymentMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = ctx.state.vault.get(String(req.params.token));
    if (!method) return sendNotFound(res);
    const params = section(req.body, 'payment_method');
    const element = PAYMENT_METHOD_ELEMENT[method.instrument.type];
    const errors = changeToken(ctx.state, method, text(params, 'token'), [element]);
    const isCard = method.instrument.type === 'CreditCard';
    if (isCard) errors.push(...cardUpdateErrors(ctx, method, params));
    const billing = isCard
      ? readBillingAddress(ctx.state, params, method.customerId, ['credit-card', 'billing-address'])
      : { errors: [] };
    errors.push(...billing.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    let verification: Verification | undefined;
    if (isCard) {
      // A nonce replaces the card; otherwise the given fields change it. `verify_card` checks
      // the card it would become first, and a declined card is left as it was.
      const nonce = text(params, 'payment_method_nonce');
      const resolved = nonce ? resolveInstrument(ctx.state, nonce, {}, 'payment-method') : undefined;
      if (resolved && !resolved.ok) return sendValidationErrors(res, resolved.errors, { body: req.body });
      const candidate =
        resolved?.ok && resolved.source ? resolved.source.instrument : updatedCardInstrument(method, params);
      const options = section(params, 'options');
      if (flag(options, 'verify_card')) {
        const verifyOptions = readVerificationOptions(ctx.state, options, 'CreditCard', []);
        if (verifyOptions.errors.length > 0) {
          return sendValidationErrors(res, verifyOptions.errors, { body: req.body });
        }
        verification = withAccountInformationInquiry(
          verifyCard(candidate, ctx.state.newTransactionId(), verifyOptions.amount, verifyOptions.merchantAccountId),
          text(options, 'account_information_inquiry'),
        );
        if (verification && verification.status !== 'verified') return sendDeclined(ctx, req, res, verification);
      }
      if (resolved?.ok) resolved.source?.use();
      method.instrument = structuredClone(candidate);
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
