/**
 * What the element does when its options change after setup started, whoever changed them (a framework's
 * template, React's props, a script setting a property). The element reads its options once, at setup (as
 * Drop-in does), so a later change must be applied on purpose, never dropped:
 * - `authorization`: a restart (a new shopper session);
 * - a key inside `paypal`, `paypalCredit`, `applePay`, `googlePay` or `threeDSecure`: applied in place through
 *   `updateConfiguration(property, key, value)`, as Drop-in allows (except PayPal's `offerCredit` and `locale`,
 *   which Drop-in keeps as created: those restart);
 * - anything else (locale, translations, card, vaultManager, turning an option on or off, …): a clean restart.
 * `theme` is not here: the element applies it as it is drawn.
 *
 * Values are compared by content, so an options object re-created on every render changes nothing. Functions
 * compare by presence only: inline arrow functions are new on every render.
 *
 * This module is the comparison, which every property set needs; what a change calls for (option-plan.ts) loads
 * the first time an option changes after setup, so a page whose options never change never downloads it.
 */
/**
 * Lit's `hasChanged` for the element's object-valued options: an equal object made anew (a template or a React render
 * re-creating `{ flow: 'vault' }`) is no change, so the element does not draw again for nothing. The new object is
 * still stored (Lit sets the property either way). A quick test: keys in another order count as a change, which the
 * plan then finds to be none (option-plan.ts compares by content).
 */
export function contentChanged(value: unknown, previous: unknown): boolean {
  if (value === previous) return false;
  try {
    return serialize(value) !== serialize(previous);
  } catch {
    // A cycle, or a getter that throws: a change, which setup then reports as an error naming the option.
    return true;
  }
}

/** Functions count by presence only: inline arrow functions are new on every render. */
const serialize = (value: unknown): string | undefined =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? '[function]' : v));
