/** One thing wrong with a PayPal request, under `paypalAccount` or `paymentResource`. */
export interface PayPalProblem {
  /** From the top of the input: `['paymentResource', 'amount']`. */
  path: [string, string];
  /** The gateway's legacy validation code, where Braintree publishes one for the case. */
  code?: string;
  message: string;
}

interface NestedError {
  field: string;
  code?: string;
  message?: string;
  fieldErrors?: NestedError[];
}

/** The REST client API's 422 body: `{error:{message}, fieldErrors:[{field, fieldErrors:[…]}]}`. */
export function paypalValidationBody(
  message: string,
  problems: readonly PayPalProblem[],
): { error: { message: string }; fieldErrors: NestedError[] } {
  const top: NestedError[] = [];
  for (const { path, code, message: text } of problems) {
    let parent = top.find((e) => e.field === path[0]);
    if (!parent) {
      parent = { field: path[0], fieldErrors: [] };
      top.push(parent);
    }
    parent.fieldErrors!.push({ field: path[1], ...(code ? { code } : {}), message: text });
  }
  return { error: { message }, fieldErrors: top };
}

/** Codes from Braintree's published validation errors (`PayPalAccount`, `PayPalPaymentResource`). */
export const PAYPAL_CODES = Object.freeze({
  incompleteAccount: '82901',
  cannotVaultOneTimeUse: '82902',
  accountsNotAccepted: '82904',
  communicationError: '92910',
  invalidAmount: '97325',
  currencyRequired: '97311',
  currencyUnsupported: '97312',
});

export const PAYPAL_NOT_ACCEPTED_MESSAGE = 'PayPal Accounts are not accepted by this merchant account.';
