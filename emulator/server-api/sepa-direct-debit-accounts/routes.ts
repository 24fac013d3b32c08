import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import type { VaultedMethod } from '../../state/records.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import { sendEmpty, sendNotFound, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';

/** The saved SEPA direct debit account a `sepa_debit_account/<token>` path names, or undefined (a 404 is sent). */
function sepaDebitAccount(ctx: EmulatorContext, req: Request, res: Response): VaultedMethod | undefined {
  const method = ctx.state.vault.get(String(req.params.token));
  if (!method || method.instrument.type !== 'SEPADebitAccount') {
    sendNotFound(res);
    return undefined;
  }
  return method;
}

/** `GET /merchants/<id>/payment_methods/sepa_debit_account/<token>` (`gateway.sepaDirectDebitAccount.find`). */
function findSepaDebitAccount(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = sepaDebitAccount(ctx, req, res);
    if (!method) return;
    sendXml(
      res,
      200,
      'sepa-debit-account',
      paymentMethodXml(method, {
        merchantAccountId: ctx.state.merchant.merchantId,
        currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      }),
    );
  };
}

/** `DELETE /merchants/<id>/payment_methods/sepa_debit_account/<token>` (`gateway.sepaDirectDebitAccount.delete`). */
function deleteSepaDebitAccount(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = sepaDebitAccount(ctx, req, res);
    if (!method) return;
    ctx.state.deleteVaulted(method.token);
    sendEmpty(res);
  };
}

/** The SEPA direct debit account gateway's routes (`sepa_direct_debit_account_gateway`). */
export const sepaDirectDebitAccountRoutes: readonly ServerRoute[] = [
  { method: 'get', path: '/payment_methods/sepa_debit_account/:token', handlers: [findSepaDebitAccount] },
  { method: 'delete', path: '/payment_methods/sepa_debit_account/:token', handlers: [deleteSepaDebitAccount] },
];
