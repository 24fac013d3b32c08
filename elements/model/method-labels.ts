/**
 * How a payment method reads in the saved-methods list and in its delete confirmation. Only the list and
 * the dialog need this, so it loads with them (a page that only shows the card form never does).
 */
import { assertNever } from './assert-never.js';
import type { PaymentMethod } from './types.js';

/** How a method row reads: a translation key or literal for the title and the subtitle. */
export interface MethodLabel {
  /** Translation key of the title; `endingIn` takes `{{lastFourCardDigits}}` = `lastFour`. */
  readonly titleKey?: string;
  /** Literal title (email, username) when not a key. */
  readonly title?: string;
  readonly lastFour?: string;
  /** Translation key of the subtitle (the card brand or the wallet name). */
  readonly subtitleKey?: string;
}

/** The title and subtitle of a method in the saved-methods list. */
export function methodLabel(method: PaymentMethod): MethodLabel {
  switch (method.type) {
    case 'CreditCard':
      return { titleKey: 'endingIn', lastFour: method.details.lastFour, subtitleKey: method.details.cardType };
    case 'PayPalAccount':
      return { title: method.details.email, subtitleKey: 'PayPal' };
    case 'VenmoAccount':
      return { title: method.details.username, subtitleKey: 'Venmo' };
    case 'ApplePayCard':
      return { titleKey: 'Apple Pay' };
    case 'AndroidPayCard':
      return { titleKey: 'Google Pay' };
    default:
      return assertNever(method.type);
  }
}

/** The delete confirmation text: a per-type key with its placeholders, or the generic question. */
export interface DeleteConfirmation {
  readonly key: string;
  /** `{{identifier}}`: last four digits, PayPal email or Venmo username. */
  readonly identifier?: string;
  /** `{{secondaryIdentifier}}`: the card brand; translate it when the strings have the brand as a key. */
  readonly secondaryIdentifier?: string;
}

/** Which confirmation question a deletion asks. */
export function deleteConfirmation(method: PaymentMethod): DeleteConfirmation {
  switch (method.type) {
    case 'CreditCard':
      return {
        key: 'CreditCardDeleteConfirmationMessage',
        identifier: method.details.lastFour,
        secondaryIdentifier: method.details.cardType,
      };
    case 'PayPalAccount':
      return { key: 'PayPalAccountDeleteConfirmationMessage', identifier: method.details.email };
    case 'VenmoAccount':
      return { key: 'VenmoAccountDeleteConfirmationMessage', identifier: method.details.username };
    case 'ApplePayCard':
    case 'AndroidPayCard':
      return { key: 'genericDeleteConfirmationMessage' };
    default:
      return assertNever(method.type);
  }
}
