/**
 * A merchant who logs `JSON.stringify(error)` (as Drop-in integrations do, whose errors serialise with their name
 * and message) gets the widget's error with its name, message, kind and braintree-web's code and type.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PaymentDropinError } from '../../elements/vocabulary/errors.js';

describe('PaymentDropinError in JSON', () => {
  it('serialises with its name and message besides kind, code and type', () => {
    const cause = Object.assign(new Error('fields invalid'), {
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      type: 'CUSTOMER',
    });
    const error = new PaymentDropinError('No payment method is available.', { kind: 'validation', cause });
    assert.deepEqual(JSON.parse(JSON.stringify(error)), {
      name: 'PaymentDropinError',
      message: 'No payment method is available.',
      kind: 'validation',
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      type: 'CUSTOMER',
    });
    assert.deepEqual(JSON.parse(JSON.stringify({ error })).error.message, 'No payment method is available.');
  });
});
