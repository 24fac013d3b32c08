import type { PaymentOptionDefinition } from '../option.js';
import { classifyGooglePayError } from './settings.js';

/**
 * Google Pay: offered when the gateway takes it, the merchant configures it and Google's
 * `isReadyToPay` says yes (answered by the loaded module, which loads Google's script).
 */
export const googlePay = {
  id: 'googlePay',
  settingsValue: 'objectOrFalse',
  methodType: 'AndroidPayCard',
  labelKey: 'Google Pay',
  request: 'none',
  policyPart: 'Google Pay',
  session: { blocksOtherActions: true },
  classifyError: classifyGooglePayError,
  isConfigured: (options, gateway) => Boolean(options.googlePay) && gateway.androidPay,
  load: () => import('./google-pay-option.js').then((m) => m.googlePayModule),
} as const satisfies PaymentOptionDefinition<'googlePay'>;
