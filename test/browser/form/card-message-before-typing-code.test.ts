/**
 * A required widget's validation message names the card's first field error, and the card sheet's form rules that
 * decide it come with its typing half (options/card/card-typing.ts), fetched once the widget is ready. Until it is
 * here the sheet answers on its own: nothing typed yet, the first field a submit would stop at is empty; something
 * typed meanwhile, the card's general message, until the typing half arrives and names the field. The test server
 * holds the module's request until the test lets it through (test/support/module-faults.mjs); a page keeps a module
 * once it has it, so this file has one test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { typeInto } from '../dropin/dropin-harness.js';
import { resetEmulator } from '../support/emulator.js';
import { holdModules } from '../support/module-faults.js';
import { checkoutForm, removeForm } from './form-harness.js';

const TYPING = '/elements/options/card/card-typing.ts';

describe('<payment-dropin required> before the card sheet has its typing code', () => {
  beforeEach(async () => {
    await resetEmulator();
  });

  afterEach(async () => {
    await holdModules([]);
    await removeForm();
  });

  it("names the first card field's empty message, the general one once something is typed, and the field's own once the code arrives", async () => {
    await holdModules([TYPING]);
    const { el } = await checkoutForm({
      attributes: { name: 'payment_method_nonce', required: '' },
      options: { card: { cardholderName: { required: true } } },
    });
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal(enUS.fieldEmptyForCardholderName);
    await typeInto(el, 'cardholderName', 'Ada Lovelace');
    await typeInto(el, 'number', '4111');
    await waitUntil(
      () => el.validationMessage === enUS.hostedFieldsFieldsInvalidError,
      `the message is "${el.validationMessage}"`,
      { timeout: 5000 },
    );
    await holdModules([]);
    await waitUntil(
      () => el.validationMessage === enUS.fieldInvalidForNumber,
      `the message is "${el.validationMessage}"`,
      { timeout: 5000 },
    );
    expect(el.validity.valueMissing).to.equal(true);
  });
});
