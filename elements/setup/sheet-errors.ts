/**
 * What words a sheet error: the model's rules (../model/errors.ts) and the English they pick from
 * (../i18n/en-US-errors.ts). Only the parts that load on demand report a sheet error (what a payment does, saved
 * methods, the wallets), so each of their chunks brings this module, and a card form's first download does not.
 */
import { addLoadedEnglish } from '../i18n/index.js';
import { enUSErrors } from '../i18n/en-US-errors.js';

export { resolveErrorMessage } from '../model/errors.js';

// Added as this module is evaluated, whichever part brought it: before any sheet error is worded, and before the form
// control (which imports the payment's code) names what is missing. The package's `sideEffects` lists this module, so
// that a bundler keeps this line: the chunks that bring the module use none of its own exports.
addLoadedEnglish(enUSErrors);
