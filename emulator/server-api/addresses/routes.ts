import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { section, type Params } from '../../params.js';
import type { AddressFields, InternationalPhone, StoredAddress } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { readAddress } from './address.js';
import { internationalPhoneErrors, readInternationalPhone } from './phone.js';
import { storedAddressXml } from './xml.js';

const SCOPE = ['address'];

/** An address request's fields and international phone, checked as the gateway checks them. */
function readRequest(body: unknown): {
  fields?: AddressFields;
  internationalPhone?: InternationalPhone;
  errors: ValidationError[];
} {
  const params = section(body as Params, 'address');
  const { fields, errors } = readAddress(params, SCOPE);
  const internationalPhone = readInternationalPhone(params);
  errors.push(...internationalPhoneErrors(internationalPhone, SCOPE));
  return { fields, internationalPhone, errors };
}

/** The customer's address named in the path, or undefined (another customer's address is not found). */
function addressOf(ctx: EmulatorContext, req: Request): StoredAddress | undefined {
  const address = ctx.state.addresses.get(String(req.params.addressId));
  return address?.customerId === String(req.params.customerId) ? address : undefined;
}

/**
 * `POST /merchants/<id>/customers/<customerId>/addresses` (`gateway.address.create`): an address of
 * the customer, which a card may then name as its billing address (`billingAddressId`). 404 for an
 * unknown customer; an address needs one field at least.
 */
function createAddress(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const customerId = String(req.params.customerId);
    if (!ctx.state.customers.has(customerId)) return sendNotFound(res);
    const { fields, internationalPhone, errors } = readRequest(req.body);
    if (!fields && !internationalPhone) {
      errors.push(validationError(SCOPE, 'base', '81801', 'Addresses must have at least one field filled in.'));
    }
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    sendXml(res, 201, 'address', storedAddressXml(ctx.state.addAddress(customerId, fields ?? {}, internationalPhone)));
  };
}

/** `GET /merchants/<id>/customers/<customerId>/addresses/<addressId>` (`gateway.address.find`). */
function findAddress(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const address = addressOf(ctx, req);
    if (!address) return sendNotFound(res);
    sendXml(res, 200, 'address', storedAddressXml(address));
  };
}

/**
 * `PUT /merchants/<id>/customers/<customerId>/addresses/<addressId>` (`gateway.address.update`): the
 * fields given change, the others are kept (a card billed to it sees the change: it is the same address).
 */
function updateAddress(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const address = addressOf(ctx, req);
    if (!address) return sendNotFound(res);
    const { fields, internationalPhone, errors } = readRequest(req.body);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    Object.assign(address.fields, fields);
    if (internationalPhone) address.internationalPhone = internationalPhone;
    address.updatedAt = Date.now();
    sendXml(res, 200, 'address', storedAddressXml(address));
  };
}

/** `DELETE /merchants/<id>/customers/<customerId>/addresses/<addressId>` (`gateway.address.delete`). */
function deleteAddress(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const address = addressOf(ctx, req);
    if (!address) return sendNotFound(res);
    ctx.state.addresses.delete(address.id);
    sendEmpty(res);
  };
}

/** The address gateway's routes (`address_gateway`). */
export const addressRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/customers/:customerId/addresses', handlers: [createAddress] },
  { method: 'get', path: '/customers/:customerId/addresses/:addressId', handlers: [findAddress] },
  { method: 'put', path: '/customers/:customerId/addresses/:addressId', handlers: [updateAddress] },
  { method: 'delete', path: '/customers/:customerId/addresses/:addressId', handlers: [deleteAddress] },
];
