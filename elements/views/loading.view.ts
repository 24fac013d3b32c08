import { html } from 'lit';

export interface LoadingViewProps {
  active: boolean;
  label: string;
}

/** The loading indicator: a polite status, busy while shown. */
export function loadingView({ active, label }: LoadingViewProps) {
  return html`<div class="loader" part="loader" role="status" aria-live="polite" ?hidden=${!active}>
    ${
      active
        ? html`<div class="spinner" aria-hidden="true"></div>
            <span class="visually-hidden">${label}</span>`
        : ''
    }
  </div>`;
}
