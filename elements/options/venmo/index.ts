import { ERROR_KEYS } from '../../model/messages.js';
import type { PaymentOptionDefinition } from '../option.js';
import { classifyVenmoError } from './settings.js';

/**
 * Venmo: the shopper pays with Venmo's own button (the app, or the desktop approval page with
 * `venmo.allowDesktop`); `requestPaymentMethod` on its sheet says so. Whether this browser can use
 * Venmo is braintree-web's own check, answered by the loaded module.
 */
export const venmo = {
  id: 'venmo',
  settingsValue: 'objectOrBoolean',
  methodType: 'VenmoAccount',
  labelKey: 'Venmo',
  request: 'ownButton',
  ownButtonErrorKey: ERROR_KEYS.venmoButtonMustBeUsed,
  policyPart: 'Venmo',
  session: { blocksOtherActions: true },
  classifyError: classifyVenmoError,
  isConfigured: (options, gateway) => Boolean(options.venmo) && gateway.payWithVenmo,
  load: () => import('./venmo-option.js').then((m) => m.venmoModule),
} as const satisfies PaymentOptionDefinition<'venmo'>;
