import { startTransition, useEffect, type Dispatch } from 'react';
import type { fetchClientToken } from './client-token.js';
import { PRODUCT_ERRORS } from './messages.js';
import type { PaymentFormAction } from './payment-form-state.js';

/** Fetches the client token while the form needs one (`use_vault` when saved cards are allowed). */
export function useClientToken(
  needed: boolean,
  load: typeof fetchClientToken,
  useVault: boolean,
  dispatch: Dispatch<PaymentFormAction>,
): void {
  useEffect(() => {
    if (!needed) return undefined;
    const controller = new AbortController();
    load({ useVault, signal: controller.signal }).then(
      // The render that adds the widget is a transition: React draws it in slices of a few milliseconds, the
      // page handling input between them, and the widget starts once it is committed.
      (token) => startTransition(() => dispatch({ type: 'tokenLoaded', token })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(PRODUCT_ERRORS.token, error);
        dispatch({ type: 'tokenFailed' });
      },
    );
    return () => controller.abort();
  }, [needed, load, useVault, dispatch]);
}
