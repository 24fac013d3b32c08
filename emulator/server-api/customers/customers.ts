import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { customerXml, withoutAssociations } from './xml.js';
import { validationError, type ValidationError } from '../errors.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/routes.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';
import { sandboxPayPalInstrument } from '../../paypal/accounts.js';
import {
  attachBillingAddress,
  internationalPhoneErrors,
  readBillingAddress,
  readInternationalPhone,
  type BillingAddressInput,
} from '../addresses/address.js';
import { applyCardUpdate, cardUpdateErrors } from '../credit-cards/credit-cards.js';
import { resolveInstrument, type ResolvedInstrument } from '../payment-method-nonces/instrument-source.js';
import { flag, section, text, type Params } from '../params.js';
import { verificationXml } from '../payment-methods/xml.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { checkSave, makeDefault, readVerificationOptions, save } from '../payment-methods/vault.js';
import type { Verification } from '../verifications/verification.js';
import type { Customer } from '../../state/records.js';
import type { Merchant } from '../../state/merchant.js';

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
    internationalPhone: readInternationalPhone(params),
    customFields: readCustomFields(params),
  };
}

function readCustomFields(params: Params): Record<string, string> | undefined {
  const raw = params.custom_fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw as Params).map(([name, value]) => [name, String(value)]));
}

function fieldErrors(fields: CustomerFields, merchant: Merchant): ValidationError[] {
  const errors = internationalPhoneErrors(fields.internationalPhone, SCOPE);
  for (const name of Object.keys(fields.customFields ?? {})) {
    if (!merchant.customFields.includes(name)) {
      errors.push(validationError(SCOPE, 'custom_fields', '91602', `Custom field is invalid: ${name}.`));
    }
  }
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) {
    errors.unshift(validationError(SCOPE, 'email', '81604', 'Email is an invalid format.'));
  }
  return errors;
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

/** What a customer request will vault, once every check has passed. */
interface VaultPlan {
  source?: ResolvedInstrument;
  token?: string;
  makeDefault: boolean;
  verification?: Verification;
  /** Set when `verifyCard` ran and the processor declined: the request answers 422 with it. */
  declined?: Verification;
  billingAddress?: BillingAddressInput;
}

/**
 * Reads the payment method a customer request brings (`payment_method_nonce`, or raw
 * `credit_card` fields; an Apple Pay card's options in `apple_pay_card`) and checks it: nonce,
 * verification options, token, duplicates, and the verification itself. Errors are added to
 * `errors`; nothing is saved.
 */
function planVaulting(ctx: EmulatorContext, params: Params, errors: ValidationError[], customerId?: string): VaultPlan {
  const card = section(params, 'credit_card');
  const cardOptions = section(card, 'options');
  const nonce = text(params, 'payment_method_nonce') ?? text(card, 'payment_method_nonce');
  const applePay = section(params, 'apple_pay_card');
  const resolved = resolveInstrument(ctx.state, nonce, card, 'customer', applePay);
  if (!resolved.ok) errors.push(...resolved.errors);
  const billing = readBillingAddress(ctx.state, card, customerId, [...SCOPE, 'credit-card', 'billing-address']);
  errors.push(...billing.errors);
  let source = resolved.ok ? resolved.source : undefined;
  // The SDK suite's sandbox PayPal codes may also come straight in `paypal_account`.
  const payPal = section(params, 'paypal_account');
  const sandboxPayPal = source ? undefined : sandboxPayPalInstrument(payPal);
  if (sandboxPayPal) {
    source = { instrument: sandboxPayPal, requestedToken: text(payPal, 'token'), use: () => undefined };
  }

  // An Apple Pay card's options come in `apple_pay_card`, a card's in `credit_card`.
  const isApplePay = source?.instrument.type === 'ApplePayCard';
  const verifyOptions = readVerificationOptions(
    ctx.state,
    isApplePay ? section(applePay, 'options') : cardOptions,
    source?.instrument.type,
    SCOPE,
  );
  errors.push(
    ...verifyOptions.errors,
    ...threeDSecurePassThruErrors(card, [...SCOPE, 'credit-card'], source?.instrument.details.cardType),
  );
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

  const plan: VaultPlan = {
    source,
    token: text(card, 'token') ?? source?.requestedToken,
    makeDefault: flag(cardOptions, 'make_default'),
    billingAddress: billing.input,
  };
  if (source && errors.length === 0) {
    const check = checkSave(
      ctx.state,
      source.instrument,
      {
        verifyCard: verifyOptions.verifyCard,
        failOnDuplicate: flag(cardOptions, 'fail_on_duplicate_payment_method'),
        failOnDuplicateForCustomer: flag(cardOptions, 'fail_on_duplicate_payment_method_for_customer')
          ? customerId
          : undefined,
        token: plan.token,
        verificationAmount: verifyOptions.amount,
        verificationMerchantAccountId: verifyOptions.merchantAccountId,
        threeDSecureInfo: nonce ? nonceThreeDSecureInfo(ctx, nonce) : undefined,
      },
      SCOPE,
    );
    if (!check.ok && 'verification' in check) plan.declined = check.verification;
    else if (!check.ok) errors.push(...check.errors);
    else plan.verification = check.verification;
  }
  return plan;
}

