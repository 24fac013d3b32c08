import type { Translations } from './en-US.js';
import enGB from './en-GB.js';

/**
 * English (India): British spelling ("expiry date", "authorisation"). The postal code stays "postal code":
 * India's own term, "PIN code", would invite shoppers to type their card PIN into a card form.
 */
const enIN: Partial<Translations> = {
  // The same as en_GB but for these strings.
  ...enGB,
  fieldEmptyForPostalCode: 'Enter the postal code.',
  fieldInvalidForPostalCode: 'Check the postal code and try again.',
  postalCodeLabel: 'Postal code',
};

export default enIN;
