/**
 * Braintree's published sandbox test values and the outcomes the emulator gives them.
 * Source: Braintree's "Testing and Going Live" reference (test credit card numbers,
 * transaction amounts, AVS and CVV responses, 3D Secure 2 test cards).
 */

export type CardBrand =
  | 'Visa'
  | 'MasterCard'
  | 'American Express'
  | 'Discover'
  | 'JCB'
  | 'Diners Club'
  | 'UnionPay'
  | 'Maestro'
  | 'Elo'
  | 'Hiper'
  | 'Hipercard';

/** Cards that tokenize and authorize. */
export const SUCCESS_CARDS: Readonly<Record<string, CardBrand>> = {
  '4111111111111111': 'Visa',
  '4005519200000004': 'Visa',
  '4009348888881881': 'Visa',
  '4012000033330026': 'Visa',
  '4012000077777777': 'Visa',
  '4012888888881881': 'Visa',
  '4217651111111119': 'Visa',
  '4500600000000061': 'Visa',
  '5555555555554444': 'MasterCard',
  '2223000048400011': 'MasterCard',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '3530111333300000': 'JCB',
  '36259600000004': 'Diners Club',
  '6304000000000000': 'Maestro',
};

/**
 * The verification test cards ("Unsuccessful credit card verification"): their verification is processor declined
 * (2000 Do Not Honor), except the JCB card's, which fails (`failed`, 3000 Processor Network Unavailable - Try Again).
 * A sale with one is decided by its amount, as with any card.
 */
export const PROCESSOR_DECLINED_CARDS: Readonly<
  Record<string, { brand: CardBrand; code: string; text: string; status?: 'failed' }>
> = {
  '4000111111111115': { brand: 'Visa', code: '2000', text: 'Do Not Honor' },
  '5105105105105100': { brand: 'MasterCard', code: '2000', text: 'Do Not Honor' },
  '378734493671000': { brand: 'American Express', code: '2000', text: 'Do Not Honor' },
  '6011000990139424': { brand: 'Discover', code: '2000', text: 'Do Not Honor' },
  '3566002020360505': {
    brand: 'JCB',
    code: '3000',
    text: 'Processor Network Unavailable - Try Again',
    status: 'failed',
  },
};

/**
 * Cards Braintree's fraud tools reject in the sandbox (its Premium Fraud Management Tools "Testing and
 * Go Live" page): a sale or a verification with one is gateway rejected with this reason before any
 * processor sees it. The sandbox's fraud settings cannot be changed to reject anything else, so these
 * need no setting.
 */
export const GATEWAY_REJECTED_CARDS: Readonly<
  Record<string, { brand: CardBrand; reason: 'fraud' | 'risk_threshold' }>
> = {
  '4000111111111511': { brand: 'Visa', reason: 'fraud' },
  '4111130000000003': { brand: 'Visa', reason: 'risk_threshold' },
};

/**
 * The card Fraud Protection Advanced flags as pending review (the same page): the sale is
 * authorized, its risk decision Review. Only a merchant with Fraud Protection Advanced gets a decision.
 */
export const RISK_REVIEW_CARDS: ReadonlySet<string> = new Set(['4111140000000002']);

/** Cards whose verification fails at the gateway (processor_declined on verify). */
export const FAILED_VERIFICATION_CARDS: ReadonlySet<string> = new Set(['4000111111111115']);

/**
 * What the sandbox's card network answers for an authorization or a verification the processor
 * approves (Braintree's own SDK suite reads these): a placeholder code and text, not a real network's.
 */
export const SANDBOX_NETWORK_RESPONSE = { code: 'XX', text: 'sample network response text' } as const;

/**
 * Mastercard's merchant advice codes (MACs) on a declined Mastercard sale, by the processor's decline
 * code: the one pairing Braintree's own SDK suite shows (2000 Do Not Honor → 01). Other declines carry none.
 */
export const MASTERCARD_MERCHANT_ADVICE: Readonly<Record<string, { code: string; text: string }>> = {
  '2000': { code: '01', text: 'New account information available' },
};

export type AmountOutcome =
  | { kind: 'authorized' }
  | { kind: 'processor_declined'; code: string; text: string }
  | { kind: 'failed'; code: string; text: string }
  | { kind: 'gateway_rejected'; reason: string };

