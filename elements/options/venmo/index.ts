import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from '../../vocabulary/option-definition.js';
import type { VenmoOptions } from './settings.js';

declare module '../../vocabulary/types.js' {
  interface PaymentOptionSettings {
    /** Venmo: on unless `false` (when the gateway takes it); `{allowNewBrowserTab, …}` configures it. */
    venmo: boolean | VenmoOptions;
  }
  interface PaymentMethodTypes {
    VenmoAccount: true;
  }
}

/** A Venmo account: listed by its username; saved ones are never listed. */
const venmoAccount = {
  type: 'VenmoAccount',
  analyticsKind: 'venmo',
  sourceKey: 'Venmo',
  neverListedWhenSaved: true,
  identifier: 'username',
} as const satisfies PaymentMethodTypeDefinition<'VenmoAccount'>;

/**
 * Venmo: the shopper pays with Venmo's own button (the app, or the desktop approval page with
 * `venmo.allowDesktop`); `requestPaymentMethod` on its sheet says so. Whether this browser can use
 * Venmo is braintree-web's own check, answered by the loaded module.
 */
export const venmo = {
  id: 'venmo',
  order: 40,
  settingsValue: 'objectOrBoolean',
  method: venmoAccount,
  updatable: false,
  labelKey: 'Venmo',
  request: 'ownButton',
  ownButtonErrorKey: 'venmoButtonMustBeUsed',
  policyPart: 'Venmo',
  policyHosts: /(^|\.)venmo\.com$/,
  session: { blocksOtherActions: true },
  isConfigured: (options, gateway) => Boolean(options.venmo) && gateway.payWithVenmo,
} as const satisfies PaymentOptionDefinition<'venmo'>;
