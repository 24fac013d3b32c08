/**
 * English (United States) that only a sheet error shows (a card braintree-web refused, a failed deletion, 3D Secure):
 * it loads with the code that words sheet errors (`model/errors.ts`), which comes with every part of the widget that
 * reports one, so a card form's first download does not carry it. The rest is in `en-US-common.ts`; together they are
 * `enUS` (`en-US.ts`).
 */
export const enUSErrors = {
  hostedFieldsTokenizationFailOnDuplicateError: 'This card is already saved as a payment method.',
  hostedFieldsFailedTokenizationError: "We couldn't process this card. Check the details and try again.",
  hostedFieldsTokenizationCvvVerificationFailedError:
    "We couldn't verify the security code (CVV). Check your card details and try again.",
  hostedFieldsTokenizationNetworkErrorError: "We couldn't connect. Check your internet connection and try again.",
  hostedFieldsFieldsInvalidError: 'Some card details need attention. Check them and try again.',
  vaultManagerPaymentMethodDeletionError: "We couldn't delete this payment method. Please try again.",
  threeDSecureAuthenticationError: "We couldn't complete 3D Secure verification. Please try again.",
  threeDSecureSetupError: "3D Secure verification couldn't be set up.",
} as const;
