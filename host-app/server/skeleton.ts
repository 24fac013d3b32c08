/**
 * What the payment container holds in the server's HTML: a placeholder shaped like the view the
 * form opens on, as tall as that view when ready (the container's min-height in the checkout
 * stylesheet), so nothing below it moves while the script, the element and the card frames
 * arrive. The payment form replaces it in place. Static markup, hidden from assistive technology:
 * the form announces its own loading state.
 */
const field = (modifier = ''): string =>
  `<span class="card-skeleton__field${modifier}"><span class="card-skeleton__label"></span><span class="card-skeleton__input"></span></span>`;

/** The card sheet (cards only): a title, then number, expiry and CVV side by side, postal code. */
export const CARD_SHEET_SKELETON = [
  '<div class="card-skeleton" aria-hidden="true">',
  '<span class="card-skeleton__title"></span>',
  field(),
  field(' card-skeleton__field--half'),
  field(' card-skeleton__field--half'),
  field(),
  '</div>',
].join('');

const optionRow =
  '<span class="options-skeleton__row"><span class="options-skeleton__mark"></span><span class="options-skeleton__text"></span></span>';

/**
 * The options list (cards with PayPal and the wallets): a heading, then one row per way to pay,
 * each with its mark and its name: card, PayPal, PayPal Credit, Venmo, Apple Pay, Google Pay.
 */
export const OPTIONS_LIST_SKELETON = [
  '<div class="options-skeleton" aria-hidden="true">',
  '<span class="options-skeleton__title"></span>',
  optionRow.repeat(6),
  '</div>',
].join('');
