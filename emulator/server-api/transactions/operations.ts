import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { type EmulatorState } from '../../state/emulator-state.js';
import { outcomeForAmount } from '../../sandbox-values.js';
import { parseAmount } from './amount.js';
import { declineType } from './sale-outcome.js';
import { validationError, type ValidationError } from '../errors.js';
import { flag, section, text } from '../params.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { mergeDetails, readTransactionDetails } from './details.js';
import { lineItemsXml } from './details-xml.js';
import { transactionXml } from './xml.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { Transaction, TransactionStatus } from '../../state/transaction.js';

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

/** Statuses the testing gateway may move a transaction to, keyed by its path's last segment. */
const TESTING_OPERATIONS: Readonly<Record<string, TransactionStatus>> = {
  settle: 'settled',
  settlement_pending: 'settlement_pending',
  settlement_confirm: 'settlement_confirmed',
  settlement_decline: 'settlement_declined',
};

export function setStatus(txn: Transaction, status: TransactionStatus, at = Date.now()): void {
  txn.status = status;
  txn.updatedAt = at;
  txn.statusHistory = [...(txn.statusHistory ?? []), { status, amount: txn.amount, timestamp: at }];
}

function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** A new approved transaction that copies `from`'s instrument, customer and account. */
function derived(state: EmulatorState, from: Transaction, fields: Partial<Transaction>): Transaction {
  const now = Date.now();
  const txn: Transaction = {
    ...structuredClone(from),
    id: state.newTransactionId(),
    refundIds: undefined,
    refundedTransactionId: undefined,
    partialSettlementTransactionIds: undefined,
    authorizedTransactionId: undefined,
    processorResponseCode: '1000',
    processorResponseText: 'Approved',
    processorResponseType: 'approved',
    gatewayRejectionReason: undefined,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  txn.statusHistory = [{ status: txn.status, amount: txn.amount, timestamp: now }];
  state.transactions.set(txn.id, txn);
  return txn;
}

function found(ctx: EmulatorContext, req: Request, res: Response): Transaction | undefined {
  const txn = ctx.state.transactions.get(String(req.params.transactionId));
  if (!txn) sendNotFound(res);
  return txn;
}

/**
 * `POST /transactions/<id>/refund` (`gateway.transaction.refund(id, amount?)`): a credit for
 * the whole sale or a part of what is left, once the sale is settled or settling.
 */
export function refundTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const sale = found(ctx, req, res);
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

/**
 * `POST /transactions/<id>/submit_for_partial_settlement`: settles part of an authorization as a
 * new transaction; the authorization becomes `settlement_pending` and lists its parts.
 */
export function submitForPartialSettlement(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const auth = found(ctx, req, res);
    if (!auth) return;
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    if (auth.authorizedTransactionId) {
      // One part of a partial settlement cannot itself be settled in parts.
      errors.push(validationError(SCOPE, 'base', '915103', 'Cannot submit for partial settlement.'));
    } else if (auth.status !== 'authorized' && auth.status !== 'settlement_pending') {
      errors.push(validationError(SCOPE, 'base', '91507', 'Cannot submit for settlement unless status is authorized.'));
    }
    const later = readTransactionDetails(params, ctx.state.merchant, {
      paypal: auth.instrument.type === 'PayPalAccount',
    });
    errors.push(...later.errors);
    const amount = parseAmount(text(params, 'amount'));
    if (!amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    if (errors.length > 0 || !amount.ok) return sendValidationErrors(res, errors, { body: req.body });
    const part = derived(ctx.state, auth, {
      // PayPal settles at once; cards wait for the batch.
      status: auth.instrument.type === 'PayPalAccount' ? 'settling' : 'submitted_for_settlement',
      amount: amount.amount,
      orderId: text(params, 'order_id') ?? auth.orderId,
      authorizedTransactionId: auth.id,
      details: mergeDetails(auth.details ?? {}, later.details),
    });
    auth.partialSettlementTransactionIds = [...(auth.partialSettlementTransactionIds ?? []), part.id];
    if (auth.status !== 'settlement_pending') setStatus(auth, 'settlement_pending');
    sendXml(res, 201, 'transaction', transactionXml(ctx.state, part));
  };
}

/** `PUT /transactions/<id>/update_details`: a lower amount or a new order id while submitted for settlement. */
export function updateDetails(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = found(ctx, req, res);
    if (!txn) return;
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    if (txn.status !== 'submitted_for_settlement') {
      errors.push(
        validationError(
          SCOPE,
          'base',
          '915129',
          'Transaction cannot be updated unless status is submitted_for_settlement.',
        ),
      );
    }
    const raw = text(params, 'amount');
    const amount = raw === undefined ? undefined : parseAmount(raw);
    if (amount && !amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    if (amount?.ok && amount.cents > cents(txn.amount)) {
      errors.push(validationError(SCOPE, 'amount', '91522', 'Settlement amount is too large.'));
    }
    const orderId = text(params, 'order_id');
    if (orderId && orderId.length > 255)
      errors.push(validationError(SCOPE, 'order_id', '91501', 'Order ID is too long.'));
    const later = readTransactionDetails(params, ctx.state.merchant, {
      paypal: txn.instrument.type === 'PayPalAccount',
    });
    errors.push(...later.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    txn.details = mergeDetails(txn.details ?? {}, later.details);
    if (amount?.ok) txn.amount = amount.amount;
    if (orderId) txn.orderId = orderId;
    txn.updatedAt = Date.now();
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/** `POST /transactions/<id>/clone` (`cloneTransaction`): a new sale on the same instrument. */
export function cloneTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const original = found(ctx, req, res);
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
    });
    if (settle) setStatus(clone, 'submitted_for_settlement');
    sendXml(res, 201, 'transaction', transactionXml(ctx.state, clone));
  };
}

/**
 * The testing gateway (`gateway.testing.settle` and friends, sandbox only): moves a
 * transaction straight to a settlement status.
 */
export function testingSettlement(ctx: EmulatorContext, operation: string) {
  const status = TESTING_OPERATIONS[operation];
  if (!status) throw new Error(`Unknown testing operation ${operation}`);
  return (req: Request, res: Response): void => {
    const txn = found(ctx, req, res);
    if (!txn) return;
    const settleable = ['submitted_for_settlement', 'settling', 'settlement_pending', 'settled'];
    if (!settleable.includes(txn.status)) {
      return sendValidationErrors(
        res,
        [validationError(SCOPE, 'base', '91507', 'Cannot submit for settlement unless status is authorized.')],
        { body: req.body },
      );
    }
    setStatus(txn, status);
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

export const TESTING_OPERATION_NAMES = Object.keys(TESTING_OPERATIONS);

/** `GET /merchants/<id>/transactions/<transactionId>/line_items` (`gateway.transactionLineItem.findAll`). */
export function findLineItems(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = found(ctx, req, res);
    if (!txn) return;
    sendXml(res, 200, 'line-items', lineItemsXml(txn.details));
  };
}

/**
 * `PUT /merchants/<id>/transactions/<transactionId>/adjust_authorization`
 * (`gateway.transaction.adjustAuthorization`): the emulated processor adjusts no authorization, so
 * the gateway refuses with 915222 and the transaction unchanged, as it does for such processors.
 */
export function adjustAuthorization(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = found(ctx, req, res);
    if (!txn) return;
    sendValidationErrors(
      res,
      [validationError(SCOPE, 'base', '915222', 'Processor does not support authorization adjustment.')],
      { body: req.body, extra: { transaction: transactionXml(ctx.state, txn) } },
    );
  };
}