function sendDeclined(ctx: EmulatorContext, req: Request, res: Response, verification: Verification): void {
  sendValidationErrors(res, [], {
    body: req.body,
    message: verification.processorResponseText,
    extra: {
      verification: verificationXml(verification, ctx.state.merchant.merchantId, ctx.state.merchant.currencyIsoCode),
    },
  });
}

/** Saves what the plan checked; answers the verifications run, by the saved method's token. */
function carryOut(
  ctx: EmulatorContext,
  plan: VaultPlan,
  customerId: string,
  isNew: boolean,
): Map<string, Verification> {
  const verifications = new Map<string, Verification>();
  if (!plan.source) return verifications;
  plan.source.use();
  const method = save(ctx.state, customerId, plan.source.instrument, {
    makeDefault: isNew || plan.makeDefault,
    token: plan.token,
  });
  if (method.instrument.type === 'CreditCard' && !plan.source.vaulted) {
    attachBillingAddress(ctx.state, method, plan.billingAddress);
  }
  if (plan.verification) verifications.set(method.token, plan.verification);
  return verifications;
}

/**
 * `POST /merchants/<id>/customers` (`gateway.customer.create`): a customer, and with
 * `payment_method_nonce` (or `credit_card` fields) its first saved method, verified first when
 * `credit_card.options.verify_card` (or `apple_pay_card.options.verify_card`) is set.
 */
export function createCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'customer');
    const id = text(params, 'id');
    const fields = fieldsOf(params);
    const errors = [...idErrors(ctx, id), ...fieldErrors(fields, ctx.state.merchant)];
    const plan = planVaulting(ctx, params, errors);
    if (plan.declined && errors.length === 0) return sendDeclined(ctx, req, res, plan.declined);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });

    const customer = ctx.state.createCustomer({ ...fields, id });
    const verifications = carryOut(ctx, plan, customer.id, true);
    sendXml(res, 201, 'customer', customerXml(ctx.state, customer, verifications));
  };
}

/** `GET /merchants/<id>/customers/<customerId>` (`gateway.customer.find`): 404 when unknown. */
export function findCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const customer = ctx.state.customers.get(String(req.params.customerId));
    if (!customer) return sendNotFound(res);
    const xml = customerXml(ctx.state, customer);
    // The gateway's association filter that leaves out everything attached to the customer.
    if (req.query.association_filter_id === 'customernoassociations') withoutAssociations(xml);
    sendXml(res, 200, 'customer', xml);
  };
}

/**
 * `PUT /merchants/<id>/customers/<customerId>` (`gateway.customer.update`): the plain fields;
 * `default_payment_method_token`; a new payment method (as on create, made default with
 * `credit_card.options.make_default`); or, with `credit_card.options.update_existing_token`, new
 * card fields for one of the customer's saved cards.
 */
export function updateCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const customer = ctx.state.customers.get(String(req.params.customerId));
    if (!customer) return sendNotFound(res);
    const params = section(req.body, 'customer');
    const fields = fieldsOf(params);
    const errors = fieldErrors(fields, ctx.state.merchant);
    const card = section(params, 'credit_card');
    const cardOptions = section(card, 'options');

    const defaultToken = text(params, 'default_payment_method_token');
    const defaultMethod = defaultToken ? ctx.state.vault.get(defaultToken) : undefined;
    if (defaultToken && defaultMethod?.customerId !== customer.id) {
      errors.push(
        validationError(SCOPE, 'default_payment_method_token', '91779', 'Default payment method token is invalid.'),
      );
    }

    const existingToken = text(cardOptions, 'update_existing_token');
    const existing = existingToken ? ctx.state.vault.get(existingToken) : undefined;
    let plan: VaultPlan = { makeDefault: false };
    if (existingToken) {
      if (!existing || existing.customerId !== customer.id || existing.instrument.type !== 'CreditCard') {
        errors.push(
          validationError(
            [...SCOPE, 'credit-card', 'options'],
            'update_existing_token',
            '91723',
            'Update Existing Token is invalid.',
          ),
        );
      } else {
        errors.push(...cardUpdateErrors(ctx, existing, card, [...SCOPE, 'credit-card']));
        const billing = readBillingAddress(ctx.state, card, customer.id, [...SCOPE, 'credit-card', 'billing-address']);
        errors.push(...billing.errors);
        plan.billingAddress = billing.input;
      }
    } else {
      plan = planVaulting(ctx, params, errors, customer.id);
    }
    if (plan.declined && errors.length === 0) return sendDeclined(ctx, req, res, plan.declined);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });

    // Only the fields the request gave change.
    Object.assign(customer, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (defaultMethod) makeDefault(ctx.state, defaultMethod);
    if (existing) {
      applyCardUpdate(ctx, existing, card);
      attachBillingAddress(ctx.state, existing, plan.billingAddress);
      if (flag(cardOptions, 'make_default')) makeDefault(ctx.state, existing);
    }
    const verifications = carryOut(ctx, plan, customer.id, false);
    sendXml(res, 200, 'customer', customerXml(ctx.state, customer, verifications));
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
