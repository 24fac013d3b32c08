import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { HostedFields, HostedFieldsTokenizePayload } from 'braintree-web/hosted-fields';
import {
  FULL_FORM,
  describeFields,
  fillCard,
  mount,
  nextEvent,
  rejection,
  typeInto,
  unmountAll,
  waitForField,
} from './hosted-fields-harness.js';
import {
  clearFaults,
  clientToken,
  configureMerchant,
  fault,
  resetEmulator,
  seedCustomer,
  tokenizationKey,
} from './support/emulator.js';

describe('hosted fields (our frame, real braintree-web)', () => {
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  describe('creation', () => {
    it('renders one labelled field per frame with containers in the light DOM', async () => {
      const { instance, host, componentId } = await mount();
      const frames = Array.from(host.querySelectorAll('iframe'));
      expect(frames.map((f) => f.name)).to.deep.equal(FULL_FORM.map((f) => `braintree-hosted-field-${f}`));
      expect(frames[0]!.src).to.match(
        /^https:\/\/assets\.braintreegateway\.com\/web\/3\.144\.0\/html\/hosted-fields-frame\.min\.html#/,
      );
      const state = instance.getState();
      for (const field of FULL_FORM) {
        expect(state.fields[field]).to.include({
          isEmpty: true,
          isValid: false,
          isPotentiallyValid: true,
          isFocused: false,
        });
      }
      const described = await describeFields(componentId);
      expect(described.number).to.include({ tag: 'input', label: 'Credit Card Number' });
      expect(described.number!.attributes).to.include({
        id: 'credit-card-number',
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        'aria-describedby': 'credit-card-number-message',
      });
      expect(described.cvv!.label).to.equal('CVV');
      expect(described.expirationDate!.label).to.equal('Expiration Date');
      expect(described.postalCode!.attributes.autocomplete).to.equal('billing postal-code');
    });

    it('works with containers inside a shadow root', async () => {
      const { instance, host, containers } = await mount({ shadow: true, fields: ['number', 'cvv'] });
      expect(containers.number!.getRootNode()).to.equal(host.shadowRoot);
      expect(host.shadowRoot!.querySelectorAll('slot')).to.have.length(2);
      const valid = nextEvent(instance, 'validityChange', (e) => e.emittedBy === 'number' && e.fields.number.isValid);
      await typeInto(instance, 'number', '4111111111111111');
      const event = await valid;
      expect(event.cards.map((c) => c.type)).to.deep.equal(['visa']);
      expect(instance.getState().fields.number.container).to.equal(containers.number);
    });

    it('applies the merchant’s allowed styles and placeholders, and drops the rest', async () => {
      const { componentId } = await mount({
        fields: ['number'],
        fieldOptions: { number: { placeholder: '•••• •••• •••• ••••', internalLabel: 'Kartennummer' } },
        styles: {
          input: { color: 'rgb(1, 2, 3)', 'font-size': '18px', background: 'url(https://evil.example/x.png)' },
          '.number': { 'letter-spacing': '2px', 'background-image': 'url(https://evil.example/y.png)' },
          ':focus': { color: 'rgb(0, 0, 255); background-image: url(https://evil.example/z.png)' },
        },
      });
      const number = (await describeFields(componentId)).number!;
      expect(number.attributes.placeholder).to.equal('•••• •••• •••• ••••');
      expect(number.label).to.equal('Kartennummer');
      expect(number.computedStyle).to.include({
        color: 'rgb(1, 2, 3)',
        'font-size': '18px',
        'letter-spacing': '2px',
        'background-image': 'none',
      });
    });
  });

  describe('typing a card', () => {
    it('reports Visa and a valid number for 4111 1111 1111 1111', async () => {
      const { instance } = await mount();
      const visa = nextEvent(instance, 'cardTypeChange', (e) => e.cards.length === 1);
      const valid = nextEvent(instance, 'validityChange', (e) => e.emittedBy === 'number' && e.fields.number.isValid);
      const notEmpty = nextEvent(instance, 'notEmpty');
      await typeInto(instance, 'number', '4111111111111111');
      expect((await notEmpty).emittedBy).to.equal('number');
      const typeEvent = await visa;
      expect(typeEvent.cards[0]).to.deep.include({ type: 'visa', niceType: 'Visa' });
      expect(typeEvent.cards[0]!.code).to.deep.equal({ name: 'CVV', size: 3 });
      const validity = await valid;
      expect(validity.fields.number).to.include({ isValid: true, isPotentiallyValid: true, isEmpty: false });
      expect(validity.fields.cvv).to.include({ isEmpty: true });
    });

    it('reports American Express and wants a 4-digit CVV for 378282246310005', async () => {
      const { instance } = await mount();
      const amex = nextEvent(instance, 'cardTypeChange', (e) => e.cards.length === 1);
      await typeInto(instance, 'number', '378282246310005');
      const event = await amex;
      expect(event.cards[0]).to.deep.include({ type: 'american-express', niceType: 'American Express' });
      expect(event.cards[0]!.code).to.deep.equal({ name: 'CID', size: 4 });
      await waitUntil(() => instance.getState().fields.number.isValid, 'the Amex number never became valid');

      await typeInto(instance, 'cvv', '123');
      await waitUntil(() => !instance.getState().fields.cvv.isEmpty);
      expect(instance.getState().fields.cvv).to.include({ isValid: false, isPotentiallyValid: true });
      const cvvValid = nextEvent(instance, 'validityChange', (e) => e.emittedBy === 'cvv' && e.fields.cvv.isValid);
      await sendKeys({ type: '4' });
      expect((await cvvValid).fields.cvv.isValid).to.equal(true);
    });

    it('marks an impossible number as not potentially valid', async () => {
      const { instance } = await mount({ fields: ['number'] });
      // Full Amex length with a bad check digit: no longer number can fix it.
      await typeInto(instance, 'number', '378282246310006');
      await waitUntil(
        () => !instance.getState().fields.number.isPotentiallyValid,
        'the bad number stayed potentially valid',
      );
      expect(
        instance.getState().fields.number.container.classList.contains('braintree-hosted-fields-invalid'),
      ).to.equal(true);
    });

    it('emits binAvailable and inputSubmitRequest', async () => {
      const { instance } = await mount({ fields: ['number'] });
      const bin = new Promise<{ bin: string }>((resolve) => instance.on('binAvailable', resolve as never));
      const submit = nextEvent(instance, 'inputSubmitRequest');
      await typeInto(instance, 'number', '41111111');
      expect((await bin).bin).to.equal('411111');
      await sendKeys({ press: 'Enter' });
      expect((await submit).emittedBy).to.equal('number');
    });

    it('reports focus and blur as focus moves between frames', async () => {
      const { instance } = await mount({ fields: ['number', 'cvv'] });
      const blurred = nextEvent(instance, 'blur', (e) => e.emittedBy === 'number');
      await typeInto(instance, 'number', '4');
      await typeInto(instance, 'cvv', '1');
      expect((await blurred).fields.number.isFocused).to.equal(false);
      expect(instance.getState().fields.cvv.isFocused).to.equal(true);
    });
  });

  describe('tokenize()', () => {
    it('returns a nonce with the card’s details over GraphQL', async () => {
      const { instance } = await mount();
      await fillCard(instance, { number: '4111111111111111', cvv: '123' });
      // A REST fault that must not be taken: the configuration advertises GraphQL tokenization.
      await fault({ route: '/payment_methods/credit_cards', status: 500 });
      const payload = (await instance.tokenize()) as HostedFieldsTokenizePayload;
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.type).to.equal('CreditCard');
      expect(payload.description).to.equal('ending in 11');
      expect(payload.details).to.include({ bin: '411111', lastFour: '1111', lastTwo: '11', cardType: 'Visa' });
      expect(payload.details.expirationMonth).to.equal('12');
      expect(payload.details.expirationYear).to.equal('2030');
      expect(payload.binData).to.include.keys('prepaid', 'debit', 'issuingBank', 'countryOfIssuance');
    });

    it('returns a nonce over REST when the gateway does not offer GraphQL tokenization', async () => {
      await configureMerchant({ graphQLTokenization: false });
      const { instance } = await mount();
      await fillCard(instance, { number: '378282246310005', cvv: '1234', expirationDate: '0331' });
      await fault({ route: 'TokenizeCreditCard', status: 500 });
      const payload = (await instance.tokenize()) as HostedFieldsTokenizePayload;
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.details).to.include({ bin: '378282', lastFour: '0005', cardType: 'American Express' });
      expect(payload.details.expirationMonth).to.equal('03');
      expect(payload.binData).to.be.an('object');
    });

    it('works with a tokenization key', async () => {
      const { instance } = await mount({ authorization: tokenizationKey() });
      await fillCard(instance, { number: '5555555555554444', cvv: '321' });
      const payload = await instance.tokenize();
      expect(payload.details).to.include({ lastFour: '4444', cardType: 'MasterCard' });
    });

    it('refuses an empty form with HOSTED_FIELDS_FIELDS_EMPTY', async () => {
      const { instance } = await mount();
      const error = await rejection(instance.tokenize());
      expect(error).to.include({ name: 'BraintreeError', code: 'HOSTED_FIELDS_FIELDS_EMPTY', type: 'CUSTOMER' });
    });

    it('refuses an incomplete form with HOSTED_FIELDS_FIELDS_INVALID naming the fields', async () => {
      const { instance, containers } = await mount();
      await typeInto(instance, 'number', '4111111111111111');
      await typeInto(instance, 'cvv', '12');
      const error = await rejection(instance.tokenize());
      expect(error).to.include({ code: 'HOSTED_FIELDS_FIELDS_INVALID', type: 'CUSTOMER' });
      expect(error.details!.invalidFieldKeys).to.have.members(['cvv', 'expirationDate', 'postalCode']);
      expect(error.details!.invalidFields!.cvv).to.equal(containers.cvv);
    });

    it('tokenizes only fieldsToTokenize', async () => {
      const { instance } = await mount({ fields: ['number', 'cvv', 'expirationDate', 'postalCode'] });
      await typeInto(instance, 'number', '4111111111111111');
      await typeInto(instance, 'expirationDate', '1230');
      await typeInto(instance, 'postalCode', '12345');
      const error = await rejection(instance.tokenize());
      expect(error.details!.invalidFieldKeys).to.deep.equal(['cvv']);
      await configureMerchant({ challenges: [] });
      const payload = await instance.tokenize({ fieldsToTokenize: ['number', 'expirationDate', 'postalCode'] });
      expect(payload.details.lastFour).to.equal('1111');
    });

    describe('when vaulting with a client token that verifies cards', () => {
      async function vaultingForm(): Promise<HostedFields> {
        const { customer } = await seedCustomer({ firstName: 'Ada' });
        const authorization = await clientToken({ customerId: customer.id, verifyCard: true });
        return (await mount({ authorization })).instance;
      }

      it('gives HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED for CVV 200', async () => {
        const instance = await vaultingForm();
        await fillCard(instance, { number: '4111111111111111', cvv: '200' });
        const error = await rejection(instance.tokenize({ vault: true }));
        expect(error).to.include({ code: 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED', type: 'CUSTOMER' });
      });

      it('gives HOSTED_FIELDS_FAILED_TOKENIZATION for a card the processor declines', async () => {
        const instance = await vaultingForm();
        await fillCard(instance, { number: '4000111111111115', cvv: '123' });
        const error = await rejection(instance.tokenize({ vault: true }));
        expect(error).to.include({ code: 'HOSTED_FIELDS_FAILED_TOKENIZATION', type: 'CUSTOMER' });
      });

      it('vaults a good card', async () => {
        const instance = await vaultingForm();
        await fillCard(instance, { number: '4111111111111111', cvv: '123' });
        const payload = await instance.tokenize({ vault: true });
        expect(payload.details.lastFour).to.equal('1111');
      });
    });

    it('gives HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE for a card already vaulted', async () => {
      const { customer } = await seedCustomer({
        paymentMethods: [{ type: 'CreditCard', number: '4111111111111111', expirationDate: '12/2030' }],
      });
      const authorization = await clientToken({ customerId: customer.id, failOnDuplicatePaymentMethod: true });
      const { instance } = await mount({ authorization });
      await fillCard(instance, { number: '4111111111111111', cvv: '123' });
      const error = await rejection(instance.tokenize({ vault: true }));
      expect(error).to.include({ code: 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE', type: 'CUSTOMER' });
    });

    for (const injected of [
      // Chromium silently resends a request once when a reused keep-alive connection closes
      // before any answer, so a dropped connection must be armed for both tries.
      { route: 'tokenize', drop: true, times: 2 },
      { route: 'tokenize', status: 500 },
    ]) {
      it(`gives HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR when the gateway ${injected.drop ? 'drops the connection' : 'answers 500'}, then succeeds`, async () => {
        const { instance } = await mount();
        await fillCard(instance, { number: '4111111111111111', cvv: '123' });
        await fault(injected);
        const error = await rejection(instance.tokenize());
        expect(error).to.include({ code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', type: 'NETWORK' });
        await clearFaults();
        const payload = await instance.tokenize();
        expect(payload.nonce).to.match(/^tokencc_/);
      });
    }
  });

  describe('requests from the page', () => {
    it('clear() empties a field', async () => {
      const { instance } = await mount({ fields: ['number', 'cvv'] });
      await typeInto(instance, 'number', '4111111111111111');
      await waitUntil(() => instance.getState().fields.number.isValid);
      const emptied = nextEvent(instance, 'empty', (e) => e.emittedBy === 'number');
      await instance.clear('number');
      const event = await emptied;
      expect(event.fields.number).to.include({ isEmpty: true, isValid: false });
      expect(event.cards.length).to.be.greaterThan(1);
    });

    it('setAttribute() and removeAttribute() change the placeholder and disabled state', async () => {
      const { instance, componentId } = await mount({ fields: ['number', 'cvv'] });
      await instance.setAttribute({ field: 'number', attribute: 'placeholder', value: '4111 1111 1111 1111' });
      await instance.setAttribute({ field: 'cvv', attribute: 'disabled', value: true });
      await instance.setAttribute({ field: 'cvv', attribute: 'aria-required', value: true });
      await waitForField(componentId, 'number', (d) => d.attributes.placeholder === '4111 1111 1111 1111');
      const cvv = await waitForField(componentId, 'cvv', (d) => d.attributes.disabled !== null);
      expect(cvv.attributes['aria-required']).to.equal('true');

      await instance.removeAttribute({ field: 'number', attribute: 'placeholder' });
      await instance.removeAttribute({ field: 'cvv', attribute: 'disabled' });
      await waitForField(componentId, 'number', (d) => d.attributes.placeholder === null);
      await waitForField(componentId, 'cvv', (d) => d.attributes.disabled === null);
    });

    it('setPlaceholder() is setAttribute for the placeholder', async () => {
      const { instance, componentId } = await mount({ fields: ['cvv'] });
      await instance.setPlaceholder('cvv', '1234');
      await waitForField(componentId, 'cvv', (d) => d.attributes.placeholder === '1234');
    });

    it('setMessage() sets the field’s visually hidden message', async () => {
      const { instance, componentId } = await mount({ fields: ['number'] });
      instance.setMessage({ field: 'number', message: 'Please enter a valid card number' });
      const number = await waitForField(componentId, 'number', (d) => d.message === 'Please enter a valid card number');
      expect(number.attributes['aria-describedby']).to.equal('credit-card-number-message');
    });

    it('addClass() and removeClass() change the input’s classes', async () => {
      const { instance, componentId } = await mount({ fields: ['number'] });
      await instance.addClass('number', 'custom-class');
      await waitForField(componentId, 'number', (d) => d.classes.includes('custom-class'));
      await instance.removeClass('number', 'custom-class');
      await waitForField(componentId, 'number', (d) => !d.classes.includes('custom-class'));
    });

    it('teardown() removes the frames', async () => {
      const { instance, host } = await mount({ fields: ['number'] });
      await instance.teardown();
      expect(host.querySelectorAll('iframe')).to.have.length(0);
    });
  });
});
