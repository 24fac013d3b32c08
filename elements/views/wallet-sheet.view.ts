import { html } from 'lit';

export interface WalletSheetViewProps {
  /** `paypal`, `paypalCredit`, … (also the view id). */
  option: string;
  active: boolean;
  idPrefix: string;
  heading: string;
  error: string;
  /** The wallet's payment sheet is open: its button is busy until the wallet answers. */
  busy?: boolean;
}

/**
 * A wallet's sheet: a heading, its error, and the container the wallet's own button is drawn
 * into (kept rendered while hidden, like the card frames).
 */
export function walletSheetView(p: WalletSheetViewProps) {
  const headingId = `${p.idPrefix}-${p.option}-heading`;
  return html`<section
    class="view sheet"
    data-view=${p.option}
    part="sheet ${p.option}-sheet"
    ?hidden=${!p.active}
    aria-labelledby=${headingId}
  >
    <h2 id=${headingId} part="heading" tabindex="-1">${p.heading}</h2>
    <div class="sheet-error" role="alert" part="error sheet-error">${p.error}</div>
    <div
      class="wallet-button"
      id="${p.idPrefix}-${p.option}-button"
      data-wallet=${p.option}
      aria-busy=${p.busy ? 'true' : 'false'}
    ></div>
  </section>`;
}
