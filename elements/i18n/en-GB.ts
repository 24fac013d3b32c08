import { enUS, type Translations } from './en-US.js';

/** English (United Kingdom): British spelling and terms ("expiry date", "postcode", "authorisation"). */
const enGB: Partial<Translations> = {
  ...enUS,
  fieldEmptyForExpirationDate: 'Enter the expiry date.',
  fieldEmptyForPostalCode: 'Enter the postcode.',
  fieldInvalidForExpirationDate: 'Check the expiry date and try again.',
  fieldInvalidForPostalCode: 'Check the postcode and try again.',
  paypalTokenizationRequestActiveError: 'A PayPal authorisation is already in progress. Please finish it first.',
  expirationDateLabel: 'Expiry date',
  postalCodeLabel: 'Postcode',
};

export default enGB;
