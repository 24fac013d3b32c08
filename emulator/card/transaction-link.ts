import { randomInt } from 'node:crypto';

const LINK_ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new Mastercard Transaction Link ID, which Mastercard's network gives an authorization (a sale's or a card
 * verification's) it approves on a Mastercard: 22 letters and digits (Mastercard's own may also hold `-` and `_`).
 */
export function newMastercardTransactionLinkId(): string {
  return Array.from({ length: 22 }, () => LINK_ID_CHARACTERS[randomInt(LINK_ID_CHARACTERS.length)]).join('');
}
