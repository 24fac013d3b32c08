import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardOptions, isGuestCheckout, validateContainer } from '../../../elements/model/options.js';
import {
  applyConfigurationUpdate,
  configuredPaymentOptions,
  enabledPaymentOptions,
  isUpdatableProperty,
  normalizePaymentOptionPriority,
  resolvePaymentOptionPriority,
  validateOptions,
} from './catalogue.js';
import { applePayButtonStyle } from '../../../elements/options/apple-pay/button-style.js';
import { applePaySessionVersion } from '../../../elements/options/apple-pay/settings.js';
import { googlePayButtonOptions } from '../../../elements/options/google-pay/settings.js';
import { paypalLogLevel } from '../../../elements/options/paypal/settings.js';
import type { BrowserFacts, DropinOptions, GatewayFacts } from '../../../elements/vocabulary/types.js';

const gateway: GatewayFacts = {
  supportedCardTypes: ['Visa', 'MasterCard'],
  challenges: ['cvv'],
  paypalEnabled: true,
  applePayWeb: true,
  payWithVenmo: true,
  androidPay: true,
};

/** A page's ApplePaySession: which versions it supports, and whether the wallet has a card. */
function applePaySession(versions: number[], canMakePayments = true) {
  return { supportsVersion: (v: number) => versions.includes(v), canMakePayments: () => canMakePayments };
}

const browser: BrowserFacts = { secureContext: true, global: { ApplePaySession: applePaySession([1, 2, 3]) } };

describe('validateOptions', () => {
  const cases: { name: string; raw: unknown; requireContainer?: boolean; message?: string }[] = [
    { name: 'requires authorization', raw: { container: '#x' }, message: 'options.authorization is required.' },
    {
      name: 'rejects an empty authorization',
      raw: { authorization: '  ', container: '#x' },
      message: 'options.authorization is required.',
    },
    { name: 'rejects a non-object', raw: undefined, message: 'options.authorization is required.' },
    { name: 'checks authorization before the container', raw: {}, message: 'options.authorization is required.' },
    {
      name: 'requires a container or selector',
      raw: { authorization: 'a' },
      message: 'options.container is required.',
    },
    {
      name: 'rejects both container and selector',
      raw: { authorization: 'a', container: {}, selector: '#x' },
      message: 'Must only have one options.selector or options.container.',
    },
    {
      name: 'rejects both even when the element needs no container',
      raw: { authorization: 'a', container: {}, selector: '#x' },
      requireContainer: false,
      message: 'Must only have one options.selector or options.container.',
    },
    {
      name: 'accepts no container when the element is its own container',
      raw: { authorization: 'a' },
      requireContainer: false,
    },
    { name: 'accepts a selector', raw: { authorization: 'a', selector: '#x' } },
    {
      name: 'rejects a priority that is not an array',
      raw: { authorization: 'a', selector: '#x', paymentOptionPriority: 'card' },
      message: 'paymentOptionPriority must be an array.',
    },
    {
      name: 'rejects an unknown option id',
      raw: { authorization: 'a', selector: '#x', paymentOptionPriority: ['card', 'bitcoin'] },
      message: 'paymentOptionPriority: Invalid payment option specified.',
    },
  ];
  for (const c of cases) {
    it(c.message ? `${c.name}: "${c.message}"` : c.name, () => {
      const result = validateOptions(c.raw, { requireContainer: c.requireContainer });
      if (c.message === undefined) {
        assert.equal(result.ok, true);
      } else {
        assert.deepEqual(result, { ok: false, message: c.message });
      }
    });
  }

  it('returns the options with duplicates removed from the priority', () => {
    const result = validateOptions({
      authorization: 'a',
      selector: '#x',
      paymentOptionPriority: ['paypal', 'card', 'paypal'],
    });
    assert.ok(result.ok);
    assert.deepEqual(result.options.paymentOptionPriority, ['paypal', 'card']);
  });
});

