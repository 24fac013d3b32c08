import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { brandIcon } from './icons.js';

export interface OptionItem {
  id: string;
  label: string;
  /** Icon key (a brand or payment method type). */
  icon: string;
  /** Set when the option failed to set up: it is shown disabled with this message. */
  error?: string;
}

export interface OptionsViewProps {
  active: boolean;
  idPrefix: string;
  heading: string;
  options: OptionItem[];
  /** What the shopper must do first (Pay pressed before choosing), announced as an alert; '' for none. */
  error: string;
  /**
   * While setup runs, the option the shopper picked in this list: shown picked, and taken once setup is done (until
   * then a pick only moves this mark).
   */
  chosen?: string | null;
  onSelect(id: string): void;
}

/** "Choose a way to pay": one button per option (Enter and Space activate natively). */
export function optionsView({ active, idPrefix, heading, options, error, chosen, onSelect }: OptionsViewProps) {
  return html`<section
    class="view"
    data-view="options"
    part="options"
    ?hidden=${!active}
    aria-labelledby="${idPrefix}-options-heading"
  >
    <h2 id="${idPrefix}-options-heading" part="heading" tabindex="-1">${heading}</h2>
    <div class="sheet-error" role="alert" part="error">${error}</div>
    <ul class="list" aria-labelledby="${idPrefix}-options-heading">
      ${repeat(
        options,
        // Keyed by option: a wallet that drops out or fails after the first paint changes its own row only.
        (option) => option.id,
        (option) =>
          html`<li>
            <button
              type="button"
              class="choice"
              part="option"
              data-option=${option.id}
              aria-disabled=${option.error ? 'true' : 'false'}
              aria-current=${option.id === chosen ? 'true' : nothing}
              aria-describedby=${option.error ? `${idPrefix}-option-${option.id}-error` : ''}
              @click=${() => {
                if (!option.error) onSelect(option.id);
              }}
            >
              ${brandIcon(option.icon)}
              <span class="text">
                <span>${option.label}</span>
                ${
                  option.error
                    ? html`<span class="field-error" id="${idPrefix}-option-${option.id}-error">${option.error}</span>`
                    : ''
                }
              </span>
            </button>
          </li>`,
      )}
    </ul>
  </section>`;
}
