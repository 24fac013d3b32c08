import type { NextFunction, Request, Response } from 'express';
import { validateCard } from '../../client-api/card-tokenization.js';
import type { EmulatorContext } from '../../context.js';
import { cardInstrument } from '../../card/instrument.js';
import { attachBillingAddress, readBillingAddress } from '../addresses/address.js';
import { validationError, type ValidationError } from '../errors.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/routes.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';
import { resolveInstrument } from '../payment-method-nonces/instrument-source.js';
import { flag, section, text, type Params } from '../params.js';
import { paymentMethodXml, verificationXml } from '../payment-methods/xml.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { checkSave, makeDefault, readVerificationOptions, save } from '../payment-methods/vault.js';
import { verifyCard, withAccountInformationInquiry, type Verification } from '../verifications/verification.js';
import type { Instrument, VaultedMethod } from '../../state/records.js';

const SCOPE = ['credit-card'];

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

/** 422 with the declined verification, as the gateway answers a card that fails `verifyCard`. */
export function sendDeclined(ctx: EmulatorContext, req: Request, res: Response, verification: Verification): void {
  sendValidationErrors(res, [], {
    body: req.body,
    message: verification.processorResponseText,
    extra: {
      verification: verificationXml(verification, ctx.state.merchant.merchantId, ctx.state.merchant.currencyIsoCode),
    },
  });
}

/**
 * The gateway's card field errors, all at once, under `credit-card`: the client API's checks
 * without the card form's CVV and postal code challenges, which the server API does not apply.
 */
function cardErrors(ctx: EmulatorContext, card: Params): ValidationError[] {
  const challenges = ctx.state.merchant.challenges;
  ctx.state.merchant.challenges = [];
  try {
    return validateCard(ctx.state, {
      number: text(card, 'number'),
      expirationDate: text(card, 'expiration_date'),
      expirationMonth: text(card, 'expiration_month'),
      expirationYear: text(card, 'expiration_year'),
      cvv: text(card, 'cvv'),
      cardholderName: text(card, 'cardholder_name'),
    }).map((p) => validationError(SCOPE, snake(p.path[p.path.length - 1]!), p.code, p.message));
  } finally {
    ctx.state.merchant.challenges = challenges;
  }
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * `POST /merchants/<id>/payment_methods` with `credit_card` (`gateway.creditCard.create`): saves
 * raw card fields, or a `payment_method_nonce`, for `customer_id`. Other bodies go on to the
 * payment method handler.
 */
export function createCreditCard(ctx: EmulatorContext) {
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
      },
      [],
    );
    if (!check.ok) {
      if ('verification' in check) return sendDeclined(ctx, req, res, check.verification);
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
export function findCreditCard(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = cardOf(ctx, req, res);
    if (method) sendCard(ctx, res, 200, method);
  };
}

/** The card a saved card becomes with the new fields of `card` (fields not given are kept). */
function mergedCard(method: VaultedMethod, card: Params): Params {
  const secret = method.instrument.secret ?? {};
  return {
    number: text(card, 'number') ?? secret.number,
    expiration_date: text(card, 'expiration_date'),
    expiration_month:
      text(card, 'expiration_month') ?? (text(card, 'expiration_date') ? undefined : secret.expirationMonth),
    expiration_year:
      text(card, 'expiration_year') ?? (text(card, 'expiration_date') ? undefined : secret.expirationYear),
    cvv: text(card, 'cvv'),
    cardholder_name: text(card, 'cardholder_name') ?? (method.instrument.details.cardholderName as string | undefined),
  };
}

/** The errors of updating a saved card with `card`'s fields, placed under `scope`. */
export function cardUpdateErrors(
  ctx: EmulatorContext,
  method: VaultedMethod,
  card: Params,
  scope: readonly string[] = SCOPE,
): ValidationError[] {
  return [
    ...cardErrors(ctx, mergedCard(method, card)).map((e) => ({ ...e, scope })),
    ...threeDSecurePassThruErrors(card, scope),
  ];
}

/** Gives a saved card the new fields of `card` (checked first with `cardUpdateErrors`). */
export function applyCardUpdate(ctx: EmulatorContext, method: VaultedMethod, card: Params): void {
  method.instrument = updatedCardInstrument(method, card);
}

/** The instrument a saved card would become with the new fields of `card`. */
export function updatedCardInstrument(method: VaultedMethod, card: Params): Instrument {
  const merged = mergedCard(method, card);
  return cardInstrument({
    number: merged.number as string,
    expirationDate: merged.expiration_date as string | undefined,
    expirationMonth: merged.expiration_month as string | undefined,
    expirationYear: merged.expiration_year as string | undefined,
    cvv: merged.cvv as string | undefined,
    cardholderName: merged.cardholder_name as string | undefined,
    postalCode: method.instrument.secret?.postalCode,
  });
}

/** `PUT /payment_methods/credit_card/<token>` (`gateway.creditCard.update`): new card fields, or default. */
export function updateCreditCard(ctx: EmulatorContext) {
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
    let verification: Verification | undefined;
    if (flag(options, 'verify_card')) {
      const verifyOptions = readVerificationOptions(ctx.state, options, 'CreditCard', []);
      if (verifyOptions.errors.length > 0) return sendValidationErrors(res, verifyOptions.errors, { body: req.body });
      verification = withAccountInformationInquiry(
        verifyCard(
          updatedCardInstrument(method, card),
          ctx.state.newTransactionId(),
          verifyOptions.amount,
          verifyOptions.merchantAccountId,
        ),
        text(options, 'account_information_inquiry'),
      );
      if (verification && verification.status !== 'verified') return sendDeclined(ctx, req, res, verification);
    }
    applyCardUpdate(ctx, method, card);
    attachBillingAddress(ctx.state, method, billing.input);
    if (flag(options, 'make_default')) makeDefault(ctx.state, method);
    sendCard(ctx, res, 200, method, verification);
  };
}
