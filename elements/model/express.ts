/**
 * Express buttons (ours, not Drop-in's): with the merchant's `express` option, the wallets' own buttons drawn in a
 * row above the options list, so a shopper pays in one tap. Pure: which wallets get a button, in which order.
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

/**
 * The wallets whose buttons the express row draws: of the options the widget offers (in the order of
 * `paymentOptionPriority`, the browser's and the gateway's checks already applied), the wallets the merchant
 * named, or every wallet for `true`; none when `express` is unset or false. An option whose setup failed is left
 * out by the caller (`ready`): the row draws only buttons that can pay, so nothing moves when one cannot.
 */
export function expressWallets(
  express: ExpressSetting,
  offered: readonly PaymentOptionId[],
  catalogue: OptionCatalogue,
  ready: (id: PaymentOptionId) => boolean = () => true,
): readonly PaymentOptionId[] {
  if (!express) return [];
  const wanted = express === true ? undefined : new Set<string>(express);
  return offered.filter((id) => hasExpressButton(catalogue, id) && (!wanted || wanted.has(id)) && ready(id));
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

/** What else is under way when an express button is tapped (outside the model: PayPal's window, the form). */
export interface ExpressBusy {
  /** A flow an express button began that the model does not hold as a session (PayPal's window) is open. */
  readonly flowOpen: boolean;
  /** The element's form control is requesting the payment method or submitting the form. */
  readonly formBusy: boolean;
}

/**
 * Whether a tap on an express button may begin its wallet: one payment at a time. The row shows several wallets'
 * buttons at once (a sheet shows one), so a second tap while any wallet's session is open, while PayPal's window
 * is, or while the form is being paid and submitted, begins nothing: no second session, no second submission.
 */
export function expressTapAllowed(
  // The state's two fields, by shape: this file is imported by the one that declares the state.
  state: { readonly phase: string; readonly walletSessions: Readonly<Record<string, boolean | undefined>> } | undefined,
  busy: ExpressBusy,
): boolean {
  if (!state || state.phase !== 'ready' || busy.flowOpen || busy.formBusy) return false;
  return !Object.values(state.walletSessions).some(Boolean);
}
