import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// customer.find with an association filter, through the official Node SDK.

let emulator: Emulator;
let gateway: Json;

describe('customer.find through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { customFields: ['store_me'] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('leaves out cards, payment methods, addresses and custom fields under the customernoassociations filter', async () => {
    const created = await gateway.customer.create({
      firstName: 'John',
      customFields: { storeMe: 'custom value' },
      creditCard: {
        number: '4111111111111111',
        expirationDate: '05/2030',
        cvv: '123',
        billingAddress: { streetAddress: '123 E Fake St', postalCode: '60607' },
      },
    });
    assert.equal(created.success, true, created.message);
    const whole = await gateway.customer.find(created.customer.id);
    assert.equal(whole.creditCards.length, 1);
    assert.equal(whole.addresses.length, 1);
    assert.equal(whole.customFields.storeMe, 'custom value');
    const bare = await gateway.customer.find(created.customer.id, 'customernoassociations');
    assert.equal(bare.firstName, 'John');
    assert.equal(bare.creditCards.length, 0);
    assert.equal(bare.paymentMethods.length, 0);
    assert.equal(bare.addresses.length, 0);
    assert.equal(bare.customFields.length, 0);
  });
});
