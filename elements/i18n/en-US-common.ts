import { brandNames } from './brand-names.js';

/**
 * English (United States) that comes with the element: every string but the saved-methods lists' own, which load
 * with the lists (`en-US-lists.ts`), the wallets' own, which load with each wallet's code (`en-US-wallets.ts`), the
 * sheet errors', which load with the code that words them (`en-US-errors.ts`), and most of the card fields' errors,
 * which load with the card sheet's typing half (`en-US-card.ts`). Together they are `enUS` (`en-US.ts`), which says how
 * keys and placeholders are chosen.
 */
export const enUSCommon = {
  // Headings and navigation
  payingWith: "You're paying with {{paymentSource}}",
  chooseAnotherWayToPay: 'Pay another way',
  chooseAWayToPay: 'How would you like to pay?',
  otherWaysToPay: 'More ways to pay',

  // Card field errors: the first card field's empty message, which the form control's validation message names from
  // ready on (the others load with the card sheet's typing half, `en-US-card.ts`).
  fieldEmptyForCardholderName: 'Enter the name on the card.',
  fieldEmptyForNumber: 'Enter the card number.',

  // The card form's notice of collection
  noticeOfCollection: 'When I pay by card, I agree to the PayPal Privacy Statement.',

  // Sheet errors (an error code becomes camelCase(code) + 'Error'; unknown codes fall back to genericError)
  genericError: 'Sorry, something went wrong on our side. Please try again.',

  // Card form
  cardholderNameLabel: 'Name on card',
  cardNumberLabel: 'Card number',
  cvvLabel: 'Security code (CVV)',
  cvvThreeDigitLabelSubheading: '3 digits, usually on the back',
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
