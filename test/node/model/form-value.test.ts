import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decideSubmit,
  formEntries,
  formFieldNames,
  formStates,
  formValidity,
  missingPaymentKey,
  phaseAfterResubmit,
  SUBMITTED_BLOCKS_MS,
  submitsWithoutButton,
  type FormNameAttributes,
  type FormPhase,
  type PostedPayment,
  type ResubmitOutcome,
  type WidgetFacts,
} from '../../../elements/model/form-value.js';
import type { RequestDecision } from '../../../elements/model/payment.js';

const tokenize: RequestDecision = { kind: 'tokenizeCard' };
const chooseFirst: RequestDecision = {
  kind: 'reject',
  message: 'No payment method is available.',
  sheetError: 'paymentOptionMustBeChosen',
};
const paypalButton: RequestDecision = {
  kind: 'reject',
  message: 'No payment method is available.',
  sheetError: 'paypalButtonMustBeUsed',
};
const plainReject: RequestDecision = { kind: 'reject', message: 'No payment method is available.' };

function widget(facts: Partial<WidgetFacts> = {}): WidgetFacts {
  return { ready: true, requestable: false, decision: tokenize, ...facts };
}

describe('form value: the names a payment is posted under', () => {
  const cases: Array<[string, FormNameAttributes, ReturnType<typeof formFieldNames>]> = [
    ['no name: not a form field', {}, undefined],
    ['an empty name: not a form field', { name: '  ' }, undefined],
    ['a name that is not text: not a form field', { name: 42 }, undefined],
    [
      'a name: the nonce under it, the device data as Drop-in posts it',
      { name: 'nonce' },
      { nonce: 'nonce', deviceData: 'device_data' },
    ],
    [
      "the host app's three names",
      { name: 'payment_method_nonce', deviceDataName: 'payment_method_device_data', vaultedName: 'use_vaulted_card' },
      { nonce: 'payment_method_nonce', deviceData: 'payment_method_device_data', vaulted: 'use_vaulted_card' },
    ],
    [
      'an empty device-data name keeps the default',
      { name: 'n', deviceDataName: '' },
      { nonce: 'n', deviceData: 'device_data' },
    ],
    ['an empty vaulted name posts no flag', { name: 'n', vaultedName: '' }, { nonce: 'n', deviceData: 'device_data' }],
  ];
  for (const [label, attributes, expected] of cases) {
    it(label, () => assert.deepEqual(formFieldNames(attributes), expected));
  }
});

describe('form value: what one submission carries', () => {
  const names = {
    nonce: 'payment_method_nonce',
    deviceData: 'payment_method_device_data',
    vaulted: 'use_vaulted_card',
  };
  const cases: Array<[string, PostedPayment, Array<[string, string]>]> = [
    [
      'a new card with device data',
      { nonce: 'tokencc_1', deviceData: '{"correlation_id":"c"}', vaulted: false },
      [
        ['payment_method_nonce', 'tokencc_1'],
        ['payment_method_device_data', '{"correlation_id":"c"}'],
        ['use_vaulted_card', '0'],
      ],
    ],
    [
      'a saved method without a data collector: empty device data, flag 1',
      { nonce: 'tokencc_2', vaulted: true },
      [
        ['payment_method_nonce', 'tokencc_2'],
        ['payment_method_device_data', ''],
        ['use_vaulted_card', '1'],
      ],
    ],
    [
      'vaulted not known counts as not saved',
      { nonce: 'n' },
      [
        ['payment_method_nonce', 'n'],
        ['payment_method_device_data', ''],
        ['use_vaulted_card', '0'],
      ],
    ],
  ];
  for (const [label, payment, expected] of cases) {
    it(label, () => assert.deepEqual(formEntries(names, payment), expected));
  }

  it('posts no flag when none is named', () => {
    assert.deepEqual(formEntries({ nonce: 'a', deviceData: 'b' }, { nonce: 'n', deviceData: 'd', vaulted: true }), [
      ['a', 'n'],
      ['b', 'd'],
    ]);
  });
});

describe('form value: what a submit event means', () => {
  const cases: Array<[FormPhase, ReturnType<typeof decideSubmit>]> = [
    ['idle', 'hold'],
    ['requesting', 'block'],
    ['resubmitting', 'letThrough'],
    ['submitted', 'block'],
  ];
  for (const [phase, expected] of cases) {
    it(`${phase}: ${expected}`, () => assert.equal(decideSubmit(phase), expected));
  }
  it('submitted, and the page still here long after: the submission left it where it was (a 204, a download), hold', () => {
    assert.equal(decideSubmit('submitted', SUBMITTED_BLOCKS_MS - 1), 'block');
    assert.equal(decideSubmit('submitted', SUBMITTED_BLOCKS_MS), 'hold');
  });
});

