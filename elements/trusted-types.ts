/**
 * Trusted Types for pages that require them (`require-trusted-types-for 'script'`).
 *
 * The widget's own code assigns no strings to DOM sinks (Lit renders through its own `lit-html`
 * policy). braintree-web and the third-party scripts it loads do: it sets `script.src` to load the
 * PayPal SDK, Cardinal's Songbird (3D Secure), PayPal's Fraudnet (the data collector) and Google
 * Pay's script, and the data collector writes its configuration into a JSON `<script>` with
 * `script.text`. Under Trusted Types those assignments throw unless the page has a `default`
 * policy that accepts them. `paymentScriptPolicy` is such a policy, accepting only https script
 * URLs on the payment providers' hosts and only JSON script text (data, which cannot run code).
 */

/** Hosts whose scripts braintree-web loads for the widget's options. */
export const PAYMENT_SCRIPT_HOSTS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'js.braintreegateway.com',
  'assets.braintreegateway.com',
  'www.paypal.com',
  'www.sandbox.paypal.com',
  'c.paypal.com',
  'songbird.cardinalcommerce.com',
  'songbirdstag.cardinalcommerce.com',
  'pay.google.com',
]);

/** The rules of a Trusted Types policy for the payment scripts, plus any origins the merchant adds. */
export interface PaymentScriptPolicy {
  createScriptURL(input: string): string;
  createScript(input: string): string;
}

/**
 * Policy rules that accept the payment providers' script URLs (and `extraOrigins`, such as an
 * offline gateway emulator's origin) and JSON script text; anything else throws a TypeError
 * naming what was refused.
 */
export function paymentScriptPolicy(extraOrigins: readonly string[] = []): PaymentScriptPolicy {
  return {
    createScriptURL(input: string): string {
      const url = new URL(input, document.baseURI);
      if (url.protocol === 'https:' && PAYMENT_SCRIPT_HOSTS.includes(url.hostname)) return url.href;
      if (extraOrigins.includes(url.origin)) return url.href;
      throw new TypeError(`Trusted Types: the script URL ${url.href} is not a payment provider's script.`);
    },
    createScript(input: string): string {
      try {
        JSON.parse(input);
      } catch {
        throw new TypeError('Trusted Types: only JSON configuration may be written into a script element.');
      }
      return input;
    },
  };
}

/**
 * Installs `paymentScriptPolicy` as the page's `default` Trusted Types policy, when the browser
 * has Trusted Types and the page has no default policy yet. A page with its own default policy
 * should call `paymentScriptPolicy()` from it instead. The page's `trusted-types` directive, if it
 * has one, must allow `default` (and `lit-html`, the policy Lit renders with).
 */
export function installPaymentScriptPolicy(extraOrigins: readonly string[] = []): boolean {
  const tt = (globalThis as { trustedTypes?: TrustedTypeFactory }).trustedTypes;
  if (!tt || tt.defaultPolicy) return false;
  tt.createPolicy('default', paymentScriptPolicy(extraOrigins));
  return true;
}

interface TrustedTypeFactory {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: PaymentScriptPolicy): unknown;
}
