import { useEffect, useLayoutEffect } from 'react';
import { PAY_HINTS } from './messages.js';
import { canSubmit, isBusy, payHint, type PaymentFormState } from './payment-form-state.js';
import { setPayHint, setSubmitButtonsBusy, setSubmitButtonsDisabled } from './submit-buttons.js';

/**
 * The enclosing form's submit buttons follow the form's state: disabled until Pay can be pressed (and again once
 * the form is gone), busy while a payment is under way, and a hint that says why Pay is disabled.
 */
export function useSubmitButtons(form: HTMLFormElement, state: PaymentFormState): void {
  const submittable = canSubmit(state);
  // After every render, not only when `submittable` changes: the widget's handlers also set the buttons at once,
  // between renders (a request that starts and fails before React renders leaves `submittable` as it was).
  useLayoutEffect(() => {
    setSubmitButtonsDisabled(form, !submittable);
  });
  useEffect(() => () => setSubmitButtonsDisabled(form, true), [form]);
  const busy = isBusy(state);
  useLayoutEffect(() => {
    setSubmitButtonsBusy(form, busy);
  }, [form, busy]);
  const hint = payHint(state);
  useLayoutEffect(() => {
    setPayHint(form, hint ? PAY_HINTS[hint] : null);
  }, [form, hint]);
}
