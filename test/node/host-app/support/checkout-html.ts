import { checkoutPage, type CheckoutPageOptions } from '../../../../host-app/server/pages/checkout-page.js';
import { DEFAULT_SETTINGS } from '../../../../host-app/server/pages/demo-settings.js';

/**
 * A guest's checkout page as the server renders it, for tests that read its HTML: one order of 10.00 USD on the
 * emulated gateway, with the demo's default settings, changed by `options` (`settings` merged into the defaults).
 */
export function checkoutHtml(
  options: Partial<Omit<CheckoutPageOptions, 'settings'>> & { settings?: Partial<CheckoutPageOptions['settings']> },
): string {
  return checkoutPage({
    assets: { script: '/assets/main.js', styles: ['/assets/main.css'], preloads: [] },
    nonce: 'nonce',
    orderId: 'order-1',
    csrfToken: 'csrf',
    amount: '10.00',
    currency: 'USD',
    vaultedCards: false,
    supportEmail: 'help@shop.example',
    emulated: true,
    gatewayConnections: [],
    ...options,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
  });
}

/** The checkout form's container element (its opening tag, with the settings the page gives the form), or ''. */
export const formContainer = (page: string): string => /<div\s+data-payment-form[^>]*>/.exec(page)?.[0] ?? '';
