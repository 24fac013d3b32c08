/**
 * Drop-in's widget messages, verbatim, in one place: merchants match on these strings, so they must never drift.
 * Translation keys the model emits are listed here too; their wording lives in `elements/i18n/`.
 */

/** Developer-facing messages (English only, never translated). */
export const MESSAGES = /* @__PURE__ */ Object.freeze({
  multipleContainers: 'Must only have one options.selector or options.container.',
  containerRequired: 'options.container is required.',
  authorizationRequired: 'options.authorization is required.',
  priorityNotArray: 'paymentOptionPriority must be an array.',
  priorityInvalidOption: 'paymentOptionPriority: Invalid payment option specified.',
  noValidPaymentOptions: 'No valid payment options available.',
  allPaymentOptionsFailed: 'All payment options failed to load.',
  dataCollectorSetupFailed: 'Data Collector failed to set up.',
  threeDSecureSetupFailed: '3D Secure failed to set up.',
  threeDSecureAuthenticationFailed: 'Something went wrong during 3D Secure authentication. Please try again.',
  createFailed: 'There was an error creating Drop-in.',
  noPaymentMethod: 'No payment method is available.',
  developerError: 'Developer Error: Something went wrong. Check the console for details.',
});

/**
 * Drop-in's messages for the container `create()` is given, apart from MESSAGES: a page with the element alone (and
 * its bundle) does not carry them.
 */
export const CONTAINER_MESSAGES = /* @__PURE__ */ Object.freeze({
  containerNotEmpty: 'options.selector or options.container must reference an empty DOM node.',
  containerInvalid: 'options.selector or options.container must reference a valid DOM node.',
});

/**
 * Drop-in's messages for the script-tag integration, apart from MESSAGES: a page with the element alone (and its
 * bundle) does not carry them.
 */
export const SCRIPT_TAG_MESSAGES = /* @__PURE__ */ Object.freeze({
  scriptTagAuthorizationMissing: 'Authorization not found in data-braintree-dropin-authorization attribute',
  scriptTagNoForm: 'No form found for script tag integration.',
});

/** Name of a developer-facing message. */
export type MessageName = keyof typeof MESSAGES;

/** Translation keys of the sheet errors the model itself raises. */
export const ERROR_KEYS = /* @__PURE__ */ Object.freeze({
  generic: 'genericError',
  fieldsInvalid: 'hostedFieldsFieldsInvalidError',
  deletionFailed: 'vaultManagerPaymentMethodDeletionError',
  unsupportedCardType: 'unsupportedCardTypeError',
  /** A payment was asked for before the shopper chose a way to pay (the options list, or no saved method selected). */
  paymentOptionMustBeChosen: 'paymentOptionMustBeChosen',
} as const);

/** The value that resolves to the developer misconfiguration message instead of a translation. */
export const DEVELOPER_ERROR = 'developerError';
