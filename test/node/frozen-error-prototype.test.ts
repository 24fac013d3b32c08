/**
 * The widget's error classes on a page that froze `Error.prototype` (SES's lockdown and other hardening scripts):
 * its `name` is then a read-only data property every error inherits, and a class that sets `name` on its instances
 * throws a TypeError instead of making the error. Node's own errors set their names too, so each test makes only
 * `name` read-only, for as long as it makes the widget's error (freezing the whole prototype for good is the browser
 * test's, test/browser/migration/frozen-error-prototype.test.ts, in a page of its own).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PartNotLoaded } from '../../elements/model/dropin-model.js';
import { ThreeDSecureCanceledError } from '../../elements/provider/three-d-secure.js';
import { PaymentDropinError } from '../../elements/vocabulary/errors.js';

/** `make()`'s result, made while Error.prototype's `name` is read-only as in a frozen prototype. */
function withNameReadOnly<T>(make: () => T): T {
  const own = Object.getOwnPropertyDescriptor(Error.prototype, 'name')!;
  Object.defineProperty(Error.prototype, 'name', { ...own, writable: false });
  try {
    return make();
  } finally {
    Object.defineProperty(Error.prototype, 'name', own);
  }
}

describe("the widget's errors where Error.prototype's name is read-only (a frozen Error.prototype)", () => {
  it('PaymentDropinError is made, with its name, message, kind, cause and the cause’s code and type', () => {
    const cause = Object.assign(new Error('fields invalid'), {
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      type: 'CUSTOMER',
    });
    const error = withNameReadOnly(
      () => new PaymentDropinError('No payment method is available.', { kind: 'validation', cause }),
    );
    assert.equal(error.name, 'PaymentDropinError');
    assert.equal(String(error), 'PaymentDropinError: No payment method is available.');
    assert.equal(error.kind, 'validation');
    assert.equal(error.cause, cause);
    assert.equal(error.code, 'HOSTED_FIELDS_FIELDS_INVALID');
    assert.equal(error.type, 'CUSTOMER');
  });

  it("the model's PartNotLoaded is made (the setup catches it by its class, and loads the part)", () => {
    const error = withNameReadOnly(() => new PartNotLoaded('vault'));
    assert.ok(error instanceof PartNotLoaded);
    assert.equal(error.part, 'vault');
  });

  it('ThreeDSecureCanceledError is made, with its name and braintree-web’s code', () => {
    const error = withNameReadOnly(() => new ThreeDSecureCanceledError());
    assert.equal(error.name, 'ThreeDSecureCanceledError');
    assert.equal(String(error), 'ThreeDSecureCanceledError: Canceled by user.');
    assert.equal(error.code, 'THREEDS_CARDINAL_SDK_CANCELED');
  });
});
