import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cardFormConfig,
  cardNumberBrand,
  cardNumberPlaceholder,
  cardholderNameState,
  cvvPresentation,
  decideCardSubmit,
  decideFieldErrorOnBlur,
  decideFieldErrorOnBlurRecheck,
  decideFieldErrorOnNotEmpty,
  decideOnCardTypeChange,
  decideOnValidityChange,
  fieldMessageKey,
  isCardFormComplete,
  isCardTypeSupported,
  maskPlaceholder,
  nextCardSheetPhase,
  shouldClearFieldsAfterTokenization,
  tokenizedCardMethod,
  validateCardForm,
  type CardFormState,
  type CardSheetEvent,
  type CardSheetPhase,
  type FieldState,
} from '../../../elements/options/card/card-form.js';
import { cardFrameStyles } from '../../../elements/options/card/card-config.js';
import type { CardOptions } from '../../../elements/vocabulary/types.js';

const gateway = {
  challenges: ['cvv', 'postal_code'],
  supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover'],
};
const valid: FieldState = { isEmpty: false, isValid: true, isPotentiallyValid: true };
const empty: FieldState = { isEmpty: true, isValid: false, isPotentiallyValid: true };
const invalid: FieldState = { isEmpty: false, isValid: false, isPotentiallyValid: false };
const partial: FieldState = { isEmpty: false, isValid: false, isPotentiallyValid: true };

function form(overrides: Partial<CardFormState['fields']> = {}, cards = [{ type: 'visa' }]): CardFormState {
  return {
    fields: {
      cardholderName: valid,
      number: valid,
      expirationDate: valid,
      cvv: valid,
      postalCode: valid,
      ...overrides,
    },
    cards,
  };
}

describe('card form configuration', () => {
  const cases: { name: string; card?: CardOptions | null; challenges?: string[]; fields: string[] }[] = [
    {
      name: 'shows CVV and postal code when the gateway challenges them',
      fields: ['number', 'expirationDate', 'cvv', 'postalCode'],
    },
    { name: 'leaves out CVV and postal code without challenges', challenges: [], fields: ['number', 'expirationDate'] },
    {
      name: 'shows only the CVV when only it is challenged',
      challenges: ['cvv'],
      fields: ['number', 'expirationDate', 'cvv'],
    },
    {
      name: 'adds the cardholder name first when configured',
      card: { cardholderName: true },
      fields: ['cardholderName', 'number', 'expirationDate', 'cvv', 'postalCode'],
    },
    {
      name: 'a cvv override of null removes the CVV',
      card: { overrides: { fields: { cvv: null } } },
      fields: ['number', 'expirationDate', 'postalCode'],
    },
    {
      name: 'a postalCode override of null removes the postal code',
      card: { overrides: { fields: { postalCode: null } } },
      fields: ['number', 'expirationDate', 'cvv'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const config = cardFormConfig(c.card, { ...gateway, challenges: c.challenges ?? gateway.challenges }, false);
      assert.deepEqual(config.fields, c.fields);
    });
  }

  const nameCases = [
    { card: {}, has: false, required: false },
    { card: { cardholderName: true }, has: true, required: false },
    { card: { cardholderName: { required: false } }, has: true, required: false },
    { card: { cardholderName: { required: true } }, has: true, required: true },
  ];
  for (const c of nameCases) {
    it(`cardholderName ${JSON.stringify(c.card.cardholderName)} → shown ${c.has}, required ${c.required}`, () => {
      const config = cardFormConfig(c.card, gateway, false);
      assert.equal(config.hasCardholderName, c.has);
      assert.equal(config.cardholderNameRequired, c.required);
      assert.equal(config.firstField, c.has ? 'cardholderName' : 'number');
    });
  }

  const saveCases: { name: string; card: CardOptions; guest: boolean; visible: boolean; checked: boolean }[] = [
    { name: 'hidden and checked by default', card: {}, guest: false, visible: false, checked: true },
    {
      name: 'shown when the override is allowed',
      card: { vault: { allowVaultCardOverride: true } },
      guest: false,
      visible: true,
      checked: true,
    },
    {
      name: 'unchecked when vaultCard is false',
      card: { vault: { allowVaultCardOverride: true, vaultCard: false } },
      guest: false,
      visible: true,
      checked: false,
    },
    {
      name: 'never shown to guests',
      card: { vault: { allowVaultCardOverride: true } },
      guest: true,
      visible: false,
      checked: true,
    },
  ];
  for (const c of saveCases) {
    it(`save-card checkbox: ${c.name}`, () => {
      assert.deepEqual(cardFormConfig(c.card, gateway, c.guest).saveCard, {
        visible: c.visible,
        initiallyChecked: c.checked,
      });
    });
  }

  it('shows icons of supported brands, never Elo, Hiper, Hipercard or Diners Club', () => {
    const config = cardFormConfig(
      {},
      { ...gateway, supportedCardTypes: ['Visa', 'Discover', 'Elo', 'Hiper', 'Hipercard', 'JCB'] },
      false,
    );
    assert.deepEqual(config.icons, ['visa', 'jcb', 'discover']);
  });

  it('hides icons the merchant turned off with supportedCardBrands', () => {
    const card: CardOptions = {
      overrides: { fields: { number: { supportedCardBrands: { mastercard: false, visa: true } } } },
    };
    assert.deepEqual(cardFormConfig(card, gateway, false).icons, ['visa', 'american-express', 'discover']);
  });

  it('remembers a custom CVV placeholder and the clear-after-tokenization choice', () => {
    const config = cardFormConfig(
      { overrides: { fields: { cvv: { placeholder: 'CVC' } } }, clearFieldsAfterTokenization: false },
      gateway,
      false,
    );
    assert.equal(config.customCvvPlaceholder, true);
    assert.equal(shouldClearFieldsAfterTokenization(config), false);
    assert.equal(shouldClearFieldsAfterTokenization(cardFormConfig({}, gateway, false)), true);
  });
});

