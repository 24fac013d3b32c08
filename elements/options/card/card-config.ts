/**
 * What the card sheet needs before the shopper types: its configuration, read once from the merchant's card options
 * and the gateway (which fields show, the brand icons, the save-card checkbox), the placeholders the frames are made
 * with, and the key of a field's message (a form-associated widget's validation message names the first field's
 * empty one from ready on). The rules that react to the shopper and validate the form (./card-form.ts) load once the
 * widget is ready; card-form.ts re-exports these.
 */
import {
  CARD_ICON_ORDER,
  CARD_NUMBER_PLACEHOLDER_GROUPS,
  GATEWAY_CARD_TYPE_BY_HOSTED_TYPE,
  HIDDEN_CARD_ICONS,
} from '../../vocabulary/constants.js';
import { maskCharacter } from '../../i18n/locale.js';
import type { CardOptions, GatewayFacts, HostedCardType, HostedFieldName } from '../../vocabulary/types.js';

/** One hosted field's state, as hosted fields reports it. */
export interface FieldState {
  readonly isEmpty: boolean;
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
  readonly isFocused?: boolean;
}

/** A card candidate hosted fields reports for the number typed so far. */
export interface CardCandidate {
  readonly type: string;
}

/** The form's state: each shown field, and the number's candidate brands. */
export interface CardFormState {
  readonly fields: Readonly<Partial<Record<HostedFieldName, FieldState>>>;
  readonly cards: readonly CardCandidate[];
}

/** Everything the card sheet needs to know about its configuration, computed once. */
export interface CardFormConfig {
  /** Fields shown, in display order. */
  readonly fields: readonly HostedFieldName[];
  readonly hasCardholderName: boolean;
  readonly cardholderNameRequired: boolean;
  readonly hasCvv: boolean;
  readonly hasPostalCode: boolean;
  /** Gateway names of the accepted brands. */
  readonly supportedCardTypes: readonly string[];
  readonly isGuestCheckout: boolean;
  /** Save-card checkbox: shown only to customers when the merchant allows the override. */
  readonly saveCard: { readonly visible: boolean; readonly initiallyChecked: boolean };
  /** Brand icons in the sheet header. */
  readonly icons: readonly HostedCardType[];
  /** The merchant set a CVV placeholder, so brand changes must not replace it. */
  readonly customCvvPlaceholder: boolean;
  readonly clearFieldsAfterTokenization: boolean;
  /** The field focused when the sheet opens. */
  readonly firstField: 'cardholderName' | 'number';
}

const FIELD_ORDER: readonly HostedFieldName[] = ['cardholderName', 'number', 'expirationDate', 'cvv', 'postalCode'];

/** Merchant brand keys for `supportedCardBrands` also come spelled as in credit-card-type. */
const BRAND_KEY_ALIASES: Readonly<Record<string, HostedCardType>> = {
  mastercard: 'master-card',
  'union-pay': 'unionpay',
};

function brandKey(key: string): string {
  return BRAND_KEY_ALIASES[key] ?? key;
}

/**
 * The sheet's configuration: CVV and postal code only when the gateway challenges them (and not removed by an
 * override of null), cardholder name when configured, icons for supported brands minus the never-shown ones.
 */
export function cardFormConfig(
  card: CardOptions | null | undefined,
  gateway: Pick<GatewayFacts, 'challenges' | 'supportedCardTypes'>,
  isGuestCheckout: boolean,
): CardFormConfig {
  const options: CardOptions = card ?? {};
  const overrides = options.overrides?.fields;
  const hasCardholderName = Boolean(options.cardholderName);
  const cardholderNameRequired =
    typeof options.cardholderName === 'object' && options.cardholderName !== null
      ? options.cardholderName.required === true
      : false;
  const hasCvv = gateway.challenges.includes('cvv') && overrides?.cvv !== null;
  const hasPostalCode = gateway.challenges.includes('postal_code') && overrides?.postalCode !== null;
  const shown: Record<HostedFieldName, boolean> = {
    cardholderName: hasCardholderName,
    number: true,
    expirationDate: true,
    cvv: hasCvv,
    postalCode: hasPostalCode,
  };
  const merchantBrands = overrides?.number?.supportedCardBrands ?? {};
  const disabledBrands = new Set(
    Object.entries(merchantBrands)
      .filter(([, allowed]) => allowed === false)
      .map(([key]) => brandKey(key)),
  );
  const icons = CARD_ICON_ORDER.filter(
    (icon) =>
      !HIDDEN_CARD_ICONS.includes(icon) &&
      !disabledBrands.has(icon) &&
      gateway.supportedCardTypes.includes(GATEWAY_CARD_TYPE_BY_HOSTED_TYPE[icon]),
  );
  return {
    fields: FIELD_ORDER.filter((field) => shown[field]),
    hasCardholderName,
    cardholderNameRequired,
    hasCvv,
    hasPostalCode,
    supportedCardTypes: [...gateway.supportedCardTypes],
    isGuestCheckout,
    saveCard: {
      visible: !isGuestCheckout && options.vault?.allowVaultCardOverride === true,
      initiallyChecked: options.vault?.vaultCard !== false,
    },
    icons,
    customCvvPlaceholder: overrides?.cvv !== null && overrides?.cvv?.placeholder !== undefined,
    clearFieldsAfterTokenization: options.clearFieldsAfterTokenization !== false,
    firstField: hasCardholderName ? 'cardholderName' : 'number',
  };
}

/** The styles braintree-web's card frames take: per selector, CSS properties, or a class name. */
export type CardFrameStyles = Record<string, Record<string, string> | string>;

/**
 * The card frames' styles: ours (the widget's colours and font), with the merchant's `card.overrides.styles` laid
 * over them selector by selector, as Drop-in does. A selector's properties are added to ours, so `{input: {color}}`
 * keeps our font (property names may be camelCase; the frames read CSS's hyphenated names); a string (a class name)
 * replaces the selector's styles; `null` removes the selector. The merchant's objects are not changed.
 */
export function cardFrameStyles(
  ours: Readonly<Record<string, Readonly<Record<string, string>>>>,
  overrides: NonNullable<CardOptions['overrides']>['styles'],
): CardFrameStyles {
  const styles: CardFrameStyles = Object.fromEntries(Object.entries(ours).map(([key, value]) => [key, { ...value }]));
  for (const [selector, value] of Object.entries(overrides ?? {})) {
    if (value === null) delete styles[selector];
    else if (typeof value === 'string') styles[selector] = value;
    else if (typeof value === 'object') {
      const merged = typeof styles[selector] === 'object' ? styles[selector] : {};
      for (const [name, property] of Object.entries(value)) {
        merged[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)] = property;
      }
      styles[selector] = merged;
    }
  }
  return styles;
}

/** A placeholder of `count` mask characters for the page's charset. */
export function maskPlaceholder(count: number, charset: string | null | undefined): string {
  return maskCharacter(charset).repeat(count);
}

/** The number placeholder: four groups of four mask characters. */
export function cardNumberPlaceholder(charset: string | null | undefined): string {
  const group = maskPlaceholder(4, charset);
  return Array.from({ length: CARD_NUMBER_PLACEHOLDER_GROUPS }, () => group).join(' ');
}

function capitalize(field: HostedFieldName): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/** Translation key of a field's empty or invalid message, e.g. fieldEmptyForNumber. */
export function fieldMessageKey(field: HostedFieldName, problem: 'empty' | 'invalid'): string {
  return `${problem === 'empty' ? 'fieldEmptyFor' : 'fieldInvalidFor'}${capitalize(field)}`;
}
