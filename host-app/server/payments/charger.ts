import { sdkErrorType, type SdkGateway, type SdkTransaction } from '../braintree-sdk.js';
import { isUnresolved, type Order, type Orders, type Outcome } from '../db/orders.js';
import { declineOutcome, receiptOf } from '../receipt.js';
import { sleep, Timeout, within, type Clock } from './clock.js';
import type { Reconciler } from './reconciler.js';

export interface ChargeRequest {
  orderId: string;
  /** The session paying: only its own orders are charged (or shown). */
  sessionId: string;
  /** Empty when the form brought no usable payment details. */
  nonce: string;
  deviceData: string;
  usedSavedCard: boolean;
}

/** What a submit of an order came to. */
export type ChargeResult =
  /** No such order for this session. */
  | { kind: 'not-found' }
  /** The order is to be paid, but the form brought no payment details. */
  | { kind: 'no-details'; order: Order }
  | { kind: 'paid'; order: Order }
  | { kind: 'declined'; order: Order }
  /** The gateway refused before any transaction existed (bad nonce …): nothing charged. */
  | { kind: 'refused'; order: Order; message: string }
  /** The gateway answered with an error and holds no sale for the order: nothing charged. */
  | { kind: 'not-charged'; order: Order }
  /** No answer yet: the order is unresolved until the gateway's answer or a search decides. */
  | { kind: 'unconfirmed'; order: Order }
  /** The order has had as many payments as it takes, none of which went through: it takes no more. */
  | { kind: 'attempts-used'; order: Order };

export interface ChargerOptions {
  gateway: SdkGateway;
  orders: Orders;
  reconciler: Reconciler;
  clock: Clock;
  /** How long a submit waits for the gateway before answering the shopper (shorter than the SDK's bound). */
  answerWithinMs: number;
  /** How long after its start an attempt can still make a sale: the SDK's bound and a margin. */
  attemptLifetimeMs: number;
  /** The merchant account that takes the sales; the gateway's default one when absent. */
  merchantAccountId?: string;
  /**
   * How many of an order's payments the card's issuer or the gateway's checks may refuse (`refusedByChecks`): then it
   * takes no more, so a script cannot try card after card on one order. Payments that failed for want of the
   * gateway's or the processor's answer, or by our own failure, do not count. Default: no bound.
   */
  maxAttempts?: number;
  /**
   * Every sale requires 3D Secure (`THREE_D_SECURE=required`): the gateway rejects a card whose nonce did not pass
   * it (`three_d_secure`), and the order is declined, not paid.
   */
  requireThreeDSecure?: boolean;
  log: (message: string) => void;
  /** Where the lines that need the merchant's attention go (a sale charged in another currency than shown). */
  logError: (message: string) => void;
}

/** Whether an order not paid has had as many refused payments as it takes (`refusedByChecks`). */
export function attemptsUsed(
  order: Pick<Order, 'status' | 'refusedAttempts'>,
  maxAttempts: number | undefined,
): boolean {
  return maxAttempts !== undefined && order.status !== 'paid' && order.refusedAttempts >= maxAttempts;
}

/**
 * Whether an attempt's outcome counts against the order's cap on payments (`maxAttempts`): whether the card's issuer or
 * the gateway's checks refused it, which is what a script trying stolen cards on one order meets, and what trying
 * again cannot change. Counted:
 * - `declined`: a sale the gateway made and did not approve: the processor's decline (the issuer said no, or the
 *   card's details were wrong) or the gateway's rejection by its rules (fraud, risk threshold, AVS, CVV, 3D Secure…);
 *   except a sale the processor could not be reached for (status `failed`, codes 3000 and up: `declineOutcome`'s
 *   `processor-unavailable`, "try again in a few minutes"), which says nothing of the card;
 * - `failed` with `refused`: the gateway's validation errors, its refusal of the payment's details before any sale
 *   (a nonce unknown, used or not the card's, a card the account does not take…). An outage never answers so; a
 *   mistake in our own request would refuse every try alike, so counting it costs no payment that could go through.
 *
 * Not counted: `paid`, and `failed` with `not-charged`: the gateway did not answer (unreachable, a time-out, a lost
 * connection), answered with an error (5xx, 429…), or our server failed, and a search then found no sale.
 */
export function refusedByChecks(outcome: Outcome): boolean {
  switch (outcome.status) {
    case 'paid':
      return false;
    case 'declined':
      return declineOutcome(outcome.receipt) !== 'processor-unavailable';
    case 'failed':
      return outcome.failure === 'refused';
  }
}

/**
 * SDK errors that are the gateway's own answer: the request is over there, so a search made now
 * sees every sale it made. A lost connection or a time-out (the SDK's, a 408 or a 504) is not:
 * the gateway may still be making the sale.
 */
const ANSWERED_ERRORS = new Set([
  'serverError',
  'serviceUnavailableError',
  'tooManyRequestsError',
  'authenticationError',
  'authorizationError',
  'notFoundError',
  'upgradeRequired',
]);

/** How often a submit that waits for another one's answer looks at the order again. */
const POLL_MS = 100;
/** How often such a submit asks the gateway itself (a sale found there settles the order at once). */
const ASK_GATEWAY_MS = 1000;

