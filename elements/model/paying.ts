/**
 * The model's part for what a payment does to the state: the card's tokenization (`card.ts`), the request
 * (`request.ts`), and the method it adds and the selection cleared (`selection.ts`). A page runs none of it before a
 * payment is asked for, so it is not in the first download: it comes with the payment's code
 * (setup/payment-request.ts), which every page fetches once it is ready, and which dispatches most of these actions
 * itself.
 */
import { applyCard } from './card.js';
import { applyRequest } from './request.js';
import { applySelection } from './selection.js';
import type { LazyParts } from './transaction.js';

export const payingPart: LazyParts['paying'] = {
  apply(tx, action) {
    switch (action.type) {
      case 'cardTokenizationStarted':
      case 'cardSubmitInvalid':
      case 'cardTokenizationFailed':
        return applyCard(tx, action);
      case 'verificationStarted':
      case 'verificationFinished':
      case 'methodVerified':
      case 'requestSucceeded':
      case 'requestFailed':
        return applyRequest(tx, action);
      default:
        return applySelection(tx, action);
    }
  },
};
