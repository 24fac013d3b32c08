import type { CardOptions } from '../../vocabulary/types.js';
import type { PaymentMethodTypeDefinition, PaymentOptionDefinition } from '../../vocabulary/option-definition.js';

declare module '../../vocabulary/types.js' {
  interface PaymentOptionSettings {
    /** `false` disables cards; `{cardholderName, overrides, vault, clearFieldsAfterTokenization}`. */
    card: boolean | CardOptions;
  }
  interface PaymentMethodTypes {
    CreditCard: true;
  }
}

/** A card: "ending in 1234" over its brand (its brand's mark); the delete question names both. */
const creditCard = {
  type: 'CreditCard',
  analyticsKind: 'card',
  sourceKey: 'Card',
  threeDSecure: 'always',
  identifier: 'lastFour',
} as const satisfies PaymentMethodTypeDefinition<'CreditCard'>;

/**
 * Cards, in braintree-web's hosted fields. Every page that offers cards needs this module at once, so the
 * element imports it by name and hands it to its option instances (`bundled`): bundlers keep it in the
 * main chunk (webpack too, which drops an import kept only for its side effects) and a card-only page
 * downloads nothing more before ready (the sheet's typing half follows then). Its `load()` (definitions.ts) is for
 * hosts that do not bundle it.
 */
export const card = {
  id: 'card',
  order: 10,
  settingsValue: 'objectOrBoolean',
  method: creditCard,
  updatable: false,
  labelKey: 'Card',
  sheetHeadingKey: 'payWithCard',
  request: 'tokenize',
  isConfigured: (options, gateway) => options.card !== false && gateway.supportedCardTypes.length > 0,
} as const satisfies PaymentOptionDefinition<'card'>;