/**
 * Charges an order at most once. The order's state machine decides who may call the gateway; the
 * answer, however late, is recorded by the attempt that asked; a submit of an unresolved order waits
 * for that answer and never charges beside it. The order id goes to the gateway as `orderId`, where
 * Braintree's duplicate checking refuses a second sale of the same card for it, and where a search
 * finds what an unanswered attempt did.
 */
export class Charger {
  /** This process's attempts still waiting for the gateway, by order id. */
  private readonly pending = new Map<string, Promise<Order>>();

  constructor(private readonly o: ChargerOptions) {}

  /**
   * Resolves once every sale this process has sent so far has its answer recorded (or failed to be): a shutdown waits
   * for it, so that a sale whose shopper was already told "not confirmed yet" is not left unresolved in the store.
   */
  async answered(): Promise<void> {
    await Promise.allSettled([...this.pending.values()]);
  }

  /** Whether this process still waits for the gateway's answer about the order. */
  answerPending(orderId: string): boolean {
    return this.pending.has(orderId);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { orders, clock } = this.o;
    const until = clock.now() + this.o.answerWithinMs;
    const attempt = () => ({
      deadAt: clock.now() + this.o.attemptLifetimeMs,
      saved: request.usedSavedCard,
      sessionId: request.sessionId,
      ...(this.o.maxAttempts !== undefined ? { maxAttempts: this.o.maxAttempts } : {}),
    });
    // The usual case, in one write: this session's order, payable, claimed for this submit.
    const claimed = request.nonce ? await orders.claim(request.orderId, attempt()) : undefined;
    if (claimed) return this.answer(claimed, request, until);
    let order = await orders.find(request.orderId);
    // A paid order this process kept may predate its session's new id (sign-in on another instance).
    if (order?.status === 'paid' && order.sessionId !== request.sessionId) order = await orders.findFresh(order.id);
    if (!order || order.sessionId !== request.sessionId) return { kind: 'not-found' };
    if (isUnresolved(order)) order = await this.awaitAnswer(order, until);
    if (order.status === 'paid' || isUnresolved(order)) return this.result(order);
    if (attemptsUsed(order, this.o.maxAttempts)) return { kind: 'attempts-used', order };
    if (!request.nonce) return { kind: 'no-details', order };
    const again = await orders.claim(order.id, attempt());
    // Another submit of the order won the claim: its answer is this one's.
    if (!again) return this.result(await this.awaitAnswer((await orders.find(order.id))!, until));
    return this.answer(again, request, until);
  }

  /** Charges the claimed order and answers within `until`: the outcome, or `unconfirmed`. */
  private async answer(claimed: Order, request: ChargeRequest, until: number): Promise<ChargeResult> {
    const { orders, clock } = this.o;
    const attempt = this.attempt(claimed, request);
    try {
      return this.result(await within(clock, attempt, until - clock.now()));
    } catch (error) {
      if (!(error instanceof Timeout)) {
        // The sale was sent, and recording what came of it failed (the store, most likely): `unknown`, if the store
        // takes it, has the reconciler look the sale up at its next pass rather than after the attempt's end.
        await orders.markUnknown(claimed.id, claimed.attempts).catch(() => undefined);
        throw error;
      }
      await orders.markUnknown(claimed.id, claimed.attempts);
      this.o.log(`[checkout] order ${claimed.id}: no answer within ${this.o.answerWithinMs} ms; waiting for it`);
      return { kind: 'unconfirmed', order: (await orders.find(claimed.id))! };
    }
  }

  /**
   * Waits until the order is resolved, or `until`: on this process's own attempt when it has one,
   * else by looking at the store and, now and then, at the gateway.
   */
  async awaitAnswer(order: Order, until: number): Promise<Order> {
    const { orders, clock } = this.o;
    let now = order;
    let askedAt = -Infinity;
    while (isUnresolved(now) && clock.now() < until) {
      const mine = this.pending.get(now.id);
      if (mine) {
        await within(clock, mine, until - clock.now()).catch(() => undefined);
      } else if (clock.now() - askedAt >= ASK_GATEWAY_MS) {
        askedAt = clock.now();
        now = await this.o.reconciler.reconcile(now).catch(() => now);
        continue;
      } else {
        await sleep(clock, Math.min(POLL_MS, until - clock.now()));
      }
      now = (await orders.find(now.id)) ?? now;
    }
    return now;
  }

  private result(order: Order): ChargeResult {
    switch (order.status) {
      case 'paid':
        return { kind: 'paid', order };
      case 'declined':
        return { kind: 'declined', order };
      case 'failed':
        return order.failure === 'refused'
          ? { kind: 'refused', order, message: order.refusal ?? 'The payment was refused.' }
          : { kind: 'not-charged', order };
      default:
        return { kind: 'unconfirmed', order };
    }
  }

  /** One sale, its answer recorded whenever it comes; settles with the order as the store then has it. */
  private attempt(claimed: Order, request: ChargeRequest): Promise<Order> {
    const answer = this.sale(claimed, request).finally(() => this.pending.delete(claimed.id));
    this.pending.set(claimed.id, answer);
    return answer;
  }

