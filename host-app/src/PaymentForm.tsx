import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { PaymentDropin, type DropinEvent, type PaymentDropinElement } from 'payment-dropin/react';
import { fetchClientToken } from './client-token.js';
import { ErrorBanner } from './ErrorBanner.js';
import type { ErrorReporter } from './error-reporter.js';
import { fillHiddenFields, hasNonce, resetHiddenFields, type HiddenFields } from './hidden-fields.js';
import { PAY_HINTS, PRODUCT_ERRORS, REPORT_CATEGORIES } from './messages.js';
import { isCanceled, isValidationError } from './payment-errors.js';
import { cardOptions, walletOptions, type CheckoutAmount } from './payment-options.js';
import {
  canSubmit,
  initialState,
  isBusy,
  isStarting,
  payHint,
  paymentFormReducer,
  type PaymentFormState,
} from './payment-form-state.js';
import { setPayHint, setSubmitButtonsBusy, setSubmitButtonsDisabled, submitButtonsOf } from './submit-buttons.js';

export interface PaymentFormProps {
  /** The enclosing form the payment form is attached to. */
  form: HTMLFormElement;
  /** Its three hidden fields (see `attachHiddenFields`). */
  fields: HiddenFields;
  /** A client token the page supplied; without it one is fetched from the backend. */
  clientToken?: string;
  /** Saved cards allowed (the page's vault setting): the token request asks for `use_vault`. */
  vaultedCardsAllowed: boolean;
  /** Address of the support mailbox, for the loading error's link. */
  supportEmail: string;
  /** The order's amount: with it the wallets and PayPal are offered for that amount; without it, cards only. */
  checkout?: CheckoutAmount;
  /** The page's Content-Security-Policy nonce, for what the widget's providers inject. */
  nonce?: string;
  /** The widget's locale (e.g. `de_DE`); without it the widget follows the browser's. */
  locale?: string;
  /** The widget's colour theme: `light`, `dark` or `auto` (the page's and the system's scheme). */
  theme?: 'light' | 'dark' | 'auto';
  /** Let a signed-in shopper delete saved methods (the widget's vault manager). */
  vaultManager?: boolean;
  /** With it, cards are verified with 3D Secure for this amount before the nonce is posted. */
  threeDSecureAmount?: string;
  reporter: ErrorReporter;
  /** How the client token is fetched (tests replace it). */
  loadClientToken?: typeof fetchClientToken;
  /** The widget component (tests give a stand-in with the same API). Default: `<PaymentDropin>`. */
  widget?: typeof PaymentDropin;
  /**
   * The height, in CSS pixels, of what the container showed before the form (the server's skeleton of the view
   * the widget opens on): kept while the widget starts, so nothing below moves, and let go once it is ready.
   */
  holdHeight?: number;
}

/**
 * The product's payment form: gets a client token, starts `<payment-dropin>`,
 * keeps the enclosing form's submit buttons disabled until a payment method can be requested, and
 * on submit without a nonce asks the widget for one, fills the hidden fields and submits again.
 */
