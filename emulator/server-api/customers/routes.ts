import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { flag, section, text } from '../../params.js';
import { applyCardUpdate } from '../payment-methods/card-fields.js';
import { validationError } from '../errors.js';
import { makeDefault } from '../payment-methods/vault.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { sendDeclinedVerification } from '../verifications/xml.js';
import { fieldErrors, fieldsOf, idErrors, SCOPE } from './fields.js';
import { carryOut, planExistingCardUpdate, planVaulting, type VaultPlan } from './vaulting.js';
import { customerXml, withoutAssociations } from './xml.js';
import { attachBillingAddress } from '../addresses/billing-address.js';

/**
 * `POST /merchants/<id>/customers` (`gateway.customer.create`): a customer, and with
 * `payment_method_nonce` (or `credit_card` fields) its first saved method, verified first when
 * `credit_card.options.verify_card` (or `apple_pay_card.options.verify_card`) is set.
 */
function createCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'customer');
    const id = text(params, 'id');
    const fields = fieldsOf(params);
    const errors = [...idErrors(ctx, id), ...fieldErrors(fields, ctx.state.merchant)];
    const plan = planVaulting(ctx, params, errors);
    if (plan.declined && errors.length === 0) return sendDeclinedVerification(ctx, req, res, plan.declined);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });

    const customer = ctx.state.createCustomer({ ...fields, id });
    const verifications = carryOut(ctx, plan, customer.id, true);
    sendXml(res, 201, 'customer', customerXml(ctx.state, customer, verifications));
  };
}

/** `GET /merchants/<id>/customers/<customerId>` (`gateway.customer.find`): 404 when unknown. */
function findCustomer(ctx: EmulatorContext) {
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
function updateCustomer(ctx: EmulatorContext) {
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
    const plan: VaultPlan = existingToken
      ? planExistingCardUpdate(ctx, customer.id, card, existing, errors)
      : planVaulting(ctx, params, errors, customer.id);
    if (plan.declined && errors.length === 0) return sendDeclinedVerification(ctx, req, res, plan.declined);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });

    // Only the fields the request gave change.
    Object.assign(customer, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (defaultMethod) makeDefault(ctx.state, defaultMethod);
    if (existing) {
      applyCardUpdate(existing, card);
      attachBillingAddress(ctx.state, existing, plan.billingAddress);
      if (flag(cardOptions, 'make_default')) makeDefault(ctx.state, existing);
    }
    const verifications = carryOut(ctx, plan, customer.id, false);
    sendXml(res, 200, 'customer', customerXml(ctx.state, customer, verifications));
  };
}

/** `DELETE /merchants/<id>/customers/<customerId>` (`gateway.customer.delete`): the customer and its saved methods. */
function deleteCustomer(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const id = String(req.params.customerId);
    if (!ctx.state.customers.has(id)) return sendNotFound(res);
    for (const method of ctx.state.methodsOf(id)) ctx.state.vault.delete(method.token);
    ctx.state.customers.delete(id);
    sendEmpty(res);
  };
}

/** The customer gateway's routes (`customer_gateway`). */
export const customerRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/customers', handlers: [createCustomer] },
  { method: 'get', path: '/customers/:customerId', handlers: [findCustomer] },
  { method: 'put', path: '/customers/:customerId', handlers: [updateCustomer] },
  { method: 'delete', path: '/customers/:customerId', handlers: [deleteCustomer] },
];
