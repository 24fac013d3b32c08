import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { brandNames } from '../../elements/i18n/brand-names.js';
import { enUS } from '../../elements/i18n/en-US.js';
import { enUSCard } from '../../elements/i18n/en-US-card.js';
import { enUSCommon } from '../../elements/i18n/en-US-common.js';
import { enUSErrors } from '../../elements/i18n/en-US-errors.js';
import { enUSLists } from '../../elements/i18n/en-US-lists.js';
import { enUSApplePay, enUSGooglePay, enUSPayPal, enUSVenmo, enUSWallets } from '../../elements/i18n/en-US-wallets.js';
import {
  defaultLocale,
  format,
  isSupportedLocale,
  loadedEnglishFor,
  loadLocaleStrings,
  loadTranslations,
  placeholderNames,
  resolveLocale,
  supportedLocales,
  type SupportedLocale,
  type Translations,
} from '../../elements/i18n/index.js';

/** The 34 locales the widget ships, as Drop-in 1.40.2 does. */
const SHIPPED_LOCALES = [
  'ar_EG',
  'cs_CZ',
  'da_DK',
  'de_DE',
  'el_GR',
  'en_AU',
  'en_GB',
  'en_IN',
  'en_US',
  'es_ES',
  'es_XC',
  'fi_FI',
  'fr_CA',
  'fr_FR',
  'fr_XC',
  'he_IL',
  'hu_HU',
  'id_ID',
  'it_IT',
  'ja_JP',
  'ko_KR',
  'nl_NL',
  'no_NO',
  'pl_PL',
  'pt_BR',
  'pt_PT',
  'ru_RU',
  'sk_SK',
  'sv_SE',
  'th_TH',
  'zh_CN',
  'zh_HK',
  'zh_TW',
  'zh_XC',
];

/** Drop-in 1.40.2's 72 English translation keys: its public API, so merchants' overrides keep working. */
const DROPIN_KEYS = [
  'payingWith',
  'chooseAnotherWayToPay',
  'chooseAWayToPay',
  'otherWaysToPay',
  'edit',
  'doneEditing',
  'editPaymentMethods',
  'CreditCardDeleteConfirmationMessage',
  'PayPalAccountDeleteConfirmationMessage',
  'VenmoAccountDeleteConfirmationMessage',
  'genericDeleteConfirmationMessage',
  'deleteCancelButton',
  'deleteConfirmationButton',
  'fieldEmptyForCvv',
  'fieldEmptyForExpirationDate',
  'fieldEmptyForCardholderName',
  'fieldEmptyForNumber',
  'fieldEmptyForPostalCode',
  'fieldInvalidForCardholderName',
  'fieldInvalidForCvv',
  'fieldInvalidForExpirationDate',
  'fieldInvalidForNumber',
  'fieldInvalidForPostalCode',
  'fieldTooLongForCardholderName',
  'noticeOfCollection',
  'genericError',
  'hostedFieldsTokenizationFailOnDuplicateError',
  'hostedFieldsFailedTokenizationError',
  'hostedFieldsTokenizationCvvVerificationFailedError',
  'hostedFieldsTokenizationNetworkErrorError',
  'hostedFieldsFieldsInvalidError',
  'paypalButtonMustBeUsed',
  'venmoButtonMustBeUsed',
  'paypalAccountTokenizationFailedError',
  'paypalFlowFailedError',
  'paypalTokenizationRequestActiveError',
  'applePayTokenizationError',
  'applePayActiveCardError',
  'vaultManagerPaymentMethodDeletionError',
  'venmoCanceledError',
  'venmoAppFailedError',
  'unsupportedCardTypeError',
  'cardholderNameLabel',
  'cardNumberLabel',
  'cvvLabel',
  'cvvThreeDigitLabelSubheading',
  'cvvFourDigitLabelSubheading',
  'expirationDateLabel',
  'expirationDateLabelSubheading',
  'cardholderNamePlaceholder',
  'expirationDatePlaceholder',
  'postalCodeLabel',
  'saveCardLabel',
  'payWithCard',
  'endingIn',
  'Card',
  'PayPal',
  'PayPal Credit',
  'Apple Pay',
  'Google Pay',
  'Venmo',
  'American Express',
  'Discover',
  'Diners Club',
  'Elo',
  'Hiper',
  'Hipercard',
  'MasterCard',
  'Visa',
  'JCB',
  'Maestro',
  'UnionPay',
];

/** Drop-in's placeholders, per key. */
const DROPIN_PLACEHOLDERS: Record<string, string[]> = {
  payingWith: ['paymentSource'],
  CreditCardDeleteConfirmationMessage: ['secondaryIdentifier', 'identifier'],
  PayPalAccountDeleteConfirmationMessage: ['identifier'],
  VenmoAccountDeleteConfirmationMessage: ['identifier'],
  endingIn: ['lastFourCardDigits'],
};

