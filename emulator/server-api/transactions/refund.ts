import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { section, text } from '../../params.js';
import { outcomeForAmount } from '../../sandbox-values.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { TransactionStatus } from '../../state/transaction.js';
import { parseAmount } from '../amount.js';
import { validationError, type ValidationError } from '../errors.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import { declineType } from './sale-outcome.js';
import { cents, derived, transactionOf } from './status.js';
import { transactionXml } from './xml.js';

const SCOPE = ['transaction'];

/**
 * A refund's outcome by its amount, as the sandbox decides it: 2046.00 is declined at
 * authorization but captured at settlement (1005); any other amount from 2000.00 to 2999.99 is
 * declined with that code; the rest are approved.
 */
function refundOutcome(amount: string): {
  status: TransactionStatus;
  code: string;
  text: string;
  type: 'approved' | 'soft_declined' | 'hard_declined';
  additional?: string;
} {
  const decline = outcomeForAmount(amount);
  if (decline.kind !== 'processor_declined') {
    return { status: 'submitted_for_settlement', code: '1000', text: 'Approved', type: 'approved' };
  }
  if (decline.code === '2046') {
    return {
      status: 'submitted_for_settlement',
      code: '1005',
      text: 'Auth Declined but Settlement Captured',
      type: 'approved',
      additional: `${decline.code} : ${decline.text}`,
    };
  }
  return { status: 'processor_declined', code: decline.code, text: decline.text, type: declineType(decline.code) };
}

/** Statuses from which the gateway lets a sale be refunded (money has moved or is moving). */
const REFUNDABLE: ReadonlySet<TransactionStatus> = new Set(['settled', 'settling', 'settlement_confirmed']);

/**
 * `POST /transactions/<id>/refund` (`gateway.transaction.refund(id, amount?)`): a credit for
 * the whole sale or a part of what is left, once the sale is settled or settling.
 */
export function refundTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const sale = transactionOf(ctx, req, res);
    if (!sale) return;
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    const refunded = (sale.refundIds ?? [])
      .map((id) => ctx.state.transactions.get(id))
      .reduce((sum, t) => sum + (t ? cents(t.amount) : 0), 0);
    const left = cents(sale.amount) - refunded;
    const raw = text(params, 'amount');
    const amount = raw === undefined ? undefined : parseAmount(raw);
    if (sale.type !== 'sale') {
      errors.push(validationError(SCOPE, 'base', '91505', 'Cannot refund credit'));
    } else if (!REFUNDABLE.has(sale.status)) {
      errors.push(validationError(SCOPE, 'base', '91506', 'Cannot refund a transaction unless it is settled.'));
    } else if (left <= 0) {
      errors.push(validationError(SCOPE, 'base', '91512', 'Transaction has already been completely refunded.'));
    }
    if (amount && !amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    if (amount?.ok && left > 0 && amount.cents > left) {
      errors.push(validationError(SCOPE, 'amount', '91521', 'Refund amount is too large.'));
    }
    const merchantAccountId = text(params, 'merchant_account_id');
    const { merchant } = ctx.state;
    if (merchantAccountId && !hasMerchantAccount(merchant, merchantAccountId)) {
      errors.push(validationError(SCOPE, 'merchant_account_id', '91513', 'Merchant account ID is invalid.'));
    }
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    const refundAmount = amount?.ok ? amount.amount : (left / 100).toFixed(2);
    const outcome = refundOutcome(refundAmount);
    const refund = derived(ctx.state, sale, {
      type: 'credit',
      status: outcome.status,
      amount: refundAmount,
      orderId: text(params, 'order_id') ?? sale.orderId,
      merchantAccountId: merchantAccountId ?? sale.merchantAccountId,
      refundedTransactionId: sale.id,
      processorResponseCode: outcome.code,
      processorResponseText: outcome.text,
      processorResponseType: outcome.type,
      additionalProcessorResponse: outcome.additional,
    });
    if (outcome.status === 'processor_declined') {
      return sendValidationErrors(res, [], {
        body: req.body,
        message: outcome.text,
        extra: { transaction: transactionXml(ctx.state, refund) },
      });
    }
    sale.refundIds = [...(sale.refundIds ?? []), refund.id];
    sendXml(res, 201, 'transaction', transactionXml(ctx.state, refund));
  };
}
