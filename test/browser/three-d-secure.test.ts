import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import vaultManager from 'braintree-web/vault-manager';
import {
  createThreeDSecure,
  ThreeDSecureCanceledError,
  type ThreeDSecureEventName,
  type ThreeDSecureLookupData,
  type ThreeDSecureProvider,
} from '../../elements/provider/three-d-secure.js';
import {
  clearFaults,
  clientToken,
  configureMerchant,
  emulatorState,
  fault,
  seedCustomer,
  tokenizationKey,
} from './support/emulator.js';

/** Braintree's 3DS 2 test cards take 01 / (this year + 3). */
const EXPIRATION = `01/${new Date().getFullYear() + 3}`;

type Request = (options: { endpoint: string; method: string; data?: Record<string, unknown> }) => Promise<unknown>;

interface TokenizedCard {
  nonce: string;
  bin: string;
}

async function tokenize(client: Client, number: string): Promise<TokenizedCard> {
  // braintree-web returns a promise without a callback; the community types only list the callback form.
  const request = client.request.bind(client) as unknown as Request;
  const response = (await request({
    endpoint: 'payment_methods/credit_cards',
    method: 'post',
    data: { creditCard: { number, expirationDate: EXPIRATION, cvv: '123', billingAddress: { postalCode: '12345' } } },
  })) as { creditCards: Array<{ nonce: string; details: { bin: string } }> };
  const card = response.creditCards[0]!;
  return { nonce: card.nonce, bin: card.details.bin };
}

async function rejection(
  promise: Promise<unknown>,
): Promise<{ code?: string; message?: string; details?: Record<string, unknown> }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as { code?: string; message?: string; details?: Record<string, unknown> },
  );
}

function challengeDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[data-emulated-cardinal="challenge"]');
}

async function waitForChallenge(): Promise<HTMLDialogElement> {
  await waitUntil(() => challengeDialog()?.open, 'the challenge was not shown', { timeout: 10_000 });
  return challengeDialog()!;
}

