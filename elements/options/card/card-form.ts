/**
 * The card sheet's rules, pure and table-tested: what each field's error is on blur and on submit, what is
 * tokenized, the CVV presentation; its configuration (which fields show, the save-card checkbox, the brand icons) is
 * ./card-config.ts, re-exported here. Field states are hosted-fields state objects, passed in as data; the card
 * sheet's typing half (./card-typing.ts) applies the decisions to the frames.
 */
import {
  AMEX_CVV_DIGITS,
  BLUR_EMPTY_RECHECK_MS,
  CARDHOLDER_NAME_MAX_LENGTH,
  CVV_DIGITS,
  GATEWAY_CARD_TYPE_BY_HOSTED_TYPE,
} from '../../vocabulary/constants.js';
import { assertNever } from '../../vocabulary/assert-never.js';
import { ERROR_KEYS } from '../../vocabulary/messages.js';
import type { HostedCardType, HostedFieldName, PaymentMethod } from '../../vocabulary/types.js';
import {
  fieldMessageKey,
  type CardCandidate,
  type CardFormConfig,
  type CardFormState,
  type FieldState,
} from './card-config.js';

export {
  cardFormConfig,
  cardNumberPlaceholder,
  fieldMessageKey,
  maskPlaceholder,
  type CardCandidate,
  type CardFormConfig,
  type CardFormState,
  type FieldState,
} from './card-config.js';

/** Whether the gateway accepts a hosted-fields brand. */
export function isCardTypeSupported(type: string | undefined, supportedCardTypes: readonly string[]): boolean {
  if (type === undefined || !Object.prototype.hasOwnProperty.call(GATEWAY_CARD_TYPE_BY_HOSTED_TYPE, type)) {
    return false;
  }
  return supportedCardTypes.includes(GATEWAY_CARD_TYPE_BY_HOSTED_TYPE[type as HostedCardType]);
}

/** Result of validating the whole form on submit. */
export interface CardFormValidation {
  readonly valid: boolean;
  /** Message key per field in error; fields absent here have no error. */
  readonly errors: Readonly<Partial<Record<HostedFieldName, string>>>;
}

/**
 * Submit-time validation: an empty field is an error (the cardholder name only when required), an invalid field is
 * an error, and a valid number of a brand the gateway does not accept is the unsupported-card error.
 */
