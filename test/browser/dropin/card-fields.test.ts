/**
 * The card sheet's field rules (the card form's validation, its field messages and its constants), as a
 * shopper meets them: real clicks and keystrokes in braintree-web's hosted-field frames, served
 * by the emulator.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys } from '@web/test-runner-commands';
import { enUS } from '../../../elements/i18n/en-US.js';
import type { Clock, PaymentDropin } from '../../../elements/payment-dropin.js';
import { BLUR_EMPTY_RECHECK_MS } from '../../../elements/vocabulary/constants.js';
import { clearFaults, configureMerchant, fault, resetEmulator } from '../support/emulator.js';
import {
  cardFieldsLog,
  clickAt,
  clickInto,
  fieldError,
  leaveFieldForOutside,
  frameOf,
  mountDropin,
  nextCardEvent,
  outsideButton,
  q,
  sheetError,
  typeInto as typeIn,
  unmountAll,
  untilRequestable,
  waitForView,
} from './dropin-harness.js';

type Field = 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';

/** A clock the test moves by hand, to see what the element does at a given delay. */
class ManualClock implements Clock {
  private now = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Moves time forward, running every callback that falls due, in order. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending].filter(([, t]) => t.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = until;
  }
}

/** Types a whole card (Visa unless told) into the fields shown; by default waits until it is requestable. */
async function enterCard(
  el: PaymentDropin,
  card: Partial<Record<Field, string>> = {},
  { complete = true } = {},
): Promise<void> {
  const { log } = cardFieldsLog(el);
  const values: Record<Field, string> = {
    cardholderName: '',
    number: '4111111111111111',
    expirationDate: '12/30',
    cvv: '123',
    postalCode: '12345',
    ...card,
  };
  const typed = (['cardholderName', 'number', 'expirationDate', 'cvv', 'postalCode'] as const).filter(
    (field) => values[field] !== '' && frameOf(el, field),
  );
  for (const field of typed) await typeIn(el, field, values[field]);
  if (complete) await untilRequestable(el, 'the card', log);
  // A card left incomplete on purpose (a required field not typed) is paid for next: what was typed must have reached
  // the widget first (the last keys reach it a little after they are sent), or a field shows an error for keys in flight.
  else
    await waitUntil(() => typed.every((field) => log.includes(`validityChange:${field}(valid)`)), '', {
      timeout: 5000,
    }).catch(() => {
      throw new Error(`the typed fields never all said they were valid; hosted-fields events: ${log.join(' ')}`);
    });
}

async function pressBackspace(times: number): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: 'Backspace' });
}

async function showsFieldError(el: PaymentDropin, field: Field, text: string): Promise<void> {
  await waitUntil(() => fieldError(el, field) === text, `${field} error is "${fieldError(el, field)}", not "${text}"`, {
    timeout: 5000,
  });
}

async function showsNoFieldError(el: PaymentDropin, field: Field): Promise<void> {
  await waitUntil(() => fieldError(el, field) === '', `${field} still shows "${fieldError(el, field)}"`, {
    timeout: 5000,
  });
}

/** Every other card field is free of errors (so the one named is what blocks the form). */
function expectNoErrorsBut(el: PaymentDropin, field: Field): void {
  for (const other of ['number', 'expirationDate', 'cvv', 'postalCode'] as const) {
    if (other !== field) expect(fieldError(el, other), other).to.equal('');
  }
}

function cvvHint(el: PaymentDropin): string {
  return q(el, '[data-field="cvv"] .hint')?.textContent?.trim() ?? '';
}

/** What a screen reader meets in a card field's frame: its input's `aria-invalid` and description. */
function frameInput(field: Field): Promise<{ invalid: string | null; description: string }> {
  return executeServerCommand('pd-frame-input', { name: `braintree-hosted-field-${field}` });
}

/**
 * The live regions of the widget's shadow root (an `aria-live` other than off, or a role that is one) whose text
 * holds `text`, named by their class.
 */