describe("the card frames' styles with the merchant's overrides", () => {
  const ours = {
    input: { color: '#1f2328', 'font-family': 'system-ui', 'font-size': '16px' },
    '.invalid': { color: '#b42318' },
  };

  it("adds a selector's properties to ours, so the font stays when only the colour is given", () => {
    const styles = cardFrameStyles(ours, { input: { 'font-size': '18px', color: '#3A3A3A' } });
    assert.deepEqual(styles.input, { color: '#3A3A3A', 'font-family': 'system-ui', 'font-size': '18px' });
    assert.deepEqual(styles['.invalid'], { color: '#b42318' });
  });

  it('reads camelCase property names as the hyphenated CSS names the frames take', () => {
    const styles = cardFrameStyles(ours, { input: { fontSize: '14px', fontWeight: 'bold' } });
    assert.deepEqual(styles.input, {
      color: '#1f2328',
      'font-family': 'system-ui',
      'font-size': '14px',
      'font-weight': 'bold',
    });
  });

  it("adds a selector we do not style, takes a class name instead of a selector's styles, and removes one given null", () => {
    const styles = cardFrameStyles(ours, {
      '.number': { 'letter-spacing': '1px' },
      input: 'merchant-input',
      '.invalid': null,
    });
    assert.deepEqual(styles, { input: 'merchant-input', '.number': { 'letter-spacing': '1px' } });
  });

  it("changes neither our styles nor the merchant's", () => {
    const override = { input: { fontSize: '14px' } };
    cardFrameStyles(ours, override);
    assert.deepEqual(override, { input: { fontSize: '14px' } });
    assert.deepEqual(ours.input, { color: '#1f2328', 'font-family': 'system-ui', 'font-size': '16px' });
  });

  it('is ours when the merchant overrides nothing', () => {
    assert.deepEqual(cardFrameStyles(ours, undefined), ours);
  });
});

describe('card type support', () => {
  const cases: [string | undefined, boolean][] = [
    ['visa', true],
    ['master-card', true],
    ['american-express', true],
    ['diners-club', true],
    ['jcb', false],
    ['unknown', false],
    [undefined, false],
  ];
  for (const [type, supported] of cases) {
    it(`${String(type)} is ${supported ? '' : 'not '}supported by Visa/MasterCard/Amex/Discover`, () =>
      assert.equal(isCardTypeSupported(type, gateway.supportedCardTypes), supported));
  }
});

