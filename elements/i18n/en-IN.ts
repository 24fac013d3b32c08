import { enUS, type Translations } from './en-US.js';

/**
 * English (India): British spelling ("expiry date", "authorisation"). The postal code stays "postal code":
 * India's own term, "PIN code", would invite shoppers to type their card PIN into a card form.
 */
const enIN: Partial<Translations> = {
  ...enUS,
  fieldEmptyForExpirationDate: 'Enter the expiry date.',
  fieldEmptyForPostalCode: 'Enter the postal code.',
  fieldInvalidForExpirationDate: 'Check the expiry date and try again.',
  fieldInvalidForPostalCode: 'Check the postal code and try again.',
  paypalTokenizationRequestActiveError: 'A PayPal authorisation is already in progress. Please finish it first.',
  expirationDateLabel: 'Expiry date',
  postalCodeLabel: 'Postal code',
};

export default enIN;
