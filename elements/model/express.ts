/**
 * Express buttons (ours, not Drop-in's): with the merchant's `express` option, the wallets' own buttons drawn in a
 * row above the options list, so a shopper pays in one tap. Pure: which wallets get a button, in which order.
 *
 * This file is what every page loads (the option's check); what only a page with the row needs is in
 * `express-row.ts`, which loads with the row.
 *
 * An option of `<payment-dropin>` rather than a companion element: one authorization, one gateway client and one
 * instance of each wallet serve the sheet's button and the row's (so `updateConfiguration` reaches both), and a
 * payment from the row is the element's own: the same events, the same `requestPaymentMethod()`, the same form
 * value and submission. A companion element would need all of that shared or done twice.
 */
import type { OptionCatalogue } from '../vocabulary/option-definition.js';
import type { PaymentOptionId } from '../vocabulary/types.js';

/** The merchant's `express` option: `true` for every wallet offered, or the wallets wanted, by id. */
export type ExpressSetting = boolean | readonly PaymentOptionId[] | undefined;

/** An option whose own button pays (a wallet), so that button can stand in the express row. */
export function hasExpressButton(catalogue: OptionCatalogue, id: PaymentOptionId): boolean {
  return catalogue[id]?.request === 'ownButton';
}

/** Our own option (Drop-in has none), so our own words; the wallets named are the catalogue's. */
export function expressInvalid(catalogue: OptionCatalogue): string {
  const wallets = (Object.keys(catalogue) as PaymentOptionId[]).filter((id) => hasExpressButton(catalogue, id));
  return `options.express must be true, false or an array of wallet ids (${wallets.join(', ')}).`;
}

/** The `express` option's error, or null when it is usable: a boolean, or an array of wallets' ids. */
export function checkExpress(value: unknown, catalogue: OptionCatalogue): string | null {
  if (value === undefined || typeof value === 'boolean') return null;
  const wallet = (id: unknown): boolean =>
    typeof id === 'string' && Object.hasOwn(catalogue, id) && hasExpressButton(catalogue, id as PaymentOptionId);
  return Array.isArray(value) && value.every(wallet) ? null : expressInvalid(catalogue);
}
