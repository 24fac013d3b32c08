/**
 * The hosted ES module build (`payment-dropin.esm.js`), for pages with no bundler:
 * `<script type="module" src=".../payment-dropin.esm.js">`, or `import dropin from '.../payment-dropin.esm.js'`.
 * It registers `<payment-dropin>`, exports Drop-in's `create()` and `VERSION` (also together as the default
 * export, as Drop-in's module has them), and starts Drop-in's script-tag integration for every tag that carries
 * `data-braintree-dropin-authorization`. PayPal, 3D Secure, the data collector, the vault manager and each
 * locale other than English stay separate chunks beside it, loaded only when used.
 */
export { PaymentDropin } from '../define.js';
export { create, VERSION, default } from '../create.js';
export type { Dropin } from '../dropin-types.js';
export { PaymentDropinError } from '../vocabulary/errors.js';
export { setupScriptTag, startScriptTags } from '../script-tag.js';
export { installPaymentScriptPolicy, paymentScriptPolicy } from '../trusted-types.js';
