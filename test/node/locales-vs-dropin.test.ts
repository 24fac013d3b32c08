import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import { brandNames } from '../../elements/i18n/brand-names.js';
import { enUS } from '../../elements/i18n/en-US.js';
import {
  loadLocaleStrings,
  placeholderNames,
  resolveLocale,
  supportedLocales,
  type SupportedLocale,
} from '../../elements/i18n/index.js';

/**
 * Our 34 locales against the translations Braintree Drop-in 1.40.2 installs (its `translations/` folder). Our
 * wording is our own, so the words may differ; what must not differ is that a string Drop-in translates is
 * translated here too, with the same placeholders, and that no locale but English shows our English words.
 */

type Strings = Readonly<Record<string, string>>;

const require = createRequire(import.meta.url);
const dropin = require('braintree-web-drop-in/translations/index.js') as {
  fiveCharacterLocales: Readonly<Record<string, Strings>>;
  twoCharacterLocaleAliases: Readonly<Record<string, Strings>>;
};
const dropinLocales = dropin.fiveCharacterLocales;
const dropinEnglish = dropinLocales.en_US!;

const english: Strings = enUS;

/**
 * Drop-in marks Latin brand names with a right-to-left mark in ar_EG and he_IL ("Visa\u200F") and writes some
 * French brand names with a no-break space ("Apple\u00A0Pay"): the same text as English, drawn differently.
 */
function plain(text: string): string {
  return text.replace(/[\u200E\u200F]/g, '').replace(/\u00A0/g, ' ');
}

/**
 * Where Drop-in's locale has its own words for a key and ours shows English, on purpose. Brand names are
 * trademarks and every locale shows them as the brand writes them (elements/i18n/brand-names.ts); Drop-in's
 * locales disagree with each other on them (zh_TW writes American Express in Chinese, zh_HK does not) and some of
 * its "translations" translate the brand name as a word.
 */
const KEEPS_ENGLISH_WHERE_DROPIN_DOES_NOT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es_XC: { PayPal: 'Drop-in writes "Paypal", a misspelling of the brand' },
  he_IL: {
    'American Express': 'a brand name: Drop-in transliterates it, we show it as the brand writes it',
    'Diners Club': 'a brand name: Drop-in transliterates it, we show it as the brand writes it',
    MasterCard: 'a brand name: Drop-in transliterates it, we show it as the brand writes it ("Mastercard")',
    Hipercard: 'Drop-in writes "HiperCard"; the brand writes "Hipercard"',
  },
  id_ID: { Discover: 'Drop-in translates the brand as a word ("Jelajahi", explore)' },
  ja_JP: { UnionPay: 'Drop-in writes "銀聯(UnionPay)"; UnionPay has no Japanese name of its own, so the brand name' },
  pt_BR: {
    Discover: 'Drop-in translates the brand as a word ("Descobrir")',
    'PayPal Credit': 'a product name: Drop-in translates it ("Crédito do PayPal"), we show it as PayPal writes it',
  },
  ru_RU: { Discover: 'Drop-in translates the brand as a word ("Полезное", useful)' },
  zh_CN: { Discover: 'Drop-in translates the brand as a word ("发现", discover)' },
  zh_XC: { Discover: 'Drop-in translates the brand as a word ("发现", discover)' },
  zh_TW: {
    'American Express':
      'a brand name: Drop-in writes "美國運通" here but not in zh_HK; we show it as the brand writes it',
    'Diners Club': 'a brand name: Drop-in writes "大來卡" here but not in zh_HK; we show it as the brand writes it',
    Discover: 'Drop-in translates the brand as a word ("發現卡")',
  },
};

/** Where a locale other than English shows exactly our English, and why that is right. */
const SAME_AS_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de_DE: { optionalLabel: 'German writes "Optional" as English does' },
  ja_JP: {
    expirationDateLabelSubheading: 'Japanese card forms write the date format MM/YY, as Drop-in ja_JP does',
    expirationDatePlaceholder: 'Japanese card forms write the date format MM/YY, as Drop-in ja_JP does',
  },
  ko_KR: {
    expirationDateLabelSubheading: 'Korean card forms write the date format MM/YY, as Drop-in ko_KR does',
    expirationDatePlaceholder: 'Korean card forms write the date format MM/YY, as Drop-in ko_KR does',
  },
  zh_HK: {
    expirationDateLabelSubheading: 'Hong Kong card forms write the date format MM/YY, as Drop-in zh_HK does',
    expirationDatePlaceholder: 'Hong Kong card forms write the date format MM/YY, as Drop-in zh_HK does',
  },
};

/** Brand names are shown as the brands write them in every locale (a brand's own local name may replace one). */
const BRAND_KEYS: ReadonlySet<string> = new Set(Object.keys(brandNames));