describe('validateContainer', () => {
  const cases = [
    {
      name: 'no node found',
      facts: { found: false, isElement: false, isEmpty: true },
      message: 'options.selector or options.container must reference a valid DOM node.',
    },
    {
      name: 'a node that is not an element',
      facts: { found: true, isElement: false, isEmpty: true },
      message: 'options.selector or options.container must reference a valid DOM node.',
    },
    {
      name: 'an element with content',
      facts: { found: true, isElement: true, isEmpty: false },
      message: 'options.selector or options.container must reference an empty DOM node.',
    },
    { name: 'an empty element', facts: { found: true, isElement: true, isEmpty: true }, message: null },
  ];
  for (const c of cases) {
    it(`${c.name} → ${c.message ?? 'usable'}`, () => {
      assert.equal(validateContainer(c.facts), c.message);
    });
  }
});

describe('resolvePaymentOptionPriority', () => {
  const all = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'] as const;
  const cases: { name: string; priority: unknown; enabled: readonly (typeof all)[number][]; result: unknown }[] = [
    {
      name: 'uses the default order without a priority',
      priority: undefined,
      enabled: ['googlePay', 'card', 'paypal'],
      result: { ok: true, value: ['card', 'paypal', 'googlePay'] },
    },
    {
      name: 'keeps the merchant order',
      priority: ['paypal', 'card'],
      enabled: all,
      result: { ok: true, value: ['paypal', 'card'] },
    },
    {
      name: 'removes duplicates',
      priority: ['card', 'card', 'paypal'],
      enabled: all,
      result: { ok: true, value: ['card', 'paypal'] },
    },
    {
      name: 'leaves out options that are not enabled',
      priority: ['venmo', 'card'],
      enabled: ['card'],
      result: { ok: true, value: ['card'] },
    },
    {
      name: 'omitting an option from the priority disables it',
      priority: ['paypal'],
      enabled: all,
      result: { ok: true, value: ['paypal'] },
    },
    {
      name: 'must be an array',
      priority: { card: 1 },
      enabled: all,
      result: { ok: false, message: 'paymentOptionPriority must be an array.' },
    },
    {
      name: 'rejects unknown ids',
      priority: ['card', 'cash'],
      enabled: all,
      result: { ok: false, message: 'paymentOptionPriority: Invalid payment option specified.' },
    },
    {
      name: 'needs at least one left',
      priority: ['venmo'],
      enabled: ['card'],
      result: { ok: false, message: 'No valid payment options available.' },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      assert.deepEqual(resolvePaymentOptionPriority(c.priority, c.enabled), c.result);
    });
  }

  it('normalizes null to the default order', () => {
    assert.deepEqual(normalizePaymentOptionPriority(null), {
      ok: true,
      value: ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
    });
  });
});

describe('which payment options are enabled', () => {
  const everything: DropinOptions = {
    authorization: 'a',
    paypal: { flow: 'vault' },
    paypalCredit: { flow: 'checkout' },
    venmo: true,
    applePay: { displayName: 'Shop' },
    googlePay: { merchantId: 'm' },
  };
  const cases: {
    name: string;
    options?: Partial<DropinOptions>;
    gateway?: Partial<GatewayFacts>;
    browser?: Partial<BrowserFacts>;
    expected: string[];
  }[] = [
    {
      name: 'everything configured and supported',
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
    },
    {
      name: 'card: false disables cards',
      options: { card: false },
      expected: ['paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
    },
    {
      name: 'cards need supported card types',
      gateway: { supportedCardTypes: [] },
      expected: ['paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
    },
    {
      name: 'wallets need configuration',
      options: {
        paypal: undefined,
        paypalCredit: undefined,
        venmo: undefined,
        applePay: undefined,
        googlePay: undefined,
      },
      expected: ['card'],
    },
    {
      name: 'PayPal needs the gateway',
      gateway: { paypalEnabled: false },
      expected: ['card', 'venmo', 'applePay', 'googlePay'],
    },
    {
      name: 'Apple Pay needs https',
      browser: { secureContext: false },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: 'Apple Pay needs ApplePaySession',
      browser: { global: {} },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: "Apple Pay needs the merchant's applePaySessionVersion when one is named",
      options: { applePay: { displayName: 'Shop', applePaySessionVersion: 4 } },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: 'Apple Pay needs the session version (2 unless the merchant names one)',
      browser: { global: { ApplePaySession: applePaySession([1]) } },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: 'Apple Pay needs a card it can pay with',
      browser: { global: { ApplePaySession: applePaySession([2], false) } },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: 'Apple Pay needs the gateway',
      gateway: { applePayWeb: false },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'googlePay'],
    },
    {
      name: 'Venmo needs the gateway',
      gateway: { payWithVenmo: false },
      expected: ['card', 'paypal', 'paypalCredit', 'applePay', 'googlePay'],
    },
    {
      name: 'Google Pay needs the gateway',
      gateway: { androidPay: false },
      expected: ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const options = { ...everything, ...(c.options ?? {}) } as DropinOptions;
      assert.deepEqual(
        enabledPaymentOptions(options, { ...gateway, ...c.gateway }, { ...browser, ...c.browser }),
        c.expected,
      );
    });
  }

  it('only configured options are worth a browser check', () => {
    assert.deepEqual(configuredPaymentOptions({ authorization: 'a', googlePay: {} }, gateway), ['card', 'googlePay']);
  });
});

