import { kindOf } from '../../payment-method-types.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import type { Instrument } from '../../state/records.js';
import type { TransactionStatus } from '../../state/transaction.js';

/**
 * Braintree's duplicate transaction checking, on by default in the sandbox and in production with a
 * 30-second window (Control Panel: Settings > Processing > Duplicate Transaction Checking): a sale is
 * gateway rejected with the reason `duplicate` when, within the window, an earlier successful sale had
 * the same amount, the same order id and the same payment method (a card's number and expiry, a
 * wallet card's device number, a PayPal payer's email). It does not wait for sales still under way.
 * `duplicateCheckWindowSeconds` on the merchant sets the window; 0 (the emulated merchant's default)
 * turns it off.
 */
const SUCCESSFUL: ReadonlySet<TransactionStatus> = new Set([
  'authorized',
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
  'settled',
  'voided',
]);

/** What makes two payment methods "the same" to the check (each type says); none for a type it does not cover. */
function identity(instrument: Instrument): string | undefined {
  return kindOf(instrument.type).duplicateIdentity?.(instrument);
}

export function isDuplicateSale(
  state: EmulatorState,
  sale: { amount: string; orderId: string | undefined; instrument: Instrument },
  now: number,
): boolean {
  const windowMs = (state.merchant.duplicateCheckWindowSeconds ?? 0) * 1000;
  const key = identity(sale.instrument);
  if (windowMs <= 0 || key === undefined) return false;
  for (const earlier of state.transactions.values()) {
    if (
      earlier.type === 'sale' &&
      SUCCESSFUL.has(earlier.status) &&
      now - earlier.createdAt <= windowMs &&
      earlier.amount === sale.amount &&
      (earlier.orderId ?? '') === (sale.orderId ?? '') &&
      identity(earlier.instrument) === key
    )
      return true;
  }
  return false;
}
