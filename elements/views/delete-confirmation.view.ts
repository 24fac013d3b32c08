import { html } from 'lit';

export interface DeleteConfirmationViewProps {
  active: boolean;
  idPrefix: string;
  /** The dialog's name ("Delete payment method"); the question is its description. */
  label: string;
  message: string;
  yesLabel: string;
  noLabel: string;
  onYes(): void;
  onNo(): void;
}

/**
 * The delete confirmation: an alert dialog in the panel. Focus goes to "No" (the safe answer)
 * when it opens and returns to the list when it closes; Escape answers No.
 */
export function deleteConfirmationView(p: DeleteConfirmationViewProps) {
  const messageId = `${p.idPrefix}-delete-message`;
  return html`<section
    class="view dialog"
    data-view="delete-confirmation"
    part="delete-confirmation"
    role="alertdialog"
    aria-modal="false"
    aria-label=${p.label}
    aria-describedby=${messageId}
    ?hidden=${!p.active}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key === 'Escape') p.onNo();
    }}
  >
    <p id=${messageId}>${p.message}</p>
    <div class="actions">
      <button type="button" class="button" part="button cancel-button" data-answer="no" @click=${p.onNo}>
        ${p.noLabel}
      </button>
      <button type="button" class="button danger" part="button confirm-button" data-answer="yes" @click=${p.onYes}>
        ${p.yesLabel}
      </button>
    </div>
  </section>`;
}