  private async sale(claimed: Order, request: ChargeRequest): Promise<Order> {
    const { log } = this.o;
    let result;
    try {
      result = await this.o.gateway.transaction.sale({
        amount: claimed.amount,
        paymentMethodNonce: request.nonce,
        orderId: claimed.id,
        ...(this.o.merchantAccountId ? { merchantAccountId: this.o.merchantAccountId } : {}),
        ...(request.deviceData ? { deviceData: request.deviceData } : {}),
        options: {
          submitForSettlement: true,
          ...(this.o.requireThreeDSecure ? { threeDSecure: { required: true } } : {}),
        },
      });
    } catch (error) {
      return this.noSaleAnswer(claimed, error);
    }
    const transaction = result.transaction;
    if (result.success && transaction) {
      log(`[checkout] order ${claimed.id}: ${transaction.id} ${transaction.status} ${claimed.amount}`);
      if (transaction.currencyIsoCode && transaction.currencyIsoCode !== claimed.currency) {
        // The page showed one currency and the account charged another: BRAINTREE_CURRENCY is not the account's.
        this.o.logError(
          `[checkout] order ${claimed.id}: CURRENCY MISMATCH: ${transaction.id} was charged in ${transaction.currencyIsoCode}, ` +
            `the page showed ${claimed.currency}; set BRAINTREE_CURRENCY to the merchant account's currency`,
        );
      }
      return this.settled(claimed, { status: 'paid', receipt: this.receipt(transaction, claimed) });
    }
    if (transaction?.gatewayRejectionReason === 'duplicate') {
      // The gateway's duplicate checking: this card already paid this order and amount.
      log(`[checkout] order ${claimed.id}: the gateway says it already holds this sale; looking it up`);
      return this.lookUp(claimed, true);
    }
    if (transaction) {
      const receipt = this.receipt(transaction, claimed);
      log(`[checkout] order ${claimed.id}: ${transaction.id} ${transaction.status}: ${receipt.processorAnswer ?? ''}`);
      return this.settled(claimed, { status: 'declined', receipt });
    }
    const message = result.message ?? 'The payment was refused.';
    log(`[checkout] order ${claimed.id} refused: ${message}`);
    return this.settled(claimed, { status: 'failed', failure: 'refused', refusal: message });
  }

  /** The SDK threw: the gateway's own error answer, or no answer at all. */
  private async noSaleAnswer(claimed: Order, error: unknown): Promise<Order> {
    const answered = ANSWERED_ERRORS.has(sdkErrorType(error) ?? '');
    this.o.log(
      `[checkout] order ${claimed.id}: the sale ${answered ? 'was answered with an error' : 'got no answer'}: ` +
        `${(error as Error).message ?? String(error)}`,
    );
    if (!answered) await this.o.orders.markUnknown(claimed.id, claimed.attempts);
    return this.lookUp(claimed, answered);
  }

  /**
   * Asks the gateway what the attempt did. `over`: the gateway has finished with the request, so
   * finding no sale proves none was made; otherwise only a sale found settles the order now.
   */
  private async lookUp(claimed: Order, over: boolean): Promise<Order> {
    const { orders, clock } = this.o;
    if (over) await orders.endAttempt(claimed.id, claimed.attempts, clock.now());
    const now = (await orders.find(claimed.id))!;
    // A failure is logged naming the gateway or the store; the order waits, unknown, for the reconciler's next pass.
    const settled = await this.o.reconciler.reconcileOrLog(now, 'checkout');
    if (settled) return settled;
    await orders.markUnknown(claimed.id, claimed.attempts);
    return (await orders.find(claimed.id))!;
  }

  private receipt(transaction: SdkTransaction, claimed: Order) {
    return receiptOf(transaction, { usedSavedCard: claimed.attemptSaved, currency: claimed.currency });
  }

  /**
   * Records the attempt's answer. When the order has moved on meanwhile, a successful sale is undone by the
   * reconciler: a second one, when a search paid the order by another; and any, when the order was released as not
   * charged (a search after the attempt's end found nothing: the shopper was told nothing was charged, and may have
   * paid again since), for the order stays not charged.
   */
  private async settled(claimed: Order, outcome: Outcome): Promise<Order> {
    const { orders } = this.o;
    const recorded = await orders.settle(claimed.id, claimed.attempts, outcome, refusedByChecks(outcome));
    if (recorded) return recorded;
    const now = (await orders.find(claimed.id))!;
    if (outcome.status === 'paid') {
      this.o.log(`[checkout] order ${claimed.id}: a late answer found the order ${now.status}`);
      const sale = { id: outcome.receipt.transactionId };
      if (now.status === 'paid' && now.transactionId !== sale.id) {
        await this.o.reconciler.voidExtra(claimed.id, [sale as SdkTransaction], now.transactionId ?? '');
      } else if (now.status !== 'paid') {
        // Not settled by this answer, so this attempt was released before it came.
        await this.o.reconciler.undoLateSales(now, [sale]);
        return (await orders.find(claimed.id)) ?? now;
      }
    }
    return now;
  }
}
