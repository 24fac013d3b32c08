import RestrictedInput from 'restricted-input';
import type { NumberFormat } from './card-form.js';
import type { FocusGuard } from './focus-guard.js';
import type { FieldDescription, FormApi, ViewApi } from './frame-hook.js';
import {
  ALLOWED_ATTRIBUTES,
  CARDHOLDER_NAME_MAX_LENGTH,
  DEFAULT_MAX_LENGTHS,
  FIELDS,
  MAX_EXPIRATION_YEAR_AGE,
  type FieldKey,
  type FieldOptions,
} from './protocol.js';
import { BASE_RULES, merchantRules } from './styles.js';

const NUMERIC_FIELDS: ReadonlySet<FieldKey> = new Set([
  'number',
  'cvv',
  'expirationDate',
  'expirationMonth',
  'expirationYear',
]);
const DATE_PATTERN = '{{99}} / {{9999}}';
/** A first digit above 1 can only be a one-digit month: show it as `0M / `. */
const PADDED_DATE_PATTERN = '0{{9}} / {{9999}}';
const DEFAULT_MASK_CHARACTER = '•';
/** Attributes `describe()` reports (never `value`). */
const DESCRIBED_ATTRIBUTES = [
  'id',
  'name',
  'type',
  'inputmode',
  'autocomplete',
  'placeholder',
  'maxlength',
  'disabled',
  'aria-invalid',
  'aria-required',
  'aria-describedby',
];

function numberPattern(format: NumberFormat): string {
  let pattern = '{{';
  for (let i = 0; i < format.length; i++) {
    if (i > 0 && format.gaps.includes(i)) pattern += '}} {{';
    pattern += '9';
  }
  return `${pattern}}}`;
}

function numberMaxLength(format: NumberFormat): number {
  return format.length + format.gaps.filter((gap) => gap > 0 && gap < format.length).length;
}

function datePattern(value: string): string {
  return value === '' || value[0] === '0' || value[0] === '1' ? DATE_PATTERN : PADDED_DATE_PATTERN;
}

/** Computed styles `describe()` reports, to show which merchant styles took effect. */
const DESCRIBED_STYLES = ['color', 'font-size', 'font-family', 'letter-spacing', 'background-image', 'display'];

