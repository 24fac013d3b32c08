/** Drop-in's CommonJS entry, as the page bench's Drop-in page uses it (the package ships no types). */
declare module 'braintree-web-drop-in' {
  const dropin: { create(options: { authorization: string; container: HTMLElement }): Promise<unknown> };
  export default dropin;
}
