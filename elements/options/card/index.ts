import type { PaymentOptionDefinition } from '../option.js';

/**
 * Cards, in braintree-web's hosted fields. Every page that offers cards needs this module at once, so the
 * element also imports it statically (`../eager.ts`): bundlers then keep it in the main chunk and a
 * card-only page downloads nothing more.
 */
export const card = {
  id: 'card',
  methodType: 'CreditCard',
  labelKey: 'Card',
  sheetHeadingKey: 'payWithCard',
  request: 'tokenize',
  isConfigured: (options, gateway) => options.card !== false && gateway.supportedCardTypes.length > 0,
  load: () => import('./card-option.js').then((m) => m.cardModule),
} as const satisfies PaymentOptionDefinition<'card'>;