describe('isGuestCheckout', () => {
  const cases = [
    { name: 'a tokenization key is a guest', facts: { authorizationType: 'TOKENIZATION_KEY' as const }, guest: true },
    {
      name: 'a client token without a customer is a guest',
      facts: { authorizationType: 'CLIENT_TOKEN' as const, authorizationFingerprint: 'abc&created_at=1' },
      guest: true,
    },
    {
      name: 'a client token without a fingerprint is a guest',
      facts: { authorizationType: 'CLIENT_TOKEN' as const },
      guest: true,
    },
    {
      name: 'a client token with customer_id is a customer',
      facts: { authorizationType: 'CLIENT_TOKEN' as const, authorizationFingerprint: 'abc&customer_id=42' },
      guest: false,
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.equal(isGuestCheckout(c.facts), c.guest));
  }
});

describe('option defaults', () => {
  it('card: false gives null, true and absent give defaults, an object is kept', () => {
    assert.equal(cardOptions({ card: false }), null);
    assert.deepEqual(cardOptions({ card: true }), {});
    assert.deepEqual(cardOptions({}), {});
    assert.deepEqual(cardOptions({ card: { cardholderName: true } }), { cardholderName: true });
  });

  it('Apple Pay session version defaults to 2 and button style to black', () => {
    assert.equal(applePaySessionVersion({ applePay: {} }), 2);
    assert.equal(applePaySessionVersion({ applePay: { applePaySessionVersion: 3 } }), 3);
    assert.equal(applePayButtonStyle({ applePay: {} }), 'black');
    assert.equal(applePayButtonStyle({ applePay: { buttonStyle: 'white' } }), 'white');
  });

  it('the Google Pay button is short unless the merchant says otherwise', () => {
    assert.deepEqual(googlePayButtonOptions({ googlePay: {} }), { buttonType: 'short' });
    assert.deepEqual(googlePayButtonOptions({ googlePay: { button: { buttonType: 'long', buttonColor: 'white' } } }), {
      buttonType: 'long',
      buttonColor: 'white',
    });
  });

  it('the PayPal log level defaults to warn', () => {
    assert.equal(paypalLogLevel({ paypal: { flow: 'vault' } }), 'warn');
    assert.equal(paypalLogLevel({ paypalCredit: { logLevel: 'error' } }), 'error');
  });
});

describe('updateConfiguration', () => {
  const cases = [
    { property: 'paypal', valid: true },
    { property: 'paypalCredit', valid: true },
    { property: 'applePay', valid: true },
    { property: 'googlePay', valid: true },
    { property: 'threeDSecure', valid: true },
    { property: 'card', valid: false },
    { property: 'venmo', valid: false },
  ];
  for (const c of cases) {
    it(`${c.valid ? 'accepts' : 'ignores'} ${c.property}`, () =>
      assert.equal(isUpdatableProperty(c.property), c.valid));
  }

  it('updates a key, except PayPal’s offerCredit and locale', () => {
    assert.deepEqual(applyConfigurationUpdate('paypal', { amount: '1.00' }, 'amount', '2.00'), { amount: '2.00' });
    assert.deepEqual(applyConfigurationUpdate('paypal', { locale: 'en_US' }, 'locale', 'fr_FR'), { locale: 'en_US' });
    assert.deepEqual(applyConfigurationUpdate('paypalCredit', { offerCredit: true }, 'offerCredit', false), {
      offerCredit: true,
    });
    assert.deepEqual(applyConfigurationUpdate('googlePay', { locale: 'en' }, 'locale', 'fr'), { locale: 'fr' });
  });
});
