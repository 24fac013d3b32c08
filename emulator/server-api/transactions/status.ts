import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { kindOf } from '../../payment-method-types.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import type { Transaction, TransactionStatus } from '../../state/transaction.js';
import { sendNotFound } from '../respond.js';

/** Moves a transaction to a status, and records it in its history. */
export function setStatus(txn: Transaction, status: TransactionStatus, at = Date.now()): void {
  txn.status = status;
  txn.updatedAt = at;
  txn.statusHistory = [...(txn.statusHistory ?? []), { status, amount: txn.amount, timestamp: at }];
}

/** Where a sale goes when it is submitted for settlement: some types settle at once, cards wait for the batch. */
export function settlementStatusOf(txn: Transaction): TransactionStatus {
  return kindOf(txn.instrument.type).settlesAtOnce && txn.type === 'sale' ? 'settling' : 'submitted_for_settlement';
}

export function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** A new approved transaction that copies `from`'s instrument, customer and account. */
export function derived(state: EmulatorState, from: Transaction, fields: Partial<Transaction>): Transaction {
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

/** The transaction the path names, or undefined after answering 404. */
export function transactionOf(ctx: EmulatorContext, req: Request, res: Response): Transaction | undefined {
  const txn = ctx.state.transactions.get(String(req.params.transactionId));
  if (!txn) sendNotFound(res);
  return txn;
}
