/**
 * The hosted classic script (`payment-dropin.min.js`), Drop-in's `dropin.min.js` for pages with no bundler:
 * `<script src=".../payment-dropin.min.js">`. At once it defines Drop-in's `braintree.dropin` (`create`,
 * `VERSION`), added to an existing `window.braintree`, and `window.paymentDropin`; and it loads the ES module
 * build from beside itself, wherever it is served from, which registers `<payment-dropin>` and starts the
 * script-tag integration when this tag carries `data-braintree-dropin-authorization`. Loading the module build
 * keeps on-demand parts on demand (its chunks and locales load from beside it too), which a single classic file
 * could not.
 */
import type { HostedModule } from './global-types.js';
import { installGlobals, type GlobalTarget } from './install-globals.js';
import { SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE } from '../model/script-tag.js';

/** The files the module build imports, relative to it (the build names them; none when run from the sources). */
declare const __HOSTED_MODULE_IMPORTS__: readonly string[] | undefined;

// This script's own tag, from Document's getter: markup the page lets through can shadow `document.currentScript`
// (`<img name="currentScript" src="https://elsewhere/">`), and its address would name where the code comes from. With
// no tag of its own to say where it was served from, it loads nothing (the page's address, which a `<base>` changes,
// is no stand-in).
const current = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')?.get?.call(document);
const script = current instanceof HTMLScriptElement ? current : null;
const moduleUrl = script?.src ? new URL('./payment-dropin.esm.js', script.src).href : undefined;
// Asked for beside the module rather than after it has arrived: one round trip saved on the shopper's network.
// A file that fails here fails the module's own import too, which reports it.
for (const file of moduleUrl && typeof __HOSTED_MODULE_IMPORTS__ !== 'undefined' ? __HOSTED_MODULE_IMPORTS__ : [])
  import(/* @vite-ignore */ new URL(file, moduleUrl).href).catch(() => undefined);
// A tag that starts the script-tag integration holds its form's submits from the moment it runs, as Drop-in's
// script does: until the module build's widget is ready to give a nonce, pressing the form's button sends nothing.
if (script?.hasAttribute(SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE))
  script.closest('form')?.addEventListener('submit', (event) => event.preventDefault());
installGlobals(
  window as unknown as GlobalTarget,
  () =>
    moduleUrl
      ? (import(/* @vite-ignore */ moduleUrl) as Promise<HostedModule>)
      : Promise.reject(
          new Error('payment-dropin.min.js loads the rest from beside itself: load it by its own <script src>.'),
        ),
  (message, ...details) => console.error(message, ...details),
);

export {};
