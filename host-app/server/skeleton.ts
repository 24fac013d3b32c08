/**
 * What the payment container holds in the server's HTML: a placeholder of the view the form opens
 * on, as tall as that view when ready (the container's min-height in the checkout stylesheet), so
 * nothing below it moves while the script, the element and the card frames arrive. The payment
 * form replaces it in place.
 *
 * It shows the view's own words in the page's locale, taken from the widget's message catalogues
 * (so the two never disagree), laid out as the widget lays them out: same font, size, line height
 * and width. The shopper reads the form's text from the first paint, and the widget's text, when
 * it arrives, takes the same room instead of becoming a larger paint. Grey boxes stand where the
 * widget will have card frames and marks. Static markup without links or controls, hidden from
 * assistive technology: the form announces its own loading state. Every string goes in escaped.
 */
import { defaultLocale, loadTranslations, supportedLocales } from '../../elements/i18n/index.js';
import type { SupportedLocale, Translations } from '../../elements/i18n/index.js';
import { html, type SafeHtml } from './html.js';

/** Each locale's strings as the widget shows them (its own English backfill included), loaded once. */
const CATALOGUES = new Map<SupportedLocale, Translations>(
  await Promise.all(supportedLocales.map(async (locale) => [locale, await loadTranslations(locale)] as const)),
);

function stringsOf(locale: SupportedLocale): Translations {
  return CATALOGUES.get(locale) ?? CATALOGUES.get(defaultLocale)!;
}

/** How many card marks the card sheet's heading row keeps room for (the gateway names the brands). */
const CARD_MARKS = 7;

const field = (label: string, hint: string | undefined, half: boolean): SafeHtml =>
  html`<div class="card-skeleton__field${half ? ' card-skeleton__field--half' : ''}">
    <span class="card-skeleton__label"
      >${label}${hint ? html` <span class="card-skeleton__hint">${hint}</span>` : ''}</span
    ><span class="card-skeleton__input"></span>
  </div>`;

/**
 * The card sheet (cards only): its heading beside the accepted cards' marks, the card number, then
 * expiration date, security code and postal code side by side, each label with the hint the widget
 * shows, and the notice under them (plain text here; in the widget it is a link).
 */
export function cardSheetSkeleton(t: Translations): SafeHtml {
  const mark = html`<span class="card-skeleton__mark"><span></span></span>`;
  return html`<div class="card-skeleton" aria-hidden="true" dir="auto">
    <div class="card-skeleton__header">
      <span class="card-skeleton__title">${t.payWithCard}</span>
      <span class="card-skeleton__marks">${Array.from({ length: CARD_MARKS }, () => mark)}</span>
    </div>
    <div class="card-skeleton__fields">
      ${field(t.cardNumberLabel, undefined, false)}
      ${field(t.expirationDateLabel, t.expirationDateLabelSubheading, true)}
      ${field(t.cvvLabel, t.cvvThreeDigitLabelSubheading, true)} ${field(t.postalCodeLabel, undefined, true)}
    </div>
    <span class="card-skeleton__notice">${t.noticeOfCollection}</span>
  </div>`;
}

/** The ways to pay of the options list, in the widget's order, by the name each shows. */
const OPTION_LABEL_KEYS = ['Card', 'PayPal', 'PayPal Credit', 'Venmo', 'Apple Pay', 'Google Pay'] as const;

/**
 * The wallets whose buttons the widget's express row holds on the demo's checkout, in its order: those with an
 * express button of the ways to pay the page offers (all of them set up on the emulated gateway). PayPal's own
 * buttons (PayPal and PayPal Credit) are 45 px tall; the others take the row's 44 px.
 */
const EXPRESS_BUTTONS = [{ tall: true }, { tall: true }, { tall: false }, { tall: false }, { tall: false }] as const;

/** The express row above the options list: a box where each wallet's button will be, wrapping as the row wraps. */
function expressRowSkeleton(): SafeHtml {
  return html`<div class="options-skeleton__express">
    ${EXPRESS_BUTTONS.map(
      ({ tall }) =>
        html`<span
          class="options-skeleton__express-button${tall ? ' options-skeleton__express-button--tall' : ''}"
        ></span>`,
    )}
  </div>`;
}

/**
 * The options list (cards with PayPal and the wallets): its question, then one row per way to pay,
 * each with its mark and its name; with `express`, the express row's room above them.
 */
export function optionsListSkeleton(t: Translations, express = false): SafeHtml {
  return html`<div class="options-skeleton" aria-hidden="true" dir="auto">
    ${express ? expressRowSkeleton() : ''}
    <span class="options-skeleton__title">${t.chooseAWayToPay}</span>
    <div class="options-skeleton__rows">
      ${OPTION_LABEL_KEYS.map(
        (key) =>
          html`<div class="options-skeleton__row">
            <span class="options-skeleton__mark"></span><span class="options-skeleton__text">${t[key]}</span>
          </div>`,
      )}
    </div>
  </div>`;
}

/**
 * The skeleton of the view a checkout opens on, in its locale: the options list with several ways to pay (with
 * the express row's room when the page asks for the row), the card sheet with cards only.
 */
export function paymentSkeleton(locale: SupportedLocale, severalWays: boolean, express = false): SafeHtml {
  const strings = stringsOf(locale);
  return severalWays ? optionsListSkeleton(strings, express) : cardSheetSkeleton(strings);
}

/** The card sheet's skeleton in English (the default locale). */
export const CARD_SHEET_SKELETON = paymentSkeleton(defaultLocale, false).toString();

/** The options list's skeleton in English (the default locale). */
export const OPTIONS_LIST_SKELETON = paymentSkeleton(defaultLocale, true).toString();