export function validateCardForm(state: CardFormState, config: CardFormConfig): CardFormValidation {
  const errors: Partial<Record<HostedFieldName, string>> = {};
  for (const field of config.fields) {
    const fieldState = state.fields[field];
    if (fieldState === undefined) {
      continue;
    }
    if (fieldState.isEmpty) {
      if (field !== 'cardholderName' || config.cardholderNameRequired) {
        errors[field] = fieldMessageKey(field, 'empty');
      }
    } else if (!fieldState.isValid) {
      errors[field] = fieldMessageKey(field, 'invalid');
    }
  }
  if (state.fields.number?.isValid && !isCardTypeSupported(state.cards[0]?.type, config.supportedCardTypes)) {
    errors.number = ERROR_KEYS.unsupportedCardType;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** What to do with one field's error message. */
export type FieldErrorDecision =
  { readonly kind: 'show'; readonly key: string } | { readonly kind: 'hide' } | { readonly kind: 'keep' };

const KEEP: FieldErrorDecision = { kind: 'keep' };
const HIDE: FieldErrorDecision = { kind: 'hide' };

/** Whether the card sheet can produce a payment method now (drives the requestable flag). */
export function isCardFormComplete(state: CardFormState, config: CardFormConfig): boolean {
  return validateCardForm(state, config).valid;
}

/** Focus facts at the moment of a blur. */
export interface BlurFacts {
  /** Focus moved into another hosted field (an empty error is shown only then, not when leaving the form). */
  readonly focusInHostedField: boolean;
}

function shouldShowEmpty(field: HostedFieldName, fieldState: FieldState, config: CardFormConfig, facts: BlurFacts) {
  if (!fieldState.isEmpty) {
    return false;
  }
  if (field === 'cardholderName' && !config.cardholderNameRequired) {
    return false;
  }
  return facts.focusInHostedField;
}

/** A blur's decision, plus when to run `decideFieldErrorOnBlurRecheck`. */
export interface BlurDecision {
  readonly decision: FieldErrorDecision;
  readonly recheckAfterMs: number;
}

/**
 * On blur: a potentially valid field with something typed loses its error; an empty field shows its empty
 * message if focus stayed in the form, and otherwise keeps what it shows; a non-empty invalid field shows its invalid message; an unsupported brand shows that error.
 */
export function decideFieldErrorOnBlur(
  field: HostedFieldName,
  fieldState: FieldState,
  cards: readonly CardCandidate[],
  config: CardFormConfig,
  facts: BlurFacts,
): BlurDecision {
  // An empty field that must be filled keeps what it shows: a submit's empty message stays when the shopper
  // leaves the field.
  const emptyAndNeeded = fieldState.isEmpty && (field !== 'cardholderName' || config.cardholderNameRequired);
  let decision: FieldErrorDecision = fieldState.isPotentiallyValid && !emptyAndNeeded ? HIDE : KEEP;
  if (shouldShowEmpty(field, fieldState, config, facts)) {
    decision = { kind: 'show', key: fieldMessageKey(field, 'empty') };
  } else if (!fieldState.isEmpty && !fieldState.isValid) {
    decision = { kind: 'show', key: fieldMessageKey(field, 'invalid') };
  } else if (field === 'number' && !isCardTypeSupported(cards[0]?.type, config.supportedCardTypes)) {
    decision = { kind: 'show', key: ERROR_KEYS.unsupportedCardType };
  }
  return { decision, recheckAfterMs: BLUR_EMPTY_RECHECK_MS };
}

/** The delayed second look after a blur: focus from a label click lands late, so the empty check runs again. */
export function decideFieldErrorOnBlurRecheck(
  field: HostedFieldName,
  fieldState: FieldState,
  config: CardFormConfig,
  facts: BlurFacts,
): FieldErrorDecision {
  return shouldShowEmpty(field, fieldState, config, facts)
    ? { kind: 'show', key: fieldMessageKey(field, 'empty') }
    : KEEP;
}

/** Typing into a field clears its error. */
export function decideFieldErrorOnNotEmpty(): FieldErrorDecision {
  return HIDE;
}

/** A validity change: the field's valid styling, and its error hidden once it could become valid. */
export interface ValidityDecision {
  readonly decision: FieldErrorDecision;
  /** Style the field as valid (a number also needs a supported brand). */
  readonly fieldValid: boolean;
}

/** What a validity change does to one field. */
export function decideOnValidityChange(
  field: HostedFieldName,
  fieldState: FieldState,
  cards: readonly CardCandidate[],
  config: CardFormConfig,
): ValidityDecision {
  const fieldValid =
    field === 'number' && cards[0] !== undefined
      ? fieldState.isValid && isCardTypeSupported(cards[0].type, config.supportedCardTypes)
      : fieldState.isValid;
  return { decision: fieldState.isPotentiallyValid ? HIDE : KEEP, fieldValid };
}

/** A brand change on the number field clears a stale unsupported-brand error once the brand is accepted. */
export function decideOnCardTypeChange(
  emittedBy: HostedFieldName,
  cards: readonly CardCandidate[],
  config: CardFormConfig,
): FieldErrorDecision {
  return emittedBy === 'number' && isCardTypeSupported(cards[0]?.type, config.supportedCardTypes) ? HIDE : KEEP;
}

/** How the CVV is presented for the current brand. */
export interface CvvPresentation {
  readonly digits: number;
  readonly labelKey: 'cvvThreeDigitLabelSubheading' | 'cvvFourDigitLabelSubheading';
  /** American Express prints its CID on the front. */
  readonly icon: 'front' | 'back';
}

/** CVV digits, label and icon: 4 on the front for American Express, 3 on the back otherwise or when unknown. */
export function cvvPresentation(cards: readonly CardCandidate[]): CvvPresentation {
  if (cards.length === 1 && cards[0]?.type === 'american-express') {
    return { digits: AMEX_CVV_DIGITS, labelKey: 'cvvFourDigitLabelSubheading', icon: 'front' };
  }
  return { digits: CVV_DIGITS, labelKey: 'cvvThreeDigitLabelSubheading', icon: 'back' };
}

/** The brand icon inside the number field, once exactly one brand matches. */
export function cardNumberBrand(cards: readonly CardCandidate[]): string | null {
  return cards.length === 1 && cards[0] !== undefined ? cards[0].type : null;
}

/** Validity of a cardholder name as the frame page computes it: non-empty and shorter than 256 characters. */
export function cardholderNameState(value: string): FieldState {
  const tooLong = value.length > CARDHOLDER_NAME_MAX_LENGTH;
  return {
    isEmpty: value.length === 0,
    isValid: value.trim().length > 0 && !tooLong,
    isPotentiallyValid: !tooLong,
  };
}

/** Only customers can save a card, and only when the (possibly hidden) checkbox is checked. */
export function shouldVaultCard(config: CardFormConfig, saveCardChecked: boolean): boolean {
  return !config.isGuestCheckout && saveCardChecked;
}

/** Options for hosted fields' `tokenize`. */
export interface CardTokenizeOptions {
  readonly vault: boolean;
  /** Present when an optional, empty cardholder name must be left out. */
  readonly fieldsToTokenize?: readonly HostedFieldName[];
}

/** Outcome of submitting the card sheet. */
export type CardSubmitDecision =
  | {
      readonly kind: 'invalid';
      readonly errors: Readonly<Partial<Record<HostedFieldName, string>>>;
      /** Sheet-level error to report. */
      readonly sheetError: string;
    }
  | { readonly kind: 'tokenize'; readonly options: CardTokenizeOptions };

/** Validates for submit and, when valid, says how to tokenize. */
export function decideCardSubmit(
  state: CardFormState,
  config: CardFormConfig,
  saveCardChecked: boolean,
): CardSubmitDecision {
  const validation = validateCardForm(state, config);
  if (!validation.valid) {
    return { kind: 'invalid', errors: validation.errors, sheetError: ERROR_KEYS.fieldsInvalid };
  }
  const vault = shouldVaultCard(config, saveCardChecked);
  const name = state.fields.cardholderName;
  if (!config.cardholderNameRequired && name !== undefined && name.isEmpty) {
    const fieldsToTokenize = config.fields.filter(
      (field) => field !== 'cardholderName' && state.fields[field] !== undefined,
    );
    return { kind: 'tokenize', options: { vault, fieldsToTokenize } };
  }
  return { kind: 'tokenize', options: { vault } };
}

/** The method a successful tokenization adds: marked vaulted when the card was saved. */
export function tokenizedCardMethod(payload: PaymentMethod, vaulted: boolean): PaymentMethod {
  return vaulted ? { ...payload, vaulted: true } : payload;
}

/** Phases of the card sheet during a submit. */
export type CardSheetPhase = 'idle' | 'validating' | 'tokenizing' | 'tokenized';

/** What happens to the card sheet during a submit. */
export type CardSheetEvent =
  | { readonly type: 'submit' }
  | { readonly type: 'validated'; readonly valid: boolean }
  | { readonly type: 'tokenizeSucceeded' }
  | { readonly type: 'tokenizeFailed' }
  /** The sheet's transition finished and the method was handed over. */
  | { readonly type: 'settled' };

/**
 * validating → tokenizing → tokenized → idle; a failed validation or tokenization returns to idle. Events that do
 * not fit the phase are ignored, so a double submit cannot tokenize twice.
 */
export function nextCardSheetPhase(phase: CardSheetPhase, event: CardSheetEvent): CardSheetPhase {
  switch (event.type) {
    case 'submit':
      return phase === 'idle' ? 'validating' : phase;
    case 'validated':
      if (phase !== 'validating') {
        return phase;
      }
      return event.valid ? 'tokenizing' : 'idle';
    case 'tokenizeSucceeded':
      return phase === 'tokenizing' ? 'tokenized' : phase;
    case 'tokenizeFailed':
      return phase === 'tokenizing' ? 'idle' : phase;
    case 'settled':
      return phase === 'tokenized' ? 'idle' : phase;
    default:
      return assertNever(event);
  }
}

/** After tokenization the fields are cleared unless the merchant keeps them. */
export function shouldClearFieldsAfterTokenization(config: CardFormConfig): boolean {
  return config.clearFieldsAfterTokenization;
}
