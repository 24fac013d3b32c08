import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  describeFields,
  mount,
  nextEvent,
  rejection,
  typeInto,
  unmountAll,
  waitForField,
} from './hosted-fields-harness.js';
import { configureMerchant, resetEmulator } from './support/emulator.js';

function currentMonth(): string {
  return String(new Date().getMonth() + 1).padStart(2, '0');
}

describe('hosted fields options (our frame, real braintree-web)', () => {
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  describe('number', () => {
    it('sets the CVV length by brand: 3 for Visa, 4 for American Express', async () => {
      const { instance, componentId } = await mount({ fields: ['number', 'cvv'] });
      await typeInto(instance, 'number', '4111111111111111');
      await waitForField(componentId, 'cvv', (d) => d.attributes.maxlength === '3');
      await instance.clear('number');
      await waitUntil(() => instance.getState().fields.number.isEmpty, 'clear() never reached the frame');
      await typeInto(instance, 'number', '378282246310005');
      await waitForField(componentId, 'cvv', (d) => d.attributes.maxlength === '4');
      // Amex groups 4-6-5: 15 digits and 2 spaces.
      await waitForField(componentId, 'number', (d) => d.attributes.maxlength === '17');
    });

    it('rejects brands the merchant turns off with supportedCardBrands', async () => {
      const { instance } = await mount({
        fields: ['number'],
        fieldOptions: { number: { supportedCardBrands: { visa: false } } },
      });
      const visa = nextEvent(instance, 'cardTypeChange', (e) => e.cards.length === 1);
      await typeInto(instance, 'number', '4111111111111111');
      expect((await visa).cards[0]).to.deep.include({ type: 'visa', supported: false });
      await waitUntil(() => !instance.getState().fields.number.isPotentiallyValid, 'Visa stayed acceptable');
    });

    it('reports 8-digit BINs when binVerificationLength is 8', async () => {
      const { instance } = await mount({ fields: ['number'], binVerificationLength: 8 });
      const bin = new Promise<{ bin: string }>((resolve) => instance.on('binAvailable', resolve as never));
      await typeInto(instance, 'number', '555555555555');
      expect((await bin).bin).to.equal('55555555');
    });

    it('shows a prefilled number as filled and valid', async () => {
      const { instance } = await mount({
        fields: ['number'],
        fieldOptions: { number: { prefill: '4111 1111 1111 1111' } },
      });
      await waitUntil(() => instance.getState().fields.number.isValid, 'the prefilled number never counted');
      expect(instance.getState().fields.number.isEmpty).to.equal(false);
    });

    it('masks the number when blurred, showing the last four', async () => {
      const { instance, componentId } = await mount({
        fields: ['number', 'cvv'],
        fieldOptions: { number: { maskInput: { showLastFour: true } } },
      });
      await typeInto(instance, 'number', '4111111111111111');
      await waitForField(componentId, 'number', (d) => !d.masked);
      await instance.focus('cvv');
      await waitForField(componentId, 'number', (d) => d.masked, 'the number was not masked on blur');
      await instance.focus('number');
      await waitForField(componentId, 'number', (d) => !d.masked, 'the number stayed masked on focus');
    });
  });

  describe('expiration', () => {
    it('reads a one-digit month: 3 then 31 is March 2031', async () => {
      const { instance } = await mount({ fields: ['expirationDate'] });
      await typeInto(instance, 'expirationDate', '331');
      await waitUntil(() => instance.getState().fields.expirationDate.isValid, '03 / 31 was not valid');
    });

    it('refuses an expired date', async () => {
      const { instance } = await mount({ fields: ['expirationDate'] });
      // "01 / 20" could still become 01 / 20xx; "01 / 2020" cannot.
      await typeInto(instance, 'expirationDate', '012020');
      await waitUntil(() => !instance.getState().fields.expirationDate.isPotentiallyValid, '01 / 2020 stayed possible');
    });

    it('offers month and year selects that start on the current month and year', async () => {
      await configureMerchant({ challenges: [] });
      const { instance, componentId } = await mount({
        fields: ['number', 'expirationMonth', 'expirationYear'],
        fieldOptions: { expirationMonth: { select: true }, expirationYear: { select: true } },
      });
      const month = await waitForField(componentId, 'expirationMonth', (d) => d.tag === 'select');
      expect(month.options).to.have.length(12);
      expect(month.options![0]).to.equal('01 - January');
      const year = (await describeFields(componentId)).expirationYear!;
      expect(year.options).to.have.length(20);
      expect(year.options![0]).to.equal(String(new Date().getFullYear()));
      await waitUntil(() => instance.getState().fields.expirationMonth.isValid, 'the month select did not count');

      await instance.setMonthOptions([
        'Jan',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]);
      await waitForField(componentId, 'expirationMonth', (d) => d.options?.[0] === 'Jan');

      await typeInto(instance, 'number', '4111111111111111');
      const payload = await instance.tokenize();
      expect(payload.details.expirationMonth).to.equal(currentMonth());
      expect(payload.details.expirationYear).to.equal(String(new Date().getFullYear()));
    });

    it('takes month and year typed in separate inputs', async () => {
      const { instance } = await mount({ fields: ['expirationMonth', 'expirationYear'] });
      await typeInto(instance, 'expirationMonth', '11');
      await typeInto(instance, 'expirationYear', '2031');
      await waitUntil(
        () => instance.getState().fields.expirationMonth.isValid && instance.getState().fields.expirationYear.isValid,
        '11/2031 was not valid',
      );
    });
  });

  describe('cardholder name', () => {
    it('is required when configured and tokenized with the card', async () => {
      await configureMerchant({ challenges: [] });
      const { instance } = await mount({ fields: ['cardholderName', 'number', 'expirationDate'] });
      await typeInto(instance, 'number', '4111111111111111');
      await typeInto(instance, 'expirationDate', '1230');
      const error = await rejection(instance.tokenize());
      expect(error.details!.invalidFieldKeys).to.deep.equal(['cardholderName']);
      await typeInto(instance, 'cardholderName', 'Ada Lovelace');
      await waitUntil(() => instance.getState().fields.cardholderName.isValid);
      const payload = await instance.tokenize();
      expect(payload.details.cardholderName).to.equal('Ada Lovelace');
    });
  });

  describe('several instances on one page', () => {
    it('keeps each form to itself', async () => {
      await configureMerchant({ challenges: [] });
      const first = await mount({ fields: ['number', 'expirationDate'] });
      const second = await mount({ fields: ['number', 'expirationDate'] });
      await typeInto(first.instance, 'number', '4111111111111111');
      await typeInto(first.instance, 'expirationDate', '1230');
      await typeInto(second.instance, 'number', '5555555555554444');
      await typeInto(second.instance, 'expirationDate', '1131');
      const [a, b] = await Promise.all([first.instance.tokenize(), second.instance.tokenize()]);
      expect(a.details).to.include({ lastFour: '1111', cardType: 'Visa', expirationMonth: '12' });
      expect(b.details).to.include({ lastFour: '4444', cardType: 'MasterCard', expirationMonth: '11' });
    });
  });

  describe('keyboard', () => {
    it('ignores letters in the number field', async () => {
      const { instance } = await mount({ fields: ['number'] });
      await typeInto(instance, 'number', 'abc');
      // Give the frame a moment to report anything it would.
      await sendKeys({ type: '4' });
      await waitUntil(() => !instance.getState().fields.number.isEmpty);
      expect(instance.getState().fields.number.isPotentiallyValid).to.equal(true);
    });
  });
});
