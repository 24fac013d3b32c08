import type { SdkTransaction } from './braintree-sdk.js';
import type { Receipt } from './db/orders.js';

function cardName(brand: string | undefined, lastFour: string | undefined): string {
  return lastFour ? `${brand || 'Card'} ending in ${lastFour}` : brand || 'Card';
}

/**
 * Brand, last four and a one-line name of what paid, whatever kind of payment method it was, from
 * the transaction's payment instrument type and details: "Visa ending in 1111", "Google Pay, Visa
 * ending in 1111", "Apple Pay, Visa ending in 1111", "Venmo, @venmojoe", "PayPal, shopper@example.com".
 */
export function describeInstrument(t: SdkTransaction): { brand: string; lastFour: string; name: string } {
  // The SDK gives every transaction empty wallet objects: the instrument type decides, and the
  // details are looked at only when the type is missing.
  const type =
    t.paymentInstrumentType ??
    (t.creditCard?.last4
      ? 'credit_card'
      : t.androidPayCard?.sourceCardLast4
        ? 'android_pay_card'
        : t.applePayCard?.last4
          ? 'apple_pay_card'
          : t.venmoAccount?.username
            ? 'venmo_account'
            : t.paypalAccount?.payerEmail
              ? 'paypal_account'
              : '');
  if (type === 'android_pay_card') {
    const c = t.androidPayCard ?? {};
    return {
      brand: `Google Pay ${c.sourceCardType ?? ''}`.trim(),
      lastFour: c.sourceCardLast4 ?? '',
      name: `Google Pay, ${cardName(c.sourceCardType, c.sourceCardLast4)}`,
    };
  }
  if (type === 'apple_pay_card') {
    const c = t.applePayCard ?? {};
    // The gateway names an Apple Pay card's type with the wallet in front: "Apple Pay - Visa".
    const cardType = c.cardType?.replace(/^Apple Pay - /, '');
    return {
      brand: `Apple Pay ${cardType ?? ''}`.trim(),
      lastFour: c.last4 ?? '',
      name: `Apple Pay, ${cardName(cardType, c.last4)}`,
    };
  }
  if (type === 'venmo_account') {
    const user = t.venmoAccount?.username;
    return {
      brand: 'Venmo',
      lastFour: '',
      name: user ? `Venmo, ${user.startsWith('@') ? user : `@${user}`}` : 'Venmo',
    };
  }
  if (type === 'paypal_account') {
    const email = t.paypalAccount?.payerEmail;
    return { brand: 'PayPal', lastFour: '', name: email ? `PayPal, ${email}` : 'PayPal' };
  }
  if (t.creditCard?.last4) {
    return {
      brand: t.creditCard.cardType ?? 'Card',
      lastFour: t.creditCard.last4,
      name: cardName(t.creditCard.cardType, t.creditCard.last4),
    };
  }
  return { brand: type || 'Unknown', lastFour: '', name: type || 'Unknown' };
}

/**
 * What paid, said once and in words for the receipt: "Visa ending in 1111", "Apple Pay, Visa ending
 * in 1111", "PayPal, shopper@example.com", with "(saved)" when a saved payment method paid.
 */
export function paidWith(receipt: Pick<Receipt, 'paymentMethod' | 'usedSavedCard'>): string {
  return receipt.usedSavedCard ? `${receipt.paymentMethod} (saved)` : receipt.paymentMethod;
}

/** The processor's answer to a sale that did not go through, as the shopper should read it. */
export function processorAnswer(t: SdkTransaction): string {
  if (t.status === 'gateway_rejected') return `Gateway rejected: ${t.gatewayRejectionReason ?? 'no reason given'}`;
  const code = t.processorResponseCode ?? '';
  const text = t.processorResponseText ?? '';
  return `${code} ${text}`.trim() || t.status;
}

export function receiptOf(t: SdkTransaction, o: { usedSavedCard: boolean; currency: string }): Receipt {
  const { brand, lastFour, name } = describeInstrument(t);
  return {
    transactionId: t.id,
    status: t.status,
    amount: t.amount,
    currency: t.currencyIsoCode ?? o.currency,
    paymentMethod: name,
    brand,
    lastFour,
    usedSavedCard: o.usedSavedCard,
    ...(t.status === 'authorized' || t.status === 'submitted_for_settlement' || t.status === 'settled'
      ? {}
      : { processorAnswer: processorAnswer(t) }),
  };
}

/** A transaction status as the receipt says it to the shopper. */
export function statusInWords(status: string): string {
  switch (status) {
    case 'submitted_for_settlement':
    case 'settling':
    case 'settlement_pending':
    case 'settled':
      return 'Paid';
    case 'authorized':
      return 'Approved, to be charged when your order ships';
    default:
      return 'Being processed';
  }
}

/** What a sale that did not go through means for the shopper. */
export type DeclineOutcome = 'declined' | 'try-another-card' | 'processor-unavailable';

/**
 * Processor answers about the card itself (expired, wrong number or expiry, security code, a card
 * that may not be used for this purchase): another card will do. Braintree's processor response codes.
 */
const CARD_PROBLEM_CODES = new Set([
  2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2015, 2017, 2018, 2019, 2020, 2022, 2023, 2024, 2025,
  2047, 2053, 2057, 2058, 2059, 2060, 2071, 2074, 2075, 2076, 2099,
]);

/**
 * The shopper's outcome from a declined sale: the processor could not be reached (status `failed`,
 * codes 3000 and up), the card cannot be used (a card problem, or the gateway's own checks such as
 * CVV or address), or the bank said no (every other decline).
 */
export function declineOutcome(receipt: Pick<Receipt, 'status' | 'processorAnswer'>): DeclineOutcome {
  const code = Number(/^(\d{4})\b/.exec(receipt.processorAnswer ?? '')?.[1] ?? NaN);
  if (receipt.status === 'failed' || code >= 3000) return 'processor-unavailable';
  if (receipt.status === 'gateway_rejected' || CARD_PROBLEM_CODES.has(code)) return 'try-another-card';
  return 'declined';
}

/** The decline page's words for each outcome: a heading and what the shopper can do. */
export const DECLINE_WORDS: Readonly<Record<DeclineOutcome, { heading: string; text: string; action: string }>> = {
  declined: {
    heading: 'Your card was declined',
    text: 'Your bank did not approve this payment, and you have not been charged. You can pay with another card or another way, or ask your bank why.',
    action: 'Pay another way',
  },
  'try-another-card': {
    heading: 'Please try another card',
    text: 'This card cannot be used for this payment: it may have expired, or a detail such as the security code did not match. You have not been charged.',
    action: 'Try another card',
  },
  'processor-unavailable': {
    heading: 'The card processor is not answering',
    text: 'We could not reach the card processor just now, and you have not been charged. Please try again in a few minutes.',
    action: 'Try again',
  },
};
