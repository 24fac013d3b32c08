/**
 * The checkout page's entry, kept small. Once the server's page is on screen (its first paint: the
 * order, the form and the skeleton of the payment view), it starts the token request, asks for the
 * payment form's scripts all at once, and runs React and the payment form (`mount.tsx`).
 *
 * Why after the first paint: that paint is the page's largest, and it needs only the HTML and the
 * stylesheet. Scripts that download before it share a phone's slow network with the stylesheet,
 * and nothing they draw is larger. After it, the token travels while the scripts arrive.
 */
import { afterFirstPaint } from './after-first-paint.js';
import { startClientTokenRequest } from './early-token.js';
import { preloadPaymentFormScripts } from './preload-scripts.js';

afterFirstPaint(() => {
  startClientTokenRequest();
  void preloadPaymentFormScripts();
  void import('./mount.js');
});
