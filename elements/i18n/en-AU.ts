import type { Translations } from './en-US.js';
import enGB from './en-GB.js';

/** English (Australia): Australian spelling and terms ("expiry date", "postcode", "authorisation"). */
const enAU: Partial<Translations> = {
  // Australian English writes payment forms as British English does.
  ...enGB,
};

export default enAU;
