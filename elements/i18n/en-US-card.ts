/**
 * English (United States) that only the card sheet's typing half makes the card form show: the fields' errors, which
 * it decides as the shopper types and submits, and the CVV's hint for a four-digit code. It loads with that code
 * (`options/card/card-typing.ts`), not with every card form. The empty card number's and cardholder name's messages
 * stay in `en-US-common.ts`: a form's validation message names the first card field's from ready on, before the
 * typing half is here. The rest is in `en-US-common.ts`; together they are `enUS` (`en-US.ts`).
 */
export const enUSCard = {
  fieldEmptyForCvv: 'Enter the security code (CVV).',
  fieldEmptyForExpirationDate: 'Enter the expiration date.',
  fieldEmptyForPostalCode: 'Enter the ZIP or postal code.',
  fieldInvalidForCardholderName: 'Check the name on the card and try again.',
  fieldInvalidForCvv: 'Check the security code and try again.',
  fieldInvalidForExpirationDate: 'Check the expiration date and try again.',
  fieldInvalidForNumber: 'Check the card number and try again.',
  fieldInvalidForPostalCode: 'Check the ZIP or postal code and try again.',
  fieldTooLongForCardholderName: 'The name on the card must be 255 characters or fewer.',
  unsupportedCardTypeError: "We don't accept this type of card. Please use a different card.",
  // The CVV's hint once the number is an American Express card's.
  cvvFourDigitLabelSubheading: '4 digits on the front',
} as const;
