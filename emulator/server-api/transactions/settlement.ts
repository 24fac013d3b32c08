import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { kindOf } from '../../payment-method-types.js';
import { section, text, type Params } from '../../params.js';
import type { Transaction, TransactionStatus } from '../../state/transaction.js';
import { parseAmount } from '../amount.js';
import { validationError, type ValidationError } from '../errors.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import { mergeDetails, readTransactionDetails } from './details.js';
import { cents, derived, setStatus, settlementStatusOf, transactionOf } from './status.js';
import { transactionXml } from './xml.js';

const SCOPE = ['transaction'];
const VOIDABLE: ReadonlySet<TransactionStatus> = new Set(['authorized', 'submitted_for_settlement']);

/**
 * What settling or updating a sale may change: a lower amount (never more than the sale's), an order id (at most
 * 255 characters) and later details; its errors, and the change to make once there are none.
 */
function readSettlementChange(
  ctx: EmulatorContext,
  params: Params,
  txn: Transaction,
): { errors: ValidationError[]; apply(): void } {
  const errors: ValidationError[] = [];
  const raw = text(params, 'amount');
  const amount = raw === undefined ? undefined : parseAmount(raw);
  if (amount && !amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
  if (amount?.ok && amount.cents > cents(txn.amount)) {
    errors.push(validationError(SCOPE, 'amount', '91522', 'Settlement amount is too large.'));
  }
  const orderId = text(params, 'order_id');
  if (orderId && orderId.length > 255)
    errors.push(validationError(SCOPE, 'order_id', '91501', 'Order ID is too long.'));
  const later = readTransactionDetails(params, ctx.state.merchant, kindOf(txn.instrument.type));
  errors.push(...later.errors);
  return {
    errors,
    apply() {
      txn.details = mergeDetails(txn.details ?? {}, later.details);
      if (amount?.ok) txn.amount = amount.amount;
      if (orderId) txn.orderId = orderId;
    },
  };
}

/**
 * `PUT /merchants/<id>/transactions/<transactionId>/submit_for_settlement`
 * (`gateway.transaction.submitForSettlement`): only an authorized sale, for at most its amount
 * (a smaller amount settles partially and becomes the transaction's amount).
 */
export function submitForSettlement(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = transactionOf(ctx, req, res);
    if (!txn) return;
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    if (txn.status !== 'authorized') {
      errors.push(validationError(SCOPE, 'base', '91507', 'Cannot submit for settlement unless status is authorized.'));
    }
    const change = readSettlementChange(ctx, params, txn);
    errors.push(...change.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    change.apply();
    setStatus(txn, settlementStatusOf(txn));
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/**
 * `POST /transactions/<id>/submit_for_partial_settlement`: settles part of an authorization as a
 * new transaction; the authorization becomes `settlement_pending` and lists its parts.
 */
export function submitForPartialSettlement(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const auth = transactionOf(ctx, req, res);
    if (!auth) return;
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    if (auth.authorizedTransactionId) {
      // One part of a partial settlement cannot itself be settled in parts.
      errors.push(validationError(SCOPE, 'base', '915103', 'Cannot submit for partial settlement.'));
    } else if (auth.status !== 'authorized' && auth.status !== 'settlement_pending') {
      errors.push(validationError(SCOPE, 'base', '91507', 'Cannot submit for settlement unless status is authorized.'));
    }
    const later = readTransactionDetails(params, ctx.state.merchant, kindOf(auth.instrument.type));
    errors.push(...later.errors);
    const amount = parseAmount(text(params, 'amount'));
    if (!amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    if (errors.length > 0 || !amount.ok) return sendValidationErrors(res, errors, { body: req.body });
    const part = derived(ctx.state, auth, {
      status: settlementStatusOf(auth),
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
    const txn = transactionOf(ctx, req, res);
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
    const change = readSettlementChange(ctx, params, txn);
    errors.push(...change.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    change.apply();
    txn.updatedAt = Date.now();
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/** `PUT /merchants/<id>/transactions/<transactionId>/void` (`gateway.transaction.void`). */
export function voidTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = transactionOf(ctx, req, res);
    if (!txn) return;
    if (!VOIDABLE.has(txn.status)) {
      return sendValidationErrors(
        res,
        [
          validationError(
            SCOPE,
            'base',
            '91504',
            'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
          ),
        ],
        { body: req.body },
      );
    }
    setStatus(txn, 'voided');
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/**
 * `PUT /merchants/<id>/transactions/<transactionId>/adjust_authorization`
 * (`gateway.transaction.adjustAuthorization`): the emulated processor adjusts no authorization, so
 * the gateway refuses with 915222 and the transaction unchanged, as it does for such processors.
 */
export function adjustAuthorization(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = transactionOf(ctx, req, res);
    if (!txn) return;
    sendValidationErrors(
      res,
      [validationError(SCOPE, 'base', '915222', 'Processor does not support authorization adjustment.')],
      { body: req.body, extra: { transaction: transactionXml(ctx.state, txn) } },
    );
  };
}
