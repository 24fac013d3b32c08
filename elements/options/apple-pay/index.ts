import type { PaymentOptionDefinition } from '../option.js';
import { applePaySupportedByBrowser } from './settings.js';

/**
 * Apple Pay: offered when the gateway takes Apple Pay on the web, the merchant configures it, the page
 * runs in a secure context and `ApplePaySession.supportsVersion(applePaySessionVersion)` holds (default 2).
 * The browser facts are read by the widget before setup; the module checks them again where it runs.
 */
export const applePay = {
  id: 'applePay',
  settingsValue: 'objectOrFalse',
  methodType: 'ApplePayCard',
  labelKey: 'Apple Pay',
  request: 'none',
  // The browser makes Apple Pay's sheet modal: the panel need not wait for it.
  session: { blocksOtherActions: false },
  isSupportedByBrowser: applePaySupportedByBrowser,
  isConfigured: (options, gateway) => Boolean(options.applePay) && gateway.applePayWeb,
  load: () => import('./apple-pay-option.js').then((m) => m.applePayModule),
} as const satisfies PaymentOptionDefinition<'applePay'>;
