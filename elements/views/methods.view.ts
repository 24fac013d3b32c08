import { html, nothing } from 'lit';
import { brandIcon } from './icons.js';

export interface MethodItem {
  nonce: string;
  /** Brand or type for the icon. */
  icon: string;
  /** e.g. "Visa ending in 1111", a PayPal email, a Venmo username. */
  label: string;
  secondary?: string;
  selected: boolean;
  /** In edit mode, methods with a subscription cannot be deleted. */
  disabled: boolean;
  disabledReason?: string;
}

export interface MethodsViewProps {
  active: boolean;
  idPrefix: string;
  heading: string;
  methods: MethodItem[];
  editMode: boolean;
  /** Shown only when the vault manager is enabled and there are saved methods. */
  editToggle?: { label: string; onToggle(): void };
  /** "Choose another way to pay", hidden in edit mode. */
  otherWays?: { label: string; onChoose(): void };
  error: string;
  /** Said before each method in edit mode ("Delete payment method:"). */
  deleteLabel(method: MethodItem): string;
  onSelect(nonce: string): void;
}

/**
 * The saved and just-added methods. Outside edit mode it is a radio group (one selected);
 * in edit mode each entry is a button that asks to delete it.
 */
export function methodsView(p: MethodsViewProps) {
  const headingId = `${p.idPrefix}-methods-heading`;
  return html`<section
    class="view"
    data-view="methods"
    part="methods"
    ?hidden=${!p.active}
    aria-labelledby=${headingId}
  >
    <div class="sheet-header">
      <h2 id=${headingId} part="heading" tabindex="-1">${p.heading}</h2>
      ${p.editToggle ? editToggle(p.editToggle) : nothing}
    </div>
    <div class="sheet-error" role="alert" part="error">${p.error}</div>
    ${p.editMode ? deletableList(p, headingId) : radioGroup(p, headingId)}
    ${
      p.otherWays && !p.editMode
        ? html`<button type="button" class="link" part="toggle other-ways" @click=${p.otherWays.onChoose}>
            ${p.otherWays.label}
          </button>`
        : nothing
    }
  </section>`;
}

/**
 * Edit / Done editing. Its name says the mode it leads to, so it is not also a pressed toggle: "Done editing,
 * pressed" says the state twice over.
 */
function editToggle(toggle: NonNullable<MethodsViewProps['editToggle']>) {
  return html`<button type="button" class="link" part="toggle edit-toggle" @click=${toggle.onToggle}>
    ${toggle.label}
  </button>`;
}

/** In edit mode: a list of buttons, each asking to delete its method (one backing a subscription says why not). */
function deletableList(p: MethodsViewProps, headingId: string) {
  return html`<ul class="list" aria-labelledby=${headingId}>
    ${p.methods.map(
      (m) =>
        html`<li>
          <button
            type="button"
            class="choice"
            part="method"
            data-nonce=${m.nonce}
            aria-disabled=${m.disabled ? 'true' : 'false'}
            aria-describedby=${m.disabled ? `${p.idPrefix}-${m.nonce}-reason` : nothing}
            @click=${() => {
              if (!m.disabled) p.onSelect(m.nonce);
            }}
          >
            <span class="visually-hidden">${p.deleteLabel(m)}</span>
            ${brandIcon(m.icon)}
            <span class="text">
              <span>${m.label}</span>
              ${m.secondary ? html`<span class="secondary">${m.secondary}</span>` : nothing}
              ${
                m.disabled && m.disabledReason
                  ? html`<span class="secondary" id="${p.idPrefix}-${m.nonce}-reason">${m.disabledReason}</span>`
                  : nothing
              }
            </span>
          </button>
        </li>`,
    )}
  </ul>`;
}

/**
 * Outside edit mode: a radio group, one method selected, moved through with the arrow keys. One stop in the tab order,
 * as native radios: the selected method, or the first when none is.
 */
function radioGroup(p: MethodsViewProps, headingId: string) {
  const tabStop = p.methods.find((m) => m.selected) ?? p.methods[0];
  return html`<div class="list" role="radiogroup" aria-labelledby=${headingId}>
    ${p.methods.map(
      (m) =>
        html`<button
          type="button"
          role="radio"
          class="choice"
          part="method"
          data-nonce=${m.nonce}
          aria-checked=${m.selected ? 'true' : 'false'}
          tabindex=${m === tabStop ? '0' : '-1'}
          @click=${() => p.onSelect(m.nonce)}
          @keydown=${(e: KeyboardEvent) => moveInRadioGroup(e)}
        >
          <span class="radio" aria-hidden="true"></span>
          ${brandIcon(m.icon)}
          <span class="text">
            <span>${m.label}</span>
            ${m.secondary ? html`<span class="secondary">${m.secondary}</span>` : nothing}
          </span>
        </button>`,
    )}
  </div>`;
}

/**
 * The keys of a native radio group: the arrows move to the next or previous method and select it, Home and End to the
 * first and last (wrapping, as native radios do). Right to left, ArrowLeft goes to the next and ArrowRight to the
 * previous, as Chromium's native radios do there.
 */
function moveInRadioGroup(event: KeyboardEvent): void {
  const current = event.currentTarget as HTMLElement;
  const radios = [...(current.parentElement?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])];
  const at = radios.indexOf(current);
  const ahead = getComputedStyle(current).direction === 'rtl' ? -1 : 1;
  const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: ahead, ArrowUp: -1, ArrowLeft: -ahead };
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? radios.length - 1
        : event.key in steps
          ? (at + steps[event.key]! + radios.length) % radios.length
          : -1;
  const next = radios[target];
  if (!next) return;
  event.preventDefault();
  if (next === current) return;
  current.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
  next.click();
}
