import { newMastercardTransactionLinkId } from '../../card/transaction-link.js';
import { kindOf } from '../../payment-method-types.js';
import {
  GATEWAY_REJECTED_CARDS,
  MASTERCARD_MERCHANT_ADVICE,
  outcomeForAmount,
  processorResponseText,
} from '../../sandbox-values.js';
import type { Instrument } from '../../state/records.js';

/** What the emulated processor answers to an authorization. */
export type SaleOutcome =
  | { status: 'authorized'; code: string; text: string; type: 'approved' }
  | { status: 'processor_declined'; code: string; text: string; type: 'soft_declined' | 'hard_declined' }
  | { status: 'failed'; code: string; text: string; type: 'soft_declined' }
  | {
      status: 'gateway_rejected';
      reason: string;
      /** The processor's approval, when the gateway rejected an approved sale (AVS and CVV rules). */
      approval?: { code: string; text: string; type: 'approved' };
    };

/** Decline codes Braintree lists as hard declines (retrying will not help); the rest are soft. */
const HARD_DECLINES: ReadonlySet<string> = new Set([
  '2004',
  '2005',
  '2007',
  '2008',
  '2009',
  '2012',
  '2013',
  '2014',
  '2015',
  '2019',
  '2047',
  '2053',
]);

/**
 * The sandbox rules: the fraud tools' test cards are gateway rejected (`fraud`, `risk_threshold`)
 * before the processor sees them, and so is a static nonce that stands for a rejection (Venmo's
 * `token_issuance`); otherwise the amount decides a sale's outcome (Braintree's test amount table),
 * for every payment method, and a type may decline amounts of its own; a processor-declined test
 * card only fails verification, not a sale.
 */
export function saleOutcome(instrument: Instrument, amount: string): SaleOutcome {
  const fraud = instrument.type === 'CreditCard' ? GATEWAY_REJECTED_CARDS[instrument.secret?.number ?? ''] : undefined;
  if (fraud) return { status: 'gateway_rejected', reason: fraud.reason };
  if (instrument.sandboxRejection) return { status: 'gateway_rejected', reason: instrument.sandboxRejection };
  const ownDecline = kindOf(instrument.type).processorDecline?.(Math.round(Number(amount) * 100));
  if (ownDecline) {
    return {
      status: 'processor_declined',
      code: ownDecline,
      text: processorResponseText(ownDecline),
      type: declineType(ownDecline),
    };
  }
  const outcome = outcomeForAmount(amount);
  switch (outcome.kind) {
    case 'authorized':
      return { status: 'authorized', code: '1000', text: 'Approved', type: 'approved' };
    case 'processor_declined':
      return { status: 'processor_declined', code: outcome.code, text: outcome.text, type: declineType(outcome.code) };
    case 'failed':
      return { status: 'failed', code: outcome.code, text: outcome.text, type: 'soft_declined' };
    case 'gateway_rejected':
      return { status: 'gateway_rejected', reason: outcome.reason };
    default: {
      const never: never = outcome;
      throw new Error(`Unhandled outcome ${JSON.stringify(never)}`);
    }
  }
}

export function declineType(code: string): 'soft_declined' | 'hard_declined' {
  return HARD_DECLINES.has(code) ? 'hard_declined' : 'soft_declined';
}

/** Mastercard's merchant advice on a declined sale with a Mastercard, for the decline codes that carry one. */
export function merchantAdvice(
  instrument: Instrument,
  outcome: SaleOutcome,
): { code: string; text: string } | undefined {
  if (outcome.status !== 'processor_declined' || instrument.details.cardType !== 'MasterCard') return undefined;
  return MASTERCARD_MERCHANT_ADVICE[outcome.code];
}

/**
 * The Transaction Link ID Mastercard's network gives an authorization it approves on a Mastercard (a card's
 * details, a nonce or a saved card): none for another brand, or for a sale the processor did not approve.
 */
export function mastercardTransactionLinkId(instrument: Instrument, outcome: SaleOutcome): string | undefined {
  if (outcome.status !== 'authorized' || instrument.details.cardType !== 'MasterCard') return undefined;
  return newMastercardTransactionLinkId();
}

/** The `message` of a failed sale's result, as the gateway words it. */
export function saleFailureMessage(outcome: Exclude<SaleOutcome, { status: 'authorized' }>): string {
  return outcome.status === 'gateway_rejected' ? `Gateway Rejected: ${outcome.reason}` : outcome.text;
}
