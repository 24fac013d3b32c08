import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { flag, section, text } from '../../params.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import { sendEmpty, sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { changeToken, makeDefault } from '../payment-methods/vault.js';
import type { VaultedMethod } from '../../state/records.js';
import type { ServerRoute } from '../route.js';

/** The saved PayPal account a `paypal_account/<token>` path names, or undefined (a 404 is sent). */
function payPalAccount(ctx: EmulatorContext, req: Request, res: Response): VaultedMethod | undefined {
  const method = ctx.state.vault.get(String(req.params.token));
  if (!method || method.instrument.type !== 'PayPalAccount') {
    sendNotFound(res);
    return undefined;
  }
  return method;
}

function sendAccount(ctx: EmulatorContext, res: Response, method: VaultedMethod): void {
  sendXml(
    res,
    200,
    'paypal-account',
    paymentMethodXml(method, {
      merchantAccountId: ctx.state.merchant.merchantId,
      currencyIsoCode: ctx.state.merchant.currencyIsoCode,
    }),
  );
}

/** `GET /merchants/<id>/payment_methods/paypal_account/<token>` (`gateway.paypalAccount.find`). */
function findPayPalAccount(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = payPalAccount(ctx, req, res);
    if (method) sendAccount(ctx, res, method);
  };
}

/**
 * `PUT /merchants/<id>/payment_methods/paypal_account/<token>` (`gateway.paypalAccount.update`):
 * a new `token` (92906 when another method has it) and `options.make_default`.
 */
function updatePayPalAccount(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = payPalAccount(ctx, req, res);
    if (!method) return;
    const params = section(req.body, 'paypal_account');
    const errors = changeToken(ctx.state, method, text(params, 'token'), ['paypal-account']);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    if (flag(section(params, 'options'), 'make_default')) makeDefault(ctx.state, method);
    sendAccount(ctx, res, method);
  };
}

/** `DELETE /merchants/<id>/payment_methods/paypal_account/<token>` (`gateway.paypalAccount.delete`). */
function deletePayPalAccount(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = payPalAccount(ctx, req, res);
    if (!method) return;
    ctx.state.deleteVaulted(method.token);
    sendEmpty(res);
  };
}

/** The PayPal account gateway's routes (`paypal_account_gateway`). */
export const paypalAccountRoutes: readonly ServerRoute[] = [
  { method: 'get', path: '/payment_methods/paypal_account/:token', handlers: [findPayPalAccount] },
  { method: 'put', path: '/payment_methods/paypal_account/:token', handlers: [updatePayPalAccount] },
  { method: 'delete', path: '/payment_methods/paypal_account/:token', handlers: [deletePayPalAccount] },
];