describe('validation on submit', () => {
  const plain = cardFormConfig({}, gateway, false);
  const named = cardFormConfig({ cardholderName: true }, gateway, false);
  const required = cardFormConfig({ cardholderName: { required: true } }, gateway, false);
  const cases: { name: string; config: typeof plain; state: CardFormState; errors: Record<string, string> }[] = [
    { name: 'a complete form has no errors', config: plain, state: form(), errors: {} },
    {
      name: 'an empty number gives its empty message',
      config: plain,
      state: form({ number: empty }),
      errors: { number: 'fieldEmptyForNumber' },
    },
    {
      name: 'an invalid expiry gives its invalid message',
      config: plain,
      state: form({ expirationDate: invalid }),
      errors: { expirationDate: 'fieldInvalidForExpirationDate' },
    },
    {
      name: 'every empty field is reported',
      config: plain,
      state: form({ number: empty, expirationDate: empty, cvv: empty, postalCode: empty }, []),
      errors: {
        number: 'fieldEmptyForNumber',
        expirationDate: 'fieldEmptyForExpirationDate',
        cvv: 'fieldEmptyForCvv',
        postalCode: 'fieldEmptyForPostalCode',
      },
    },
    {
      name: 'an optional empty cardholder name is fine',
      config: named,
      state: form({ cardholderName: empty }),
      errors: {},
    },
    {
      name: 'a required empty cardholder name is an error',
      config: required,
      state: form({ cardholderName: empty }),
      errors: { cardholderName: 'fieldEmptyForCardholderName' },
    },
    {
      name: 'an invalid cardholder name is an error even when optional',
      config: named,
      state: form({ cardholderName: invalid }),
      errors: { cardholderName: 'fieldInvalidForCardholderName' },
    },
    {
      name: 'a valid number of an unsupported brand is rejected',
      config: plain,
      state: form({}, [{ type: 'jcb' }]),
      errors: { number: 'unsupportedCardTypeError' },
    },
    { name: 'a hidden field is not validated', config: plain, state: form({ cardholderName: invalid }), errors: {} },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = validateCardForm(c.state, c.config);
      assert.deepEqual(result.errors, c.errors);
      assert.equal(result.valid, Object.keys(c.errors).length === 0);
      assert.equal(isCardFormComplete(c.state, c.config), result.valid);
    });
  }
});

describe('errors on blur', () => {
  const plain = cardFormConfig({}, gateway, false);
  const named = cardFormConfig({ cardholderName: true }, gateway, false);
  const required = cardFormConfig({ cardholderName: { required: true } }, gateway, false);
  const inForm = { focusInHostedField: true };
  const leftForm = { focusInHostedField: false };
  const cases = [
    {
      name: 'an empty field shows its empty message while focus stays in the form',
      field: 'number' as const,
      state: empty,
      facts: inForm,
      config: plain,
      expected: { kind: 'show', key: 'fieldEmptyForNumber' },
    },
    {
      name: 'an empty field shows nothing new when focus left the form, and keeps a message it shows',
      field: 'number' as const,
      state: empty,
      facts: leftForm,
      config: plain,
      expected: { kind: 'keep' },
    },
    {
      name: 'an invalid field shows its invalid message',
      field: 'cvv' as const,
      state: invalid,
      facts: leftForm,
      config: plain,
      expected: { kind: 'show', key: 'fieldInvalidForCvv' },
    },
    {
      name: 'a partial field shows its invalid message',
      field: 'expirationDate' as const,
      state: partial,
      facts: inForm,
      config: plain,
      expected: { kind: 'show', key: 'fieldInvalidForExpirationDate' },
    },
    {
      name: 'a valid field clears its message',
      field: 'cvv' as const,
      state: valid,
      facts: inForm,
      config: plain,
      expected: { kind: 'hide' },
    },
    {
      name: 'an optional empty cardholder name shows nothing',
      field: 'cardholderName' as const,
      state: empty,
      facts: inForm,
      config: named,
      expected: { kind: 'hide' },
    },
    {
      name: 'a required empty cardholder name shows its empty message',
      field: 'cardholderName' as const,
      state: empty,
      facts: inForm,
      config: required,
      expected: { kind: 'show', key: 'fieldEmptyForCardholderName' },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = decideFieldErrorOnBlur(c.field, c.state, [{ type: 'visa' }], c.config, c.facts);
      assert.deepEqual(result.decision, c.expected);
      assert.equal(result.recheckAfterMs, 150);
    });
  }

  it('a valid number of an unsupported brand shows the unsupported error', () => {
    const result = decideFieldErrorOnBlur('number', valid, [{ type: 'jcb' }], plain, inForm);
    assert.deepEqual(result.decision, { kind: 'show', key: 'unsupportedCardTypeError' });
  });

  it('an invalid field that is not potentially valid keeps the shown state before showing invalid', () => {
    const result = decideFieldErrorOnBlur('number', invalid, [], plain, leftForm);
    assert.deepEqual(result.decision, { kind: 'show', key: 'fieldInvalidForNumber' });
  });

  it('the 150 ms recheck shows the empty message once focus has landed in a field', () => {
    assert.deepEqual(decideFieldErrorOnBlurRecheck('number', empty, plain, inForm), {
      kind: 'show',
      key: 'fieldEmptyForNumber',
    });
    assert.deepEqual(decideFieldErrorOnBlurRecheck('number', empty, plain, leftForm), { kind: 'keep' });
    assert.deepEqual(decideFieldErrorOnBlurRecheck('number', valid, plain, inForm), { kind: 'keep' });
  });

  it('typing clears the message', () => assert.deepEqual(decideFieldErrorOnNotEmpty(), { kind: 'hide' }));
});

