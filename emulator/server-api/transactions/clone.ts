import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { flag, section, text } from '../../params.js';
import { parseAmount } from '../amount.js';
import { validationError, type ValidationError } from '../errors.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import { newMastercardTransactionLinkId } from '../../card/transaction-link.js';
import { derived, setStatus, transactionOf } from './status.js';
import { transactionXml } from './xml.js';

const SCOPE = ['transaction'];

/** `POST /transactions/<id>/clone` (`cloneTransaction`): a new sale on the same instrument. */
export function cloneTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const original = transactionOf(ctx, req, res);
    if (!original) return;
    const params = section(req.body, 'transaction_clone');
    const errors: ValidationError[] = [];
    if (original.type === 'credit') {
      errors.push(validationError(['transaction'], 'base', '91543', 'Cannot clone credit'));
    }
    const amount = parseAmount(text(params, 'amount') ?? original.amount);
    if (!amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    if (errors.length > 0 || !amount.ok) return sendValidationErrors(res, errors, { body: req.body });
    const settle = flag(section(params, 'options'), 'submit_for_settlement');
    const clone = derived(ctx.state, original, {
      status: 'authorized',
      amount: amount.amount,
      processorAuthorizationCode: original.processorAuthorizationCode,
      channel: text(params, 'channel') ?? original.channel,
      orderId: text(params, 'order_id') ?? original.orderId,
      // A clone is a new authorization: Mastercard links it by a new id.
      mastercardTransactionLinkId: original.mastercardTransactionLinkId ? newMastercardTransactionLinkId() : undefined,
    });
    if (settle) setStatus(clone, 'submitted_for_settlement');
    sendXml(res, 201, 'transaction', transactionXml(ctx.state, clone));
  };
}
