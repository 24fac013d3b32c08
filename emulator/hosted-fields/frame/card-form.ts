import cardValidator from 'card-validator';
import {
  DEFAULT_BIN_LENGTH,
  MAX_EXPIRATION_YEAR_AGE,
  isFieldKey,
  type CardSummary,
  type FieldKey,
  type FieldOptions,
  type FieldState,
  type InputEventData,
  type InputEventType,
  type MerchantConfiguration,
} from './protocol.js';

/** One brand as `credit-card-type` describes it. */
interface CardType {
  niceType: string;
  type: string;
  gaps: number[];
  lengths: number[];
  code: { name: string; size: number };
}

/**
 * card-validator re-exports `credit-card-type` as a namespace object; the callable is its
 * `default` once a bundler or Node's interop has wrapped it.
 */
const detectCardTypes: (number: string) => CardType[] = (() => {
  const exported = cardValidator.creditCardType as unknown as { default?: unknown };
  const fn = typeof exported === 'function' ? exported : exported.default;
  if (typeof fn !== 'function') throw new Error('card-validator does not expose credit-card-type');
  return fn as (number: string) => CardType[];
})();

/** What the frames must tell the outer side after a change, in order. */
export type FormEvent =
  | { kind: 'input'; field: FieldKey; type: InputEventType }
  | { kind: 'binAvailable'; bin: string }
  | { kind: 'entryBegun' };

/** How the number field formats: digit groups start at `gaps`, at most `length` digits. */
export interface NumberFormat {
  gaps: number[];
  length: number;
}

/** The card data of a tokenization, taken from the fields. */
export interface CardData {
  number?: string;
  cvv?: string;
  expirationMonth?: string;
  expirationYear?: string;
  postalCode?: string;
  cardholderName?: string;
}

interface FieldRecord extends FieldState {
  value: string;
}

const UNKNOWN_NUMBER_FORMAT: NumberFormat = { gaps: [4, 8, 12], length: 19 };

/** braintree-web still calls Mastercard `master-card` in its `cards`. */
function publicCardType(type: string): string {
  return type === 'mastercard' ? 'master-card' : type;
}