const PROCESSOR_TEXTS: Readonly<Record<string, string>> = {
  '2000': 'Do Not Honor',
  '2001': 'Insufficient Funds',
  '2002': 'Limit Exceeded',
  '2003': "Cardholder's Activity Limit Exceeded",
  '2004': 'Expired Card',
  '2005': 'Invalid Credit Card Number',
  '2006': 'Invalid Expiration Date',
  '2007': 'No Account',
  '2008': 'Card Account Length Error',
  '2009': 'No Such Issuer',
  '2010': 'Card Issuer Declined CVV',
  '2011': 'Voice Authorization Required',
  '2012': 'Processor Declined - Possible Lost Card',
  '2013': 'Processor Declined - Possible Stolen Card',
  '2014': 'Processor Declined - Fraud Suspected',
  '2015': 'Transaction Not Allowed',
  '2038': 'Processor Declined',
  '2046': 'Declined',
  // Braintree's 3D Secure testing page names this soft decline and its amount (2099.00): an issuer's
  // answer to a sale made without 3D Secure authentication.
  '2099': 'Cardholder Authentication Required',
  '3000': 'Processor Network Unavailable - Try Again',
};

export function processorResponseText(code: string): string {
  return PROCESSOR_TEXTS[code] ?? 'Processor Declined';
}

/** The outcome of a sale for an amount, per Braintree's sandbox amount ranges. */
export function outcomeForAmount(amount: string): AmountOutcome {
  const cents = Math.round(Number(amount) * 100);
  if (cents >= 200000 && cents <= 299999) {
    const code = String(Math.floor(cents / 100));
    return { kind: 'processor_declined', code, text: processorResponseText(code) };
  }
  if (cents >= 300000 && cents <= 300099) {
    return { kind: 'failed', code: '3000', text: processorResponseText('3000') };
  }
  if (cents === 500100) return { kind: 'gateway_rejected', reason: 'application_incomplete' };
  // Braintree's table authorizes 5002.00 and up, with no exception for any payment method.
  return { kind: 'authorized' };
}

/** Braintree's settlement responses (4000-class processor settlement response codes) of any payment method. */
const SETTLEMENT_TEXTS: Readonly<Record<string, string>> = {
  '4001': 'Settlement Declined',
  '4002': 'Settlement Pending',
  '4003': 'Already Captured',
  '4004': 'Already Refunded',
  '4006': 'Capture Amount Exceeded Allowable Limit',
  '4024': 'Refund Time Limit Exceeded',
};

/** What settling a transaction gives besides settled: its status and the processor settlement response. */
export type SettlementResponse = {
  status: 'settlement_declined' | 'settlement_pending';
  code: string;
  text: string;
};

/**
 * What settling a transaction of an amount gives, per Braintree's sandbox amount ranges: 4001.00–4001.99 and
 * 4003.00–5000.99 are settlement declined, with a processor settlement response equal to the amount (4001
 * Settlement Declined, 4003 Already Captured…; Settlement Declined for a code Braintree names no text for). Braintree
 * declines "on certain transaction types" without naming them; the emulator declines every one. 4002.00–4002.99 are
 * settlement pending on the payment method types that say so (their kinds' `settlementResponse`), settled on others,
 * as any other amount (undefined). `texts` are a type's own settlement response texts.
 */
export function settlementResponseForAmount(
  cents: number,
  texts: Readonly<Record<string, string>> = {},
): SettlementResponse | undefined {
  const code = String(Math.floor(cents / 100));
  if (cents >= 400200 && cents <= 400299) return undefined;
  if (cents >= 400100 && cents <= 500099) {
    return {
      status: 'settlement_declined',
      code,
      text: texts[code] ?? SETTLEMENT_TEXTS[code] ?? 'Settlement Declined',
    };
  }
  return undefined;
}

/** The settlement pending response (4002) a type that leaves 4002.00–4002.99 pending gives. */
export function settlementPendingForAmount(cents: number): SettlementResponse | undefined {
  return cents >= 400200 && cents <= 400299
    ? { status: 'settlement_pending', code: '4002', text: SETTLEMENT_TEXTS['4002']! }
    : undefined;
}

export type CvvResponseCode = 'M' | 'N' | 'U' | 'I' | 'S' | 'A' | 'B';

/** CVV 200 does not match, 201 is not verified, 301 issuer does not participate; else a match. */
export function cvvResponseCode(cvv: string | undefined): CvvResponseCode {
  if (!cvv) return 'I';
  if (cvv === '200') return 'N';
  if (cvv === '201') return 'U';
  if (cvv === '301') return 'S';
  return 'M';
}

/** Postal code 20000 does not match, 20001 not verified, 20099 not supported; empty: not provided. */
export function postalCodeResponseCode(postalCode: string | undefined): CvvResponseCode {
  if (!postalCode) return 'I';
  if (postalCode === '20000') return 'N';
  if (postalCode === '20001') return 'U';
  if (postalCode === '20099') return 'S';
  return 'M';
}
