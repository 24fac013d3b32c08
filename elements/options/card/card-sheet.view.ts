import { html, nothing } from 'lit';
import { brandIcon } from '../../views/icons.js';

export interface CardFieldItem {
  /** braintree-web's field name. */
  name: 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';
  label: string;
  /** e.g. "(3 digits)" for CVV, "(MM/YY)" for the expiration date. */
  hint?: string;
  visible: boolean;
  /** Half width (expiration, CVV, postal code sit side by side). */
  half: boolean;
  error: string;
  /** The field's frame has focus (the frame sits in a light-DOM holder, so :focus-within cannot tell). */
  focused: boolean;
}

export interface CardSheetViewProps {
  active: boolean;
  idPrefix: string;
  heading: string;
  brands: Array<{ key: string; label: string }>;
  acceptedCardsLabel: string;
  /** The brand of the number typed so far, once only one brand fits it. */
  detectedBrand?: { key: string; label: string } | null;
  fields: CardFieldItem[];
  saveCard?: { label: string; checked: boolean; onChange(checked: boolean): void };
  notice: { text: string; href: string };
  error: string;
  busy: boolean;
  /** Setup has not finished: drawn in place, inert (its frames hidden in their boxes until then). */
  waiting?: boolean;
}

/**
 * While setup has not finished the gateway has not named its brands yet: the row keeps room for as many
 * marks as a gateway usually names (Visa, Mastercard, UnionPay, American Express, JCB, Discover,
 * Maestro), empty and hidden from assistive technology. An empty row would sit beside the heading and
 * the marks, when they come, wrap below it on a phone, moving everything under them down.
 */
const PENDING_MARKS = Array.from(
  { length: 7 },
  () => html`<li class="brand" aria-hidden="true"><span class="brand-icon"></span></li>`,
);

/**
 * The card sheet. The hosted-field containers are always rendered, only hidden, because
 * detaching an iframe reloads it; braintree-web fills each `.hosted` container with its frame.
 */
export function cardSheetView(p: CardSheetViewProps) {
  const headingId = `${p.idPrefix}-card-heading`;
  return html`<section
    class="view sheet"
    data-view="card"
    part="sheet card-sheet"
    ?hidden=${!p.active}
    ?inert=${p.waiting === true}
    aria-labelledby=${headingId}
    aria-busy=${p.busy ? 'true' : 'false'}
  >
    <div class="sheet-header">
      <h2 id=${headingId} part="heading" tabindex="-1">${p.heading}</h2>
      <ul
        class="brands list-inline"
        aria-label=${p.acceptedCardsLabel}
        part="brands"
        data-detected=${p.detectedBrand?.key ?? nothing}
      >
        ${
          p.waiting
            ? PENDING_MARKS
            : p.brands.map(
                (b) =>
                  html`<li
                    class="brand ${p.detectedBrand && p.detectedBrand.key !== b.key ? 'dimmed' : ''}"
                    data-brand=${b.key}
                  >
                    ${brandIcon(b.key)}<span class="visually-hidden">${b.label}</span>
                  </li>`,
              )
        }
      </ul>
    </div>
    <div class="sheet-error" role="alert" part="error sheet-error">${p.error}</div>
    <div class="fields">${p.fields.map((f) => fieldView(p, f))}</div>
    ${
      p.saveCard
        ? html`<label class="checkbox" part="save-card">
            <input
              type="checkbox"
              .checked=${p.saveCard.checked}
              @change=${(e: Event) => p.saveCard!.onChange((e.target as HTMLInputElement).checked)}
            />
            <span>${p.saveCard.label}</span>
          </label>`
        : nothing
    }
    <a class="hint" part="notice" href=${p.notice.href} target="_blank" rel="noopener noreferrer">${p.notice.text}</a>
  </section>`;
}

/**
 * One card field: its label and hint, the box its hosted-field frame is slotted into, and its error. The error here is
 * for the eye: the frame's input carries the same message (its description, set by the typing half), which a screen
 * reader says in the field, so a live region here would say it twice. (Its formatting is kept as written: the error's
 * box holds white space around the message, so it is never `:empty`.)
 */
function fieldView(p: CardSheetViewProps, f: CardFieldItem) {
  // prettier-ignore
  return html`<div
    class="field ${f.half ? 'half' : ''} ${f.error ? 'invalid' : ''}"
    part="field"
    data-field=${f.name}
    ?hidden=${!f.visible}
  >
    <div class="field-label" part="label">
      ${f.label}${f.hint ? html` <span class="hint">${f.hint}</span>` : nothing}
    </div>
    <div
      class="hosted ${f.focused ? 'focused' : ''}"
      id="${p.idPrefix}-${f.name}"
      part="input"
      data-hosted-field=${f.name}
    >
      <slot name="${p.idPrefix}-${f.name}"></slot>
      ${
        f.name === 'number'
          ? html`<span
              class="field-brand"
              part="detected-brand"
              data-detected=${p.detectedBrand?.key ?? nothing}
              >${p.detectedBrand ? brandIcon(p.detectedBrand.key) : nothing}</span
            >`
          : nothing
      }
    </div>
    ${
      f.name === 'number'
        ? html`<span class="visually-hidden" role="status" data-brand-announcement
            >${p.detectedBrand?.label ?? ''}</span
          >`
        : nothing
    }
    <div class="field-error" part="field-error">
      ${f.error}
    </div>
  </div>`;
}