export function PaymentForm({
  form,
  fields,
  clientToken,
  vaultedCardsAllowed,
  supportEmail,
  checkout,
  nonce,
  locale,
  theme,
  vaultManager = false,
  threeDSecureAmount,
  reporter,
  loadClientToken = fetchClientToken,
  widget: Widget = PaymentDropin,
  holdHeight,
}: PaymentFormProps) {
  const [state, dispatch] = useReducer(paymentFormReducer, clientToken, initialState);
  const dropin = useRef<PaymentDropinElement>(null);
  // Set synchronously, so a second submit in the same tick cannot start a second request.
  const requesting = useRef(false);
  // From filling the fields until the form is submitted again: the nonce must not be reset then.
  const resubmitting = useRef(false);
  // The form was sent to the server (set synchronously, before a second click can come).
  const submitted = useRef(false);
  // The form's submit listener lives outside React's render cycle and reads the latest state here.
  const latest = useRef<PaymentFormState>(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const needsToken = state.token.status === 'loading';
  useEffect(() => {
    if (!needsToken) return undefined;
    const controller = new AbortController();
    loadClientToken({ useVault: vaultedCardsAllowed, signal: controller.signal }).then(
      (token) => dispatch({ type: 'tokenLoaded', token }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(PRODUCT_ERRORS.token, error);
        dispatch({ type: 'tokenFailed' });
      },
    );
    return () => controller.abort();
  }, [needsToken, loadClientToken, vaultedCardsAllowed]);

  const submittable = canSubmit(state);
  useLayoutEffect(() => {
    setSubmitButtonsDisabled(form, !submittable);
  }, [form, submittable]);
  useEffect(() => () => setSubmitButtonsDisabled(form, true), [form]);
  const busy = isBusy(state);
  useLayoutEffect(() => {
    setSubmitButtonsBusy(form, busy);
  }, [form, busy]);
  // A disabled Pay says why, in a hint it names with aria-describedby.
  const hint = payHint(state);
  useLayoutEffect(() => {
    setPayHint(form, hint ? PAY_HINTS[hint] : null);
  }, [form, hint]);

  useEffect(() => {
    let attached = true;

    async function pay(widget: PaymentDropinElement, submitter: HTMLElement | null): Promise<void> {
      requesting.current = true;
      dispatch({ type: 'requestStarted' });
      setSubmitButtonsDisabled(form, true);
      let payment;
      try {
        payment = await widget.requestPaymentMethod();
      } catch (error) {
        requesting.current = false;
        if (!attached) return;
        const validation = isValidationError(error);
        // The widget shows card-entry problems beside its fields; everything else is ours to tell.
        if (!validation) {
          console.error(PRODUCT_ERRORS.processing, error);
          reporter.report(REPORT_CATEGORIES.charging, error);
        }
        // Pay comes back at once if the widget can still be asked, else on its next requestable event.
        dispatch({ type: 'requestFailed', validation, stillRequestable: widget.isPaymentMethodRequestable() });
        return;
      }
      requesting.current = false;
      if (!attached) return;
      fillHiddenFields(fields, payment);
      resubmitting.current = true;
      dispatch({ type: 'requestSucceeded' });
      // Submit again the way the shopper did, so a named submit button still sends its value. From a
      // new task: a saved method resolves at once, inside the shopper's own submit event, and a
      // browser ignores a submit requested while it is still dispatching one.
      const again = submitter && (submitButtonsOf(form) as HTMLElement[]).includes(submitter) ? submitter : null;
      setTimeout(() => {
        resubmitting.current = false;
        if (!attached) return;
        setSubmitButtonsDisabled(form, false);
        if (typeof form.requestSubmit === 'function') form.requestSubmit(again);
        else form.submit();
      }, 0);
    }

    function onSubmit(event: SubmitEvent): void {
      // Once the form went to the server it is not sent again until the page changes: a second
      // click during a slow answer would post the same order (and nonce) twice.
      if (submitted.current) {
        event.preventDefault();
        return;
      }
      // Our own submit is on its way: a second click in between would post the nonce twice.
      if (resubmitting.current) {
        event.preventDefault();
        return;
      }
      if (hasNonce(fields)) {
        submitted.current = true;
        dispatch({ type: 'submitted' });
        // Disabled after this event, so the browser still sends the button's own value.
        setTimeout(() => setSubmitButtonsDisabled(form, true), 0);
        return;
      }
      event.preventDefault();
      const widget = dropin.current;
      if (!widget || requesting.current || !canSubmit(latest.current)) return;
      void pay(widget, event.submitter);
    }

    // Back/forward cache: the nonce in the restored page was already spent.
    function onPageShow(event: PageTransitionEvent): void {
      if (!event.persisted) return;
      resetHiddenFields(fields);
      submitted.current = false;
      dispatch({ type: 'pageRestored' });
    }

    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      attached = false;
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [form, fields, reporter]);

  const onReady = useCallback(() => dispatch({ type: 'widgetReady' }), []);

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
    [reporter],
  );

  // A nonce belongs to the method it was requested for: when the widget's selection changes, the
  // fields go back to their initial values and the next submit asks again.
  const onRequestable = useCallback(() => {
    if (!resubmitting.current) resetHiddenFields(fields);
    dispatch({ type: 'requestable' });
  }, [fields]);
  const onNotRequestable = useCallback(() => {
    if (!resubmitting.current) resetHiddenFields(fields);
    dispatch({ type: 'notRequestable' });
  }, [fields]);
  const onShopperChange = useCallback(() => dispatch({ type: 'shopperChanged' }), []);
  // Enter in a card field submits the form, as in any other field.
  const onInputSubmitRequest = useCallback(() => {
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
  }, [form]);

  // Only until the widget shows its first view: after that every view takes its own height, with no room
  // left under it (a wallet's sheet is half as tall as the options list it was opened from).
  const holding = holdHeight !== undefined && isStarting(state);
  return (
    <div
      className="payment-form"
      aria-busy={busy || state.token.status === 'loading'}
      style={holding ? { minHeight: `${holdHeight}px` } : undefined}
    >
      <ErrorBanner error={state.banner} supportEmail={supportEmail} />
      {state.token.status === 'loading' ? (
        <p className="payment-form__status" role="status">
          Loading payment options…
        </p>
      ) : null}
      {state.token.status === 'ready' ? (
        <Widget
          ref={dropin}
          authorization={state.token.value}
          {...(nonce ? { nonce } : {})}
          {...(locale ? { locale } : {})}
          {...(theme ? { theme } : {})}
          vaultManager={vaultManager}
          {...(threeDSecureAmount ? { threeDSecure: { amount: threeDSecureAmount } } : {})}
          onReady={onReady}
          // Device data for the gateway's fraud checks, posted as payment_method_device_data.
          dataCollector={true}
          // A signed-in shopper chooses whether to save the card (checked by default); a guest cannot.
          card={cardOptions(vaultedCardsAllowed)}
          {...(checkout ? walletOptions(checkout) : {})}
          onError={onError}
          onPaymentMethodRequestable={onRequestable}
          onNoPaymentMethodRequestable={onNotRequestable}
          onPaymentOptionSelected={onShopperChange}
          onChangeActiveView={onShopperChange}
          onCardEmpty={onShopperChange}
          onCardNotEmpty={onShopperChange}
          onCardValidityChange={onShopperChange}
          onCardCardTypeChange={onShopperChange}
          onCardInputSubmitRequest={onInputSubmitRequest}
        />
      ) : null}
    </div>
  );
}