function computedStyle(element: Element): Record<string, string> {
  const view = element.ownerDocument.defaultView;
  const style = view ? view.getComputedStyle(element) : undefined;
  const result: Record<string, string> = {};
  for (const name of DESCRIBED_STYLES) result[name] = style?.getPropertyValue(name) ?? '';
  return result;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `true`/`false` or their strings; anything else is not a boolean attribute value. */
function booleanValue(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * One hosted field inside its frame: a labelled `<input>` (or `<select>` for split expiration
 * dates with `select`), formatted with restricted-input, styled with the merchant's allowed
 * styles. It reports what the user does to the form and renders the form's verdict.
 */
export class FieldView implements ViewApi {
  private readonly control: HTMLInputElement | HTMLSelectElement;
  private readonly description: HTMLElement;
  private readonly label: HTMLLabelElement;
  private readonly options: FieldOptions;
  private formatter: RestrictedInput | undefined;
  private pattern = '';
  private masked = false;
  private unmaskedText = '';
  private renderedPotentiallyValid: boolean | undefined;

  constructor(
    private readonly field: FieldKey,
    private readonly form: FormApi,
    private readonly doc: Document,
    private readonly focusGuard: FocusGuard,
  ) {
    this.options = form.fieldOptions(field) ?? {};
    this.applyStyles();
    const meta = FIELDS[field];
    const wrapper = doc.createElement('form');
    wrapper.noValidate = true;
    if (form.configuration().preventAutofill) wrapper.setAttribute('autocomplete', 'off');
    wrapper.addEventListener('submit', (event) => event.preventDefault());

    const label = doc.createElement('label');
    label.htmlFor = meta.name;
    label.className = 'bt-visually-hidden';
    label.textContent = typeof this.options.internalLabel === 'string' ? this.options.internalLabel : meta.label;
    this.label = label;

    this.description = doc.createElement('span');
    this.description.id = `${meta.name}-message`;
    this.description.className = 'bt-visually-hidden';
    this.description.setAttribute('aria-live', 'polite');

    this.control = this.isSelect() ? this.buildSelect() : this.buildInput();
    this.control.id = meta.name;
    this.control.name = meta.name;
    this.control.className = field;
    this.control.setAttribute('data-braintree-name', field);
    this.control.setAttribute('aria-describedby', this.description.id);
    this.control.autocomplete = this.autocomplete() as AutoFill;

    wrapper.append(label, this.control, this.description);
    doc.body.replaceChildren(wrapper);
    this.listen();
    this.refresh();
    // Focus the frame got before this control existed lands here.
    focusGuard.attach({ focus: () => this.focus(), isFocused: () => this.doc.activeElement === this.control });
  }

  private isSelect(): boolean {
    return Boolean(this.options.select) && (this.field === 'expirationMonth' || this.field === 'expirationYear');
  }

  private autocomplete(): string {
    return this.form.configuration().preventAutofill ? 'off' : FIELDS[this.field].autocomplete;
  }

  private applyStyles(): void {
    const view = this.doc.defaultView;
    if (!view) return;
    // A constructed sheet: no inline <style>, so the page's CSP needs no 'unsafe-inline'.
    const sheet = new view.CSSStyleSheet();
    for (const rule of [...BASE_RULES, ...merchantRules(this.form.configuration().styles)]) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser cannot parse is skipped, as a stylesheet would.
      }
    }
    this.doc.adoptedStyleSheets = [sheet];
  }

  private maxLength(): number {
    const merchant = this.options.maxlength;
    switch (this.field) {
      case 'number':
        return numberMaxLength(this.form.numberFormat());
      case 'cvv':
        return this.form.cvvMaxLength();
      case 'expirationDate':
        return DATE_PATTERN.replace(/[{}]/g, '').length;
      case 'postalCode':
        return merchant ?? DEFAULT_MAX_LENGTHS.postalCode;
      case 'cardholderName':
        return CARDHOLDER_NAME_MAX_LENGTH;
      case 'expirationMonth':
        return DEFAULT_MAX_LENGTHS.expirationMonth;
      case 'expirationYear':
        return DEFAULT_MAX_LENGTHS.expirationYear;
    }
  }

  private patternFor(value: string): string | undefined {
    if (this.options.formatInput === false) return undefined;
    switch (this.field) {
      case 'number':
        return numberPattern(this.form.numberFormat());
      case 'expirationDate':
        return datePattern(value);
      case 'cvv':
        return '{{9999}}';
      case 'expirationMonth':
        return '{{99}}';
      case 'expirationYear':
        return '{{9999}}';
      default:
        return undefined;
    }
  }

  private buildInput(): HTMLInputElement {
    const input = this.doc.createElement('input');
    input.type = typeof this.options.type === 'string' && this.options.type !== '' ? this.options.type : 'text';
    if (NUMERIC_FIELDS.has(this.field)) input.inputMode = 'numeric';
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('autocapitalize', 'none');
    input.spellcheck = false;
    input.maxLength = this.maxLength();
    if (typeof this.options.placeholder === 'string') input.placeholder = this.options.placeholder;
    const value = this.form.value(this.field);
    input.value = value;
    const pattern = this.patternFor(value);
    if (pattern !== undefined) {
      this.pattern = pattern;
      this.formatter = new RestrictedInput({ element: input, pattern });
    }
    return input;
  }

  private buildSelect(): HTMLSelectElement {
    const select = this.doc.createElement('select');
    if (typeof this.options.placeholder === 'string') {
      select.append(this.placeholderOption(this.options.placeholder));
    }
    if (this.field === 'expirationMonth') {
      const names = typeof this.options.select === 'object' ? this.options.select.options : undefined;
      const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        const custom = Array.isArray(names) ? names[month - 1] : undefined;
        const text =
          typeof custom === 'string'
            ? custom
            : `${pad2(month)} - ${monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}`;
        select.append(new Option(text, pad2(month)));
      }
    } else {
      const first = new Date().getFullYear();
      for (let year = first; year <= first + MAX_EXPIRATION_YEAR_AGE; year++) {
        select.append(new Option(String(year), String(year)));
      }
    }
    const value = this.form.value(this.field);
    select.value = this.field === 'expirationMonth' && /^\d$/.test(value) ? `0${value}` : value;
    return select;
  }

  private placeholderOption(text: string): HTMLOptionElement {
    const option = new Option(text, '', true, true);
    option.disabled = true;
    option.dataset.placeholder = 'true';
    return option;
  }

  private readValue(): string {
    if (this.formatter) return this.formatter.getUnformattedValue();
    return this.control.value;
  }

  private listen(): void {
    const control = this.control as HTMLElement;
    control.addEventListener(this.control instanceof HTMLSelectElement ? 'change' : 'input', () => {
      if (this.masked) return;
      this.form.input(this.field, this.readValue());
    });
    // The guard decides when the form hears of focus (see focus-guard.ts).
    control.addEventListener('focus', () => {
      this.unmask();
      this.focusGuard.focused(() => this.form.focusChanged(this.field, true));
    });
    control.addEventListener('blur', () => {
      this.focusGuard.blurred(() => this.form.focusChanged(this.field, false));
      this.mask();
    });
    control.addEventListener('keydown', (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.isComposing) this.form.submitRequested(this.field);
    });
    if (this.field === 'expirationDate') {
      // "1" then "/" means January: the formatter drops the slash, so pad the month here.
      control.addEventListener('keyup', (event: KeyboardEvent) => {
        if (event.key === '/' && this.readValue() === '1') {
          this.setControlValue('01');
          this.form.input(this.field, '01');
        }
      });
    }
  }

  private maskCharacter(): string | undefined {
    const mask = this.options.maskInput;
    if (!mask || this.control instanceof HTMLSelectElement) return undefined;
    const character = typeof mask === 'object' && typeof mask.character === 'string' ? mask.character : '';
    return character !== '' ? character : DEFAULT_MASK_CHARACTER;
  }

  /** While the field is blurred, `maskInput` hides its value behind mask characters. */
  private mask(): void {
    const character = this.maskCharacter();
    if (character === undefined || this.masked || this.control.value === '') return;
    const text = this.control.value;
    const mask = this.options.maskInput;
    const showLastFour = typeof mask === 'object' && mask.showLastFour === true;
    let masked = text.replace(/[^\s/]/g, character);
    if (this.field === 'number' && showLastFour && this.form.state('number').isValid) {
      const keep = text.replace(/\D/g, '').slice(-4);
      masked = masked.slice(0, masked.length - keep.length) + keep;
    }
    this.unmaskedText = text;
    this.masked = true;
    this.control.value = masked;
  }

  private unmask(): void {
    if (!this.masked) return;
    this.masked = false;
    this.control.value = this.unmaskedText;
    this.unmaskedText = '';
  }

  /** Puts a value in the control as if typed: formatted by the current pattern. */
  private setControlValue(raw: string): void {
    this.masked = false;
    this.unmaskedText = '';
    this.control.value = raw;
    if (this.formatter) {
      this.formatter.strategy.isFormatted = false;
      this.pattern = this.patternFor(raw) ?? this.pattern;
      this.formatter.setPattern(this.pattern);
    }
  }

  refresh(): void {
    const state = this.form.state(this.field);
    const control = this.control;
    control.classList.toggle('valid', state.isValid);
    control.classList.toggle('invalid', !state.isPotentiallyValid);
    // Only on a change, so a merchant's own aria-invalid stays until the verdict changes.
    if (this.renderedPotentiallyValid !== state.isPotentiallyValid) {
      this.renderedPotentiallyValid = state.isPotentiallyValid;
      control.setAttribute('aria-invalid', String(!state.isPotentiallyValid));
    }
    if (!(control instanceof HTMLInputElement)) return;
    control.maxLength = this.maxLength();
    if (!this.formatter || this.masked) return;
    const pattern = this.patternFor(this.readValue());
    if (pattern !== undefined && pattern !== this.pattern) {
      this.pattern = pattern;
      this.formatter.setPattern(pattern);
    }
  }

  focus(): void {
    this.control.focus();
  }

  clear(): void {
    this.setControlValue('');
    if (this.control instanceof HTMLSelectElement) {
      const placeholder = this.control.querySelector('option[data-placeholder]');
      this.control.value = '';
      if (placeholder instanceof HTMLOptionElement) placeholder.selected = true;
    }
    this.form.input(this.field, '');
  }

  setAttribute(attribute: unknown, value: unknown): void {
    if (typeof attribute !== 'string') return;
    const kind = ALLOWED_ATTRIBUTES[attribute];
    if (kind === 'boolean') {
      const on = booleanValue(value);
      if (on === undefined) return;
      if (attribute === 'disabled') this.control.disabled = on;
      else this.control.setAttribute(attribute, String(on));
    } else if (kind === 'string' && typeof value === 'string') {
      this.setPlaceholder(value);
    }
  }

  removeAttribute(attribute: unknown): void {
    if (typeof attribute !== 'string' || !ALLOWED_ATTRIBUTES[attribute]) return;
    if (attribute === 'disabled') this.control.disabled = false;
    else if (attribute === 'placeholder') this.setPlaceholder(undefined);
    else this.control.removeAttribute(attribute);
  }

  private setPlaceholder(text: string | undefined): void {
    const control = this.control;
    if (control instanceof HTMLInputElement) {
      if (text === undefined) control.removeAttribute('placeholder');
      else control.placeholder = text;
      return;
    }
    const existing = control.querySelector('option[data-placeholder]');
    if (existing) existing.textContent = text ?? '';
    else if (text !== undefined) control.prepend(this.placeholderOption(text));
    if (control.value === '' && text !== undefined) control.selectedIndex = 0;
  }

  setMessage(message: unknown): void {
    this.description.textContent = typeof message === 'string' ? message : '';
  }

  addClass(classname: unknown): void {
    if (typeof classname !== 'string') return;
    for (const name of classname.split(/\s+/).filter(Boolean)) this.control.classList.add(name);
  }

  removeClass(classname: unknown): void {
    if (typeof classname !== 'string') return;
    for (const name of classname.split(/\s+/).filter(Boolean)) this.control.classList.remove(name);
  }

  setMonthOptions(texts: unknown): void {
    if (!(this.control instanceof HTMLSelectElement) || this.field !== 'expirationMonth' || !Array.isArray(texts))
      return;
    const months = Array.from(this.control.options).filter((option) => !option.dataset.placeholder);
    months.forEach((option, index) => {
      const text: unknown = texts[index];
      if (typeof text === 'string') option.textContent = text;
    });
  }

  describe(): FieldDescription {
    const control = this.control;
    const attributes: Record<string, string | null> = {};
    for (const name of DESCRIBED_ATTRIBUTES) attributes[name] = control.getAttribute(name);
    const description: FieldDescription = {
      field: this.field,
      tag: control.tagName.toLowerCase(),
      attributes,
      classes: Array.from(control.classList),
      label: this.label.textContent ?? '',
      message: this.description.textContent ?? '',
      focused: this.doc.activeElement === control && this.doc.hasFocus(),
      masked: this.masked,
      computedStyle: computedStyle(control),
    };
    if (control instanceof HTMLSelectElement) description.options = Array.from(control.options, (o) => o.text);
    return description;
  }
}
