/** The product's own error messages, word for word as the product promises them. */
export const PRODUCT_ERRORS = {
  /** The widget failed to start. Shown with a link to mail support. */
  loading: 'There was a problem loading our payment processor. Please try again or contact support',
  /** The client token could not be fetched. */
  token: 'There is a problem with our payment processor. Please contact support',
  /**
   * Requesting the payment method failed for a reason other than the shopper's card entry. The console's words
   * only: the widget tells the shopper itself (its own alert, in their language), so the page shows no banner.
   */
  processing: 'There was a problem processing your payment. Please try again or contact support.',
} as const;

export type ProductError = keyof typeof PRODUCT_ERRORS;

/** The names errors are reported under to the error-reporting service. */
export const REPORT_CATEGORIES = {
  processor: 'Payment processor error',
  charging: 'Payment charging error',
} as const;

export type ReportCategory = (typeof REPORT_CATEGORIES)[keyof typeof REPORT_CATEGORIES];

/** Why Pay is disabled, in the hint tied to it (`aria-describedby`). */
export const PAY_HINTS = {
  loading: 'The payment form is still loading.',
  unavailable: 'Paying is not possible right now: see the message above.',
  paying: 'Your payment is being processed.',
  blocked: 'Change your payment details or choose another way to pay, then pay again.',
} as const;

export type PayHint = keyof typeof PAY_HINTS;
