/**
 * `requestPaymentMethod()` as the model's state records it: what happens while it runs (3D Secure's verification)
 * and when it ends (analytics). What it must do in the state it finds is `decideRequest` (payment.ts), which loads
 * with the payment's code.
 */
import { analyticsKind } from './payment-methods.js';
import type { ActionOf } from './state.js';
import { analytics, type Tx } from './transaction.js';

/** The actions of a payment request. */
export type RequestAction = ActionOf<
  'verificationStarted' | 'verificationFinished' | 'methodVerified' | 'requestSucceeded' | 'requestFailed'
>;

/** Applies one action of a payment request. */
export function applyRequest(tx: Tx, action: RequestAction): void {
  switch (action.type) {
    case 'verificationStarted':
      tx.s.verifying = true;
      return;
    case 'verificationFinished':
      tx.s.verifying = false;
      return;
    case 'methodVerified':
      tx.s.verified = { of: action.of, method: action.method };
      return;
    case 'requestSucceeded':
      analytics(tx, `request-payment-method.${analyticsKind(action.method.type, tx.s.config.catalogue)}`);
      return;
    case 'requestFailed':
      analytics(tx, 'request-payment-method.error');
      return;
  }
}