function buttonNamed(dialog: HTMLDialogElement, name: string): HTMLButtonElement {
  const found = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no ${name} button in the challenge`);
  return found;
}

describe('3D Secure provider (braintree-web three-d-secure, emulated Cardinal)', () => {
  let client: Client | undefined;
  let threeDS: ThreeDSecureProvider | undefined;
  let events: ThreeDSecureEventName[];

  async function setUp(authorization?: string): Promise<{ client: Client; threeDS: ThreeDSecureProvider }> {
    client = await braintreeClient.create({ authorization: authorization ?? (await clientToken()) });
    threeDS = await createThreeDSecure({ client });
    events = [];
    for (const name of ['customer-canceled', 'authentication-modal-render', 'authentication-modal-close'] as const) {
      threeDS.on(name, () => events.push(name));
    }
    return { client, threeDS };
  }

  afterEach(async () => {
    await clearFaults();
    await configureMerchant({ threeDSecureEnabled: true });
    await threeDS?.teardown();
    await (client as unknown as { teardown(): Promise<void> } | undefined)?.teardown();
    threeDS = undefined;
    client = undefined;
    challengeDialog()?.remove();
  });

  describe('frictionless cards', () => {
    it('shifts liability for 4000000000001000 (authenticate_successful) with a new nonce', async () => {
      const { client, threeDS } = await setUp();
      const card = await tokenize(client, '4000000000001000');
      const lookups: ThreeDSecureLookupData[] = [];
      const result = await threeDS.verifyCard({
        ...card,
        amount: '10.00',
        onLookupComplete: (data, next) => {
          lookups.push(data);
          next();
        },
      });
      expect(result.liabilityShifted).to.equal(true);
      expect(result.liabilityShiftPossible).to.equal(true);
      expect(result.threeDSecureInfo.status).to.equal('authenticate_successful');
      expect(result.threeDSecureInfo).to.include({
        liabilityShifted: true,
        liabilityShiftPossible: true,
        eciFlag: '05',
      });
      expect(result.nonce)
        .to.match(/^tokencc_/)
        .and.not.equal(card.nonce);
      expect(result.details).to.include({ lastFour: '1000', cardType: 'Visa' });
      expect(lookups).to.have.length(1);
      expect(lookups[0]!.requiresUserAuthentication).to.equal(false);
      expect(events).to.deep.equal([]);
      expect(challengeDialog()).to.equal(null);
    });

    it('does not shift liability for 4000000000001018 (authenticate_frictionless_failed), though it was possible', async () => {
      const { client, threeDS } = await setUp();
      const result = await threeDS.verifyCard({ ...(await tokenize(client, '4000000000001018')), amount: 25 });
      expect(result.liabilityShifted).to.equal(false);
      expect(result.liabilityShiftPossible).to.equal(true);
      expect(result.threeDSecureInfo.status).to.equal('authenticate_frictionless_failed');
    });

    it('shifts liability for an attempt (4000000000001026)', async () => {
      const { client, threeDS } = await setUp();
      const result = await threeDS.verifyCard({ ...(await tokenize(client, '4000000000001026')), amount: '1.00' });
      expect(result).to.include({ liabilityShifted: true, liabilityShiftPossible: true });
      expect(result.threeDSecureInfo.status).to.equal('authenticate_attempt_successful');
    });

    it('reports a card outside the 3DS table as not enrolled (no liability shift possible)', async () => {
      const { client, threeDS } = await setUp();
      const result = await threeDS.verifyCard({ ...(await tokenize(client, '4111111111111111')), amount: '10.00' });
      expect(result).to.include({ liabilityShifted: false, liabilityShiftPossible: false });
      expect(result.threeDSecureInfo.status).to.equal('lookup_not_enrolled');
    });

    it('verifies a saved card of a signed-in customer (vault manager nonce)', async () => {
      const customerId = `tds_${Math.random().toString(36).slice(2, 10)}`;
      await seedCustomer({
        id: customerId,
        paymentMethods: [{ type: 'CreditCard', number: '4000000000001000', expirationDate: EXPIRATION }],
      });
      const { client, threeDS } = await setUp(await clientToken({ customerId }));
      const vault = await vaultManager.create({ client });
      const [saved] = await vault.fetchPaymentMethods({ defaultFirst: true });
      await vault.teardown();
      const result = await threeDS.verifyCard({
        nonce: saved!.nonce,
        bin: (saved!.details as { bin: string }).bin,
        amount: '10.00',
      });
      expect(result.liabilityShifted).to.equal(true);
    });
  });

  describe('the lookup request', () => {
    it('sends acsWindowSize 03 unless the merchant gives another, and used nonces are refused', async () => {
      const { client, threeDS } = await setUp();
      const sent: Array<Record<string, unknown>> = [];
      const original = client.request.bind(client) as unknown as Request;
      (client as unknown as { request: Request }).request = (options) => {
        if (options.endpoint.endsWith('/three_d_secure/lookup')) sent.push(options.data ?? {});
        return original(options);
      };
      const first = await tokenize(client, '4000000000001000');
      await threeDS.verifyCard({ ...first, amount: '10.00' });
      await threeDS.verifyCard({
        ...(await tokenize(client, '4000000000001000')),
        amount: '10.00',
        additionalInformation: { acsWindowSize: '01', shippingGivenName: 'Ada' },
      });
      expect(sent.map((d) => d.additionalInfo)).to.deep.equal([
        { acsWindowSize: '03' },
        { acsWindowSize: '01', shippingGivenName: 'Ada' },
      ]);
      expect(sent[0]).to.include({ amount: '10.00', bin: '400000' });
      expect(sent[0]!.dfReferenceId)
        .to.be.a('string')
        .and.match(/^0_[0-9a-f]{32}$/);

      // The lookup used the tokenized nonce up: a second verification with it is refused (422).
      const error = await rejection(threeDS.verifyCard({ ...first, amount: '10.00' }));
      expect(error.code).to.equal('THREEDS_LOOKUP_VALIDATION_ERROR');
    });

    it('rejects with braintree-web’s lookup error when the gateway fails the lookup', async () => {
      const { client, threeDS } = await setUp();
      const card = await tokenize(client, '4000000000001000');
      await fault({ route: 'three_d_secure/lookup', status: 500 });
      const error = await rejection(threeDS.verifyCard({ ...card, amount: '10.00' }));
      expect(error.code).to.equal('THREEDS_LOOKUP_ERROR');
      expect((error.details?.originalError as { details?: { httpStatus?: number } }).details?.httpStatus).to.equal(500);
    });

    it('rejects with braintree-web’s not-found error for an unknown nonce', async () => {
      const { threeDS } = await setUp();
      const error = await rejection(
        threeDS.verifyCard({ nonce: 'tokencc_no_such_nonce', bin: '400000', amount: '10.00' }),
      );
      expect(error.code).to.equal('THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR');
    });
  });

  describe('challenge cards', () => {
    it('shows an accessible 400x400 challenge for 4000000000001091; Submit shifts liability', async () => {
      const { client, threeDS } = await setUp();
      const card = await tokenize(client, '4000000000001091');
      const lookups: ThreeDSecureLookupData[] = [];
      const verifying = threeDS.verifyCard({
        ...card,
        amount: '10.00',
        onLookupComplete: (data, next) => {
          lookups.push(data);
          next();
        },
      });
      const dialog = await waitForChallenge();
      expect(lookups[0]!.requiresUserAuthentication).to.equal(true);
      expect(events).to.deep.equal(['authentication-modal-render']);

      expect(dialog.matches(':modal')).to.equal(true);
      const box = dialog.getBoundingClientRect();
      expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([400, 400]);
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).to.equal('Purchase authentication');
      const text = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
      expect(text?.textContent).to.contain('10.00 USD').and.contain('ending in 1091');
      expect(document.activeElement).to.equal(buttonNamed(dialog, 'Submit'));

      buttonNamed(dialog, 'Submit').click();
      const result = await verifying;
      expect(result).to.include({ liabilityShifted: true, liabilityShiftPossible: true });
      expect(result.threeDSecureInfo.status).to.equal('authenticate_successful');
      expect(result.nonce).to.not.equal(card.nonce);
      expect(events).to.deep.equal(['authentication-modal-render', 'authentication-modal-close']);
      expect(challengeDialog()).to.equal(null);
    });

    it('does not shift liability when the issuer fails the challenge (4000000000001109)', async () => {
      const { client, threeDS } = await setUp();
      const verifying = threeDS.verifyCard({ ...(await tokenize(client, '4000000000001109')), amount: '10.00' });
      buttonNamed(await waitForChallenge(), 'Submit').click();
      const result = await verifying;
      expect(result).to.include({ liabilityShifted: false, liabilityShiftPossible: true });
      expect(result.threeDSecureInfo.status).to.equal('authenticate_failed');
    });

    it('Cancel emits customer-canceled and rejects the verification', async () => {
      const { client, threeDS } = await setUp();
      const failing = rejection(
        threeDS.verifyCard({ ...(await tokenize(client, '4000000000001091')), amount: '10.00' }),
      );
      buttonNamed(await waitForChallenge(), 'Cancel').click();
      const error = await failing;
      expect(error).to.be.instanceOf(ThreeDSecureCanceledError);
      expect(error.code).to.equal('THREEDS_CARDINAL_SDK_CANCELED');
      const payload = error.details?.payload as { liabilityShifted: boolean } | undefined;
      expect(payload?.liabilityShifted).to.equal(false);
      expect(events).to.deep.equal(['authentication-modal-render', 'authentication-modal-close', 'customer-canceled']);
      expect(challengeDialog()).to.equal(null);
    });

    it('Escape counts as Cancel', async () => {
      const { client, threeDS } = await setUp();
      // Handled from the start: the rejection may come while sendKeys is still on its way back.
      const failing = rejection(
        threeDS.verifyCard({ ...(await tokenize(client, '4000000000001091')), amount: '10.00' }),
      );
      await waitForChallenge();
      await sendKeys({ press: 'Escape' });
      const error = await failing;
      expect(error.code).to.equal('THREEDS_CARDINAL_SDK_CANCELED');
      expect(events).to.include('customer-canceled');
    });

    it('cancelVerifyCard() closes the challenge and rejects with braintree-web’s merchant-cancel error', async () => {
      const { client, threeDS } = await setUp();
      const failing = rejection(
        threeDS.verifyCard({ ...(await tokenize(client, '4000000000001091')), amount: '10.00' }),
      );
      await waitForChallenge();
      await threeDS.cancelVerifyCard();
      const error = await failing;
      expect(error.code).to.equal('THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT');
      await waitUntil(() => challengeDialog() === null, 'the challenge stayed open');
      expect(events).to.deep.equal(['authentication-modal-render', 'authentication-modal-close']);

      // The instance is usable again afterwards.
      const result = await threeDS.verifyCard({ ...(await tokenize(client, '4000000000001000')), amount: '10.00' });
      expect(result.liabilityShifted).to.equal(true);
    });

    it('cancelVerifyCard() during the lookup stops before any challenge', async () => {
      const { client, threeDS } = await setUp();
      const card = await tokenize(client, '4000000000001091');
      // Held long enough for the test to see it held, however loaded the machine.
      await fault({ route: 'three_d_secure/lookup', delayMs: 1000 });
      const failing = rejection(threeDS.verifyCard({ ...card, amount: '10.00' }));
      // The lookup is under way: the emulator is holding it.
      await waitUntil(async () => (await emulatorState()).heldByFaults === 1, 'the lookup never reached the gateway', {
        interval: 10,
        timeout: 5000,
      });
      await threeDS.cancelVerifyCard();
      const error = await failing;
      expect(error.code).to.equal('THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT');
      expect(challengeDialog()).to.equal(null);
      expect(events).to.deep.equal([]);
    });
  });

  describe('setup', () => {
    it('rejects with braintree-web’s error for a tokenization key', async () => {
      client = await braintreeClient.create({ authorization: tokenizationKey() });
      const error = await rejection(createThreeDSecure({ client }));
      expect(error.code).to.equal('THREEDS_CAN_NOT_USE_TOKENIZATION_KEY');
    });

    it('rejects with braintree-web’s error when the merchant has no 3D Secure', async () => {
      await configureMerchant({ threeDSecureEnabled: false });
      client = await braintreeClient.create({ authorization: await clientToken() });
      const error = await rejection(createThreeDSecure({ client }));
      // Without 3DS the configuration has no Cardinal JWT either; braintree-web reports that last.
      expect(error.code).to.equal('THREEDS_NOT_ENABLED_FOR_V2');
    });
  });
});
