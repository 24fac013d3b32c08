import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as constants from '../../../elements/vocabulary/constants.js';
import * as applePay from '../../../elements/options/apple-pay/settings.js';
import * as applePayButton from '../../../elements/options/apple-pay/button-style.js';
import * as googlePay from '../../../elements/options/google-pay/settings.js';
import * as paypal from '../../../elements/options/paypal/settings.js';
import {
  CONTAINER_MESSAGES,
  ERROR_KEYS,
  MESSAGES,
  SCRIPT_TAG_MESSAGES,
} from '../../../elements/vocabulary/messages.js';
import { OPTION_IDS } from '../../../elements/options/registry.js';
import { alwaysHiddenVaultedTypes } from './catalogue.js';

describe('the business constants', () => {
  const cases: [string, unknown, unknown][] = [
    ['widget version', constants.DROPIN_VERSION, '1.40.2'],
    ['integration id', constants.INTEGRATION, 'dropin2'],
    ['analytics prefix', constants.ANALYTICS_PREFIX, 'web.dropin.'],
    ['analytics timeout', constants.ANALYTICS_REQUEST_TIMEOUT_MS, 2000],
    ['dependency poll', constants.DEPENDENCY_READY_POLL_MS, 200],
    ['change-active-method delay', constants.CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS, 200],
    ['deletion loader hide', constants.DELETION_LOADER_HIDE_DELAY_MS, 500],
    ['blur recheck', constants.BLUR_EMPTY_RECHECK_MS, 150],
    ['card focus', constants.CARD_FOCUS_DELAY_MS, 50],
    ['PayPal setup timeout', paypal.PAYPAL_SETUP_TIMEOUT_MS, 30000],
    ['cardholder name max', constants.CARDHOLDER_NAME_MAX_LENGTH, 255],
    ['ACS window size', constants.DEFAULT_ACS_WINDOW_SIZE, '03'],
    ['3DS frame', constants.THREE_D_SECURE_FRAME_SIZE, { width: 400, height: 400 }],
    ['Apple Pay session version', applePay.DEFAULT_APPLE_PAY_SESSION_VERSION, 2],
    ['Apple Pay button style', applePayButton.DEFAULT_APPLE_PAY_BUTTON_STYLE, 'black'],
    ['Google Pay button type', googlePay.DEFAULT_GOOGLE_PAY_BUTTON_TYPE, 'short'],
    ['PayPal log level', paypal.DEFAULT_PAYPAL_LOG_LEVEL, 'warn'],
    ['expiry format', constants.EXPIRATION_DATE_FORMAT, 'MM/YY'],
    ['CVV digits', [constants.CVV_DIGITS, constants.AMEX_CVV_DIGITS], [3, 4]],
    ['stylesheet path', constants.DROPIN_STYLESHEET_PATH, 'web/dropin/1.40.2/css/dropin.css'],
    [
      "default priority (the registry's order)",
      OPTION_IDS,
      ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
    ],
    [
      'always-hidden vaulted types',
      // The types' definitions say it; the registry's order lists them.
      new Set(alwaysHiddenVaultedTypes()),
      new Set(['ApplePayCard', 'AndroidPayCard', 'VenmoAccount']),
    ],
    ['hidden card icons', constants.HIDDEN_CARD_ICONS, ['elo', 'hiper', 'hipercard', 'diners-club']],
    ['brand count', constants.CARD_BRANDS.length, 11],
    ['locale count', constants.LOCALES.length, 34],
  ];
  for (const [name, actual, expected] of cases) {
    it(`${name} is ${JSON.stringify(expected)}`, () => assert.deepEqual(actual, expected));
  }

  it("names each hosted-fields card type's brand, and the gateway's name for it (Diners Club on Discover)", () => {
    const brands = {
      visa: 'Visa',
      'master-card': 'MasterCard',
      'american-express': 'American Express',
      'diners-club': 'Diners Club',
      discover: 'Discover',
      jcb: 'JCB',
      unionpay: 'UnionPay',
      maestro: 'Maestro',
      elo: 'Elo',
      hiper: 'Hiper',
      hipercard: 'Hipercard',
    };
    assert.deepEqual(constants.CARD_BRAND_BY_HOSTED_TYPE, brands);
    assert.deepEqual(constants.GATEWAY_CARD_TYPE_BY_HOSTED_TYPE, { ...brands, 'diners-club': 'Discover' });
  });

  it('reads each two-letter language as its regional locale', () => {
    assert.deepEqual(constants.LOCALE_ALIASES, {
      ar: 'ar_EG',
      cs: 'cs_CZ',
      da: 'da_DK',
      de: 'de_DE',
      el: 'el_GR',
      en: 'en_US',
      es: 'es_ES',
      fi: 'fi_FI',
      fr: 'fr_FR',
      he: 'he_IL',
      hu: 'hu_HU',
      id: 'id_ID',
      it: 'it_IT',
      ja: 'ja_JP',
      ko: 'ko_KR',
      nl: 'nl_NL',
      nb: 'no_NO',
      no: 'no_NO',
      pl: 'pl_PL',
      pt: 'pt_PT',
      ru: 'ru_RU',
      sk: 'sk_SK',
      sv: 'sv_SE',
      th: 'th_TH',
      zh: 'zh_CN',
    });
  });

  it('every alias points at a supported locale, and en at en_US', () => {
    for (const locale of Object.values(constants.LOCALE_ALIASES)) {
      assert.ok((constants.LOCALES as readonly string[]).includes(locale), locale);
    }
    assert.equal(constants.LOCALE_ALIASES.en, 'en_US');
  });
});

