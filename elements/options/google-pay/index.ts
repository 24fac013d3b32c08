import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from '../../vocabulary/option-definition.js';
import type { GooglePayOptions } from './settings.js';

declare module '../../vocabulary/types.js' {
  interface PaymentOptionSettings {
    /** Google Pay: off unless configured; `{merchantId, googlePayVersion, transactionInfo, button}`. */
    googlePay: GooglePayOptions | false;
  }
  interface PaymentMethodTypes {
    AndroidPayCard: true;
  }
  interface UpdatableOptions {
    googlePay: true;
  }
}

/** A card paid with Google Pay (the gateway's AndroidPayCard): the merchant gets Google's response too. */
const androidPayCard = {
  type: 'AndroidPayCard',
  analyticsKind: 'googlepay',
  sourceKey: 'Google Pay',
  neverListedWhenSaved: true,
  threeDSecure: 'unlessNetworkTokenized',
  rawPaymentDataInDetails: true,
} as const satisfies PaymentMethodTypeDefinition<'AndroidPayCard'>;

/**
 * Google Pay: offered when the gateway takes it, the merchant configures it and Google's
 * `isReadyToPay` says yes (answered by the loaded module, which loads Google's script).
 */
export const googlePay = {
  id: 'googlePay',
  order: 60,
  settingsValue: 'objectOrFalse',
  method: androidPayCard,
  updatable: true,
  labelKey: 'Google Pay',
  request: 'ownButton',
  ownButtonErrorKey: 'googlePayButtonMustBeUsed',
  policyPart: 'Google Pay',
  policyHosts: /^pay\.google\.com$/,
  session: { blocksOtherActions: true },
  isConfigured: (options, gateway) => Boolean(options.googlePay) && gateway.androidPay,
} as const satisfies PaymentOptionDefinition<'googlePay'>;
