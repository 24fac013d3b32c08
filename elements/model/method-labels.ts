/**
 * How a payment method reads in the saved-methods list and in its delete confirmation, from what its type's
 * definition says (`identifier`, `sourceKey`). Only the lists need this; they load on demand and are handed the
 * definition (importing the registry from that chunk would make bundlers split the registry into chunks of its
 * own, growing a card-only page).
 */
import type { PaymentMethodTypeDefinition } from '../vocabulary/option-definition.js';
import type { PaymentMethod } from '../vocabulary/types.js';

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
export function methodLabel(method: PaymentMethod, type: PaymentMethodTypeDefinition | undefined): MethodLabel {
  const { details } = method;
  if (!type) return { title: '' };
  if (type.identifier === 'lastFour') {
    return { titleKey: 'endingIn', lastFour: details.lastFour, subtitleKey: details.cardType };
  }
  if (type.identifier) return { title: details[type.identifier] as string | undefined, subtitleKey: type.sourceKey };
  return { titleKey: type.sourceKey };
}

/** The delete confirmation text: a per-type key with its placeholders, or the generic question. */
export interface DeleteConfirmation {
  readonly key: string;
  /** `{{identifier}}`: what names the method (a card's last four digits, an account's email or username). */
  readonly identifier?: string;
  /** `{{secondaryIdentifier}}`: the card brand; translate it when the strings have the brand as a key. */
  readonly secondaryIdentifier?: string;
}

/** Which confirmation question a deletion asks. */
export function deleteConfirmation(
  method: PaymentMethod,
  type: PaymentMethodTypeDefinition | undefined,
): DeleteConfirmation {
  const { details } = method;
  if (!type?.identifier) return { key: 'genericDeleteConfirmationMessage' };
  const key = `${type.type}DeleteConfirmationMessage`;
  const identifier = details[type.identifier] as string | undefined;
  return type.identifier === 'lastFour'
    ? { key, identifier, secondaryIdentifier: details.cardType }
    : { key, identifier };
}