describe('form value: after the element submits its payment', () => {
  const cases: Array<[string, ResubmitOutcome, FormPhase]> = [
    ['the page posts and leaves', { fired: true, defaultPrevented: false, target: '' }, 'submitted'],
    ['_self, _top and _parent leave too', { fired: true, defaultPrevented: false, target: '_TOP' }, 'submitted'],
    ['a page that posts with fetch stays', { fired: true, defaultPrevented: true, target: '' }, 'idle'],
    [
      'another field failed validation: nothing was sent',
      { fired: false, defaultPrevented: false, target: '' },
      'idle',
    ],
    ['a post into another frame keeps the page', { fired: true, defaultPrevented: false, target: 'receipt' }, 'idle'],
    ['a post into a new window keeps the page', { fired: true, defaultPrevented: false, target: '_blank' }, 'idle'],
    [
      'a dialog submission closes its dialog and keeps the page',
      { fired: true, defaultPrevented: false, target: '', method: 'dialog' },
      'idle',
    ],
    [
      'a javascript: action keeps the page',
      { fired: true, defaultPrevented: false, target: '', action: 'JavaScript:void 0' },
      'idle',
    ],
    [
      'a post to an address leaves',
      { fired: true, defaultPrevented: false, target: '', method: 'post', action: 'https://shop.test/checkout' },
      'submitted',
    ],
  ];
  for (const [label, outcome, expected] of cases) {
    it(label, () => assert.equal(phaseAfterResubmit(outcome), expected));
  }
});

describe('form value: Enter in a card field of a form with no submit button', () => {
  it('submits a form with at most one field blocking implicit submission', () => {
    assert.equal(submitsWithoutButton([]), true);
    assert.equal(submitsWithoutButton(['email', 'checkbox', 'hidden', '']), true);
  });
  it('does nothing in a form with two, as HTML', () => {
    assert.equal(submitsWithoutButton(['text', 'text']), false);
    assert.equal(submitsWithoutButton(['email', 'datetime-local', 'checkbox']), false);
  });
});

describe("form value: the widget's words for what is missing", () => {
  const cases: Array<[string, WidgetFacts, string]> = [
    ['still loading', widget({ ready: false, decision: plainReject }), 'loadingLabel'],
    [
      "the card form: its first field's error",
      widget({ firstCardError: 'fieldEmptyForNumber' }),
      'fieldEmptyForNumber',
    ],
    ['the card form with no field error (busy): check the details', widget(), 'hostedFieldsFieldsInvalidError'],
    ['the options list: choose a way to pay', widget({ decision: chooseFirst }), 'paymentOptionMustBeChosen'],
    ["PayPal's sheet: its own button", widget({ decision: paypalButton }), 'paypalButtonMustBeUsed'],
    ['edit mode: choose a way to pay', widget({ decision: plainReject }), 'paymentOptionMustBeChosen'],
  ];
  for (const [label, facts, expected] of cases) {
    it(label, () => assert.equal(missingPaymentKey(facts), expected));
  }
});

describe('form value: validity', () => {
  const missing = (messageKey: string) => ({ valueMissing: true, messageKey });
  const cases: Array<[string, { required: boolean; phase: FormPhase; widget: WidgetFacts }, unknown]> = [
    ['not required: always valid', { required: false, phase: 'idle', widget: widget() }, { valueMissing: false }],
    [
      'required, nothing requestable: missing, in the widget’s words',
      { required: true, phase: 'idle', widget: widget({ firstCardError: 'fieldEmptyForNumber' }) },
      missing('fieldEmptyForNumber'),
    ],
    [
      'required and requestable: valid',
      { required: true, phase: 'idle', widget: widget({ requestable: true }) },
      { valueMissing: false },
    ],
    [
      'required while the element submits its payment (the card form already emptied): valid',
      { required: true, phase: 'resubmitting', widget: widget() },
      { valueMissing: false },
    ],
    [
      'required while a held submission is paid for (the card busy tokenizing): valid, so a second click is only stopped',
      { required: true, phase: 'requesting', widget: widget() },
      { valueMissing: false },
    ],
    [
      'required while loading: missing',
      { required: true, phase: 'idle', widget: widget({ ready: false, decision: plainReject }) },
      missing('loadingLabel'),
    ],
  ];
  for (const [label, input, expected] of cases) {
    it(label, () => assert.deepEqual(formValidity(input), expected));
  }
});

describe('form value: custom states', () => {
  const invalid = { valueMissing: true, messageKey: 'k' } as const;
  const valid = { valueMissing: false } as const;
  const cases: Array<[string, Parameters<typeof formStates>[0], ReturnType<typeof formStates>]> = [
    [
      'invalid before the shopper had a go: not user-invalid',
      { validity: invalid, interacted: false, phase: 'idle' },
      { 'user-invalid': false, paying: false },
    ],
    [
      'invalid after: user-invalid',
      { validity: invalid, interacted: true, phase: 'idle' },
      { 'user-invalid': true, paying: false },
    ],
    [
      'valid after: not user-invalid',
      { validity: valid, interacted: true, phase: 'idle' },
      { 'user-invalid': false, paying: false },
    ],
    [
      'asking the widget: paying',
      { validity: valid, interacted: true, phase: 'requesting' },
      { 'user-invalid': false, paying: true },
    ],
  ];
  for (const [label, input, expected] of cases) {
    it(label, () => assert.deepEqual(formStates(input), expected));
  }
});
