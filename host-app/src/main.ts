/**
 * The checkout page's entry, kept small: it runs React and the payment form (`mount.tsx`), which
 * the page preloads at low priority with the payment form's own chunk, so the scripts download
 * beside the stylesheet without delaying the first paint, which needs only the server's HTML and
 * the stylesheet.
 */
void import('./mount.js');
