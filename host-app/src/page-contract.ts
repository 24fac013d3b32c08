/**
 * What a page provides to the payment form, in one place: the page's markup and the product
 * server render to these names.
 *
 * ```html
 * <meta name="braintree-vault" content="true">            <!-- "false" turns saved cards off -->
 * <form method="post" action="/checkout">
 *   <div data-payment-form                                 <!-- THE container (first one wins) -->
 *        data-client-token="…"                              <!-- optional: skips the token request -->
 *        data-support-email="support@example.com"           <!-- optional: the banner's mail link -->
 *        nonce="…"></div>                                   <!-- optional: the page's CSP nonce -->
 *   <button type="submit" disabled>Pay</button>
 * </form>
 * ```
 */

/**
 * The fields the checkout form posts the payment under, which the server reads (the names Drop-in integrations
 * use). The widget, a field of the form, posts them itself: `payment_method_nonce`, `use_vaulted_card` (`1` for a
 * saved method, else `0`) and `payment_method_device_data` (empty without device data).
 */
export const PAYMENT_FIELDS = {
  nonce: 'payment_method_nonce',
  vaulted: 'use_vaulted_card',
  deviceData: 'payment_method_device_data',
} as const;

/** The one attribute that marks the payment form's container. */
export const CONTAINER_ATTRIBUTE = 'data-payment-form';
export const CONTAINER_SELECTOR = `[${CONTAINER_ATTRIBUTE}]`;

/** Optional, on the container: a client token the server already made (no token request then). */
export const CLIENT_TOKEN_ATTRIBUTE = 'data-client-token';

/** Optional, on the container: where the "contact support" link of the loading error points. */
export const SUPPORT_EMAIL_ATTRIBUTE = 'data-support-email';
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/**
 * Optional, on the container: the page's Content-Security-Policy nonce, handed to the widget, in the container's
 * own `nonce` attribute (any element may carry one). Under a CSP sent as a header the browser hides its value once
 * the page has parsed it: the attribute reads empty (to CSS selectors, `getAttribute`, the markup), and only the
 * element's `nonce` property keeps it, which a `data-*` attribute would not (a style sheet injected into the page
 * could read it out with `[data-…^="a"]` selectors, and with it run scripts of its own).
 */
export const CSP_NONCE_ATTRIBUTE = 'nonce';

/**
 * The container's CSP nonce: its `nonce` property (the attribute reads empty once the browser hid it), or the
 * attribute where the document has no such property or hid nothing (no CSP header); undefined without one.
 */
export function cspNonce(container: HTMLElement): string | undefined {
  return container.nonce || container.getAttribute(CSP_NONCE_ATTRIBUTE) || undefined;
}

/** `<meta name="braintree-vault" content="…">`: saved cards are allowed unless the content is `false`. */
export const VAULT_META_NAME = 'braintree-vault';

/** `<meta name="csrf-token" content="…">`: the token the form's own requests (error reports) carry. */
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

export function csrfToken(doc: Document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content ?? '';
}

/** The product backend's routes the form calls. */
export const CLIENT_TOKEN_URL = '/api/payment_methods/token';
export const ERROR_REPORT_URL = '/api/errors';

export function vaultedCardsAllowed(doc: Document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${VAULT_META_NAME}"]`);
  return meta?.content !== 'false';
}

/**
 * Optional, on the container: the order's amount and currency (e.g. `10.00`, `USD`). With them the
 * form offers PayPal, PayPal Credit, Venmo, Apple Pay and Google Pay for that amount as well as cards.
 */
export const AMOUNT_ATTRIBUTE = 'data-amount';
export const CURRENCY_ATTRIBUTE = 'data-currency';
/**
 * Optional, on the container: the merchant's Google Pay merchant id (needed in production only), or `off`: the form
 * offers no Google Pay.
 */
export const GOOGLE_PAY_MERCHANT_ID_ATTRIBUTE = 'data-google-pay-merchant-id';

/** Optional, on the container: the widget's locale (e.g. `de_DE`); it follows the browser's otherwise. */
export const LOCALE_ATTRIBUTE = 'data-locale';
/** Optional, on the container: the widget's colour theme, `light`, `dark` or `auto` (the default). */
export const THEME_ATTRIBUTE = 'data-theme';
/** Optional, on the container: `off` offers cards only, even with an amount (no PayPal, no wallets). */
export const WALLETS_ATTRIBUTE = 'data-wallets';
/**
 * Optional, on the container: `true` draws the wallets' own buttons in an express row above the ways to pay (the
 * widget's `express` option), so a shopper pays in one tap; with the wallets on only.
 */
export const EXPRESS_ATTRIBUTE = 'data-express';
/** Optional, on the container: `true` lets a signed-in shopper delete saved methods (the vault manager). */
export const VAULT_MANAGER_ATTRIBUTE = 'data-vault-manager';

/** Optional, on the container: `true` verifies cards with 3D Secure, for the order's amount, before paying. */
export const THREE_D_SECURE_ATTRIBUTE = 'data-three-d-secure';

/** The page's hint that says why Pay is disabled (the form creates one if the page has none). */
export const PAY_HINT_ATTRIBUTE = 'data-pay-hint';

/**
 * `<meta name="payment-form-scripts" content="/assets/a.js /assets/b.js">`: the payment form's scripts
 * (space-separated paths on the page's own origin), which the page's entry asks for all at once after the
 * page's first paint, instead of one after the other as each imports the next.
 */
export const PAYMENT_FORM_SCRIPTS_META_NAME = 'payment-form-scripts';

export function paymentFormScripts(doc: Document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${PAYMENT_FORM_SCRIPTS_META_NAME}"]`);
  // Only paths on the page's own origin: the meta names the checkout's own bundle, nothing else.
  return (meta?.content ?? '').split(/\s+/).filter((path) => path.startsWith('/') && !path.startsWith('//'));
}
