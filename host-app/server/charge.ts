import { sdkErrorType, type SdkGateway, type SdkTransaction } from './braintree-sdk.js';
import type { Order, Orders } from './db/orders.js';
import { receiptOf } from './receipt.js';

export interface ChargeRequest {
  order: Order;
  nonce: string;
  deviceData: string;
  usedSavedCard: boolean;
}

/** What happened to one submit of an order. */
export type ChargeResult =
  | { kind: 'paid'; order: Order }
  | { kind: 'declined'; order: Order }
  /** The gateway refused before any transaction existed (bad nonce …): nothing charged. */
  | { kind: 'refused'; order: Order; message: string }
  /** The gateway did not answer in time or could not be reached: not charged, retryable. */
  | { kind: 'unreachable'; order: Order }
  /** Another submit of this order is being charged right now. */
  | { kind: 'busy'; order: Order };

const SUCCESS = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled', 'settlement_pending']);

export interface ChargerOptions {
  gateway: SdkGateway;
  orders: Orders;
  /** Upper bound on one gateway call. */
  timeoutMs: number;
  log: (message: string) => void;
}

class Timeout extends Error {}

/** SDK errors that are the gateway's own answer (so no sale was made), not a lost connection. */
const ANSWERED_ERRORS = new Set([
  'serverError',
  'serviceUnavailableError',
  'tooManyRequestsError',
  'authenticationError',
  'authorizationError',
  'notFoundError',
  'upgradeRequired',
]);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Charges orders at most once (the order's own state machine decides who may call the gateway),
 * passing the order id to the gateway as `orderId` so that an attempt whose answer was lost can be
 * looked up with `transaction.search` before anything is charged again.
 */
export class Charger {
  constructor(private readonly o: ChargerOptions) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { orders, log } = this.o;
    const claimed = await orders.claim(request.order.id);
    if (!claimed) {
      const now = (await orders.find(request.order.id))!;
      return now.status === 'paid' ? { kind: 'paid', order: now } : { kind: 'busy', order: now };
    }
    // The previous attempt's answer was lost: it may have gone through.
    if (claimed.failure === 'unknown-outcome') {
      const earlier = await this.findEarlierSale(claimed);
      if (earlier === 'unknown') {
        return {
          kind: 'unreachable',
          order: (await orders.finish(claimed.id, { status: 'failed', failure: 'unknown-outcome' }))!,
        };
      }
      if (earlier) {
        log(`[checkout] order ${claimed.id} was already paid by ${earlier.id}; not charged again`);
        const receipt = receiptOf(earlier, { usedSavedCard: request.usedSavedCard, currency: claimed.currency });
        return { kind: 'paid', order: (await orders.finish(claimed.id, { status: 'paid', receipt }))! };
      }
    }

    const sale = this.o.gateway.transaction.sale({
      amount: claimed.amount,
      paymentMethodNonce: request.nonce,
      orderId: claimed.id,
      ...(request.deviceData ? { deviceData: request.deviceData } : {}),
      options: { submitForSettlement: true },
    });
    let result: Awaited<typeof sale>;
    try {
      result = await withTimeout(sale, this.o.timeoutMs);
    } catch (error) {
      log(`[checkout] order ${claimed.id}: the sale could not complete: ${(error as Error).message ?? String(error)}`);
      if (!(error instanceof Timeout) && ANSWERED_ERRORS.has(sdkErrorType(error) ?? '')) {
        // The gateway answered with an error of its own: no sale was made.
        const failed = await orders.finish(claimed.id, { status: 'failed', failure: 'gateway-error' });
        return { kind: 'unreachable', order: failed! };
      }
      // No answer: the sale may still go through. Record a late answer either way, so the next
      // submit shows the receipt, or knows it may charge.
      void sale.then(
        (late) => {
          if (late.success && late.transaction && SUCCESS.has(late.transaction.status)) {
            const receipt = receiptOf(late.transaction, {
              usedSavedCard: request.usedSavedCard,
              currency: claimed.currency,
            });
            return orders.recordLateSale(claimed.id, receipt);
          }
          return orders.markNotCharged(claimed.id);
        },
        (lateError: unknown) =>
          ANSWERED_ERRORS.has(sdkErrorType(lateError) ?? '') ? orders.markNotCharged(claimed.id) : undefined,
      );
      const failed = await orders.finish(claimed.id, { status: 'failed', failure: 'unknown-outcome' });
      return { kind: 'unreachable', order: failed! };
    }

    const transaction = result.transaction;
    if (result.success && transaction) {
      log(`[checkout] order ${claimed.id}: ${transaction.id} ${transaction.status} ${claimed.amount}`);
      const receipt = receiptOf(transaction, { usedSavedCard: request.usedSavedCard, currency: claimed.currency });
      return { kind: 'paid', order: (await orders.finish(claimed.id, { status: 'paid', receipt }))! };
    }
    if (transaction) {
      const receipt = receiptOf(transaction, { usedSavedCard: request.usedSavedCard, currency: claimed.currency });
      log(`[checkout] order ${claimed.id}: ${transaction.id} ${transaction.status}: ${receipt.processorAnswer ?? ''}`);
      return { kind: 'declined', order: (await orders.finish(claimed.id, { status: 'declined', receipt }))! };
    }
    const message = result.message ?? 'The payment was refused.';
    log(`[checkout] order ${claimed.id} refused: ${message}`);
    // Nothing was charged: the order goes back to be paid with other details.
    const failed = await orders.finish(claimed.id, { status: 'failed', failure: 'refused' });
    return { kind: 'refused', order: failed!, message };
  }

  /**
   * A successful sale for this order from an earlier attempt: the transaction, `null` for none,
   * `'unknown'` when the gateway cannot be asked.
   */
  private async findEarlierSale(order: Order): Promise<SdkTransaction | null | 'unknown'> {
    try {
      const found = await withTimeout(
        new Promise<SdkTransaction[]>((resolve, reject) => {
          const transactions: SdkTransaction[] = [];
          const stream = this.o.gateway.transaction.search((search) => search.orderId().is(order.id));
          stream.on('data', (t: SdkTransaction) => transactions.push(t));
          stream.on('error', reject);
          stream.on('end', () => resolve(transactions));
        }),
        this.o.timeoutMs,
      );
      return found.find((t) => SUCCESS.has(t.status)) ?? null;
    } catch (error) {
      this.o.log(`[checkout] order ${order.id}: could not search for an earlier sale: ${(error as Error).message}`);
      return 'unknown';
    }
  }
}
