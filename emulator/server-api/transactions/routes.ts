import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { sendNotFound, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { cloneTransaction } from './clone.js';
import { refundTransaction } from './refund.js';
import { createTransaction } from './sale.js';
import { searchTransactionIds, searchTransactions } from './search.js';
import {
  adjustAuthorization,
  submitForPartialSettlement,
  submitForSettlement,
  updateDetails,
  voidTransaction,
} from './settlement.js';
import { transactionXml } from './xml.js';

/** `GET /merchants/<id>/transactions/<transactionId>` (`gateway.transaction.find`): 404 when unknown. */
function findTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = ctx.state.transactions.get(String(req.params.transactionId));
    if (!txn) return sendNotFound(res);
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/** The transaction gateway's routes (`transaction_gateway`). */
export const transactionRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/transactions', handlers: [createTransaction] },
  { method: 'post', path: '/transactions/advanced_search_ids', handlers: [searchTransactionIds] },
  { method: 'post', path: '/transactions/advanced_search', handlers: [searchTransactions] },
  { method: 'get', path: '/transactions/:transactionId', handlers: [findTransaction] },
  { method: 'put', path: '/transactions/:transactionId/submit_for_settlement', handlers: [submitForSettlement] },
  { method: 'put', path: '/transactions/:transactionId/void', handlers: [voidTransaction] },
  { method: 'post', path: '/transactions/:transactionId/refund', handlers: [refundTransaction] },
  {
    method: 'post',
    path: '/transactions/:transactionId/submit_for_partial_settlement',
    handlers: [submitForPartialSettlement],
  },
  { method: 'put', path: '/transactions/:transactionId/adjust_authorization', handlers: [adjustAuthorization] },
  { method: 'put', path: '/transactions/:transactionId/update_details', handlers: [updateDetails] },
  { method: 'post', path: '/transactions/:transactionId/clone', handlers: [cloneTransaction] },
];