const isEnglish = (locale: string): boolean => locale.startsWith('en_');

async function ours(locale: SupportedLocale): Promise<Strings> {
  // English is the one locale in parts: all of it is `enUS`.
  return locale === 'en_US' ? english : ((await loadLocaleStrings(locale)) as Strings);
}

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

describe("our locales against Drop-in 1.40.2's translations", () => {
  it('cover the same 34 locales', () => {
    assert.deepEqual(sorted(supportedLocales), sorted(Object.keys(dropinLocales)));
  });

  it("have every key of Drop-in's English, so no string of Drop-in's falls back to ours", () => {
    assert.deepEqual(
      Object.keys(dropinEnglish).filter((key) => !Object.hasOwn(english, key)),
      [],
    );
  });

  for (const locale of supportedLocales) {
    describe(locale, () => {
      const theirs = dropinLocales[locale]!;
      const shared = Object.keys(theirs).filter((key) => Object.hasOwn(english, key));

      it("has its own string for every key Drop-in's locale has", async () => {
        const strings = await ours(locale);
        const missing = shared.filter((key) => typeof strings[key] !== 'string' || strings[key].trim() === '');
        assert.deepEqual(missing, []);
      });

      it("fills the same placeholders as Drop-in's locale, key by key", async () => {
        const strings = await ours(locale);
        const differing = shared
          .map((key) => ({
            key,
            ourNames: sorted(placeholderNames(strings[key] ?? '')),
            dropinNames: sorted(placeholderNames(theirs[key] ?? '')),
          }))
          .filter(({ ourNames, dropinNames }) => ourNames.join() !== dropinNames.join());
        assert.deepEqual(differing, []);
        // Drop-in's own locales agree with its English, so a placeholder we keep is one `format()` will fill.
        for (const key of shared) {
          assert.deepEqual(
            sorted(placeholderNames(theirs[key] ?? '')),
            sorted(placeholderNames(dropinEnglish[key] ?? '')),
            key,
          );
        }
      });

      if (!isEnglish(locale)) {
        it("translates every string Drop-in's locale translates (no English left where Drop-in has its words)", async () => {
          const strings = await ours(locale);
          const allowed = KEEPS_ENGLISH_WHERE_DROPIN_DOES_NOT[locale] ?? {};
          const leftInEnglish = shared
            .filter((key) => plain(theirs[key] ?? '') !== plain(dropinEnglish[key] ?? ''))
            .filter((key) => strings[key] === english[key] || strings[key] === dropinEnglish[key])
            .filter((key) => !Object.hasOwn(allowed, key))
            .map((key) => ({ key, ours: strings[key], dropin: theirs[key] }));
          assert.deepEqual(leftInEnglish, []);
        });

        it('shows none of our English, but for brand names and the listed exceptions', async () => {
          const strings = await ours(locale);
          const allowed = SAME_AS_ENGLISH[locale] ?? {};
          const shownInEnglish = Object.keys(english)
            .filter((key) => !BRAND_KEYS.has(key) && !Object.hasOwn(allowed, key))
            .filter((key) => strings[key] === english[key] || strings[key] === dropinEnglish[key])
            .map((key) => ({ key, ours: strings[key] }));
          assert.deepEqual(shownInEnglish, []);
        });
      }
    });
  }

  it('list exceptions only for strings that are still English, each with a reason', async () => {
    for (const [table, name] of [
      [KEEPS_ENGLISH_WHERE_DROPIN_DOES_NOT, 'KEEPS_ENGLISH_WHERE_DROPIN_DOES_NOT'],
      [SAME_AS_ENGLISH, 'SAME_AS_ENGLISH'],
    ] as const) {
      for (const [locale, keys] of Object.entries(table)) {
        const strings = await ours(locale as SupportedLocale);
        for (const [key, reason] of Object.entries(keys)) {
          assert.ok(reason.trim().length > 0, `${name} ${locale} ${key} has a reason`);
          assert.equal(strings[key], english[key], `${name} ${locale} ${key} is still our English`);
        }
      }
    }
  });

  it("resolves a language or an unknown region as Drop-in does (its two-letter aliases, then the language's)", () => {
    for (const [alias, strings] of Object.entries(dropin.twoCharacterLocaleAliases)) {
      const target = Object.keys(dropinLocales).find((locale) => dropinLocales[locale] === strings);
      assert.equal(resolveLocale(alias), target, alias);
      // Drop-in falls back from `xx_ZZ` to `xx`: a region it lacks (en_CA, fr_BE, zh_SG) gets the alias's locale.
      assert.equal(resolveLocale(`${alias}_ZZ`), target, `${alias}_ZZ`);
    }
  });
});
