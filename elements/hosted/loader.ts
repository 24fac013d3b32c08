/**
 * The hosted classic script (`payment-dropin.min.js`), Drop-in's `dropin.min.js` for pages with no
 * bundler: `<script src=".../payment-dropin.min.js">`. It defines `window.paymentDropin.create` at
 * once (as Drop-in defines `braintree.dropin.create`) and loads the ES module build beside it, which
 * registers `<payment-dropin>` and starts the script-tag integration when this tag carries
 * `data-braintree-dropin-authorization`. Loading the module build keeps on-demand parts on demand,
 * which a single classic file could not.
 */
import type * as Hosted from './esm.js';

type CreateOptions = Parameters<typeof Hosted.create>[0];

interface PaymentDropinGlobal {
  /** Drop-in's `create()`: resolves to the instance once the widget is ready. */
  create(options: CreateOptions): ReturnType<typeof Hosted.create>;
  /** Resolves with the module build once it has loaded. */
  loaded: Promise<typeof Hosted>;
}

declare global {
  interface Window {
    paymentDropin?: PaymentDropinGlobal;
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const moduleUrl = new URL('./payment-dropin.esm.js', script?.src || document.baseURI).href;
if (!window.paymentDropin) {
  const loaded = import(/* @vite-ignore */ moduleUrl) as Promise<typeof Hosted>;
  window.paymentDropin = {
    loaded,
    create: (options) => loaded.then((hosted) => hosted.create(options)),
  };
}

export {};
