/**
 * The express row (the `express` option) as the element draws and runs it: it loads with the lists
 * (`lists.ts`), so a page without the option downloads none of it.
 */
import { nothing, type TemplateResult } from 'lit';
import { expressRow } from '../model/express-row.js';
import type { DropinState } from '../model/dropin-model.js';
import type { PaymentOptionInstance } from '../options/kit/option.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { expressRowView } from '../views/express-row.view.js';

export { expressTapAllowed } from '../model/express-row.js';

/** The row above the options list, with an empty container for each wallet that set up; nothing without one. */
export function expressRowFor(state: DropinState, idPrefix: string, label: string): TemplateResult | typeof nothing {
  const wallets = expressRow(state);
  return wallets.length > 0 ? expressRowView({ idPrefix, label, wallets }) : nothing;
}

/**
 * Fills the row's empty containers, each with its wallet's own button, drawn by the wallet's running instance:
 * the sheet's instance, so an update reaches both buttons.
 */
export function drawExpressButtons(
  root: HTMLElement | DocumentFragment,
  instance: (id: PaymentOptionId) => PaymentOptionInstance | undefined,
): void {
  for (const container of root.querySelectorAll<HTMLElement>('.express-button:empty')) {
    instance(container.dataset.wallet as PaymentOptionId)?.expressButton?.(container);
  }
}
