import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { applePayInstrument } from '../../emulator/apple-pay/instrument.js';
import { cardInstrument, type CardInput } from '../../emulator/card/instrument.js';
import { googlePayInstrument } from '../../emulator/google-pay/instrument.js';
import { paypalInstrument } from '../../emulator/paypal/instrument.js';
import { venmoInstrument } from '../../emulator/venmo/instrument.js';

// The official server SDK, unmodified: the emulator must answer what it sends and parse what it reads.
const require = createRequire(import.meta.url);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Gateway {
  clientToken: { generate(params: Json): Promise<Json> };
  customer: {
    create(params: Json): Promise<Json>;
    find(id: string): Promise<Json>;
    update(id: string, params: Json): Promise<Json>;
    delete(id: string): Promise<void>;
  };
  paymentMethod: {
    create(params: Json): Promise<Json>;
    find(token: string): Promise<Json>;
    update(token: string, params: Json): Promise<Json>;
    delete(token: string): Promise<void>;
  };
  transaction: {
    sale(params: Json): Promise<Json>;
    find(id: string): Promise<Json>;
    submitForSettlement(id: string, amount?: string): Promise<Json>;
    void(id: string): Promise<Json>;
  };
}
interface BraintreeSdk {
  BraintreeGateway: new (config: Json) => Gateway;
  Environment: new (server: string, port: number | string, authUrl: string, ssl: boolean) => unknown;
}
const braintree = require('braintree') as BraintreeSdk;

const FUTURE_YEAR = String(new Date().getFullYear() + 3);

function gatewayFor(emulator: Emulator, keys: { privateKey?: string } = {}): Gateway {
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment('127.0.0.1', emulator.port, '', false),
    merchantId: emulator.merchant.merchantId,
    publicKey: emulator.merchant.publicKey,
    privateKey: keys.privateKey ?? emulator.merchant.privateKey,
  });
}

function decodeClientToken(token: string): Json {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Json;
}

/** A single-use nonce for a card, as the browser side would have tokenized it. */
function cardNonce(emulator: Emulator, number: string, extra: Partial<CardInput> = {}): string {
  return emulator.state.createNonce(
    cardInstrument({ number, expirationDate: `12/${FUTURE_YEAR}`, cvv: '123', postalCode: '12345', ...extra }),
  ).nonce;
}

async function rejection(promise: Promise<unknown>): Promise<Json> {
  try {
    await promise;
  } catch (error) {
    return error as Json;
  }
  assert.fail('expected the SDK call to reject');
}

