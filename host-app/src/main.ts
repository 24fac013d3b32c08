/**
 * The checkout page's entry, kept small. It starts the token request, then runs React and the
 * payment form (`mount.tsx`), which the page preloads at low priority with the payment form's own
 * chunk: the scripts download beside the stylesheet without delaying the first paint, which needs
 * only the server's HTML and the stylesheet, and the token travels while they arrive.
 */
import { startClientTokenRequest } from './early-token.js';

startClientTokenRequest();
void import('./mount.js');
