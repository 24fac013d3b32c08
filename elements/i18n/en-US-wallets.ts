/**
 * English (United States) that only the wallets show (their sheets' messages and errors): each wallet's part
 * loads with its code (the option module's `english`), not with every card form. The rest is in
 * `en-US-common.ts` and `en-US-lists.ts`; together they are `enUS` (`en-US.ts`).
 */
export const enUSPayPal = {
  paypalButtonMustBeUsed: 'To continue, select the PayPal button.',
  paypalAccountTokenizationFailedError: "We couldn't add your PayPal account. Please try again.",
  paypalFlowFailedError: "We couldn't connect to PayPal. Please try again.",
  paypalTokenizationRequestActiveError: 'A PayPal authorization is already in progress. Please finish it first.',
};

export const enUSVenmo = {
  venmoButtonMustBeUsed: 'To continue, select the Venmo button.',
  venmoCanceledError:
    "Venmo couldn't be opened. Make sure the latest Venmo app is installed and that your browser can switch to it.",
  venmoAppFailedError: "We couldn't find the Venmo app on this device.",
};

export const enUSApplePay = {
  applePayButtonMustBeUsed: 'To continue, select the Apple Pay button.',
  applePayTokenizationError: 'A network problem interrupted the Apple Pay payment. Please try again.',
  applePayActiveCardError: 'Your Apple Pay wallet has no card we accept. Add a supported card and try again.',
};

export const enUSGooglePay = {
  googlePayButtonMustBeUsed: 'To continue, select the Google Pay button.',
};

export const enUSWallets = { ...enUSPayPal, ...enUSVenmo, ...enUSApplePay, ...enUSGooglePay };
