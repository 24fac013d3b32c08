import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { passThru } from './support/pass-thru.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// 3D Secure on saved cards, through the official Node SDK: results passed through with a card
// (customer, payment method and credit card calls) checked with the gateway's codes, and the result
// of a 3D Secure nonce answered with the card's verification.

let emulator: Emulator;
let gateway: Json;

const withoutVersion = (): Json => {
  const { threeDSecureVersion: _dropped, ...rest } = passThru();
  return rest;
};
const firstCode = (result: Json): string | undefined => result.errors?.deepErrors()[0]?.code;

/** A card saved for the customer with no 3D Secure data, to update. */
const savedCard = async (customerId: string): Promise<Json> =>
  (await gateway.creditCard.create({ customerId, number: '4111111111111111', expirationDate: '05/2030' })).creditCard;

describe('3D Secure pass-through on saved cards through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('saves a card with complete pass-through results', async () => {
    const result = await gateway.customer.create({
      paymentMethodNonce: 'fake-valid-visa-nonce',
      creditCard: { threeDSecurePassThru: passThru({ network: 'Visa' }), options: { verifyCard: true } },
    });
    assert.equal(result.success, true, result.message);
  });

  it('requires the 3D Secure version when a customer is created or updated with a card', async () => {
    const created = await gateway.customer.create({
      paymentMethodNonce: 'fake-valid-nonce',
      creditCard: { threeDSecurePassThru: withoutVersion(), options: { verifyCard: true } },
    });
    assert.equal(created.success, false);
    assert.equal(firstCode(created), '942117');
    const customer = (await gateway.customer.create({})).customer;
    const updated = await gateway.customer.update(customer.id, {
      paymentMethodNonce: 'fake-valid-nonce',
      creditCard: { threeDSecurePassThru: withoutVersion(), options: { verifyCard: true } },
    });
    assert.equal(updated.success, false);
    assert.equal(firstCode(updated), '942117');
  });

  it('refuses a network that is not the card brand', async () => {
    const result = await gateway.customer.create({
      paymentMethodNonce: 'fake-valid-visa-nonce',
      creditCard: { threeDSecurePassThru: passThru({ network: 'Mastercard' }), options: { verifyCard: true } },
    });
    assert.equal(result.success, false);
    assert.equal(firstCode(result), '942139');
  });

  it('refuses an invalid 3D Secure version on paymentMethod.create and paymentMethod.update', async () => {
    const customer = (await gateway.customer.create({})).customer;
    const created = await gateway.paymentMethod.create({
      customerId: customer.id,
      paymentMethodNonce: 'fake-valid-nonce',
      threeDSecurePassThru: passThru({ threeDSecureVersion: 'xx' }),
      options: { verifyCard: true },
    });
    assert.equal(created.success, false);
    assert.equal(firstCode(created), '942119');
    const card = await savedCard(customer.id);
    const updated = await gateway.paymentMethod.update(card.token, {
      threeDSecurePassThru: passThru({ threeDSecureVersion: 'xx' }),
      options: { verifyCard: true },
    });
    assert.equal(updated.success, false);
    assert.equal(firstCode(updated), '942119');
  });

  it('requires the 3D Secure version on creditCard.create and creditCard.update', async () => {
    const customer = (await gateway.customer.create({})).customer;
    const created = await gateway.creditCard.create({
      customerId: customer.id,
      number: '4111111111111111',
      expirationDate: '05/2030',
      threeDSecurePassThru: withoutVersion(),
      options: { verifyCard: true },
    });
    assert.equal(created.success, false);
    assert.equal(firstCode(created), '942117');
    const card = await savedCard(customer.id);
    const updated = await gateway.creditCard.update(card.token, {
      threeDSecurePassThru: withoutVersion(),
      options: { verifyCard: true },
    });
    assert.equal(updated.success, false);
    assert.equal(firstCode(updated), '942117');
  });

  it('answers the 3D Secure result of the nonce with the verification of the card saved from it', async () => {
    const nonce = 'fake-three-d-secure-visa-full-authentication-nonce';
    const customer = (await gateway.customer.create({})).customer;
    const results = [
      (
        await gateway.creditCard.create({
          customerId: customer.id,
          paymentMethodNonce: nonce,
          options: { verifyCard: true },
        })
      ).creditCard,
      (
        await gateway.paymentMethod.create({
          customerId: customer.id,
          paymentMethodNonce: nonce,
          options: { verifyCard: true },
        })
      ).paymentMethod,
      (await gateway.customer.create({ paymentMethodNonce: nonce, creditCard: { options: { verifyCard: true } } }))
        .customer.paymentMethods[0],
    ];
    for (const card of results) {
      const info = card.verification.threeDSecureInfo;
      assert.equal(info.status, 'authenticate_successful');
      assert.equal(typeof info.liabilityShifted, 'boolean');
      assert.equal(typeof info.cavv, 'string');
      assert.equal(typeof info.threeDSecureVersion, 'string');
    }
    const plain = await gateway.creditCard.create({
      customerId: customer.id,
      paymentMethodNonce: 'fake-valid-nonce',
      options: { verifyCard: true },
    });
    assert.equal(plain.creditCard.verification.threeDSecureInfo, null);
  });
});
