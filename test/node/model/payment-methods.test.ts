import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderSavedMethods } from '../../../elements/model/vault.js';
import { applyThreeDSecureResult, threeDSecureVerifyOptions } from '../../../elements/model/three-d-secure.js';
import {
  analyticsKind,
  filterSavedMethods,
  formatPaymentMethodPayload,
  hiddenVaultedTypes,
  paymentSourceKey,
  shouldVerifyThreeDSecure,
} from './catalogue.js';
import { paypalVaultRule } from '../../../elements/options/paypal/rules.js';
import { methodTypeDefinition } from '../../../elements/options/registry.js';
import { deleteConfirmation, methodLabel } from '../../../elements/model/method-labels.js';
import type { PaymentMethod } from '../../../elements/vocabulary/types.js';
import { method } from './helpers.js';

describe('saved method filtering', () => {
  it('always hides Apple Pay, Google Pay and Venmo and adds the merchant’s types once', () => {
    // The always-hidden types come in the registry's order (Venmo, Apple Pay, Google Pay), then the merchant's.
    assert.deepEqual(hiddenVaultedTypes(['paypal', 'paypalCredit', 'venmo', 'bogus']), [
      'VenmoAccount',
      'ApplePayCard',
      'AndroidPayCard',
      'PayPalAccount',
    ]);
    assert.deepEqual(hiddenVaultedTypes('card'), ['VenmoAccount', 'ApplePayCard', 'AndroidPayCard']);
  });

  it('keeps only types of offered, unhidden options and marks them vaulted', () => {
    const methods = [method('c'), method('p', 'PayPalAccount'), method('v', 'VenmoAccount')];
    const result = filterSavedMethods(methods, ['card', 'venmo'], hiddenVaultedTypes([]));
    assert.deepEqual(
      result.map((m) => [m.nonce, m.vaulted]),
      [['c', true]],
    );
  });

  it('orders the default first, stable otherwise', () => {
    const methods = [method('a'), method('b', 'CreditCard', { default: true }), method('c')];
    assert.deepEqual(
      orderSavedMethods(methods, true).map((m) => m.nonce),
      ['b', 'a', 'c'],
    );
    assert.deepEqual(
      orderSavedMethods(methods, false).map((m) => m.nonce),
      ['a', 'b', 'c'],
    );
  });
});

describe('formatPaymentMethodPayload', () => {
  const base: PaymentMethod = {
    nonce: 'n',
    type: 'CreditCard',
    details: { lastFour: '1111' },
    description: 'ending in 11',
  };
  const cases: { name: string; input: PaymentMethod; expected: Record<string, unknown> }[] = [
    {
      name: 'a fresh card has no vaulted key and a description',
      input: base,
      expected: { nonce: 'n', details: { lastFour: '1111' }, type: 'CreditCard', description: 'ending in 11' },
    },
    {
      name: 'vaulted is included when known',
      input: { ...base, vaulted: false },
      expected: {
        nonce: 'n',
        details: { lastFour: '1111' },
        type: 'CreditCard',
        vaulted: false,
        description: 'ending in 11',
      },
    },
    {
      name: 'liability fields appear only with a boolean possible flag',
      input: { ...base, liabilityShifted: true, liabilityShiftPossible: true, threeDSecureInfo: { status: 'ok' } },
      expected: {
        nonce: 'n',
        details: { lastFour: '1111' },
        type: 'CreditCard',
        description: 'ending in 11',
        liabilityShifted: true,
        liabilityShiftPossible: true,
        threeDSecureInfo: { status: 'ok' },
      },
    },
    {
      name: 'no liability fields without the possible flag',
      input: { ...base, liabilityShifted: true },
      expected: { nonce: 'n', details: { lastFour: '1111' }, type: 'CreditCard', description: 'ending in 11' },
    },
    {
      name: 'PayPal has no description',
      input: { nonce: 'p', type: 'PayPalAccount', details: { email: 'a@b.c' }, description: 'PayPal', vaulted: true },
      expected: { nonce: 'p', details: { email: 'a@b.c' }, type: 'PayPalAccount', vaulted: true },
    },
    {
      name: 'Google Pay carries the raw payment data in details',
      input: { nonce: 'g', type: 'AndroidPayCard', details: { cardType: 'Visa' }, rawPaymentData: { apiVersion: 2 } },
      expected: {
        nonce: 'g',
        details: { cardType: 'Visa', rawPaymentData: { apiVersion: 2 } },
        type: 'AndroidPayCard',
      },
    },
    {
      name: 'Apple Pay carries the raw payment data in details',
      input: { nonce: 'a', type: 'ApplePayCard', details: {}, rawPaymentData: { token: 't' } },
      expected: { nonce: 'a', details: { rawPaymentData: { token: 't' } }, type: 'ApplePayCard' },
    },
    {
      name: 'device data and bin data are passed on, not provider-only fields',
      input: { ...base, deviceData: '{"id":1}', binData: { prepaid: 'No' }, default: true, hasSubscription: false },
      expected: {
        nonce: 'n',
        details: { lastFour: '1111' },
        type: 'CreditCard',
        description: 'ending in 11',
        deviceData: '{"id":1}',
        binData: { prepaid: 'No' },
      },
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.deepEqual(formatPaymentMethodPayload(c.input), c.expected));
  }
});

