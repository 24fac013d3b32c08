import { html, type TemplateResult } from 'lit';

export interface ExpressRowViewProps {
  readonly idPrefix: string;
  /** The row's accessible name ("Express checkout"). */
  readonly label: string;
  /** The wallets whose buttons it holds, in order (`expressRow` in model/selectors.ts). */
  readonly wallets: readonly string[];
}

/**
 * The express row (the `express` option): one empty container per wallet, `#<prefix>-<wallet>-express`, which the
 * wallet's instance fills with its own button once (Lit never touches a container's children). It is drawn only
 * once setup is over, with the wallets that set up, so no gap is held for a wallet that turned out unavailable.
 */
export function expressRowView(p: ExpressRowViewProps): TemplateResult {
  return html`<div class="express" part="express" role="group" aria-label=${p.label}>
    ${p.wallets.map(
      (id) =>
        html`<div
          class="express-button wallet-button"
          part="express-button"
          id="${p.idPrefix}-${id}-express"
          data-wallet=${id}
        ></div>`,
    )}
  </div>`;
}
