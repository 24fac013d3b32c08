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
