import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canSubmit,
  initialState,
  payHint,
  paymentFormReducer,
  type PaymentFormAction,
  type PaymentFormState,
} from '../../../host-app/src/payment-form-state.js';
import { PaymentDropinError } from 'payment-dropin/errors';
import { isCanceled, isValidationError, summarizeError } from '../../../host-app/src/payment-errors.js';

function run(start: PaymentFormState, ...actions: PaymentFormAction['type'][]): PaymentFormState {
  return actions.reduce(
    (state, type) =>
      paymentFormReducer(
        state,
        type === 'tokenLoaded'
          ? { type, token: 'tok' }
          : type === 'requestFailed'
            ? { type, validation: false, stillRequestable: false }
            : ({ type } as PaymentFormAction),
      ),
    start,
  );
}

const ready = (): PaymentFormState => run(initialState('tok'), 'widgetReady');

describe('product form state', () => {
  it('starts loading the token, or ready with a token the page supplied', () => {
    assert.equal(initialState(undefined).token.status, 'loading');
    assert.deepEqual(initialState('abc').token, { status: 'ready', value: 'abc' });
  });

  describe('submit buttons (canSubmit)', () => {
    const table: Array<[string, PaymentFormAction['type'][], boolean]> = [
      ['at the start', [], false],
      // Pay is on at ready: pressing it with nothing entered asks the widget.
      ['when ready, even with nothing requestable', ['widgetReady'], true],
      ['when requestable but not ready', ['requestable'], false],
      ['when ready and requestable', ['widgetReady', 'requestable'], true],
      ['in either order', ['requestable', 'widgetReady'], true],
      ['when no longer requestable', ['widgetReady', 'requestable', 'notRequestable'], true],
      ['once the form went to the server', ['widgetReady', 'requestable', 'submitted'], false],
      [
        'again when the page comes back from the back/forward cache',
        ['widgetReady', 'submitted', 'pageRestored'],
        true,
      ],
      ['while a request is under way', ['widgetReady', 'requestable', 'requestStarted'], false],
      ['after a request succeeded', ['widgetReady', 'requestable', 'requestStarted', 'requestSucceeded'], true],
      ['after a request failed', ['widgetReady', 'requestable', 'requestStarted', 'requestFailed'], false],
      [
        'after a failure, once the widget reports requestable again',
        ['widgetReady', 'requestable', 'requestStarted', 'requestFailed', 'requestable'],
        true,
      ],
      [
        'after a failure, once the shopper changed something',
        ['widgetReady', 'requestable', 'requestStarted', 'requestFailed', 'shopperChanged'],
        true,
      ],
      ['when the widget failed to load', ['widgetReady', 'requestable', 'widgetFailed'], false],
      ['when the widget failed before it was ready', ['widgetFailed', 'requestable'], false],
    ];
    for (const [when, actions, enabled] of table) {
      it(`are ${enabled ? 'enabled' : 'disabled'} ${when}`, () =>
        assert.equal(canSubmit(run(initialState('tok'), ...actions)), enabled));
    }
  });

  describe('banner', () => {
    it('shows the token message when the token fetch fails', () => {
      assert.equal(run(initialState(undefined), 'tokenFailed').banner, 'token');
    });

    it('shows the loading message when the widget fails', () => {
      assert.equal(run(initialState('tok'), 'widgetFailed').banner, 'loading');
    });

    // The widget has shown and announced a failed request itself (in the shopper's language): a banner would be
    // a second alert for the same failure, talking over the first.
    it('shows nothing when a request fails, whatever the reason: the widget has told the shopper', () => {
      const started = run(ready(), 'requestable', 'requestStarted');
      for (const validation of [false, true]) {
        for (const stillRequestable of [false, true]) {
          const failed = paymentFormReducer(started, { type: 'requestFailed', validation, stillRequestable });
          assert.equal(failed.banner, null, JSON.stringify({ validation, stillRequestable }));
          assert.equal(run(failed, 'shopperChanged', 'requestable', 'notRequestable', 'requestable').banner, null);
        }
      }
    });
  });

  it('keeps Pay on after a validation error, and after a failure when the widget is still requestable', () => {
    const started = run(ready(), 'requestable', 'requestStarted');
    assert.equal(
      canSubmit(paymentFormReducer(started, { type: 'requestFailed', validation: true, stillRequestable: false })),
      true,
    );
    assert.equal(
      canSubmit(paymentFormReducer(started, { type: 'requestFailed', validation: false, stillRequestable: true })),
      true,
    );
    assert.equal(
      canSubmit(paymentFormReducer(started, { type: 'requestFailed', validation: false, stillRequestable: false })),
      false,
    );
  });

  it('stays ready when the widget reports ready again', () => {
    assert.equal(run(initialState('tok'), 'widgetFailed', 'widgetReady').widget, 'failed');
  });
});

