/**
 * The element's part in its form (its validity, its disabled state) is code of its own, fetched once the element has a
 * `name`. On a slow network it may still be on its way when the page disables the form: `updateComplete` then settles
 * only once that code is here and has drawn what it must (the test server holds the module's request until the test
 * lets it through, test/support/module-faults.mjs; one test per file: a page keeps a module once it has it).
 */
import { expect, oneEvent } from '@open-wc/testing';
import { frameOf } from '../dropin/dropin-harness.js';
import { holdModules } from '../support/module-faults.js';
import { checkoutForm, removeForm } from './form-harness.js';

const FORM_CODE = '/elements/controllers/form-surface.ts';

describe('<payment-dropin> in a form, before its form code arrived', () => {
  afterEach(async () => {
    await holdModules([]);
    await removeForm();
  });

  it('takes the card fields out of reach when a fieldset is disabled, once updateComplete settles', async () => {
    await holdModules([FORM_CODE]);
    const { el, fieldset } = await checkoutForm({
      attributes: { name: 'payment_method_nonce' },
      fieldset: true,
      waitForReady: false,
    });
    // Not `updateComplete`: it waits for the held code now.
    await oneEvent(el, 'ready');
    const frame = frameOf(el, 'number')!;
    fieldset!.disabled = true;
    const drawn = el.updateComplete;
    await holdModules([]);
    await drawn;
    frame.focus();
    expect(document.activeElement).to.not.equal(frame);
  });
});
