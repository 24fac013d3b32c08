import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { kindOf } from '../../payment-method-types.js';
import { settlementResponseForAmount } from '../../sandbox-values.js';
import type { TransactionStatus } from '../../state/transaction.js';
import { validationError } from '../errors.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { setStatus, transactionOf } from '../transactions/status.js';
import { transactionXml } from '../transactions/xml.js';
import { threeDSecureTestingRoutes } from './three-d-secure.js';

/** Statuses the testing gateway may move a transaction to, keyed by its path's last segment. */
const TESTING_OPERATIONS: Readonly<Record<string, TransactionStatus>> = {
  settle: 'settled',
  settlement_pending: 'settlement_pending',
  settlement_confirm: 'settlement_confirmed',
  settlement_decline: 'settlement_declined',
};

/** The processor settlement responses of the statuses the testing gateway sets outright (Braintree's 4001, 4002). */
const SETTLEMENT_RESPONSES: Readonly<Partial<Record<TransactionStatus, { code: string; text: string }>>> = {
  settlement_declined: { code: '4001', text: 'Settlement Declined' },
  settlement_pending: { code: '4002', text: 'Settlement Pending' },
};

/**
 * The testing gateway (`gateway.testing.settle` and friends, sandbox only): moves a
 * transaction straight to a settlement status.
 */
function testingSettlement(ctx: EmulatorContext, operation: string) {
  const status = TESTING_OPERATIONS[operation];
  if (!status) throw new Error(`Unknown testing operation ${operation}`);
  return (req: Request, res: Response): void => {
    const txn = transactionOf(ctx, req, res);
    if (!txn) return;
    const settleable = ['submitted_for_settlement', 'settling', 'settlement_pending', 'settled'];
    if (!settleable.includes(txn.status)) {
      return sendValidationErrors(
        res,
        [
          validationError(
            ['transaction'],
            'base',
            '91507',
            'Cannot submit for settlement unless status is authorized.',
          ),
        ],
        { body: req.body },
      );
    }
    if (operation === 'settle') {
      // Settling follows the sandbox's settlement amounts; the other operations set their status whatever the amount.
      const cents = Math.round(Number(txn.amount) * 100);
      const kind = kindOf(txn.instrument.type);
      const response = kind.settlementResponse ? kind.settlementResponse(cents) : settlementResponseForAmount(cents);
      if (!response) setStatus(txn, status);
      else {
        txn.processorSettlementResponse = { code: response.code, text: response.text };
        setStatus(txn, response.status);
      }
    } else {
      if (SETTLEMENT_RESPONSES[status]) txn.processorSettlementResponse = SETTLEMENT_RESPONSES[status];
      setStatus(txn, status);
    }
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/**
 * The testing gateway's routes (`testing_gateway`): one per settlement status it can set, and the 3D Secure
 * authentications of Braintree's own suites.
 */
export const testingRoutes: readonly ServerRoute[] = [
  ...Object.keys(TESTING_OPERATIONS).map((operation) => ({
    method: 'put' as const,
    path: `/transactions/:transactionId/${operation}`,
    handlers: [(ctx: EmulatorContext) => testingSettlement(ctx, operation)],
  })),
  ...threeDSecureTestingRoutes,
];
