import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// The billing address a card is tokenized with, on the card saved from its nonce, through the
// official Node SDK (the card posted to the client API as the SDK's own suite does).

let emulator: Emulator;
let gateway: Json;
let customerId: string;

/** A card posted to the client API with a client token (for `tokenCustomerId`, if given). */
async function cardNonce(card: Json, tokenCustomerId?: string): Promise<string> {
  const { clientToken } = await gateway.clientToken.generate(tokenCustomerId ? { customerId: tokenCustomerId } : {});
  const { authorizationFingerprint } = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as Json;
  const response = await fetch(
    `${emulator.url}/merchants/${emulator.merchant.merchantId}/client_api/v1/payment_methods/credit_cards.json`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorizationFingerprint,
        creditCard: { number: '4111111111111111', expirationMonth: '12', expirationYear: '2099', ...card },
      }),
    },
  );
  assert.equal(response.status, 201);
  return ((await response.json()) as Json).creditCards[0].nonce as string;
}

const TOKENIZED_ADDRESS = { streetAddress: '456 Xyz Way', locality: 'Chicago', countryCodeAlpha2: 'US' };

describe('billing addresses of cards saved from nonces, through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { challenges: [] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(async () => {
    emulator.reset();
    customerId = (await gateway.customer.create({})).customer.id as string;
  });

  it('saves a card from a nonce with the billing address it was tokenized with', async () => {
    const nonce = await cardNonce({ billingAddress: TOKENIZED_ADDRESS });
    const created = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: nonce });
    assert.equal(created.success, true, created.message);
    const found = await gateway.paymentMethod.find(created.paymentMethod.token);
    assert.equal(found.billingAddress.streetAddress, '456 Xyz Way');
    assert.equal(found.billingAddress.locality, 'Chicago');
    assert.equal(found.billingAddress.countryName, 'United States of America');
    assert.equal(found.billingAddress.customerId, customerId);
  });

  it('gives a customer created with such a nonce the card and its billing address', async () => {
    const nonce = await cardNonce({ billingAddress: TOKENIZED_ADDRESS });
    const created = await gateway.customer.create({ paymentMethodNonce: nonce });
    assert.equal(created.success, true, created.message);
    assert.equal(created.customer.creditCards[0].billingAddress.streetAddress, '456 Xyz Way');
    assert.equal(created.customer.addresses.length, 1);
  });

  it("uses the request's billing address over the nonce's", async () => {
    const nonce = await cardNonce({ billingAddress: TOKENIZED_ADDRESS, options: { validate: false } });
    const created = await gateway.creditCard.create({
      customerId,
      paymentMethodNonce: nonce,
      billingAddress: { streetAddress: '123 Abc Way' },
    });
    assert.equal(created.creditCard.billingAddress.streetAddress, '123 Abc Way');
    assert.equal(created.creditCard.billingAddress.locality, null);
  });

  it("vaults a card for a customer's client token with its billing address, which saving its nonce keeps", async () => {
    const nonce = await cardNonce({ billingAddress: TOKENIZED_ADDRESS }, customerId);
    const created = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: nonce,
      billingAddress: { streetAddress: '123 Abc Way' },
    });
    assert.equal(created.success, true, created.message);
    const found = await gateway.paymentMethod.find(created.paymentMethod.token);
    assert.equal(found.billingAddress.streetAddress, '456 Xyz Way');
  });
});
