/**
 * braintree-web's modules by their file path (`braintree-web/client/index.js`), which is how the
 * widget imports them: Node's ESM resolver refuses directory imports (`braintree-web/client`), and a
 * bundler given the directory follows braintree-web's `browser` map to prebuilt per-module bundles
 * that each repeat its shared code. The types are those of the directory imports.
 */
declare module 'braintree-web/client/index.js' {
  export * from 'braintree-web/client';
  export { default } from 'braintree-web/client';
}
declare module 'braintree-web/data-collector/index.js' {
  export * from 'braintree-web/data-collector';
  export { default } from 'braintree-web/data-collector';
}
declare module 'braintree-web/hosted-fields/index.js' {
  export * from 'braintree-web/hosted-fields';
  export { default } from 'braintree-web/hosted-fields';
}
declare module 'braintree-web/paypal-checkout/index.js' {
  export * from 'braintree-web/paypal-checkout';
  export { default } from 'braintree-web/paypal-checkout';
}
declare module 'braintree-web/three-d-secure/index.js' {
  export * from 'braintree-web/three-d-secure';
  export { default } from 'braintree-web/three-d-secure';
}
declare module 'braintree-web/vault-manager/index.js' {
  export * from 'braintree-web/vault-manager';
  export { default } from 'braintree-web/vault-manager';
}
declare module 'braintree-web/venmo/index.js' {
  export * from 'braintree-web/venmo';
  export { default } from 'braintree-web/venmo';
}
declare module 'braintree-web/apple-pay/index.js' {
  export * from 'braintree-web/apple-pay';
  export { default } from 'braintree-web/apple-pay';
}
declare module 'braintree-web/google-payment/index.js' {
  export * from 'braintree-web/google-payment';
  export { default } from 'braintree-web/google-payment';
}