describe('3D Secure', () => {
  const cases: { name: string; input: PaymentMethod; enabled: boolean; verify: boolean }[] = [
    { name: 'verifies cards when enabled', input: method('c'), enabled: true, verify: true },
    { name: 'does nothing when not enabled', input: method('c'), enabled: false, verify: false },
    {
      name: 'skips a card that already has a liability result',
      input: method('c', 'CreditCard', { liabilityShifted: false }),
      enabled: true,
      verify: false,
    },
    {
      name: 'verifies Google Pay cards that are not network tokenized',
      input: { nonce: 'g', type: 'AndroidPayCard', details: { isNetworkTokenized: false } },
      enabled: true,
      verify: true,
    },
    {
      name: 'skips network-tokenized Google Pay',
      input: { nonce: 'g', type: 'AndroidPayCard', details: { isNetworkTokenized: true } },
      enabled: true,
      verify: false,
    },
    { name: 'skips PayPal', input: method('p', 'PayPalAccount'), enabled: true, verify: false },
  ];
  for (const c of cases) {
    it(c.name, () => assert.equal(shouldVerifyThreeDSecure(c.input, c.enabled), c.verify));
  }

  it('builds verifyCard options with the configured amount and acsWindowSize 03', () => {
    assert.deepEqual(threeDSecureVerifyOptions(method('c'), '10.00', { email: 'a@b.c' }), {
      amount: '10.00',
      email: 'a@b.c',
      nonce: 'c',
      bin: '411111',
      additionalInformation: { acsWindowSize: '03' },
    });
  });

  it('lets the request override the amount and window size, never the nonce or bin', () => {
    const options = threeDSecureVerifyOptions(method('c'), '10.00', {
      amount: '12.00',
      nonce: 'evil',
      additionalInformation: { acsWindowSize: '05', shippingMethod: '01' },
    });
    assert.equal(options.amount, '12.00');
    assert.equal(options.nonce, 'c');
    assert.deepEqual(options.additionalInformation, { acsWindowSize: '05', shippingMethod: '01' });
  });

  it('copies the verification result onto the method', () => {
    const verified = applyThreeDSecureResult(method('c'), {
      nonce: 'c2',
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: { x: 1 },
    });
    assert.equal(verified.nonce, 'c2');
    assert.equal(verified.liabilityShifted, true);
    assert.deepEqual(verified.details, method('c').details);
  });
});

describe('PayPal vaulting', () => {
  const cases = [
    {
      name: 'the vault flow saves for customers',
      options: { flow: 'vault' as const },
      guest: false,
      rule: { vault: true },
    },
    {
      name: 'the vault flow does not save for guests',
      options: { flow: 'vault' as const },
      guest: true,
      rule: { vault: false },
    },
    {
      name: 'the checkout flow does not save',
      options: { flow: 'checkout' as const },
      guest: false,
      rule: { vault: false },
    },
    {
      name: 'vaultPayPal false tells the gateway not to save',
      options: { flow: 'vault' as const, vault: { vaultPayPal: false } },
      guest: false,
      rule: { vault: false },
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.deepEqual(paypalVaultRule(c.options, c.guest), c.rule));
  }
});

describe('describing methods', () => {
  const cases: {
    input: PaymentMethod;
    kind: string;
    source: string;
    confirmation: ReturnType<typeof deleteConfirmation>;
  }[] = [
    {
      input: method('c-1234'),
      kind: 'card',
      source: 'Card',
      confirmation: { key: 'CreditCardDeleteConfirmationMessage', identifier: '1234', secondaryIdentifier: 'Visa' },
    },
    {
      input: method('pp', 'PayPalAccount'),
      kind: 'paypal',
      source: 'PayPal',
      confirmation: { key: 'PayPalAccountDeleteConfirmationMessage', identifier: 'pp@example.com' },
    },
    {
      input: method('vm', 'VenmoAccount'),
      kind: 'venmo',
      source: 'Venmo',
      confirmation: { key: 'VenmoAccountDeleteConfirmationMessage', identifier: '@vm' },
    },
    {
      input: method('ap', 'ApplePayCard'),
      kind: 'applepay',
      source: 'Apple Pay',
      confirmation: { key: 'genericDeleteConfirmationMessage' },
    },
    {
      input: method('gp', 'AndroidPayCard'),
      kind: 'googlepay',
      source: 'Google Pay',
      confirmation: { key: 'genericDeleteConfirmationMessage' },
    },
  ];
  for (const c of cases) {
    it(`${c.input.type}: analytics ${c.kind}, source ${c.source}, its delete question`, () => {
      assert.equal(analyticsKind(c.input.type), c.kind);
      assert.equal(paymentSourceKey(c.input.type), c.source);
      assert.deepEqual(deleteConfirmation(c.input, methodTypeDefinition(c.input.type)), c.confirmation);
    });
  }

  it('labels a card by its last four and brand, PayPal by email', () => {
    assert.deepEqual(methodLabel(method('c-1234'), methodTypeDefinition('CreditCard')), {
      titleKey: 'endingIn',
      lastFour: '1234',
      subtitleKey: 'Visa',
    });
    assert.deepEqual(methodLabel(method('pp', 'PayPalAccount'), methodTypeDefinition('PayPalAccount')), {
      title: 'pp@example.com',
      subtitleKey: 'PayPal',
    });
  });
});