describe('the widget messages, verbatim', () => {
  const expected = [
    'Must only have one options.selector or options.container.',
    'options.container is required.',
    'options.selector or options.container must reference an empty DOM node.',
    'options.selector or options.container must reference a valid DOM node.',
    'options.authorization is required.',
    'paymentOptionPriority must be an array.',
    'paymentOptionPriority: Invalid payment option specified.',
    'No valid payment options available.',
    'All payment options failed to load.',
    'Data Collector failed to set up.',
    '3D Secure failed to set up.',
    'Something went wrong during 3D Secure authentication. Please try again.',
    'There was an error creating Drop-in.',
    'No form found for script tag integration.',
    'No payment method is available.',
    'Developer Error: Something went wrong. Check the console for details.',
    'There was an error connecting to PayPal.',
  ];
  // PayPal's own message is in its folder; create()'s container's and the script tag's are apart from the element's.
  const values = [
    ...Object.values(MESSAGES),
    ...Object.values(CONTAINER_MESSAGES),
    ...Object.values(SCRIPT_TAG_MESSAGES),
    paypal.PAYPAL_CONNECTION_FAILED,
  ] as string[];
  for (const message of expected) {
    it(message, () => assert.ok(values.includes(message)));
  }

  it('names the error keys the model raises', () => {
    assert.equal(ERROR_KEYS.fieldsInvalid, 'hostedFieldsFieldsInvalidError');
    assert.equal(ERROR_KEYS.deletionFailed, 'vaultManagerPaymentMethodDeletionError');
  });
});

describe('model purity', () => {
  const elements = join(fileURLToPath(import.meta.url), '../../../../elements');
  // The model, and the vocabulary under it, which every layer reads.
  const model = ['model', 'vocabulary'].flatMap((folder) =>
    readdirSync(join(elements, folder))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${folder}/${file}`),
  );
  // The options' definitions are data the model reads: they are held to the same rules. Each option's
  // code (its braintree-web module, its sheet) is reached only through the definition's dynamic import.
  const definitions = [
    'options/registry.ts',
    'options/definitions.ts',
    ...readdirSync(join(elements, 'options'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        ['index.ts', 'settings.ts']
          .filter((name) => existsSync(join(elements, 'options', entry.name, name)))
          .map((name) => `options/${entry.name}/${name}`),
      ),
  ];
  const forbidden: [string, RegExp][] = [
    ['lit', /from\s+['"]lit/],
    ['braintree-web', /from\s+['"]braintree-web/],
    ['DOM types', /\b(HTMLElement|Element|Document|Window|Node)\b\s*[;,)>|]/],
    ['globals', /\b(document|window|globalThis)\./],
    ['timers', /\b(setTimeout|setInterval|requestAnimationFrame|Date\.now)\s*\(/],
  ];
  // The vocabulary names braintree-web's own payload types (the card events' details): its types, never its code.
  const vocabularyForbidden = forbidden.map(([what, pattern]): [string, RegExp] =>
    what === 'braintree-web' ? [what, /^(?!\s*import\s+type\b).*from\s+['"]braintree-web/m] : [what, pattern],
  );
  /**
   * Outside the model, a model file may import only the vocabulary (the option definitions it needs are handed to it:
   * it imports no registry); the vocabulary imports nothing outside itself.
   */
  const outside = /^(?!\s*import\s+type\b).*from\s+['"]\.\.\/(?!vocabulary\/)/m;
  const outsideVocabulary = /from\s+['"]\.\.\//m;
  /**
   * A definition imports the model, other definitions (the registry: the list of them), the interface, its own pure
   * settings file and the loader of the options' code (whose one import is dynamic), never an option's code
   * statically; a settings file is held to the same rules.
   */
  const definitionOutside =
    /^(?!\s*import\s+type\b).*from\s+['"](?!(\.\.\/)*(model|vocabulary)\/|\.\/[\w-]+\/index\.js|\.\/definitions\.js|\.\/option-code-loader\.js|\.\.\/option\.js|\.\/option\.js|\.\/settings\.js['"])/m;
  it('has files to check', () => {
    assert.ok(model.length >= 9);
    assert.ok(definitions.includes('options/card/index.ts') && definitions.includes('options/paypal/index.ts'));
  });
  // An option's own rules that live in its folder, pure like the model (the card form's, moved there from the model).
  const optionRules = ['options/card/card-form.ts'];
  for (const file of [...model, ...definitions, ...optionRules]) {
    it(`${file} imports no DOM, Lit, braintree-web or timers`, () => {
      // Comments may name the DOM to explain why the model does not use it.
      const source = readFileSync(join(elements, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const [what, pattern] of file.startsWith('vocabulary/') ? vocabularyForbidden : forbidden) {
        assert.doesNotMatch(source, pattern, `${file} uses ${what}`);
      }
      if (file.startsWith('vocabulary/'))
        assert.doesNotMatch(source, outsideVocabulary, `${file} imports from outside the vocabulary`);
      else if (file.startsWith('model/'))
        assert.doesNotMatch(source, outside, `${file} imports from outside the model`);
      else if (!optionRules.includes(file))
        assert.doesNotMatch(source, definitionOutside, `${file} imports an option's code statically`);
    });
  }
});