/** Strings a non-English locale may legitimately share with English (formats and codes, not words). */
const MAY_MATCH_ENGLISH = new Set(['expirationDateLabelSubheading', 'expirationDatePlaceholder', 'optionalLabel']);

const englishKeys = Object.keys(enUS).sort();

const loaded = new Map<SupportedLocale, Partial<Translations>>();
async function strings(locale: SupportedLocale): Promise<Partial<Translations>> {
  let result = loaded.get(locale);
  if (!result) {
    // English is the one locale in two parts (see the English tests): all of it is `enUS`.
    result = locale === 'en_US' ? { ...enUS } : await loadLocaleStrings(locale);
    loaded.set(locale, result);
  }
  return result;
}

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

describe('i18n', () => {
  describe('supported locales', () => {
    it('are exactly the 34 locales Drop-in 1.40.2 ships', () => {
      assert.equal(supportedLocales.length, 34);
      assert.equal(new Set(supportedLocales).size, 34);
      assert.deepEqual(sorted(supportedLocales), sorted(SHIPPED_LOCALES));
    });

    it('each have one module file named language-REGION.ts', async () => {
      const directory = fileURLToPath(new URL('../../elements/i18n/', import.meta.url));
      const files = (await readdir(directory)).filter((file) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(file));
      assert.deepEqual(sorted(files), sorted(SHIPPED_LOCALES.map((id) => `${id.replace('_', '-')}.ts`)));
    });

    it('default to en_US', () => {
      assert.equal(defaultLocale, 'en_US');
    });
  });

  describe('English', () => {
    it("has every one of Drop-in's 72 keys", () => {
      assert.equal(DROPIN_KEYS.length, 72);
      const missing = DROPIN_KEYS.filter((key) => !Object.hasOwn(enUS, key));
      assert.deepEqual(missing, []);
    });

    it("uses Drop-in's placeholders for Drop-in's keys", () => {
      for (const key of DROPIN_KEYS) {
        const template = enUS[key as keyof typeof enUS];
        assert.deepEqual(sorted(placeholderNames(template)), sorted(DROPIN_PLACEHOLDERS[key] ?? []), key);
      }
    });

    it('has the accessibility keys the widget needs', () => {
      for (const key of [
        'loadingLabel',
        'selectedPaymentMethodLabel',
        'paymentMethodsListLabel',
        'deleteDialogLabel',
        'viewChangedAnnouncement',
        'cardSheetErrorLabel',
        'savedMethodSubscriptionLabel',
        'cancelDeletionLabel',
        'paymentMethodDeletedLabel',
      ]) {
        assert.ok(Object.hasOwn(enUS, key), key);
      }
      assert.deepEqual(placeholderNames(enUS.viewChangedAnnouncement), ['viewName']);
    });

    it("comes in parts, the element's, the card typing's, the sheet errors', the lists' and the wallets' own, which share no key and together are every key", async () => {
      const common = Object.keys(enUSCommon);
      const card = Object.keys(enUSCard);
      const errors = Object.keys(enUSErrors);
      const lists = Object.keys(enUSLists);
      const wallets = [enUSPayPal, enUSVenmo, enUSApplePay, enUSGooglePay].map((part) => Object.keys(part));
      const parts = [common, card, errors, lists, ...wallets];
      for (const [index, part] of parts.entries()) {
        const others = parts.filter((_other, i) => i !== index).flat();
        assert.deepEqual(
          part.filter((key) => others.includes(key)),
          [],
        );
      }
      assert.deepEqual(parts.flat().sort(), englishKeys);
      assert.deepEqual(Object.keys(enUSWallets).sort(), wallets.flat().sort());
      // The element bundles only the common part: that is what its English locale loads.
      assert.deepEqual(await loadLocaleStrings('en_US'), enUSCommon);
    });

    it("has in the element's part the empty messages the card's validation message names before the typing half is here", () => {
      // The first card field is the cardholder name when it is required, else the number.
      for (const key of ['fieldEmptyForCardholderName', 'fieldEmptyForNumber'])
        assert.ok(Object.hasOwn(enUSCommon, key), key);
    });

    it("brings the card typing's part with the card sheet's typing half, added to the English loaded since", async () => {
      assert.equal(loadedEnglishFor('fieldInvalidForNumber'), undefined);
      await import('../../elements/options/card/card-typing.js');
      for (const [key, value] of Object.entries(enUSCard)) assert.equal(loadedEnglishFor(key), value, key);
    });

    it('shows brand names as the brands write them', () => {
      for (const [key, value] of Object.entries(brandNames)) {
        assert.equal(enUS[key as keyof typeof brandNames], value, key);
      }
    });
  });

  for (const locale of SHIPPED_LOCALES as SupportedLocale[]) {
    describe(locale, () => {
      it('loads', async () => {
        const result = await strings(locale);
        assert.equal(typeof result, 'object');
      });

      it('has every key of en-US and no other', async () => {
        const keys = Object.keys(await strings(locale));
        const missing = englishKeys.filter((key) => !keys.includes(key));
        const extra = keys.filter((key) => !englishKeys.includes(key));
        assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
      });

      it('keeps exactly the placeholders of each English string', async () => {
        const result = await strings(locale);
        for (const key of englishKeys) {
          const english = enUS[key as keyof typeof enUS];
          const translated = result[key as keyof Translations] ?? '';
          assert.deepEqual(sorted(placeholderNames(translated)), sorted(placeholderNames(english)), `${locale} ${key}`);
        }
      });

      it('has only non-empty, trimmed strings with no angle brackets or stray braces', async () => {
        for (const [key, value] of Object.entries(await strings(locale))) {
          assert.equal(typeof value, 'string', key);
          assert.notEqual(value.trim(), '', key);
          assert.equal(value, value.trim(), key);
          assert.doesNotMatch(value, /[<>]/, `${locale} ${key}`);
          assert.doesNotMatch(value.replace(/\{\{\w+\}\}/g, ''), /[{}]/, `${locale} ${key}`);
        }
      });

      if (!locale.startsWith('en_')) {
        it('translates every word (only brand names and date formats may match English)', async () => {
          const result = await strings(locale);
          const untranslated = englishKeys.filter(
            (key) =>
              !Object.hasOwn(brandNames, key) &&
              !MAY_MATCH_ENGLISH.has(key) &&
              result[key as keyof Translations] === enUS[key as keyof typeof enUS],
          );
          assert.deepEqual(untranslated, []);
        });
      }
    });
  }

  describe('"ending in"', () => {
    it('masks the hidden digits with bullets in every locale, so non-UTF-8 pages can swap them for *', async () => {
      for (const locale of supportedLocales) {
        const strings = await loadTranslations(locale);
        assert.match(strings.endingIn, /••\{\{lastFourCardDigits\}\}/, locale);
      }
    });
  });

  describe('resolveLocale', () => {
    const cases: [unknown, SupportedLocale][] = [
      ['de_DE', 'de_DE'],
      ['de-DE', 'de_DE'],
      ['pt-br', 'pt_BR'],
      ['de_AT', 'de_DE'],
      ['de', 'de_DE'],
      ['en', 'en_US'],
      ['en-CA', 'en_US'],
      ['he', 'he_IL'],
      ['nb-NO', 'no_NO'],
      ['zh', 'zh_CN'],
      ['zh_XC', 'zh_XC'],
      ['xx_YY', 'en_US'],
      ['', 'en_US'],
      [undefined, 'en_US'],
      [42, 'en_US'],
    ];
    for (const [input, expected] of cases) {
      it(`maps ${JSON.stringify(input)} to ${expected}`, () => {
        assert.equal(resolveLocale(input), expected);
      });
    }

    it('accepts only exact ids as supported', () => {
      assert.equal(isSupportedLocale('fr_CA'), true);
      assert.equal(isSupportedLocale('fr-CA'), false);
      assert.equal(isSupportedLocale('fr'), false);
    });
  });

  describe('loadTranslations', () => {
    it('gives complete English by default', async () => {
      assert.deepEqual(await loadTranslations(), { ...enUS });
    });

    it("gives the resolved locale's strings", async () => {
      const german = await loadTranslations('de');
      assert.equal(german.cardNumberLabel, 'Kartennummer');
      assert.equal(german.Visa, 'Visa');
      assert.deepEqual(sorted(Object.keys(german)), englishKeys);
    });
  });

  describe('format', () => {
    it('fills every occurrence of each placeholder', () => {
      assert.equal(format('{{a}} and {{a}} and {{b}}', { a: 'x', b: 2 }), 'x and x and 2');
      assert.equal(
        format(enUS.CreditCardDeleteConfirmationMessage, { secondaryIdentifier: 'Visa', identifier: '1111' }),
        'Do you want to delete your Visa card that ends in 1111?',
      );
    });

    it('leaves placeholders without a value as written', () => {
      assert.equal(format('Hello {{name}}, {{unknown}}', { name: 'Ada' }), 'Hello Ada, {{unknown}}');
      assert.equal(format('{{viewName}}'), '{{viewName}}');
    });

    it('inserts values literally', () => {
      assert.equal(format('{{a}}', { a: '$& $1 {{b}}' }), '$& $1 {{b}}');
    });

    it('ignores inherited properties', () => {
      assert.equal(format('{{toString}}', {}), '{{toString}}');
    });
  });

  describe('placeholderNames', () => {
    it('lists each name once, in order', () => {
      assert.deepEqual(placeholderNames('{{b}} {{a}} {{b}} {c} {{ d }}'), ['b', 'a']);
    });
  });
});
