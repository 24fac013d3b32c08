import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { camelCaseErrorCode, resolveErrorKey, resolveErrorMessage } from '../../../elements/model/errors.js';
import { classifyOptionError as classifyWalletError } from './catalogue.js';
import { isIgnorableVenmoError } from '../../../elements/options/venmo/settings.js';
import { enUS } from '../../../elements/i18n/en-US.js';

const strings = {
  genericError: 'Something went wrong.',
  hostedFieldsFailedTokenizationError: 'Check and retry.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Already saved.',
  paypalButtonMustBeUsed: 'Use the PayPal button.',
};

/** A string table as the widget reads it: undefined for a key it lacks. */
function stringOf(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

describe('error resolution', () => {
  const cases: { name: string; error: unknown; message: string }[] = [
    {
      name: 'a string equal to a key is used as given',
      error: 'paypalButtonMustBeUsed',
      message: 'Use the PayPal button.',
    },
    {
      name: 'a code becomes camelCase(code) + Error',
      error: { code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' },
      message: 'Check and retry.',
    },
    {
      name: 'a duplicate card has its own message',
      error: { code: 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE' },
      message: 'Already saved.',
    },
    {
      name: 'an unknown code falls back to genericError',
      error: { code: 'SOMETHING_NEW' },
      message: 'Something went wrong.',
    },
    {
      name: 'developerError gives the developer message',
      error: 'developerError',
      message: 'Developer Error: Something went wrong. Check the console for details.',
    },
    { name: 'an unknown string falls back to genericError', error: 'not a key', message: 'Something went wrong.' },
    {
      name: 'an error without a code falls back to genericError',
      error: new Error('boom'),
      message: 'Something went wrong.',
    },
    { name: 'a non-string code is ignored', error: { code: 42 }, message: 'Something went wrong.' },
    { name: 'nothing at all falls back to genericError', error: undefined, message: 'Something went wrong.' },
  ];
  for (const c of cases) {
    it(c.name, () =>
      assert.equal(
        resolveErrorMessage(c.error, (key) => stringOf(strings, key)),
        c.message,
      ),
    );
  }

  const keyCases: { error: unknown; resolved: ReturnType<typeof resolveErrorKey> }[] = [
    {
      error: { code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' },
      resolved: { kind: 'key', key: 'hostedFieldsFailedTokenizationError' },
    },
    { error: { code: 'SOMETHING_NEW' }, resolved: { kind: 'key', key: 'genericError' } },
    { error: 'paypalButtonMustBeUsed', resolved: { kind: 'key', key: 'paypalButtonMustBeUsed' } },
    {
      error: 'developerError',
      resolved: { kind: 'developer', message: 'Developer Error: Something went wrong. Check the console for details.' },
    },
  ];
  for (const c of keyCases) {
    it(`resolves ${JSON.stringify(c.error)} to ${JSON.stringify(c.resolved)}`, () => {
      assert.deepEqual(
        resolveErrorKey(c.error, (key) => Object.prototype.hasOwnProperty.call(strings, key)),
        c.resolved,
      );
    });
  }

  it('does not treat inherited properties as keys', () => {
    assert.deepEqual(
      resolveErrorKey('toString', (key) => Object.prototype.hasOwnProperty.call(strings, key)),
      {
        kind: 'key',
        key: 'genericError',
      },
    );
  });

  const codes = [
    ['HOSTED_FIELDS_FAILED_TOKENIZATION', 'hostedFieldsFailedTokenization'],
    ['HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'hostedFieldsTokenizationNetworkError'],
    ['PAYPAL_FLOW_FAILED', 'paypalFlowFailed'],
    ['VENMO_CANCELED', 'venmoCanceled'],
  ];
  for (const [code, camel] of codes) {
    it(`camel-cases ${code}`, () => assert.equal(camelCaseErrorCode(code as string), camel));
  }
});

describe('wallet errors', () => {
  const cases: {
    name: string;
    option: Parameters<typeof classifyWalletError>[0];
    error: unknown;
    expected: ReturnType<typeof classifyWalletError>;
  }[] = [
    {
      name: 'Google Pay DEVELOPER_ERROR is logged and shown as developerError',
      option: 'googlePay',
      error: { statusCode: 'DEVELOPER_ERROR' },
      expected: { kind: 'show', error: 'developerError', logToConsole: true },
    },
    {
      name: 'Google Pay CANCELED only sends analytics',
      option: 'googlePay',
      error: { statusCode: 'CANCELED' },
      expected: { kind: 'ignore', analytics: 'googlepay.loadPaymentData.canceled' },
    },
    {
      name: 'other Google Pay status codes are counted and shown',
      option: 'googlePay',
      error: { statusCode: 'BUYER_ACCOUNT_ERROR' },
      expected: {
        kind: 'show',
        error: { statusCode: 'BUYER_ACCOUNT_ERROR' },
        analytics: 'googlepay.loadPaymentData.failed',
        logToConsole: false,
      },
    },
    {
      name: 'Venmo app cancel is ignored',
      option: 'venmo',
      error: { code: 'VENMO_APP_CANCELED' },
      expected: { kind: 'ignore' },
    },
    {
      name: 'Venmo desktop cancel is ignored',
      option: 'venmo',
      error: { code: 'VENMO_DESKTOP_CANCELED' },
      expected: { kind: 'ignore' },
    },
    {
      name: 'other Venmo errors are shown',
      option: 'venmo',
      error: { code: 'VENMO_APP_FAILED' },
      expected: { kind: 'show', error: { code: 'VENMO_APP_FAILED' }, logToConsole: false },
    },
    {
      name: 'Apple Pay errors are shown',
      option: 'applePay',
      error: { code: 'APPLE_PAY_TOKENIZATION' },
      expected: { kind: 'show', error: { code: 'APPLE_PAY_TOKENIZATION' }, logToConsole: false },
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.deepEqual(classifyWalletError(c.option, c.error), c.expected));
  }

  it("shows Venmo's VENMO_CANCELED (the app could not be opened) with its own venmoCanceledError message", () => {
    const error = { code: 'VENMO_CANCELED' };
    assert.deepEqual(classifyWalletError('venmo', error), { kind: 'show', error, logToConsole: false });
    assert.equal(
      resolveErrorMessage(error, (key) => stringOf(enUS, key)),
      enUS.venmoCanceledError,
    );
  });

  it('recognises only the two Venmo cancel codes', () => {
    assert.equal(isIgnorableVenmoError({ code: 'VENMO_APP_CANCELED' }), true);
    assert.equal(isIgnorableVenmoError({ code: 'VENMO_CANCELED' }), false);
    assert.equal(isIgnorableVenmoError('VENMO_APP_CANCELED'), false);
  });
});