describe('live field feedback', () => {
  const plain = cardFormConfig({}, gateway, false);
  it('styles a number valid only when its brand is supported', () => {
    assert.equal(decideOnValidityChange('number', valid, [{ type: 'visa' }], plain).fieldValid, true);
    assert.equal(decideOnValidityChange('number', valid, [{ type: 'jcb' }], plain).fieldValid, false);
    assert.equal(decideOnValidityChange('cvv', valid, [], plain).fieldValid, true);
  });

  it('hides a field error once the field could become valid', () => {
    assert.deepEqual(decideOnValidityChange('cvv', partial, [], plain).decision, { kind: 'hide' });
    assert.deepEqual(decideOnValidityChange('cvv', invalid, [], plain).decision, { kind: 'keep' });
  });

  it('clears a stale unsupported-brand error when the brand changes to a supported one', () => {
    assert.deepEqual(decideOnCardTypeChange('number', [{ type: 'visa' }], plain), { kind: 'hide' });
    assert.deepEqual(decideOnCardTypeChange('number', [{ type: 'jcb' }], plain), { kind: 'keep' });
    assert.deepEqual(decideOnCardTypeChange('cvv', [{ type: 'visa' }], plain), { kind: 'keep' });
  });

  const cvvCases = [
    { cards: [{ type: 'american-express' }], digits: 4, label: 'cvvFourDigitLabelSubheading', icon: 'front' },
    { cards: [{ type: 'visa' }], digits: 3, label: 'cvvThreeDigitLabelSubheading', icon: 'back' },
    {
      cards: [{ type: 'american-express' }, { type: 'visa' }],
      digits: 3,
      label: 'cvvThreeDigitLabelSubheading',
      icon: 'back',
    },
    { cards: [], digits: 3, label: 'cvvThreeDigitLabelSubheading', icon: 'back' },
  ];
  for (const c of cvvCases) {
    it(`CVV for ${c.cards.map((card) => card.type).join('+') || 'no brand'} has ${c.digits} digits`, () => {
      assert.deepEqual(cvvPresentation(c.cards), { digits: c.digits, labelKey: c.label, icon: c.icon });
    });
  }

  it('shows the brand in the number field only once exactly one brand matches', () => {
    assert.equal(cardNumberBrand([{ type: 'visa' }]), 'visa');
    assert.equal(cardNumberBrand([{ type: 'visa' }, { type: 'maestro' }]), null);
  });

  it('builds placeholders from the page charset', () => {
    assert.equal(cardNumberPlaceholder('UTF-8'), '•••• •••• •••• ••••');
    assert.equal(cardNumberPlaceholder('windows-1252'), '**** **** **** ****');
    assert.equal(maskPlaceholder(4, 'utf-8'), '••••');
  });

  it('names field messages after the field', () => {
    assert.equal(fieldMessageKey('postalCode', 'empty'), 'fieldEmptyForPostalCode');
    assert.equal(fieldMessageKey('cardholderName', 'invalid'), 'fieldInvalidForCardholderName');
  });
});

