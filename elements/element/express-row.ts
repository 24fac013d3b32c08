/**
 * The express row (the `express` option) as the element draws and runs it: it loads with the lists
 * (`lists.ts`), so a page without the option downloads none of it.
 */
import { nothing, type TemplateResult } from 'lit';
import { expressRow, expressTapAllowed } from '../model/express-row.js';
import type { DropinState } from '../model/dropin-model.js';
import type { PaymentOptionInstance } from '../options/kit/option.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { expressRowView } from '../views/express-row.view.js';

/**
 * One express payment at a time (`expressTapAllowed`): the wallet whose session a row's button began, or the
 * flow it opened that the model holds no session for (PayPal's window). One per setup, made on the first press.
 */
export class ExpressPayments {
  #session: PaymentOptionId | undefined;
  #flowOpen = false;

  /** A row's button was pressed: true when its payment may begin; `session`: the widget opens it. */
  begins(state: DropinState | undefined, formBusy: boolean, id: PaymentOptionId, session: boolean): boolean {
    if (!expressTapAllowed(state, { flowOpen: this.#flowOpen, formBusy })) return false;
    if (session) this.#session = id;
    else this.#flowOpen = true;
    return true;
  }

  flowEnded(): void {
    this.#flowOpen = false;
  }

  /** A wallet's session starts: whether a row's button began it (its payment then submits the form). */
  sessionStarts(option: PaymentOptionId): boolean {
    const express = this.#session === option;
    this.#session = undefined;
    return express;
  }
}

export const expressPayments = (): ExpressPayments => new ExpressPayments();

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
