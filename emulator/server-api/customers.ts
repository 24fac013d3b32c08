import type { Request, Response } from 'express';
import type { EmulatorContext } from '../context.js';
import type { Customer } from '../state.js';
import { customerXml } from './customer-xml.js';
import { validationError, type ValidationError } from './errors.js';
import { resolveInstrument } from './instrument-source.js';
import { flag, section, text, type Params } from './params.js';
import { verificationXml } from './payment-method-xml.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from './respond.js';
import { checkSave, readVerificationOptions, save } from './vault.js';
import type { Verification } from './verification.js';

const SCOPE = ['customer'];
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ID_MAX_LENGTH = 36;
/** Loose on purpose: the gateway refuses only what plainly is not an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CustomerFields = Omit<Customer, 'id' | 'createdAt'>;

function fieldsOf(params: Params): CustomerFields {
  return {
    firstName: text(params, 'first_name'),
    lastName: text(params, 'last_name'),
    company: text(params, 'company'),
    email: text(params, 'email'),
    phone: text(params, 'phone'),
  };
}

function fieldErrors(fields: CustomerFields): ValidationError[] {
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) {
    return [validationError(SCOPE, 'email', '81604', 'Email is an invalid format.')];
  }
  return [];
}

function idErrors(ctx: EmulatorContext, id: string | undefined): ValidationError[] {
  if (id === undefined) return [];
  if (!ID_PATTERN.test(id)) {
    return [validationError(SCOPE, 'id', '91610', 'Customer ID is invalid (use only letters, numbers, "-", and "_").')];
  }
  if (id.length > ID_MAX_LENGTH) return [validationError(SCOPE, 'id', '91612', 'Customer ID is too long.')];
  if (ctx.state.customers.has(id))
    return [validationError(SCOPE, 'id', '91609', 'Customer ID has already been taken.')];
  return [];
}

/**
 * `POST /merchants/<id>/customers` (`gateway.customer.create`): a customer, and with
 * `payment_method_nonce` (or `credit_card` fields) its first saved method, verified first when
 * `credit_card.options.verify_card` is set.
 */
export function createCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'customer');
    const card = section(params, 'credit_card');
    const cardOptions = section(card, 'options');
    const id = text(params, 'id');
    const fields = fieldsOf(params);
    const errors = [...idErrors(ctx, id), ...fieldErrors(fields)];

    const nonce = text(params, 'payment_method_nonce') ?? text(card, 'payment_method_nonce');
    const resolved = resolveInstrument(ctx.state, nonce, card, 'customer');
    if (!resolved.ok) errors.push(...resolved.errors);
    const source = resolved.ok ? resolved.source : undefined;

    // An Apple Pay card's options come in `apple_pay_card`, a card's in `credit_card`.
    const applePay = section(params, 'apple_pay_card');
    const isApplePay = source?.instrument.type === 'ApplePayCard';
    const verifyOptions = readVerificationOptions(
      ctx.state,
      isApplePay ? section(applePay, 'options') : cardOptions,
      source?.instrument.type,
      SCOPE,
    );
    errors.push(...verifyOptions.errors);
    if (isApplePay && text(applePay, 'network_transaction_id') !== undefined) {
      errors.push(
        validationError(
          ['apple-pay'],
          'network_transaction_id_not_allowed',
          '93532',
          'Network transaction ID is not allowed for Apple Pay verifications.',
        ),
      );
    }

    let verification: Verification | undefined;
    const token = text(card, 'token') ?? source?.requestedToken;
    if (source && errors.length === 0) {
      const check = checkSave(
        ctx.state,
        source.instrument,
        {
          verifyCard: verifyOptions.verifyCard,
          failOnDuplicate: flag(cardOptions, 'fail_on_duplicate_payment_method'),
          token,
          verificationAmount: verifyOptions.amount,
          verificationMerchantAccountId: verifyOptions.merchantAccountId,
        },
        SCOPE,
      );
      if (!check.ok && 'verification' in check) {
        sendValidationErrors(res, [], {
          body: req.body,
          message: check.verification.processorResponseText,
          extra: {
            verification: verificationXml(
              check.verification,
              ctx.state.merchant.merchantId,
              ctx.state.merchant.currencyIsoCode,
            ),
          },
        });
        return;
      }
      if (!check.ok) errors.push(...check.errors);
      else verification = check.verification;
    }
    if (errors.length > 0) {
      sendValidationErrors(res, errors, { body: req.body });
      return;
    }

    const customer = ctx.state.createCustomer({ ...fields, id });
    const verifications = new Map<string, Verification>();
    if (source) {
      source.use();
      const method = save(ctx.state, customer.id, source.instrument, { makeDefault: true, token });
      if (verification) verifications.set(method.token, verification);
    }
    sendXml(res, 201, 'customer', customerXml(ctx.state, customer, verifications));
  };
}

/** `GET /merchants/<id>/customers/<customerId>` (`gateway.customer.find`): 404 when unknown. */
export function findCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const customer = ctx.state.customers.get(String(req.params.customerId));
    if (!customer) return sendNotFound(res);
    sendXml(res, 200, 'customer', customerXml(ctx.state, customer));
  };
}

/** `PUT /merchants/<id>/customers/<customerId>` (`gateway.customer.update`): the plain fields. */
export function updateCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const customer = ctx.state.customers.get(String(req.params.customerId));
    if (!customer) return sendNotFound(res);
    const params = section(req.body, 'customer');
    const fields = fieldsOf(params);
    const errors = fieldErrors(fields);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    for (const [key, value] of Object.entries(fields) as Array<[keyof CustomerFields, string | undefined]>) {
      if (value !== undefined) customer[key] = value;
    }
    sendXml(res, 200, 'customer', customerXml(ctx.state, customer));
  };
}

/** `DELETE /merchants/<id>/customers/<customerId>` (`gateway.customer.delete`): the customer and its saved methods. */
export function deleteCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const id = String(req.params.customerId);
    if (!ctx.state.customers.has(id)) return sendNotFound(res);
    for (const method of ctx.state.methodsOf(id)) ctx.state.vault.delete(method.token);
    ctx.state.customers.delete(id);
    sendEmpty(res);
  };
}
