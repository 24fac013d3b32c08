import { useCallback, useEffect, useMemo, type Dispatch, type RefObject } from 'react';
import type { DropinEvent, PaymentDropinElement } from 'payment-dropin/react';
import type { ErrorReporter } from './error-reporter.js';
import { PRODUCT_ERRORS, REPORT_CATEGORIES } from './messages.js';
import { isCanceled, isValidationError } from './payment-errors.js';
import { canSubmit, type PaymentFormAction, type PaymentFormState } from './payment-form-state.js';
import { setSubmitButtonsDisabled } from './submit-buttons.js';

/**
 * What the form does on the widget's events. The widget is a field of the form: it holds a submission without a
 * payment, asks itself for one and submits the form again with it; the form only follows (Pay's state, the
 * banner when the widget cannot start, the error reports) and says no to a second payment
 * (`paymentMethodRequestStart` is cancelable). A failed request is the widget's to tell: the page adds no alert.
 */
export function useWidgetEvents(
  form: HTMLFormElement,
  reporter: ErrorReporter,
  dispatch: Dispatch<PaymentFormAction>,
  latest: RefObject<PaymentFormState>,
) {
  const onPaymentMethodRequestStart = useCallback(
    (event: DropinEvent<'paymentMethodRequestStart'>) => {
      // One payment at a time, none before the widget is ready, none after the form went.
      if (!canSubmit(latest.current)) {
        event.preventDefault();
        return;
      }
      dispatch({ type: 'requestStarted' });
      // At once, not on the next render: a second click in this task finds Pay disabled.
      setSubmitButtonsDisabled(form, true);
    },
    [form, dispatch, latest],
  );

  const onPaymentMethodRequestEnd = useCallback(
    (event: DropinEvent<'paymentMethodRequestEnd'>) => {
      const { error } = event.detail;
      if (!error) {
        // The widget submits the form next, through the button the shopper pressed: enabled, its value is sent.
        setSubmitButtonsDisabled(form, false);
        dispatch({ type: 'requestSucceeded' });
        return;
      }
      const validation = isValidationError(error);
      // The widget has told the shopper already, whatever the reason (beside its fields, or in its own alert): the
      // page shows nothing more. A failure that is not the shopper's entry is ours to log and report.
      if (!validation) {
        console.error(PRODUCT_ERRORS.processing, error);
        reporter.report(REPORT_CATEGORIES.charging, error);
      }
      // Pay comes back at once if the widget can still be asked, else on its next requestable event.
      const stillRequestable = (event.target as PaymentDropinElement).isPaymentMethodRequestable();
      dispatch({ type: 'requestFailed', validation, stillRequestable });
    },
    [form, reporter, dispatch],
  );

  const onError = useCallback(
    (event: DropinEvent<'error'>) => {
      const { error } = event.detail;
      // Torn down before it was ready: the form is going away, nothing to show or report.
      if (isCanceled(error)) return;
      if (latest.current.widget === 'starting') {
        console.error(PRODUCT_ERRORS.loading, error);
        dispatch({ type: 'widgetFailed' });
      } else {
        console.error(error);
      }
      reporter.report(REPORT_CATEGORIES.processor, error);
    },
    [reporter, dispatch, latest],
  );

  return useMemo(() => {
    const shopperChanged = () => dispatch({ type: 'shopperChanged' });
    return {
      onReady: () => dispatch({ type: 'widgetReady' }),
      onError,
      onPaymentMethodRequestable: () => dispatch({ type: 'requestable' }),
      onNoPaymentMethodRequestable: () => dispatch({ type: 'notRequestable' }),
      onPaymentMethodRequestStart,
      onPaymentMethodRequestEnd,
      onPaymentOptionSelected: shopperChanged,
      onChangeActiveView: shopperChanged,
      onCardEmpty: shopperChanged,
      onCardNotEmpty: shopperChanged,
      onCardValidityChange: shopperChanged,
      onCardCardTypeChange: shopperChanged,
    };
  }, [dispatch, onError, onPaymentMethodRequestStart, onPaymentMethodRequestEnd]);
}

/**
 * The form went to the server (the widget lets through only the submission that carries the payment): Pay stays
 * busy and disabled until the page changes. Back from the back/forward cache, the shopper may pay again.
 */
export function useFormSubmitted(form: HTMLFormElement, dispatch: Dispatch<PaymentFormAction>): void {
  useEffect(() => {
    function onSubmit(): void {
      dispatch({ type: 'submitted' });
      // Disabled after this event, so the browser still sends the button's own value.
      setTimeout(() => setSubmitButtonsDisabled(form, true), 0);
    }
    function onPageShow(event: PageTransitionEvent): void {
      if (event.persisted) dispatch({ type: 'pageRestored' });
    }
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [form, dispatch]);
}
