/**
 * What the payment container holds in the server's HTML: a placeholder shaped like the card sheet
 * (a title, then number, expiry and CVV side by side, postal code), as tall as the ready widget
 * (the container's min-height in the checkout stylesheet), so nothing below it moves while the
 * script, the element and the card frames arrive. The payment form replaces it in place. Static
 * markup, hidden from assistive technology: the form announces its own loading state.
 */
const field = (modifier = ''): string =>
  `<span class="card-skeleton__field${modifier}"><span class="card-skeleton__label"></span><span class="card-skeleton__input"></span></span>`;

export const CARD_SHEET_SKELETON = [
  '<div class="card-skeleton" aria-hidden="true">',
  '<span class="card-skeleton__title"></span>',
  field(),
  field(' card-skeleton__field--half'),
  field(' card-skeleton__field--half'),
  field(),
  '</div>',
].join('');
