import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SCRIPT_TAG_MESSAGES } from '../../../elements/vocabulary/messages.js';
import { scriptTagOptions } from '../../../elements/model/script-tag.js';

const AUTH: [string, string] = ['data-braintree-dropin-authorization', 'sandbox_key_merchant'];

describe('script tag options', () => {
  const cases: Array<[string, Array<[string, string]>, Record<string, unknown>]> = [
    ['the authorization alone', [AUTH], { authorization: 'sandbox_key_merchant' }],
    ['the locale', [AUTH, ['data-locale', 'de_DE']], { authorization: 'sandbox_key_merchant', locale: 'de_DE' }],
    [
      'the option priority, parsed as JSON',
      [AUTH, ['data-payment-option-priority', '["paypal","card"]']],
      { authorization: 'sandbox_key_merchant', paymentOptionPriority: ['paypal', 'card'] },
    ],
    [
      'both data collector kinds',
      [AUTH, ['data-data-collector.kount', 'true'], ['data-data-collector.paypal', 'true']],
      { authorization: 'sandbox_key_merchant', dataCollector: { kount: true, paypal: true } },
    ],
    [
      'the cardholder name, then its required flag',
      [AUTH, ['data-card.cardholder-name', 'true'], ['data-card.cardholder-name.required', 'true']],
      { authorization: 'sandbox_key_merchant', card: { cardholderName: { required: true } } },
    ],
    [
      'the required flag, then the cardholder name',
      [AUTH, ['data-card.cardholder-name.required', 'true'], ['data-card.cardholder-name', 'true']],
      { authorization: 'sandbox_key_merchant', card: { cardholderName: { required: true } } },
    ],
    [
      'PayPal and PayPal Credit amount, currency, flow and landing page type',
      [
        AUTH,
        ['data-paypal.amount', '10.00'],
        ['data-paypal.currency', 'USD'],
        ['data-paypal.flow', 'checkout'],
        ['data-paypal-credit.flow', 'vault'],
        ['data-paypal-credit.landing-page-type', 'login'],
      ],
      {
        authorization: 'sandbox_key_merchant',
        // "10.00" is JSON for the number 10, as Drop-in reads it.
        paypal: { amount: 10, currency: 'USD', flow: 'checkout' },
        paypalCredit: { flow: 'vault', landingPageType: 'login' },
      },
    ],
    [
      'attributes that are not data attributes are ignored',
      [AUTH, ['src', 'dropin.js'], ['defer', '']],
      { authorization: 'sandbox_key_merchant' },
    ],
    [
      'prototype keys are ignored',
      [AUTH, ['data-__proto__.polluted', 'true'], ['data-card.constructor', 'x']],
      { authorization: 'sandbox_key_merchant' },
    ],
  ];
  for (const [name, attributes, expected] of cases) {
    it(`reads ${name}`, () => {
      const result = scriptTagOptions(attributes);
      assert.ok(result.ok);
      assert.deepEqual(result.options, expected);
    });
  }

  it('refuses a tag without the authorization attribute with the SPEC message', () => {
    assert.deepEqual(scriptTagOptions([['data-locale', 'fr_FR']]), {
      ok: false,
      message: SCRIPT_TAG_MESSAGES.scriptTagAuthorizationMissing,
    });
  });

  it('does not pollute Object.prototype', () => {
    scriptTagOptions([AUTH, ['data-__proto__.polluted', 'true']]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
