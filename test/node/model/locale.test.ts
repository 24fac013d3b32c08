import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../../../elements/vocabulary/constants.js';
import {
  endingInForCharset,
  isUtf8Charset,
  maskCharacter,
  mergeStrings,
  resolveLocale,
  sanitizeTranslations,
} from '../../../elements/i18n/locale.js';
import { wordsFor } from '../../../elements/i18n/words.js';
import { paypalLocale } from '../../../elements/options/paypal/rules.js';

describe('resolveLocale', () => {
  const cases: [unknown, string, string][] = [
    [undefined, 'en_US', 'defaults to English'],
    ['', 'en_US', 'treats an empty locale as none'],
    ['fr_CA', 'fr_CA', 'keeps a supported five-character locale'],
    ['zh_XC', 'zh_XC', 'keeps a pseudo-region locale'],
    ['en', 'en_US', 'maps en to en_US'],
    ['de', 'de_DE', 'maps a two-letter alias to its default region'],
    ['pt', 'pt_PT', 'maps pt to pt_PT'],
    ['zh', 'zh_CN', 'maps zh to zh_CN'],
    ['de_AT', 'de_DE', 'falls back from an unknown region to the base language'],
    ['en_NZ', 'en_US', 'falls back from en_NZ to en_US'],
    ['fr-CA', 'fr_CA', 'accepts a hyphenated BCP 47 tag'],
    ['xx_YY', 'en_US', 'falls back to English for an unknown language'],
    [42, 'en_US', 'ignores a non-string'],
  ];
  for (const [input, expected, name] of cases) {
    it(`${name} (${String(input)} → ${expected})`, () => assert.equal(resolveLocale(input), expected));
  }

  it('resolves each of the 34 locales to itself', () => {
    assert.equal(LOCALES.length, 34);
    for (const locale of LOCALES) {
      assert.equal(resolveLocale(locale), locale);
    }
  });

  it('gives PayPal only exact locale ids', () => {
    assert.equal(paypalLocale('fr_FR'), 'fr_FR');
    assert.equal(paypalLocale('fr'), undefined);
  });
});

describe('merchant translations', () => {
  it('keeps the characters as they are (the views render text, escaped once)', () => {
    assert.deepEqual(sanitizeTranslations({ edit: '<b>Edit</b>', done: 'a > b' }), {
      edit: '<b>Edit</b>',
      done: 'a > b',
    });
  });

  it('turns non-string values into empty strings and ignores non-objects', () => {
    assert.deepEqual(sanitizeTranslations({ edit: 3 }), { edit: '' });
    assert.deepEqual(sanitizeTranslations(null), {});
  });

  it('merges English, the locale and sanitised merchant strings in that order', () => {
    const merged = mergeStrings({
      english: { edit: 'Edit', doneEditing: 'Done', endingIn: 'Ending in ••{{lastFourCardDigits}}' },
      localized: { edit: 'Modifier' },
      merchant: { doneEditing: '<i>Fini</i>' },
      charset: 'UTF-8',
    });
    assert.deepEqual(merged, {
      edit: 'Modifier',
      doneEditing: '<i>Fini</i>',
      endingIn: 'Ending in ••{{lastFourCardDigits}}',
    });
  });

  it('replaces the bullets of "ending in" on pages that are not UTF-8', () => {
    const merged = mergeStrings({ english: { endingIn: 'Ending in ••{{lastFourCardDigits}}' }, charset: 'ISO-8859-1' });
    assert.equal(merged.endingIn, 'Ending in **{{lastFourCardDigits}}');
  });
});

describe("the widget's words (one merging for the waiting view and setup)", () => {
  it("puts the locale's words over English and the merchant's, sanitised, over both", () => {
    const words = wordsFor(
      { translations: { cardNumberLabel: 'Nummer', chooseAWayToPay: 7 } as never },
      { payWithCard: 'Mit Karte', cardNumberLabel: 'Kartennummer' },
      'UTF-8',
    );
    assert.equal(words.payWithCard, 'Mit Karte');
    assert.equal(words.cardNumberLabel, 'Nummer');
    assert.equal(words.chooseAWayToPay, '');
    assert.equal(words.endingIn, 'Ends in ••{{lastFourCardDigits}}');
  });

  it("applies the page's charset rule to the locale's words", () => {
    const words = wordsFor({}, { endingIn: 'Endet auf ••{{lastFourCardDigits}}' }, 'ISO-8859-1');
    assert.equal(words.endingIn, 'Endet auf **{{lastFourCardDigits}}');
  });
});

describe('page charset', () => {
  const cases: [string | null | undefined, boolean][] = [
    ['UTF-8', true],
    ['utf-8', true],
    ['windows-1252', false],
    [null, false],
    [undefined, false],
  ];
  for (const [charset, utf8] of cases) {
    it(`${String(charset)} ${utf8 ? 'shows' : 'cannot show'} the bullet`, () => {
      assert.equal(isUtf8Charset(charset), utf8);
      assert.equal(maskCharacter(charset), utf8 ? '•' : '*');
      assert.equal(endingInForCharset('••', charset), utf8 ? '••' : '**');
    });
  }
});
