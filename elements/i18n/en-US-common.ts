import { brandNames } from './brand-names.js';

/**
 * English (United States) that comes with the element: every string but the saved-methods lists' own, which load
 * with the lists (`en-US-lists.ts`), the wallets' own, which load with each wallet's code (`en-US-wallets.ts`), and
 * the sheet errors', which load with the code that words them (`en-US-errors.ts`). Together they are `enUS`
 * (`en-US.ts`), which says how keys and placeholders are chosen.
 */
export const enUSCommon = {
  // Headings and navigation
  payingWith: "You're paying with {{paymentSource}}",
  chooseAnotherWayToPay: 'Pay another way',
  chooseAWayToPay: 'How would you like to pay?',
  otherWaysToPay: 'More ways to pay',

  // Card field errors
  fieldEmptyForCvv: 'Enter the security code (CVV).',
  fieldEmptyForExpirationDate: 'Enter the expiration date.',
  fieldEmptyForCardholderName: 'Enter the name on the card.',
  fieldEmptyForNumber: 'Enter the card number.',
  fieldEmptyForPostalCode: 'Enter the ZIP or postal code.',
  fieldInvalidForCardholderName: 'Check the name on the card and try again.',
  fieldInvalidForCvv: 'Check the security code and try again.',
  fieldInvalidForExpirationDate: 'Check the expiration date and try again.',
  fieldInvalidForNumber: 'Check the card number and try again.',
  fieldInvalidForPostalCode: 'Check the ZIP or postal code and try again.',
  fieldTooLongForCardholderName: 'The name on the card must be 255 characters or fewer.',
  noticeOfCollection: 'When I pay by card, I agree to the PayPal Privacy Statement.',

  // Sheet errors (an error code becomes camelCase(code) + 'Error'; unknown codes fall back to genericError)
  genericError: 'Sorry, something went wrong on our side. Please try again.',
  unsupportedCardTypeError: "We don't accept this type of card. Please use a different card.",

  // Card form
  cardholderNameLabel: 'Name on card',
  cardNumberLabel: 'Card number',
  cvvLabel: 'Security code (CVV)',
  cvvThreeDigitLabelSubheading: '3 digits, usually on the back',
  cvvFourDigitLabelSubheading: '4 digits on the front',
  expirationDateLabel: 'Expiration date',
  expirationDateLabelSubheading: 'MM/YY',
  cardholderNamePlaceholder: 'Name as it appears on the card',
  expirationDatePlaceholder: 'MM/YY',
  postalCodeLabel: 'ZIP or postal code',
  saveCardLabel: 'Save this card for future payments',
  payWithCard: 'Pay by card',

  // Payment method descriptions
  endingIn: 'Ends in ••{{lastFourCardDigits}}',
  Card: 'Card',
  ...brandNames,

  // --- Our own keys (not in Drop-in) ---
  // Errors Drop-in shows in English only; here they are translated like every other message.
  developerError:
    "This payment option isn't available because of a setup problem. Developers: check the browser console for details.",
  // Accessible names, descriptions and live-region announcements.
  loadingLabel: 'Loading payment options',
  deletingPaymentMethodLabel: 'Deleting payment method',
  selectedPaymentMethodLabel: 'Selected payment method',
  paymentMethodsListLabel: 'Saved payment methods',
  paymentOptionsListLabel: 'Payment options',
  deleteDialogLabel: 'Delete payment method',
  viewChangedAnnouncement: 'Now showing: {{viewName}}',
  cardSheetErrorLabel: 'Problem with the card details',
  optionalLabel: 'Optional',
} as const;