function liveRegionsSaying(el: PaymentDropin, text: string): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="alert"], [role="log"]')]
    .filter((region) => region.getAttribute('aria-live') !== 'off' && region.textContent!.includes(text))
    .map((region) => region.className || region.tagName);
}

async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('requestPaymentMethod resolved; a rejection was expected');
}

describe('<payment-dropin> card fields', () => {
  const extras: Element[] = [];
  afterEach(async () => {
    await resetMouse();
    await unmountAll();
    for (const extra of extras.splice(0)) extra.remove();
    await clearFaults();
  });
  after(resetEmulator);

  describe('when the shopper submits an empty form', () => {
    it('shows every field its empty message and the sheet the fields-invalid message, and rejects with a validation error', async () => {
      const el = await mountDropin();
      const error = await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(error.code).to.equal('HOSTED_FIELDS_FIELDS_INVALID');
      expect(fieldError(el, 'number')).to.equal(enUS.fieldEmptyForNumber);
      expect(fieldError(el, 'expirationDate')).to.equal(enUS.fieldEmptyForExpirationDate);
      expect(fieldError(el, 'cvv')).to.equal(enUS.fieldEmptyForCvv);
      expect(fieldError(el, 'postalCode')).to.equal(enUS.fieldEmptyForPostalCode);
      expect(sheetError(el)).to.equal(enUS.hostedFieldsFieldsInvalidError);
    });

    it('clears the empty message of a field the shopper then types into, and only that one', async () => {
      const el = await mountDropin();
      await rejection(el.requestPaymentMethod());
      await typeIn(el, 'cvv', '1');
      await showsNoFieldError(el, 'cvv');
      expect(fieldError(el, 'number')).to.equal(enUS.fieldEmptyForNumber);
      expect(fieldError(el, 'postalCode')).to.equal(enUS.fieldEmptyForPostalCode);
    });

    it('announces the sheet error as an alert, each field error only in its field, and still passes axe', async () => {
      const el = await mountDropin();
      await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      for (const field of ['number', 'expirationDate', 'cvv', 'postalCode'] as const) {
        expect(fieldError(el, field), field).to.not.equal('');
        expect(liveRegionsSaying(el, fieldError(el, field)), field).to.deep.equal([]);
      }
      expect(q(el, '[data-view="card"] .sheet-error')!.getAttribute('role')).to.equal('alert');
      expect(sheetError(el)).to.not.equal('');
      await expect(el).to.be.accessible();
    });
  });

  describe('when a field with an invalid value loses focus', () => {
    const cases: Array<{ field: Field; invalid: string; next: Field; message: string; fix: () => Promise<void> }> = [
      {
        field: 'number',
        invalid: '4111111111111112', // fails the Luhn check
        next: 'expirationDate',
        message: enUS.fieldInvalidForNumber,
        fix: async () => {
          await pressBackspace(1);
          await sendKeys({ type: '1' });
        },
      },
      {
        field: 'expirationDate',
        invalid: '12/20', // in the past
        next: 'cvv',
        message: enUS.fieldInvalidForExpirationDate,
        fix: async () => {
          await pressBackspace(2);
          await sendKeys({ type: '30' });
        },
      },
      {
        field: 'cvv',
        invalid: '1',
        next: 'postalCode',
        message: enUS.fieldInvalidForCvv,
        fix: () => sendKeys({ type: '23' }),
      },
      {
        field: 'postalCode',
        invalid: '1',
        next: 'number',
        message: enUS.fieldInvalidForPostalCode,
        fix: () => sendKeys({ type: '2345' }),
      },
    ];
    for (const { field, invalid, next, message, fix } of cases) {
      it(`shows the ${field} invalid message, and typing into it again clears it`, async () => {
        const el = await mountDropin();
        await typeIn(el, field, invalid);
        await clickInto(el, next);
        await showsFieldError(el, field, message);

        await clickInto(el, field);
        await fix();
        await showsNoFieldError(el, field);
      });
    }

    it("says the message once, in the field: the frame's input is invalid and described by it, no live region has it", async () => {
      const el = await mountDropin();
      await typeIn(el, 'number', '4111111111111112');
      await clickInto(el, 'expirationDate');
      await showsFieldError(el, 'number', enUS.fieldInvalidForNumber);
      await waitUntil(
        async () => (await frameInput('number')).invalid === 'true',
        'the number input was never marked invalid',
        { timeout: 5000 },
      );
      expect(await frameInput('number')).to.deep.equal({
        invalid: 'true',
        description: enUS.fieldInvalidForNumber,
      });
      expect(liveRegionsSaying(el, enUS.fieldInvalidForNumber)).to.deep.equal([]);
    });

    it('shows the invalid message for an impossible month', async () => {
      const el = await mountDropin();
      await typeIn(el, 'expirationDate', '13/30');
      await clickInto(el, 'cvv');
      await showsFieldError(el, 'expirationDate', enUS.fieldInvalidForExpirationDate);
    });
  });

  describe('when an empty field loses focus', () => {
    it('shows the empty message when the shopper tabs to the next card field', async () => {
      const el = await mountDropin();
      await clickInto(el, 'number');
      const focused = nextCardEvent(el, 'card:focus', 'expirationDate');
      await sendKeys({ press: 'Tab' });
      await focused;
      await showsFieldError(el, 'number', enUS.fieldEmptyForNumber);
    });

    it('shows the empty message when the shopper clicks into the next card field', async () => {
      const el = await mountDropin();
      await clickInto(el, 'number');
      await clickInto(el, 'expirationDate');
      await showsFieldError(el, 'number', enUS.fieldEmptyForNumber);
    });

    it('shows nothing when the shopper leaves the card fields altogether, even after the recheck', async () => {
      const el = await mountDropin();
      const clock = new ManualClock();
      // The element reads its clock at each use, so swapping it after setup governs every later delay.
      el.clock = clock;
      const outside = await leaveFieldForOutside(el, 'number', extras);
      expect(document.activeElement).to.equal(outside);
      clock.advance(BLUR_EMPTY_RECHECK_MS);
      await el.updateComplete;
      expect(fieldError(el, 'number')).to.equal('');
    });

    it('keeps the empty messages of a submit when the shopper then leaves a field for the Pay button', async () => {
      const el = await mountDropin();
      const clock = new ManualClock();
      el.clock = clock;
      const pay = outsideButton();
      extras.push(pay);
      await clickInto(el, 'number');
      await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(fieldError(el, 'number')).to.equal(enUS.fieldEmptyForNumber);
      // The field's blur reaches the widget after the submit's validation (the frame reports it late).
      const blurred = nextCardEvent(el, 'card:blur', 'number');
      await clickAt(pay);
      await blurred;
      clock.advance(BLUR_EMPTY_RECHECK_MS);
      await el.updateComplete;
      expect(fieldError(el, 'number')).to.equal(enUS.fieldEmptyForNumber);
      expect(fieldError(el, 'cvv')).to.equal(enUS.fieldEmptyForCvv);
    });

    it('rechecks 150 ms after the blur, so focus that lands in a card field late still shows the empty message', async () => {
      const el = await mountDropin();
      const clock = new ManualClock();
      el.clock = clock;
      // The blur comes while focus is outside the card fields (as after a click on a label)…
      await leaveFieldForOutside(el, 'number', extras);
      await el.updateComplete;
      expect(fieldError(el, 'number')).to.equal('');
      // …and focus reaches the next card field before the recheck.
      await clickInto(el, 'expirationDate');
      clock.advance(BLUR_EMPTY_RECHECK_MS - 1);
      await el.updateComplete;
      expect(fieldError(el, 'number'), 'before 150 ms').to.equal('');
      clock.advance(1);
      await el.updateComplete;
      expect(fieldError(el, 'number'), 'at 150 ms').to.equal(enUS.fieldEmptyForNumber);
    });
  });

  describe('with an American Express number', () => {
    it('asks for a four-digit CVV: three digits are invalid, four are valid', async () => {
      const el = await mountDropin();
      const { log } = cardFieldsLog(el);
      expect(cvvHint(el)).to.equal(enUS.cvvThreeDigitLabelSubheading);
      await typeIn(el, 'number', '378282246310005');
      await waitUntil(() => cvvHint(el) === enUS.cvvFourDigitLabelSubheading, `CVV hint is "${cvvHint(el)}"`, {
        timeout: 5000,
      });

      await typeIn(el, 'cvv', '123');
      await clickInto(el, 'postalCode');
      await showsFieldError(el, 'cvv', enUS.fieldInvalidForCvv);

      await typeIn(el, 'cvv', '4');
      await showsNoFieldError(el, 'cvv');
      await typeIn(el, 'expirationDate', '12/30');
      await typeIn(el, 'postalCode', '12345');
      await untilRequestable(el, 'an Amex card with a four-digit CVV', log);
      const payload = await el.requestPaymentMethod();
      expect(payload.details.cardType).to.equal('American Express');
    });

    it('goes back to three digits when the number becomes a Visa', async () => {
      const el = await mountDropin();
      await typeIn(el, 'number', '378282246310005');
      await waitUntil(() => cvvHint(el) === enUS.cvvFourDigitLabelSubheading, `CVV hint is "${cvvHint(el)}"`, {
        timeout: 5000,
      });
      await pressBackspace('378282246310005'.length);
      await sendKeys({ type: '4111111111111111' });
      await waitUntil(() => cvvHint(el) === enUS.cvvThreeDigitLabelSubheading, `CVV hint is "${cvvHint(el)}"`, {
        timeout: 5000,
      });

      await typeIn(el, 'cvv', '123');
      await clickInto(el, 'postalCode');
      await el.updateComplete;
      expect(fieldError(el, 'cvv')).to.equal('');
    });
  });

  describe('with a cardholder name field', () => {
    it('asks for the name on submit when it is required and empty', async () => {
      const el = await mountDropin({ card: { cardholderName: { required: true } } });
      await enterCard(el, {}, { complete: false });
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      const error = await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(error.code).to.equal('HOSTED_FIELDS_FIELDS_INVALID');
      expect(fieldError(el, 'cardholderName')).to.equal(enUS.fieldEmptyForCardholderName);
      expectNoErrorsBut(el, 'cardholderName');
    });

    it('refuses a name of 256 characters with the invalid message', async () => {
      // Typing cannot get a 256th character into the field (see the next test), so it is prefilled.
      const el = await mountDropin({
        card: {
          cardholderName: { required: true },
          overrides: { fields: { cardholderName: { prefill: 'N'.repeat(256) } } },
        },
      });
      await enterCard(el, {}, { complete: false });
      const error = await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(error.code).to.equal('HOSTED_FIELDS_FIELDS_INVALID');
      expect(fieldError(el, 'cardholderName')).to.equal(enUS.fieldInvalidForCardholderName);
      expectNoErrorsBut(el, 'cardholderName');
    });

    it('accepts a name of 255 characters, and a 256th typed character is not taken', async () => {
      const el = await mountDropin({ card: { cardholderName: { required: true } } });
      await enterCard(el, { cardholderName: 'N'.repeat(256) });
      const payload = await el.requestPaymentMethod();
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.details.cardholderName).to.equal('N'.repeat(255));
    });

    it('tokenizes without the name when it is optional and left empty', async () => {
      const el = await mountDropin({ card: { cardholderName: true } });
      expect(q(el, '[data-field="cardholderName"] .hint')?.textContent?.trim()).to.equal(enUS.optionalLabel);
      await enterCard(el);
      const payload = await el.requestPaymentMethod();
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.details.cardholderName ?? null).to.equal(null);
      expect(fieldError(el, 'cardholderName')).to.equal('');
    });
  });

  describe('when the gateway does not accept the brand typed', () => {
    afterEach(resetEmulator);

    it('shows the unsupported card type error and the form cannot be requested', async () => {
      await configureMerchant({ supportedCardTypes: ['Visa'] });
      const el = await mountDropin();
      expect(
        [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-brand]')].map((b) => b.dataset.brand),
      ).to.deep.equal(['Visa']);
      await typeIn(el, 'number', '5555555555554444');
      await clickInto(el, 'expirationDate');
      await showsFieldError(el, 'number', enUS.unsupportedCardTypeError);

      // Focus is in the expiration date already.
      await sendKeys({ type: '12/30' });
      await typeIn(el, 'cvv', '123');
      await typeIn(el, 'postalCode', '12345');
      const error = await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(error.code).to.equal('HOSTED_FIELDS_FIELDS_INVALID');
      expect(fieldError(el, 'number')).to.equal(enUS.unsupportedCardTypeError);
      // Every other field was filled in correctly: the brand alone keeps the form from being requestable.
      expectNoErrorsBut(el, 'number');
      expect(el.isPaymentMethodRequestable()).to.equal(false);
    });
  });

  describe('when the gateway challenges neither CVV nor postal code', () => {
    afterEach(resetEmulator);

    it('leaves both fields out and tokenizes a card without them', async () => {
      await configureMerchant({ challenges: [] });
      const el = await mountDropin();
      const { log } = cardFieldsLog(el);
      expect(q(el, '[data-field="cvv"]')!.hidden).to.equal(true);
      expect(q(el, '[data-field="postalCode"]')!.hidden).to.equal(true);
      expect(frameOf(el, 'cvv')).to.equal(null);
      expect(frameOf(el, 'postalCode')).to.equal(null);

      await typeIn(el, 'number', '4111111111111111');
      await typeIn(el, 'expirationDate', '12/30');
      await untilRequestable(el, 'a card without CVV and postal code', log);
      const payload = await el.requestPaymentMethod();
      expect(payload.nonce).to.match(/^tokencc_/);
    });
  });

  describe('when the connection drops during tokenization', () => {
    it('shows the network error and rejects, and a retry gets a nonce', async () => {
      const el = await mountDropin();
      await enterCard(el);
      await fault({ route: 'tokenize', drop: true });
      const error = await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(error.code).to.equal('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR');
      expect(sheetError(el)).to.equal(enUS.hostedFieldsTokenizationNetworkErrorError);

      const payload = await el.requestPaymentMethod();
      expect(payload.nonce).to.match(/^tokencc_/);
      await el.updateComplete;
      expect(sheetError(el)).to.equal('');
    });
  });

  describe('after tokenization', () => {
    it('clears the fields, so the card sheet is empty when the shopper comes back to it', async () => {
      const el = await mountDropin();
      await enterCard(el);
      await el.requestPaymentMethod();
      await waitForView(el, 'methods');
      el.clearSelectedPaymentMethod();
      await waitForView(el, 'card');
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      await rejection(el.requestPaymentMethod());
      await el.updateComplete;
      expect(fieldError(el, 'number')).to.equal(enUS.fieldEmptyForNumber);
    });

    it('keeps the fields with clearFieldsAfterTokenization false', async () => {
      const el = await mountDropin({ card: { clearFieldsAfterTokenization: false } });
      await enterCard(el);
      const first = await el.requestPaymentMethod();
      await waitForView(el, 'methods');
      el.clearSelectedPaymentMethod();
      await waitForView(el, 'card');
      expect(el.isPaymentMethodRequestable()).to.equal(true);
      const second = await el.requestPaymentMethod();
      expect(second.nonce).to.not.equal(first.nonce);
      expect(second.details.lastFour).to.equal('1111');
    });
  });

  describe('layout', () => {
    // An error under one half-width field must not move its neighbour's input (the form's subgrid).
    it('keeps the inputs of a row level when one of the fields shows an error', async () => {
      const el = await mountDropin();
      await rejection(el.requestPaymentMethod());
      await typeIn(el, 'expirationDate', '12/30');
      await showsNoFieldError(el, 'expirationDate');
      expect(fieldError(el, 'cvv')).to.equal(enUS.fieldEmptyForCvv);
      const top = (field: Field): number => frameOf(el, field)!.getBoundingClientRect().top;
      expect(top('expirationDate')).to.equal(top('cvv'));
    });
  });
});
