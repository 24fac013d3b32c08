import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from '../../vocabulary/option-definition.js';
import { applePaySupportedByBrowser, type ApplePayOptions } from './settings.js';

declare module '../../vocabulary/types.js' {
  interface PaymentOptionSettings {
    /** Apple Pay: off unless configured; `{displayName, paymentRequest, buttonStyle, applePaySessionVersion}`. */
    applePay: ApplePayOptions | false;
  }
  interface PaymentMethodTypes {
    ApplePayCard: true;
  }
  interface UpdatableOptions {
    applePay: true;
  }
}

/** A card paid with Apple Pay: the merchant gets Apple's response too; saved ones are never listed. */
const applePayCard = {
  type: 'ApplePayCard',
  analyticsKind: 'applepay',
  sourceKey: 'Apple Pay',
  neverListedWhenSaved: true,
  rawPaymentDataInDetails: true,
} as const satisfies PaymentMethodTypeDefinition<'ApplePayCard'>;

/**
 * Apple Pay: offered when the gateway takes Apple Pay on the web, the merchant configures it, the page
 * runs in a secure context and `ApplePaySession.supportsVersion(applePaySessionVersion)` holds (default 2).
 * The browser facts are read by the widget before setup; the module checks them again where it runs.
 */
export const applePay = {
  id: 'applePay',
  order: 50,
  settingsValue: 'objectOrFalse',
  method: applePayCard,
  updatable: true,
  labelKey: 'Apple Pay',
  request: 'ownButton',
  ownButtonErrorKey: 'applePayButtonMustBeUsed',
  // The browser makes Apple Pay's sheet modal: the panel need not wait for it.
  session: { blocksOtherActions: false },
  isSupportedByBrowser: applePaySupportedByBrowser,
  isConfigured: (options, gateway) => Boolean(options.applePay) && gateway.applePayWeb,
} as const satisfies PaymentOptionDefinition<'applePay'>;
