import type { SdkGateway, SdkTransaction } from '../braintree-sdk.js';
import { within, type Clock } from './clock.js';

/** Statuses of a sale that charged (or will charge) the shopper. */
export const CHARGED = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled', 'settlement_pending']);

/**
 * Whether the transaction is a sale that charged the shopper: a refund (a credit, found by the sale's order id too)
 * is not one, and neither is a sale that was refunded.
 */
export function charged(transaction: Pick<SdkTransaction, 'status' | 'type' | 'refundIds'>): boolean {
  return CHARGED.has(transaction.status) && transaction.type !== 'credit' && !transaction.refundIds?.length;
}

/** Every transaction the gateway holds with this order id (`transaction.search`), bounded in time. */
export function salesOfOrder(
  gateway: SdkGateway,
  clock: Clock,
  orderId: string,
  ms: number,
): Promise<SdkTransaction[]> {
  return within(
    clock,
    new Promise<SdkTransaction[]>((resolve, reject) => {
      const found: SdkTransaction[] = [];
      const stream = gateway.transaction.search((search) => search.orderId().is(orderId));
      stream.on('data', (transaction: SdkTransaction) => found.push(transaction));
      stream.on('error', reject);
      stream.on('end', () => resolve(found));
    }),
    ms,
  );
}
