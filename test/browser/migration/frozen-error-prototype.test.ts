/**
 * A page whose hardening script froze `Error.prototype` (SES's lockdown and others): its `name` is then a read-only
 * property every error inherits, and an error class that sets `name` on its instances throws a TypeError instead of
 * being made. braintree-web's own errors fail that way; the widget's must not, or the merchant hears neither its
 * message nor the real reason. (A file of its own: the freezing cannot be undone, and it lasts for the page.)
 *
 * Chai's failing assertions set `message` on theirs, which throws here too: each check below is made by hand, with a
 * plain Error, so a failure says what went wrong.
 */
import { create } from '../../../elements/create.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { settledWithin } from '../support/nothing-happens.js';

/** How long create() may take to settle against the emulator: well under it. */
const BOUND_MS = 10_000;

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

describe('on a page that froze Error.prototype', function () {
  this.timeout(30_000);
  before(() => Object.freeze(Error.prototype));

  it("create() without an authorization rejects with the widget's own error and message", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    try {
      const outcome = await settledWithin(create({ container } as never), BOUND_MS);
      check(outcome !== 'pending', 'create() was still pending');
      const error = (outcome as { error?: unknown }).error;
      check(error instanceof PaymentDropinError, `create() rejected with ${String(error)}`);
      const { name, message, kind } = error as PaymentDropinError;
      check(name === 'PaymentDropinError', `its name is ${name}`);
      check(message === 'options.authorization is required.', `its message is ${message}`);
      check(kind === 'validation', `its kind is ${kind}`);
    } finally {
      container.remove();
    }
  });

  // braintree-web refuses it before any request (a refusal from the gateway fails inside braintree-web's own request
  // callback, where nothing can catch it).
  it("create() with an authorization braintree-web refuses rejects with Drop-in's message and braintree-web's failure as its cause", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    try {
      const created = create({ authorization: 'not-an-authorization', container });
      const outcome = await settledWithin(created, BOUND_MS);
      check(outcome !== 'pending', 'create() was still pending');
      const error = (outcome as { error?: unknown }).error;
      check(error instanceof PaymentDropinError, `create() rejected with ${String(error)}`);
      const { message, kind, cause } = error as PaymentDropinError;
      check(message === 'There was an error creating Drop-in.', `its message is ${message}`);
      check(kind === 'setup', `its kind is ${kind}`);
      // braintree-web could not make its own error (BraintreeError sets its name): that is the real reason.
      check(
        cause instanceof TypeError && String(cause.stack).includes('BraintreeError'),
        `its cause is ${String(cause)}`,
      );
      check(container.childElementCount === 0, 'the widget stayed on the page');
    } finally {
      container.remove();
    }
  });
});
