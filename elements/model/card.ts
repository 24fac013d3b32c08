/**
 * The card form's part: whether it is complete (the requestable flag), and a tokenization's start and end. What
 * each field shows is the card option's own rules (options/card/card-form.ts).
 */
import { ERROR_KEYS } from '../vocabulary/messages.js';
import type { ActionOf } from './state.js';
import { clearError, reportError, type Tx } from './transaction.js';

/** The actions of the card form. */
export type CardAction = ActionOf<
  'cardValidityChanged' | 'cardTokenizationStarted' | 'cardSubmitInvalid' | 'cardTokenizationFailed'
>;

/** Applies one action of the card form. */
export function applyCard(tx: Tx, action: CardAction): void {
  const { s } = tx;
  const ready = s.phase === 'ready';
  switch (action.type) {
    case 'cardValidityChanged':
      s.cardFormComplete = action.isComplete;
      return;
    case 'cardTokenizationStarted':
      if (ready) {
        s.cardBusy = true;
        s.userActionBlocked = true;
        clearError(tx);
      }
      return;
    case 'cardSubmitInvalid':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (ready) reportError(tx, ERROR_KEYS.fieldsInvalid);
      return;
    case 'cardTokenizationFailed':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (ready) reportError(tx, action.error);
      return;
  }
}
