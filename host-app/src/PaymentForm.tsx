import { useLayoutEffect, useReducer, useRef } from 'react';
import { PaymentDropin } from 'payment-dropin/react';
import { fetchClientToken } from './client-token.js';
import { ErrorBanner } from './ErrorBanner.js';
import type { ErrorReporter } from './error-reporter.js';
import { PAYMENT_FIELDS } from './page-contract.js';
import { cardOptions, walletOptions, type CheckoutAmount } from './payment-options.js';
import { initialState, isBusy, isStarting, paymentFormReducer, type PaymentFormState } from './payment-form-state.js';
import { useClientToken } from './use-client-token.js';
import { useSubmitButtons } from './use-submit-buttons.js';
import { useFormSubmitted, useWidgetEvents } from './use-widget-events.js';

export interface PaymentFormProps {
  /** The enclosing form the payment form is attached to. */
  form: HTMLFormElement;
  /**
   * A client token already at hand (the page supplied it, or the request the page's entry started has answered):
   * the widget is drawn in the first render. Without it one is fetched from the backend.
   */
  clientToken?: string;
  /** Saved cards allowed (the page's vault setting): the token request asks for `use_vault`. */
  vaultedCardsAllowed: boolean;
  /** Address of the support mailbox, for the loading error's link. */
  supportEmail: string;
  /** The order's amount: with it the wallets and PayPal are offered for that amount; without it, cards only. */
  checkout?: CheckoutAmount;
  /** With the wallets offered (`checkout`): their own buttons in a row above the ways to pay, to pay in one tap. */
  express?: boolean;
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
 * The product's payment form: gets a client token and starts `<payment-dropin>` as a field of the enclosing form,
 * under the names the server reads. The widget holds a submission without a payment, asks itself for one (its
 * errors beside its fields) and submits the form again; this form keeps the submit buttons disabled until the
 * widget is ready, shows them busy while it pays, and reports the errors. It shows only what the widget cannot tell
 * (no token, a widget that failed to start): a failed payment request the widget has already told the shopper.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { form, reporter, holdHeight, widget: Widget = PaymentDropin } = props;
  const [state, dispatch] = useReducer(paymentFormReducer, props.clientToken, initialState);
  // The widget's event handlers run outside React's render cycle and read the latest state here.
  const latest = useRef<PaymentFormState>(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const loading = state.token.status === 'loading';
  useClientToken(loading, props.loadClientToken ?? fetchClientToken, props.vaultedCardsAllowed, dispatch);
  useSubmitButtons(form, state);
  useFormSubmitted(form, dispatch);
  const handlers = useWidgetEvents(form, reporter, dispatch, latest);
  // Only until the widget shows its first view: after that every view takes its own height, with no room
  // left under it (a wallet's sheet is half as tall as the options list it was opened from).
  const holding = holdHeight !== undefined && isStarting(state);
  return (
    <div
      className="payment-form"
      aria-busy={isBusy(state) || loading}
      style={holding ? { minHeight: `${holdHeight}px` } : undefined}
    >
      <ErrorBanner error={state.banner} supportEmail={props.supportEmail} />
      {loading ? (
        <p className="payment-form__status" role="status">
          Loading payment options…
        </p>
      ) : null}
      {state.token.status === 'ready' ? (
        <Widget authorization={state.token.value} {...widgetOptions(props)} {...handlers} />
      ) : null}
    </div>
  );
}

/** The widget's options from the page's settings, and the names it posts the payment under. */
function widgetOptions(p: PaymentFormProps) {
  return {
    name: PAYMENT_FIELDS.nonce,
    vaultedName: PAYMENT_FIELDS.vaulted,
    deviceDataName: PAYMENT_FIELDS.deviceData,
    ...(p.nonce ? { nonce: p.nonce } : {}),
    ...(p.locale ? { locale: p.locale } : {}),
    ...(p.theme ? { theme: p.theme } : {}),
    vaultManager: p.vaultManager ?? false,
    ...(p.threeDSecureAmount ? { threeDSecure: { amount: p.threeDSecureAmount } } : {}),
    // Device data for the gateway's fraud checks, posted as payment_method_device_data.
    dataCollector: true,
    // A signed-in shopper chooses whether to save the card (checked by default); a guest cannot.
    card: cardOptions(p.vaultedCardsAllowed),
    ...(p.checkout ? walletOptions(p.checkout) : {}),
    // A tap there pays and submits this form, through the same path as Pay.
    ...(p.checkout && p.express ? { express: true } : {}),
  };
}
