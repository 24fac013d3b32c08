/**
 * The express row's rules (the `express` option), loaded with the row (`element/lists.ts`), never on a page
 * without it: which wallets it draws, and whether a tap may begin a payment.
 */
import type { OptionCatalogue } from '../vocabulary/option-definition.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { hasExpressButton, type ExpressSetting } from './express.js';
import { availableOptions } from './selectors.js';
import type { DropinState } from './state.js';

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

/** The express row of a state: drawn once setup is over, with the wallets that set up (none while it runs). */
export function expressRow(state: DropinState): readonly PaymentOptionId[] {
  if (state.phase !== 'ready') return [];
  const { express, catalogue } = state.config;
  return expressWallets(express, availableOptions(state), catalogue, (id) => state.dependencies[id] === 'done');
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
  state: Pick<DropinState, 'phase' | 'walletSessions'> | undefined,
  busy: ExpressBusy,
): boolean {
  if (!state || state.phase !== 'ready' || busy.flowOpen || busy.formBusy) return false;
  return !Object.values(state.walletSessions).some(Boolean);
}