describe('cardholder name validity', () => {
  const cases: [string, Partial<FieldState>][] = [
    ['', { isEmpty: true, isValid: false }],
    ['   ', { isEmpty: false, isValid: false }],
    ['Ada Lovelace', { isEmpty: false, isValid: true }],
    ['x'.repeat(255), { isEmpty: false, isValid: true, isPotentiallyValid: true }],
    ['x'.repeat(256), { isEmpty: false, isValid: false, isPotentiallyValid: false }],
  ];
  for (const [value, expected] of cases) {
    it(`a name of ${value.length} characters${value.trim() ? '' : ' (blank)'} is ${expected.isValid ? 'valid' : 'not valid'}`, () => {
      const state = cardholderNameState(value);
      for (const [key, flag] of Object.entries(expected)) {
        assert.equal(state[key as keyof FieldState], flag, key);
      }
    });
  }
});

describe('submitting the card sheet', () => {
  const named = cardFormConfig({ cardholderName: true }, gateway, false);
  const required = cardFormConfig({ cardholderName: { required: true } }, gateway, false);
  const guest = cardFormConfig({}, gateway, true);

  it('an invalid form reports field errors and hostedFieldsFieldsInvalidError', () => {
    assert.deepEqual(decideCardSubmit(form({ number: empty }), named, true), {
      kind: 'invalid',
      errors: { number: 'fieldEmptyForNumber' },
      sheetError: 'hostedFieldsFieldsInvalidError',
    });
  });

  it('leaves an optional empty cardholder name out of tokenization', () => {
    assert.deepEqual(decideCardSubmit(form({ cardholderName: empty }), named, true), {
      kind: 'tokenize',
      options: { vault: true, fieldsToTokenize: ['number', 'expirationDate', 'cvv', 'postalCode'] },
    });
  });

  it('tokenizes everything when the name is given', () => {
    assert.deepEqual(decideCardSubmit(form(), required, true), { kind: 'tokenize', options: { vault: true } });
  });

  const vaultCases = [
    { name: 'a customer with the box checked saves the card', config: named, checked: true, vault: true },
    { name: 'a customer with the box unchecked does not', config: named, checked: false, vault: false },
    { name: 'a guest never saves', config: guest, checked: true, vault: false },
  ];
  for (const c of vaultCases) {
    it(c.name, () => {
      const decision = decideCardSubmit(form(), c.config, c.checked);
      assert.equal(decision.kind === 'tokenize' && decision.options.vault, c.vault);
    });
  }

  it('marks the tokenized card vaulted only when it was saved', () => {
    const payload = { nonce: 'n', type: 'CreditCard' as const, details: {} };
    assert.equal(tokenizedCardMethod(payload, true).vaulted, true);
    assert.equal(tokenizedCardMethod(payload, false).vaulted, undefined);
  });
});

describe('card sheet phases', () => {
  const cases: [CardSheetPhase, CardSheetEvent, CardSheetPhase][] = [
    ['idle', { type: 'submit' }, 'validating'],
    ['validating', { type: 'validated', valid: true }, 'tokenizing'],
    ['validating', { type: 'validated', valid: false }, 'idle'],
    ['tokenizing', { type: 'tokenizeSucceeded' }, 'tokenized'],
    ['tokenizing', { type: 'tokenizeFailed' }, 'idle'],
    ['tokenized', { type: 'settled' }, 'idle'],
    ['tokenizing', { type: 'submit' }, 'tokenizing'],
    ['idle', { type: 'tokenizeSucceeded' }, 'idle'],
    ['idle', { type: 'validated', valid: true }, 'idle'],
    ['validating', { type: 'settled' }, 'validating'],
  ];
  for (const [from, event, to] of cases) {
    it(`${from} --${event.type}${'valid' in event ? `(${event.valid})` : ''}--> ${to}`, () => {
      assert.equal(nextCardSheetPhase(from, event), to);
    });
  }
});