/** `American Express`, `american-express`, `americanexpress` → one key. */
export function normalizeBrand(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Digits only: what a card number or a formatted date carries. */
export function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Splits an expiration date as typed (`1230`, `12 / 2030`, `330` for "03 / 30") into month and
 * year. A first digit above 1 is a one-digit month, as the frame's formatter pads it.
 */
export function splitExpirationDate(value: string): { month: string; year: string } {
  const date = value.replace(/[\s/-]/g, '');
  if (date === '') return { month: '', year: '' };
  if (date[0] === '0' || date[0] === '1') return { month: date.slice(0, 2), year: date.slice(2) };
  return { month: `0${date[0]}`, year: date.slice(1) };
}

/** Two-digit years are this century's; the gateway stores four digits. */
export function fullYear(year: string, now: Date): string {
  if (year.length !== 2) return year;
  return `${String(now.getFullYear()).slice(0, 2)}${year}`;
}

function sameCards(a: readonly CardType[], b: readonly CardType[]): boolean {
  return a.length === b.length && a.every((card, i) => card.type === b[i]!.type);
}

/**
 * The state of one hosted-fields form: every field's value and validity, and the possible card
 * brands. Pure: it never touches the DOM or the bus; each change returns the events to send.
 */
export class CardForm {
  readonly keys: readonly FieldKey[];
  private readonly options: Partial<Record<FieldKey, FieldOptions>>;
  private readonly records = new Map<FieldKey, FieldRecord>();
  private readonly binLength: number;
  private cards: CardType[];
  private supportedBrands: Set<string> | undefined;
  private enforceSupportedBrands = false;
  private entryBegun = false;

  constructor(
    configuration: MerchantConfiguration,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.options = configuration.fields ?? {};
    this.keys = Object.keys(this.options).filter(isFieldKey);
    this.binLength = configuration.binVerificationLength === 8 ? 8 : DEFAULT_BIN_LENGTH;
    this.cards = detectCardTypes('');
    for (const key of this.keys) {
      this.records.set(key, { value: '', isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false });
    }
  }

  /**
   * Puts the initial values in: `prefill`, and the current month and year of selects without a
   * placeholder. Returns the events that tell the outer page (whose state starts empty).
   */
  fillInitialValues(): FormEvent[] {
    const events: FormEvent[] = [];
    for (const key of this.keys) {
      const initial = this.initialValue(key);
      if (initial !== '') events.push(...this.setValue(key, initial));
    }
    // Nothing was typed: the customer has not begun.
    this.entryBegun = false;
    return events.filter((event) => event.kind !== 'entryBegun');
  }

  /** A select without a placeholder starts on the current month or year (and is then valid). */
  private initialValue(key: FieldKey): string {
    const options = this.options[key] ?? {};
    if (typeof options.prefill === 'string' && options.prefill !== '') {
      return key === 'number' ? digits(options.prefill) : options.prefill;
    }
    if (options.select && options.placeholder == null) {
      const now = this.now();
      if (key === 'expirationMonth') return String(now.getMonth() + 1).padStart(2, '0');
      if (key === 'expirationYear') return String(now.getFullYear());
    }
    return '';
  }

  fieldOptions(key: FieldKey): FieldOptions {
    return this.options[key] ?? {};
  }

  has(key: FieldKey): boolean {
    return this.records.has(key);
  }

  value(key: FieldKey): string {
    return this.records.get(key)?.value ?? '';
  }

  state(key: FieldKey): FieldState {
    const { isEmpty, isValid, isPotentiallyValid, isFocused } = this.record(key);
    return { isEmpty, isValid, isPotentiallyValid, isFocused };
  }

  private record(key: FieldKey): FieldRecord {
    const record = this.records.get(key);
    if (!record) throw new Error(`The form has no ${key} field.`);
    return record;
  }

  /** A field's value changed (unformatted: digits for the number, as typed otherwise). */
  setValue(key: FieldKey, rawValue: string): FormEvent[] {
    const record = this.records.get(key);
    if (!record) return [];
    const value = key === 'number' ? digits(rawValue) : rawValue;
    if (value === record.value) return [];
    const events: FormEvent[] = [];
    const oldValue = record.value;
    record.value = value;
    if (!this.entryBegun && value !== '') {
      this.entryBegun = true;
      events.push({ kind: 'entryBegun' });
    }
    const isEmpty = value === '';
    if (isEmpty !== record.isEmpty) {
      record.isEmpty = isEmpty;
      events.push({ kind: 'input', field: key, type: isEmpty ? 'empty' : 'notEmpty' });
    }
    events.push(...this.validate(key));
    if (key === 'number') {
      const cards = detectCardTypes(value);
      if (!sameCards(cards, this.cards)) {
        this.cards = cards;
        events.push({ kind: 'input', field: 'number', type: 'cardTypeChange' });
        events.push(...this.validate('cvv'));
      }
      const bin = value.slice(0, this.binLength);
      if (bin.length === this.binLength && bin !== oldValue.slice(0, this.binLength)) {
        events.push({ kind: 'binAvailable', bin });
      }
    }
    return events;
  }

  setFocused(key: FieldKey, focused: boolean): FormEvent[] {
    const record = this.records.get(key);
    if (!record || record.isFocused === focused) return [];
    const events: FormEvent[] = [];
    if (focused) {
      // Focus moved here before the other frame reported its blur.
      for (const [other, otherRecord] of this.records) {
        if (other !== key && otherRecord.isFocused) {
          otherRecord.isFocused = false;
          events.push({ kind: 'input', field: other, type: 'blur' });
        }
      }
    }
    record.isFocused = focused;
    events.push({ kind: 'input', field: key, type: focused ? 'focus' : 'blur' });
    return events;
  }

  submitRequested(key: FieldKey): FormEvent[] {
    return this.has(key) ? [{ kind: 'input', field: key, type: 'inputSubmitRequest' }] : [];
  }

  /**
   * The brands the gateway accepts (its `supportedCardTypes`), changed by the merchant's
   * `supportedCardBrands`. A number of another brand is invalid only when the merchant asked
   * for that (`supportedCardBrands` or `rejectUnsupportedCards`), as braintree-web does.
   */
  setSupportedCardTypes(gatewayTypes: readonly string[] | undefined): FormEvent[] {
    const numberOptions = this.options.number ?? {};
    const brands = new Set((gatewayTypes ?? []).map(normalizeBrand));
    for (const [brand, enabled] of Object.entries(numberOptions.supportedCardBrands ?? {})) {
      if (enabled) brands.add(normalizeBrand(brand));
      else brands.delete(normalizeBrand(brand));
    }
    this.supportedBrands = gatewayTypes || numberOptions.supportedCardBrands ? brands : undefined;
    this.enforceSupportedBrands = Boolean(numberOptions.supportedCardBrands || numberOptions.rejectUnsupportedCards);
    return this.validate('number');
  }

  private isSupported(card: CardType): boolean {
    return !this.supportedBrands || this.supportedBrands.has(normalizeBrand(card.type));
  }

  /** Recomputes a field's validity; returns validityChange events for what changed. */
  private validate(key: FieldKey): FormEvent[] {
    if (key === 'expirationMonth' || key === 'expirationYear') return this.validateSplitDate();
    const record = this.records.get(key);
    if (!record) return [];
    const result = this.verify(key, record.value);
    return this.apply(key, result);
  }

  private apply(key: FieldKey, result: { isValid: boolean; isPotentiallyValid: boolean }): FormEvent[] {
    const record = this.records.get(key);
    if (!record) return [];
    if (record.isValid === result.isValid && record.isPotentiallyValid === result.isPotentiallyValid) return [];
    record.isValid = result.isValid;
    record.isPotentiallyValid = result.isPotentiallyValid;
    return [{ kind: 'input', field: key, type: 'validityChange' }];
  }

  private verify(key: FieldKey, value: string): { isValid: boolean; isPotentiallyValid: boolean } {
    const options = this.fieldOptions(key);
    switch (key) {
      case 'number': {
        const result = cardValidator.number(value, {
          luhnValidateUnionPay: true,
          ...(options.maxCardLength ? { maxLength: options.maxCardLength } : {}),
        });
        const card = result.card;
        if (card && this.enforceSupportedBrands && !this.isSupported(card)) {
          return { isValid: false, isPotentiallyValid: false };
        }
        return { isValid: result.isValid, isPotentiallyValid: result.isPotentiallyValid };
      }
      case 'cvv':
        return cardValidator.cvv(value, this.cvvLengths());
      case 'expirationDate': {
        const { month, year } = splitExpirationDate(value);
        return cardValidator.expirationDate({ month, year }, MAX_EXPIRATION_YEAR_AGE);
      }
      case 'postalCode':
        return cardValidator.postalCode(value, options.minlength ? { minLength: options.minlength } : {});
      case 'cardholderName':
        return cardValidator.cardholderName(value);
      case 'expirationMonth':
        return cardValidator.expirationMonth(value);
      case 'expirationYear':
        return cardValidator.expirationYear(value, MAX_EXPIRATION_YEAR_AGE);
    }
  }

  /** Month and year are valid together: December of this year is, January of it may not be. */
  private validateSplitDate(): FormEvent[] {
    const month = this.value('expirationMonth');
    const year = this.value('expirationYear');
    const monthResult = cardValidator.expirationMonth(month);
    const yearResult = cardValidator.expirationYear(year, MAX_EXPIRATION_YEAR_AGE);
    if (this.has('expirationMonth') && this.has('expirationYear') && monthResult.isValid && yearResult.isValid) {
      const both = cardValidator.expirationDate({ month, year }, MAX_EXPIRATION_YEAR_AGE);
      return [...this.apply('expirationMonth', both), ...this.apply('expirationYear', both)];
    }
    return [...this.apply('expirationMonth', monthResult), ...this.apply('expirationYear', yearResult)];
  }

  /** Accepted CVV lengths: the possible brands' code sizes (Amex 4), or 3 and 4 when unknown. */
  cvvLengths(): number[] {
    const options = this.fieldOptions('cvv');
    if (!this.has('number')) return options.minlength ? [options.minlength] : [3, 4];
    const sizes = [...new Set(this.cards.map((card) => card.code.size))];
    return sizes.length > 0 ? sizes : [3, 4];
  }

  /** The CVV input's maxlength: the merchant's, else the longest accepted code. */
  cvvMaxLength(): number {
    const merchant = this.fieldOptions('cvv').maxlength;
    return merchant ?? Math.max(...this.cvvLengths());
  }

  /** Digit groups and length for the number field, once the brand is known. */
  numberFormat(): NumberFormat {
    const maxCardLength = this.fieldOptions('number').maxCardLength;
    const card = this.cards.length === 1 ? this.cards[0] : undefined;
    const format = card ? { gaps: card.gaps, length: Math.max(...card.lengths) } : UNKNOWN_NUMBER_FORMAT;
    return maxCardLength ? { ...format, length: Math.min(format.length, maxCardLength) } : format;
  }

  cardSummaries(): CardSummary[] {
    return this.cards.map((card) => ({
      niceType: card.niceType,
      type: publicCardType(card.type),
      code: { name: card.code.name, size: card.code.size },
      supported: this.isSupported(card),
    }));
  }

  /** INPUT_EVENT data for one event: the whole form's state. */
  inputEvent(field: FieldKey, type: InputEventType): InputEventData {
    const fields: Partial<Record<FieldKey, FieldState>> = {};
    for (const key of this.keys) fields[key] = this.state(key);
    return { type, merchantPayload: { cards: this.cardSummaries(), emittedBy: field, fields } };
  }

  /** The keys a tokenization checks: `fieldsToTokenize` (those configured), else all. */
  keysToTokenize(fieldsToTokenize: unknown): FieldKey[] {
    if (!Array.isArray(fieldsToTokenize)) return [...this.keys];
    return this.keys.filter((key) => fieldsToTokenize.includes(key));
  }

  isEmpty(keys: readonly FieldKey[]): boolean {
    return keys.every((key) => this.value(key) === '');
  }

  invalidKeys(keys: readonly FieldKey[]): FieldKey[] {
    return keys.filter((key) => !this.record(key).isValid);
  }

  /** The card data of the given fields, expiration split into month and four-digit year. */
  cardData(keys: readonly FieldKey[]): CardData {
    const data: CardData = {};
    const now = this.now();
    for (const key of keys) {
      const value = this.value(key);
      if (value === '') continue;
      switch (key) {
        case 'number':
          data.number = value;
          break;
        case 'cvv':
          data.cvv = value;
          break;
        case 'postalCode':
          data.postalCode = value.trim();
          break;
        case 'cardholderName':
          data.cardholderName = value.trim();
          break;
        case 'expirationDate': {
          const { month, year } = splitExpirationDate(value);
          data.expirationMonth = month;
          data.expirationYear = fullYear(year, now);
          break;
        }
        case 'expirationMonth':
          data.expirationMonth = value.padStart(2, '0');
          break;
        case 'expirationYear':
          data.expirationYear = fullYear(value, now);
          break;
      }
    }
    return data;
  }
}
