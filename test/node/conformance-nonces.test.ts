import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// paymentMethodNonce.create / find, creditCard.fromNonce, and what a nonce carries onto a sale
// (3D Secure results, PayPal payee fields), through the official Node SDK.

let emulator: Emulator;
let gateway: Json;
let customerId: string;

/** A card posted to the client API with a client token for the customer, as the SDK's suite does. */
async function clientApiCardNonce(body: Json = {}): Promise<string> {
  const { clientToken } = await gateway.clientToken.generate({ customerId });
  const { authorizationFingerprint } = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as Json;
  const response = await fetch(
    `${emulator.url}/merchants/${emulator.merchant.merchantId}/client_api/v1/payment_methods/credit_cards.json`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorizationFingerprint,
        creditCard: { number: '4111111111111111', expirationMonth: '11', expirationYear: '2099' },
        ...body,
      }),
    },
  );
  assert.equal(response.status, 201);
  return ((await response.json()) as Json).creditCards[0].nonce as string;
}

describe('payment method nonces through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { challenges: [] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(async () => {
    emulator.reset();
    customerId = (await gateway.customer.create({})).customer.id as string;
  });

  it('makes a nonce for a saved method and finds it with its details', async () => {
    const card = await gateway.creditCard.create({ customerId, number: '4111111111111111', expirationDate: '05/2030' });
    const created = await gateway.paymentMethodNonce.create(card.creditCard.token);
    assert.equal(created.success, true);
    assert.equal(created.paymentMethodNonce.type, 'CreditCard');
    const found = await gateway.paymentMethodNonce.find(created.paymentMethodNonce.nonce);
    assert.equal(found.details.lastTwo, '11');
    assert.equal(found.threeDSecureInfo, null);
    await assert.rejects(gateway.paymentMethodNonce.create('not-a-token'), { type: 'notFoundError' });
    await assert.rejects(gateway.paymentMethodNonce.find('not-a-nonce'), { type: 'notFoundError' });
  });

  it("answers a static 3D Secure nonce's result, and a sale keeps it", async () => {
    const nonce = 'fake-three-d-secure-visa-full-authentication-nonce';
    const found = await gateway.paymentMethodNonce.find(nonce);
    assert.equal(found.threeDSecureInfo.status, 'authenticate_successful');
    assert.equal(found.threeDSecureInfo.liabilityShifted, true);
    assert.equal(typeof found.threeDSecureInfo.cavv, 'string');
    assert.equal(found.details.bin, '400000');
    const sale = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
    assert.equal(sale.transaction.threeDSecureInfo.status, 'authenticate_successful');
    assert.equal((await gateway.transaction.find(sale.transaction.id)).threeDSecureInfo.liabilityShifted, true);
  });

  it("answers Venmo's and Google Pay via PayPal's test nonces with their account details", async () => {
    const venmo = await gateway.paymentMethodNonce.find('fake-venmo-account-nonce');
    assert.equal(venmo.details.username, 'venmojoe');
    assert.equal(venmo.details.lastTwo, '99');
    const paypal = await gateway.paymentMethodNonce.find('fake-google-pay-paypal-nonce');
    assert.equal(typeof paypal.details.payerInfo.payerId, 'string');
  });

  it('gives the saved card a client-API nonce stands for, once', async () => {
    const nonce = await clientApiCardNonce();
    const card = await gateway.creditCard.fromNonce(nonce);
    assert.equal(card.maskedNumber, '411111******1111');
    assert.equal(card.expirationDate, '11/2099');
    await assert.rejects(gateway.creditCard.fromNonce(nonce), { type: 'notFoundError' });
    const notVaulted = await clientApiCardNonce({
      creditCard: { number: '4111111111111111', expirationDate: '11/2099', options: { validate: false } },
    });
    await assert.rejects(gateway.creditCard.fromNonce(notVaulted), { type: 'notFoundError' });
  });

  it('keeps the PayPal payee, custom field and description a sale gives', async () => {
    const sale = await gateway.transaction.sale({
      amount: '100.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      options: {
        paypal: { payeeEmail: 'payee@example.com', customField: 'custom field junk', description: 'product' },
      },
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paypalAccount.payeeEmail, 'payee@example.com');
    assert.equal(sale.transaction.paypalAccount.customField, 'custom field junk');
    assert.equal(sale.transaction.paypalAccount.description, 'product');
    const byAccount = await gateway.transaction.sale({
      amount: '100.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      paypalAccount: { payeeId: 'fake-payee-id' },
    });
    assert.equal(byAccount.transaction.paypalAccount.payeeId, 'fake-payee-id');
  });

  it("answers the sandbox's Google Pay and Apple Pay test cards with their source and token kind", async () => {
    const proxy = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: 'fake-android-pay-discover-nonce',
    });
    assert.equal(proxy.paymentMethod.last4, '1117');
    assert.equal(proxy.paymentMethod.sourceCardLast4, '1111');
    assert.equal(proxy.paymentMethod.isNetworkTokenized, false);
    const network = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: 'fake-android-pay-mastercard-nonce',
    });
    assert.equal(network.paymentMethod.isNetworkTokenized, true);
    assert.equal(network.paymentMethod.sourceDescription, 'MasterCard 0005');
    const device = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: 'fake-apple-pay-visa-nonce' });
    assert.equal(device.transaction.applePayCard.isDeviceToken, true);
    const merchantToken = await gateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: 'fake-apple-pay-mpan-nonce',
    });
    assert.equal(merchantToken.transaction.applePayCard.isDeviceToken, false);
    assert.equal(typeof merchantToken.transaction.applePayCard.merchantTokenIdentifier, 'string');
  });
});
