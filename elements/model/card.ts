/**
 * The card form's part: a tokenization's start and end (whether the form is complete, which typing changes, is
 * `dropin-model.ts`'s own: this part loads with the payment's code). What each field shows is the card option's own
 * rules (options/card/card-form.ts).
 */
import { ERROR_KEYS } from '../vocabulary/messages.js';
import type { ActionOf } from './state.js';
import { clearError, reportError, type Tx } from './transaction.js';

/** The actions of the card form. */
export type CardAction = ActionOf<'cardTokenizationStarted' | 'cardSubmitInvalid' | 'cardTokenizationFailed'>;

/** Applies one action of the card form. */
export function applyCard(tx: Tx, action: CardAction): void {
  const { s } = tx;
  const ready = s.phase === 'ready';
  switch (action.type) {
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