describe('server API through the braintree Node SDK', () => {
  let emulator: Emulator;
  let gateway: Gateway;

  before(async () => {
    emulator = await createEmulator({ port: 0 });
    gateway = gatewayFor(emulator);
  });
  after(async () => {
    await emulator.close();
  });
  beforeEach(() => emulator.reset());

  async function newCustomer(fields: Json = {}): Promise<string> {
    const result = await gateway.customer.create({ firstName: 'Ada', lastName: 'Lovelace', ...fields });
    assert.equal(result.success, true);
    return result.customer.id as string;
  }

  describe('client tokens', () => {
    it('generates a client token that decodes to a configUrl', async () => {
      const result = await gateway.clientToken.generate({});
      assert.equal(result.success, true);
      const token = decodeClientToken(result.clientToken);
      assert.equal(token.version, 2);
      assert.match(token.configUrl, /\/merchants\/emulated_merchant\/client_api\/v1\/configuration$/);
      assert.doesNotMatch(token.authorizationFingerprint, /customer_id=/);
    });

    it('binds the fingerprint to the customer named by customerId', async () => {
      const customerId = await newCustomer({ id: 'customer_42' });
      const result = await gateway.clientToken.generate({ customerId, options: { verifyCard: true } });
      const { authorizationFingerprint } = decodeClientToken(result.clientToken);
      assert.match(authorizationFingerprint, /customer_id=customer_42/);
      assert.match(authorizationFingerprint, /verify_card=true/);
    });

    it('refuses a client token for an unknown customer as Braintree does', async () => {
      const result = await gateway.clientToken.generate({ customerId: 'no_such_customer' });
      assert.equal(result.success, false);
      assert.equal(result.message, 'Customer specified by customer_id does not exist');
      assert.equal(result.errors.for('clientToken').on('customerId')[0].code, '92804');
    });

    describe('when browsers reach the emulator directly', () => {
      let direct: Emulator;
      before(async () => {
        direct = await createEmulator({ port: 0, browserAccess: 'direct' });
      });
      after(async () => {
        await direct.close();
      });

      it('gives a configUrl on the emulator that answers with a configuration', async () => {
        const result = await gatewayFor(direct).clientToken.generate({});
        const token = decodeClientToken(result.clientToken);
        const url = new URL(token.configUrl);
        assert.equal(url.port, String(direct.port));
        url.searchParams.set('authorizationFingerprint', token.authorizationFingerprint);
        url.searchParams.set('configVersion', '3');
        const response = await fetch(url);
        assert.equal(response.status, 200, `GET ${url.pathname} answered ${response.status}`);
        const configuration = (await response.json()) as Json;
        assert.equal(configuration.merchantId, direct.merchant.merchantId);
        assert.ok(configuration.clientApiUrl, 'the configuration names the client API');
      });
    });
  });

  describe('customers', () => {
    it('creates a customer from a nonce with the saved method', async () => {
      const result = await gateway.customer.create({
        firstName: 'Grace',
        email: 'grace@example.com',
        paymentMethodNonce: cardNonce(emulator, '5555555555554444'),
      });
      assert.equal(result.success, true);
      assert.equal(result.customer.firstName, 'Grace');
      const [card] = result.customer.paymentMethods;
      assert.equal(card.cardType, 'MasterCard');
      assert.equal(card.last4, '4444');
      assert.equal(card.default, true);

      const found = await gateway.customer.find(result.customer.id);
      assert.equal(found.email, 'grace@example.com');
      assert.deepEqual(
        found.creditCards.map((c: Json) => c.token),
        [card.token],
      );
    });

    it('refuses a processor-declined card when verifyCard is set, and saves nothing', async () => {
      const result = await gateway.customer.create({
        firstName: 'Declined',
        creditCard: { paymentMethodNonce: cardNonce(emulator, '4000111111111115'), options: { verifyCard: true } },
      });
      assert.equal(result.success, false);
      assert.equal(result.verification.status, 'processor_declined');
      assert.equal(result.verification.processorResponseCode, '2000');
      assert.equal(emulator.state.customers.size, 0);
    });

    it('reports the verification of a card saved with verifyCard', async () => {
      const result = await gateway.customer.create({
        creditCard: { paymentMethodNonce: cardNonce(emulator, '4111111111111111'), options: { verifyCard: true } },
      });
      assert.equal(result.success, true);
      assert.equal(result.customer.creditCards[0].verification.status, 'verified');
    });

    it('refuses a customer id already taken', async () => {
      await newCustomer({ id: 'taken' });
      const result = await gateway.customer.create({ id: 'taken' });
      assert.equal(result.success, false);
      assert.equal(result.errors.for('customer').on('id')[0].code, '91609');
    });

    it('deletes a customer with its saved methods', async () => {
      const created = await gateway.customer.create({ paymentMethodNonce: cardNonce(emulator, '4111111111111111') });
      const token = created.customer.paymentMethods[0].token as string;
      await gateway.customer.delete(created.customer.id);
      assert.equal((await rejection(gateway.customer.find(created.customer.id))).type, 'notFoundError');
      assert.equal((await rejection(gateway.paymentMethod.find(token))).type, 'notFoundError');
    });
  });

  describe('payment methods', () => {
    it('creates, finds and deletes a saved card', async () => {
      const customerId = await newCustomer();
      const created = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '378282246310005', { cardholderName: 'Ada Lovelace' }),
      });
      assert.equal(created.success, true);
      const { token } = created.paymentMethod;
      assert.equal(created.paymentMethod.constructor.name, 'CreditCard');
      assert.equal(created.paymentMethod.cardType, 'American Express');
      assert.equal(created.paymentMethod.cardholderName, 'Ada Lovelace');
      assert.equal(created.paymentMethod.customerId, customerId);

      const found = await gateway.paymentMethod.find(token);
      assert.equal(found.last4, '0005');
      assert.equal(found.expirationDate, `12/${FUTURE_YEAR}`);

      await gateway.paymentMethod.delete(token);
      assert.equal((await rejection(gateway.paymentMethod.find(token))).type, 'notFoundError');
      assert.equal((await rejection(gateway.paymentMethod.delete(token))).type, 'notFoundError');
    });

    it('keeps the first method default unless makeDefault is set', async () => {
      const customerId = await newCustomer();
      const first = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      const second = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '5555555555554444'),
      });
      assert.equal(first.paymentMethod.default, true);
      assert.equal(second.paymentMethod.default, false);

      const third = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '6011111111111117'),
        options: { makeDefault: true },
      });
      assert.equal(third.paymentMethod.default, true);
      assert.equal((await gateway.paymentMethod.find(first.paymentMethod.token)).default, false);

      await gateway.paymentMethod.update(second.paymentMethod.token, { options: { makeDefault: true } });
      assert.equal((await gateway.paymentMethod.find(second.paymentMethod.token)).default, true);
      assert.equal((await gateway.paymentMethod.find(third.paymentMethod.token)).default, false);
    });

    it('answers each wallet in its own subtype', async () => {
      const customerId = await newCustomer();
      const cases: Array<[nonce: string, klass: string, check: (method: Json) => void]> = [
        [
          emulator.state.createNonce(paypalInstrument('payer@example.com')).nonce,
          'PayPalAccount',
          (m) => assert.equal(m.email, 'payer@example.com'),
        ],
        [
          emulator.state.createNonce(venmoInstrument('venmo_ada')).nonce,
          'VenmoAccount',
          (m) => assert.equal(m.username, 'venmo_ada'),
        ],
        [
          emulator.state.createNonce(applePayInstrument('Visa', '4242')).nonce,
          'ApplePayCard',
          (m) => assert.equal(m.last4, '4242'),
        ],
        [
          emulator.state.createNonce(googlePayInstrument('MasterCard', '4444')).nonce,
          'AndroidPayCard',
          (m) => assert.deepEqual([m.cardType, m.last4], ['MasterCard', '4444']),
        ],
      ];
      for (const [nonce, klass, check] of cases) {
        const created = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: nonce });
        assert.equal(created.success, true, klass);
        assert.equal(created.paymentMethod.constructor.name, klass);
        check(created.paymentMethod);
        const found = await gateway.paymentMethod.find(created.paymentMethod.token);
        assert.equal(found.constructor.name, klass);
      }
      const customer = await gateway.customer.find(customerId);
      assert.deepEqual(customer.paymentMethods.map((m: Json) => m.constructor.name).sort(), [
        'AndroidPayCard',
        'ApplePayCard',
        'PayPalAccount',
        'VenmoAccount',
      ]);
    });

    it('refuses a duplicate card when failOnDuplicatePaymentMethod is set', async () => {
      const customerId = await newCustomer();
      await gateway.paymentMethod.create({ customerId, paymentMethodNonce: cardNonce(emulator, '4111111111111111') });
      const result = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
        options: { failOnDuplicatePaymentMethod: true },
      });
      assert.equal(result.success, false);
      assert.equal(result.errors.for('creditCard').on('number')[0].code, '81724');
    });

    it('refuses a processor-declined card when verifyCard is set', async () => {
      const customerId = await newCustomer();
      const result = await gateway.paymentMethod.create({
        customerId,
        paymentMethodNonce: cardNonce(emulator, '5105105105105100'),
        options: { verifyCard: true },
      });
      assert.equal(result.success, false);
      assert.equal(result.message, 'Do Not Honor');
      assert.equal(emulator.state.methodsOf(customerId).length, 0);
    });

    it('refuses an unknown customer', async () => {
      const result = await gateway.paymentMethod.create({
        customerId: 'nobody',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(result.success, false);
      assert.equal(result.errors.for('paymentMethod').on('customerId')[0].code, '93105');
    });
  });

  describe('transaction.sale', () => {
    it('authorizes 10.00', async () => {
      const result = await gateway.transaction.sale({
        amount: '10.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(result.success, true);
      assert.equal(result.transaction.status, 'authorized');
      assert.equal(result.transaction.amount, '10.00');
      assert.equal(result.transaction.processorResponseCode, '1000');
      assert.equal(result.transaction.processorResponseText, 'Approved');
      assert.match(result.transaction.processorAuthorizationCode, /^[0-9A-F]{6}$/);
    });

    it('submits for settlement when options.submitForSettlement is set', async () => {
      const result = await gateway.transaction.sale({
        amount: '10',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
        options: { submitForSettlement: true },
      });
      assert.equal(result.success, true);
      assert.equal(result.transaction.status, 'submitted_for_settlement');
      assert.equal(result.transaction.amount, '10.00');
      assert.deepEqual(
        result.transaction.statusHistory.map((e: Json) => e.status),
        ['authorized', 'submitted_for_settlement'],
      );
    });

    it('declines 2000.00 with processor response 2000', async () => {
      const result = await gateway.transaction.sale({
        amount: '2000.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(result.success, false);
      assert.equal(result.message, 'Do Not Honor');
      assert.deepEqual(result.errors.deepErrors(), []);
      assert.equal(result.transaction.status, 'processor_declined');
      assert.equal(result.transaction.processorResponseCode, '2000');
      assert.equal(result.transaction.processorResponseText, 'Do Not Honor');
      assert.equal(result.transaction.processorResponseType, 'soft_declined');
    });

    it('fails 3000.00 with processor response 3000', async () => {
      const result = await gateway.transaction.sale({
        amount: '3000.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(result.success, false);
      assert.equal(result.transaction.status, 'failed');
      assert.equal(result.transaction.processorResponseCode, '3000');
    });

    it('gateway-rejects 5001.00 as application incomplete', async () => {
      const result = await gateway.transaction.sale({
        amount: '5001.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(result.success, false);
      assert.equal(result.transaction.status, 'gateway_rejected');
      assert.equal(result.transaction.gatewayRejectionReason, 'application_incomplete');
      assert.equal(result.message, 'Gateway Rejected: application_incomplete');
    });

    it('lets the amount decide a sale even with a processor-declined test card', async () => {
      const approved = await gateway.transaction.sale({
        amount: '10.00',
        paymentMethodNonce: cardNonce(emulator, '4000111111111115'),
      });
      assert.equal(approved.success, true);
      assert.equal(approved.transaction.status, 'authorized');
      const result = await gateway.transaction.sale({
        amount: '2000.00',
        paymentMethodNonce: cardNonce(emulator, '4000111111111115'),
      });
      assert.equal(result.success, false);
      assert.equal(result.transaction.status, 'processor_declined');
      assert.equal(result.transaction.processorResponseCode, '2000');
    });

    it('fills CVV and postal code responses from the card', async () => {
      const matching = await gateway.transaction.sale({
        amount: '1.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      assert.equal(matching.transaction.cvvResponseCode, 'M');
      assert.equal(matching.transaction.avsPostalCodeResponseCode, 'M');
      const mismatched = await gateway.transaction.sale({
        amount: '1.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111', { cvv: '200', postalCode: '20000' }),
      });
      assert.equal(mismatched.transaction.cvvResponseCode, 'N');
      assert.equal(mismatched.transaction.avsPostalCodeResponseCode, 'N');
    });

    it('submits an authorized sale for settlement, once', async () => {
      const sale = await gateway.transaction.sale({
        amount: '25.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      const settled = await gateway.transaction.submitForSettlement(sale.transaction.id);
      assert.equal(settled.success, true);
      assert.equal(settled.transaction.status, 'submitted_for_settlement');
      const again = await gateway.transaction.submitForSettlement(sale.transaction.id);
      assert.equal(again.success, false);
      assert.equal(again.errors.for('transaction').on('base')[0].code, '91507');
    });

    it('settles part of an authorization but not more than it', async () => {
      const sale = await gateway.transaction.sale({
        amount: '25.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      const tooMuch = await gateway.transaction.submitForSettlement(sale.transaction.id, '30.00');
      assert.equal(tooMuch.errors.for('transaction').on('amount')[0].code, '91522');
      const partial = await gateway.transaction.submitForSettlement(sale.transaction.id, '20.00');
      assert.equal(partial.transaction.amount, '20.00');
    });

    it('voids an authorized sale, and refuses to void a declined one', async () => {
      const sale = await gateway.transaction.sale({
        amount: '10.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      const voided = await gateway.transaction.void(sale.transaction.id);
      assert.equal(voided.success, true);
      assert.equal(voided.transaction.status, 'voided');
      const declined = await gateway.transaction.sale({
        amount: '2001.00',
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
      });
      const refused = await gateway.transaction.void(declined.transaction.id);
      assert.equal(refused.success, false);
      assert.equal(refused.errors.for('transaction').on('base')[0].code, '91504');
    });

    it('finds a sale with its card brand and last four, order id and status', async () => {
      const sale = await gateway.transaction.sale({
        amount: '42.50',
        paymentMethodNonce: cardNonce(emulator, '5555555555554444'),
        orderId: 'order-7',
        deviceData: '{"correlation_id":"abc"}',
        options: { submitForSettlement: true },
      });
      const found = await gateway.transaction.find(sale.transaction.id);
      assert.equal(found.id, sale.transaction.id);
      assert.equal(found.status, 'submitted_for_settlement');
      assert.equal(found.amount, '42.50');
      assert.equal(found.orderId, 'order-7');
      assert.equal(found.paymentInstrumentType, 'credit_card');
      assert.equal(found.creditCard.cardType, 'MasterCard');
      assert.equal(found.creditCard.last4, '4444');
      assert.equal(found.creditCard.maskedNumber, '555555******4444');
      assert.equal(emulator.state.transactions.get(found.id)?.deviceData, '{"correlation_id":"abc"}');
    });

    it('answers notFoundError for an unknown transaction', async () => {
      assert.equal((await rejection(gateway.transaction.find('nosuchtxn'))).type, 'notFoundError');
    });

    it('charges a saved method by paymentMethodToken', async () => {
      const created = await gateway.customer.create({ paymentMethodNonce: cardNonce(emulator, '378282246310005') });
      const { token } = created.customer.paymentMethods[0];
      const sale = await gateway.transaction.sale({ amount: '12.00', paymentMethodToken: token });
      assert.equal(sale.success, true);
      assert.equal(sale.transaction.creditCard.token, token);
      assert.equal(sale.transaction.creditCard.cardType, 'American Express');
      assert.equal(sale.transaction.customer.id, created.customer.id);
    });

    it('treats a nonce made from a saved method as that method', async () => {
      const created = await gateway.customer.create({ paymentMethodNonce: cardNonce(emulator, '4111111111111111') });
      const saved = emulator.state.vault.get(created.customer.paymentMethods[0].token)!;
      const nonce = emulator.state.createNonce(saved.instrument, { vaultToken: saved.token }).nonce;
      const sale = await gateway.transaction.sale({ amount: '5.00', paymentMethodNonce: nonce });
      assert.equal(sale.transaction.creditCard.token, saved.token);
      assert.equal(sale.transaction.customer.id, created.customer.id);
    });

    it('vaults the card for the customer with storeInVaultOnSuccess', async () => {
      const customerId = await newCustomer();
      const sale = await gateway.transaction.sale({
        amount: '10.00',
        customerId,
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
        options: { storeInVaultOnSuccess: true },
      });
      assert.equal(sale.success, true);
      assert.ok(sale.transaction.creditCard.token, 'the transaction names the saved card');
      const customer = await gateway.customer.find(customerId);
      assert.deepEqual(
        customer.creditCards.map((c: Json) => c.token),
        [sale.transaction.creditCard.token],
      );
    });

    it('does not vault a declined card with storeInVaultOnSuccess', async () => {
      const customerId = await newCustomer();
      const sale = await gateway.transaction.sale({
        amount: '2000.00',
        customerId,
        paymentMethodNonce: cardNonce(emulator, '4111111111111111'),
        options: { storeInVaultOnSuccess: true },
      });
      assert.equal(sale.success, false);
      assert.equal(emulator.state.methodsOf(customerId).length, 0);
    });

    it('refuses a sale without an amount, leaving the nonce usable', async () => {
      const nonce = cardNonce(emulator, '4111111111111111');
      const refused = await gateway.transaction.sale({ paymentMethodNonce: nonce });
      assert.equal(refused.success, false);
      assert.equal(refused.errors.for('transaction').on('amount')[0].code, '81502');
      const sale = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
      assert.equal(sale.success, true);
    });

    it('refuses a sale without any payment method', async () => {
      const refused = await gateway.transaction.sale({ amount: '10.00' });
      assert.equal(refused.errors.for('transaction').on('base')[0].code, '91508');
    });
  });

  describe('nonces', () => {
    it('refuses an unknown nonce', async () => {
      const result = await gateway.transaction.sale({
        amount: '10.00',
        paymentMethodNonce: 'tokencc_not_a_real_nonce',
      });
      assert.equal(result.success, false);
      assert.equal(result.transaction, undefined);
      const [error] = result.errors.for('transaction').on('paymentMethodNonce');
      assert.equal(error.code, '91565');
      assert.equal(error.message, 'Unknown or expired payment_method_nonce.');
    });

    it('refuses a nonce used twice', async () => {
      const nonce = cardNonce(emulator, '4111111111111111');
      assert.equal((await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce })).success, true);
      const reused = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
      assert.equal(reused.success, false);
      assert.equal(reused.errors.for('transaction').on('paymentMethodNonce')[0].code, '91564');
      assert.equal(emulator.state.transactions.size, 1);
    });

    it('refuses a used nonce when saving a payment method, with the payment method code', async () => {
      const customerId = await newCustomer();
      const nonce = cardNonce(emulator, '4111111111111111');
      await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
      const result = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: nonce });
      assert.equal(result.success, false);
      assert.equal(result.errors.for('paymentMethod').on('paymentMethodNonce')[0].code, '93107');
    });

    it('accepts Braintree static test nonces any number of times', async () => {
      const cases: Array<[nonce: string, instrumentType: string]> = [
        ['fake-valid-nonce', 'credit_card'],
        ['fake-valid-visa-nonce', 'credit_card'],
        ['fake-valid-mastercard-nonce', 'credit_card'],
        ['fake-valid-amex-nonce', 'credit_card'],
        ['fake-paypal-one-time-nonce', 'paypal_account'],
        ['fake-paypal-billing-agreement-nonce', 'paypal_account'],
        ['fake-venmo-account-nonce', 'venmo_account'],
        ['fake-apple-pay-visa-nonce', 'apple_pay_card'],
        ['fake-android-pay-visa-nonce', 'android_pay_card'],
      ];
      for (const [nonce, instrumentType] of cases) {
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const result = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
          assert.equal(result.success, true, `${nonce}, attempt ${attempt}: ${result.message ?? ''}`);
          assert.equal(result.transaction.paymentInstrumentType, instrumentType, nonce);
        }
      }
    });

    it('answers the static test nonces with their instruments', async () => {
      const visa = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: 'fake-valid-nonce' });
      assert.deepEqual([visa.transaction.creditCard.cardType, visa.transaction.creditCard.last4], ['Visa', '1881']);
      const amex = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: 'fake-valid-amex-nonce' });
      assert.equal(amex.transaction.creditCard.cardType, 'American Express');
      const paypal = await gateway.transaction.sale({
        amount: '1.00',
        paymentMethodNonce: 'fake-paypal-one-time-nonce',
      });
      assert.equal(paypal.transaction.paypalAccount.payerEmail, 'jane.doe@example.com');
      const venmo = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: 'fake-venmo-account-nonce' });
      assert.equal(venmo.transaction.venmoAccountDetails.username, 'venmojoe');
      const googlePay = await gateway.transaction.sale({
        amount: '1.00',
        paymentMethodNonce: 'fake-android-pay-visa-nonce',
      });
      assert.equal(googlePay.transaction.androidPayCard.cardType, 'Visa');
    });

    it('declines with the static processor-declined nonce at a decline amount', async () => {
      const result = await gateway.transaction.sale({
        amount: '2000.00',
        paymentMethodNonce: 'fake-processor-declined-visa-nonce',
      });
      assert.equal(result.success, false);
      assert.equal(result.transaction.status, 'processor_declined');
    });
  });

  describe('authentication', () => {
    it('answers a wrong private key with the SDK authentication error', async () => {
      const intruder = gatewayFor(emulator, { privateKey: 'not_the_private_key' });
      const error = await rejection(
        intruder.transaction.sale({ amount: '10.00', paymentMethodNonce: 'fake-valid-nonce' }),
      );
      assert.equal(error.type, 'authenticationError');
      assert.equal(emulator.state.transactions.size, 0);
    });

    it('answers keys used under another merchant id with the authentication error', async () => {
      const elsewhere = new braintree.BraintreeGateway({
        environment: new braintree.Environment('127.0.0.1', emulator.port, '', false),
        merchantId: 'another_merchant',
        publicKey: emulator.merchant.publicKey,
        privateKey: emulator.merchant.privateKey,
      });
      assert.equal((await rejection(elsewhere.clientToken.generate({}))).type, 'authenticationError');
    });
  });
});