describe('isValidationError', () => {
  const table: Array<[string, unknown, boolean]> = [
    [
      'an invalid card field (kind validation)',
      new PaymentDropinError('Please check your information and try again.', {
        kind: 'validation',
        code: 'HOSTED_FIELDS_FIELDS_INVALID',
      }),
      true,
    ],
    [
      'nothing selected (kind validation)',
      new PaymentDropinError('No payment method is available.', { kind: 'validation' }),
      true,
    ],
    [
      'a failed tokenization (kind provider), even with the same words',
      new PaymentDropinError('No payment method is available.', { kind: 'provider', cause: new Error('network') }),
      false,
    ],
    ['a setup failure', new PaymentDropinError('There was an error creating Drop-in.', { kind: 'setup' }), false],
    [
      'a canceled setup',
      new PaymentDropinError('The widget was torn down before it was ready.', { kind: 'canceled' }),
      false,
    ],
    [
      "an error shaped like one but not the widget's",
      { kind: 'validation', code: 'HOSTED_FIELDS_FIELDS_INVALID' },
      false,
    ],
    ['a plain error', new Error('boom'), false],
    ['a string', 'boom', false],
    ['nothing', undefined, false],
  ];
  for (const [what, error, expected] of table) {
    it(`${expected ? 'treats' : 'does not treat'} ${what} as validation`, () =>
      assert.equal(isValidationError(error), expected));
  }

  it('tells a canceled setup apart', () => {
    assert.equal(isCanceled(new PaymentDropinError('x', { kind: 'canceled' })), true);
    assert.equal(isCanceled(new PaymentDropinError('x', { kind: 'setup' })), false);
    assert.equal(isCanceled(new Error('x')), false);
  });
});

describe('summarizeError', () => {
  it('keeps name, message, code and type as strings', () => {
    assert.deepEqual(
      summarizeError({ name: 'BraintreeError', message: 'm', code: 'C', type: 'NETWORK', details: { secret: 1 } }),
      {
        name: 'BraintreeError',
        message: 'm',
        code: 'C',
        type: 'NETWORK',
      },
    );
  });

  it("keeps the cause's message as the reason: the widget's own message is Drop-in's general one", () => {
    const cause = Object.assign(new Error('A tokenization network error occurred.'), {
      name: 'BraintreeError',
      code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
      type: 'NETWORK',
    });
    assert.deepEqual(
      summarizeError(new PaymentDropinError('No payment method is available.', { kind: 'provider', cause })),
      {
        name: 'PaymentDropinError',
        message: 'No payment method is available.',
        code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
        type: 'NETWORK',
        reason: 'A tokenization network error occurred.',
      },
    );
  });

  it('describes a non-error', () => {
    assert.deepEqual(summarizeError('text'), { name: 'string', message: 'text' });
  });
});

describe('why Pay is disabled', () => {
  it('gives a reason whenever Pay is disabled, and none while it is enabled', () => {
    assert.equal(payHint(initialState(undefined)), 'loading');
    assert.equal(payHint(initialState('tok')), 'loading');
    assert.equal(payHint(ready()), null);
    assert.equal(canSubmit(ready()), true);
    assert.equal(payHint(run(ready(), 'requestStarted')), 'paying');
    assert.equal(payHint(run(ready(), 'requestStarted', 'requestFailed')), 'blocked');
    assert.equal(payHint(run(ready(), 'requestStarted', 'requestSucceeded', 'submitted')), 'paying');
    assert.equal(payHint(run(initialState(undefined), 'tokenFailed')), 'unavailable');
    assert.equal(payHint(run(initialState('tok'), 'widgetFailed')), 'unavailable');
    // Pay is still disabled until the widget is ready, whatever the hint says.
    assert.equal(canSubmit(run(initialState('tok'), 'requestable')), false);
  });
});
