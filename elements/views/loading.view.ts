import { html } from 'lit';

export interface LoadingViewProps {
  active: boolean;
  label: string;
  /**
   * The view being set up is drawn in its place meanwhile (it shows what is loading): only the polite status is left,
   * out of sight (its spinner with it) and taking no space, so nothing moves when it goes.
   */
  inPlace?: boolean;
}

/** The loading indicator: a polite status, busy while shown. */
export function loadingView({ active, label, inPlace }: LoadingViewProps) {
  return html`<div
    class=${inPlace ? 'loader visually-hidden' : 'loader'}
    part="loader"
    role="status"
    aria-live="polite"
    ?hidden=${!active}
  >
    ${
      active
        ? html`<div class="spinner" aria-hidden="true"></div>
            <span class="visually-hidden">${label}</span>`
        : ''
    }
  </div>`;
}
