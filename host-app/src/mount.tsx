import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { earlyClientToken } from './early-token.js';
import { httpErrorReporter, type ErrorReporter } from './error-reporter.js';
import { nextTask } from './next-task.js';
import {
  CLIENT_TOKEN_ATTRIBUTE,
  CONTAINER_SELECTOR,
  DEFAULT_SUPPORT_EMAIL,
  EXPRESS_ATTRIBUTE,
  SUPPORT_EMAIL_ATTRIBUTE,
  AMOUNT_ATTRIBUTE,
  CURRENCY_ATTRIBUTE,
  GOOGLE_PAY_MERCHANT_ID_ATTRIBUTE,
  LOCALE_ATTRIBUTE,
  THEME_ATTRIBUTE,
  THREE_D_SECURE_ATTRIBUTE,
  VAULT_MANAGER_ATTRIBUTE,
  WALLETS_ATTRIBUTE,
  cspNonce,
  vaultedCardsAllowed,
} from './page-contract.js';
import type { CheckoutAmount } from './payment-options.js';
import type { PaymentFormProps } from './PaymentForm.js';
import { setSubmitButtonsDisabled } from './submit-buttons.js';
import './styles.css';

export interface MountOptions {
  reporter?: ErrorReporter;
  loadClientToken?: PaymentFormProps['loadClientToken'];
  widget?: PaymentFormProps['widget'];
}

export interface MountedPaymentForm {
  form: HTMLFormElement;
  unmount(): void;
}

/**
 * Renders the payment form into `container`, inside the enclosing `<form>` (the widget is a field of that form),
 * and disables the form's submit buttons until the widget is ready.
 */
export function mountPaymentForm(container: HTMLElement, options: MountOptions = {}): MountedPaymentForm {
  const form = container.closest('form');
  if (!form) throw new Error(`The payment form container (${CONTAINER_SELECTOR}) must be inside a <form>.`);
  const amount = container.getAttribute(AMOUNT_ATTRIBUTE);
  const currency = container.getAttribute(CURRENCY_ATTRIBUTE);
  const googlePayMerchantId = container.getAttribute(GOOGLE_PAY_MERCHANT_ID_ATTRIBUTE);
  // With the order's amount the wallets and PayPal are offered too, unless the page turns them off.
  const walletsOff = container.getAttribute(WALLETS_ATTRIBUTE) === 'off';
  const checkout: CheckoutAmount | undefined =
    amount && currency && !walletsOff
      ? { amount, currency, ...(googlePayMerchantId ? { googlePayMerchantId } : {}) }
      : undefined;
  const theme = container.getAttribute(THEME_ATTRIBUTE);
  setSubmitButtonsDisabled(form, true);
  const clientToken = container.getAttribute(CLIENT_TOKEN_ATTRIBUTE) || undefined;
  const useVault = vaultedCardsAllowed(container.ownerDocument);
  const early = options.loadClientToken || clientToken ? undefined : earlyClientToken(useVault);
  // The form, the element and braintree-web are a chunk of their own, fetched beside this one (the
  // page's entry preloads it). Until the form starts, the server's skeleton stays in the container.
  let root: Root | undefined;
  let unmounted = false;
  void import('./PaymentForm.js').then(async ({ PaymentForm }) => {
    // React's chunk and the form's chunk each ran in a task of their own; the root starts in the next one
    // (creating it listens to every event React handles), not at the end of the form chunk's evaluation.
    await nextTask();
    if (unmounted) return;
    root = createRoot(container);
    // The skeleton is as tall as the view it shows: the form keeps that room until the widget draws the view.
    const skeletonHeight = container.getBoundingClientRect().height;
    // A transition: React renders in slices of a few milliseconds and lets the page handle input between
    // them, instead of one task from the first component to the commit. What is drawn is the same.
    startTransition(() => {
      root?.render(
        <StrictMode>
          <PaymentForm
            form={form}
            clientToken={clientToken ?? early?.arrived()}
            vaultedCardsAllowed={useVault}
            supportEmail={container.getAttribute(SUPPORT_EMAIL_ATTRIBUTE) || DEFAULT_SUPPORT_EMAIL}
            checkout={checkout}
            express={checkout !== undefined && container.getAttribute(EXPRESS_ATTRIBUTE) === 'true'}
            nonce={cspNonce(container)}
            locale={container.getAttribute(LOCALE_ATTRIBUTE) || undefined}
            theme={theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : undefined}
            vaultManager={container.getAttribute(VAULT_MANAGER_ATTRIBUTE) === 'true'}
            threeDSecureAmount={
              container.getAttribute(THREE_D_SECURE_ATTRIBUTE) === 'true' ? (amount ?? undefined) : undefined
            }
            reporter={options.reporter ?? httpErrorReporter()}
            loadClientToken={options.loadClientToken ?? early?.load}
            widget={options.widget}
            holdHeight={skeletonHeight > 0 ? skeletonHeight : undefined}
          />
        </StrictMode>,
      );
    });
  });
  return {
    form,
    unmount: () => {
      unmounted = true;
      root?.unmount();
    },
  };
}

/** Mounts into the page's container, the first `[data-payment-form]`, if the page has one. */
export function mountOnPage(doc: Document = document): MountedPaymentForm | undefined {
  const container = doc.querySelector<HTMLElement>(CONTAINER_SELECTOR);
  return container ? mountPaymentForm(container) : undefined;
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => mountOnPage(), { once: true });
else mountOnPage();
