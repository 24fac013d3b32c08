import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Billing addresses of saved cards and customers' international phones, through the official
// Node SDK.

let emulator: Emulator;
let gateway: Json;
let customerId: string;

const ADDRESS = {
  streetAddress: '123 Fake St',
  extendedAddress: 'Suite 403',
  locality: 'Chicago',
  region: 'IL',
  postalCode: '60607',
  countryName: 'United States of America',
  phoneNumber: '312-123-4567',
};

describe('addresses through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(async () => {
    emulator.reset();
    customerId = (await gateway.customer.create({})).customer.id as string;
  });

  it("keeps a card's billing address as one of its customer's addresses, with every country code", async () => {
    const created = await gateway.customer.create({
      creditCard: { number: '5105105105105100', expirationDate: '05/2030', billingAddress: ADDRESS },
    });
    assert.equal(created.success, true, created.message);
    const billing = created.customer.creditCards[0].billingAddress;
    assert.equal(billing.streetAddress, '123 Fake St');
    assert.equal(billing.phoneNumber, '312-123-4567');
    assert.equal(billing.countryCodeAlpha2, 'US');
    assert.equal(billing.countryCodeNumeric, '840');
    const found = await gateway.customer.find(created.customer.id);
    assert.deepEqual(
      found.addresses.map((a: Json) => a.id),
      [billing.id],
    );
  });

  it('refuses an unknown country and codes that disagree, with the card errors, all at once', async () => {
    const result = await gateway.customer.create({
      creditCard: {
        number: '5105105105105100',
        expirationDate: '05/2030',
        billingAddress: { countryName: 'invalid country' },
      },
    });
    assert.equal(
      result.errors.for('customer').for('creditCard').for('billingAddress').on('countryName')[0].code,
      '91803',
    );
    const mixed = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      billingAddress: { countryCodeAlpha2: 'US', countryCodeAlpha3: 'MEX' },
    });
    assert.equal(mixed.errors.for('creditCard').for('billingAddress').on('base')[0].code, '91815');
  });

  it('creates a new billing address on update, or changes the card’s own with updateExisting', async () => {
    const card = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      billingAddress: { streetAddress: '1 Old St', region: 'IL' },
    });
    const firstId = card.creditCard.billingAddress.id;
    const replaced = await gateway.paymentMethod.update(card.creditCard.token, {
      billingAddress: { streetAddress: '2 New St' },
    });
    assert.notEqual(replaced.paymentMethod.billingAddress.id, firstId);
    assert.equal(replaced.paymentMethod.billingAddress.region, null);
    const kept = await gateway.creditCard.update(card.creditCard.token, {
      cardholderName: 'New Holder',
      billingAddress: { countryCodeAlpha2: 'AS', options: { updateExisting: true } },
    });
    assert.equal(kept.creditCard.cardholderName, 'New Holder');
    assert.equal(kept.creditCard.billingAddress.id, replaced.paymentMethod.billingAddress.id);
    assert.equal(kept.creditCard.billingAddress.streetAddress, '2 New St');
    assert.equal(kept.creditCard.billingAddress.countryName, 'American Samoa');
  });

  it("keeps a customer's international phone, shows it on sales, and checks its digits", async () => {
    const created = await gateway.customer.create({
      firstName: 'Adam',
      internationalPhone: { countryCode: '1', nationalNumber: '3121234567' },
      creditCard: { number: '5105105105105100', expirationDate: '05/2030' },
    });
    assert.equal(created.customer.internationalPhone.nationalNumber, '3121234567');
    const sale = await gateway.transaction.sale({ customerId: created.customer.id, amount: '100.00' });
    assert.equal(sale.transaction.customer.internationalPhone.countryCode, '1');
    const bad = await gateway.transaction.sale({
      customerId: created.customer.id,
      amount: '100.00',
      customer: { internationalPhone: { countryCode: '1', nationalNumber: '3121234567890' } },
    });
    assert.deepEqual(
      bad.errors.deepErrors().map((e: Json) => e.code),
      ['91626'],
    );
  });

  it('keeps a billing address field given as empty text empty, not absent', async () => {
    const created = await gateway.customer.create({
      creditCard: {
        number: '4111111111111111',
        expirationDate: '05/2030',
        cvv: '123',
        billingAddress: { company: '', streetAddress: '123 E Fake St', postalCode: '60607' },
      },
    });
    assert.equal(created.success, true, created.message);
    const found = await gateway.customer.find(created.customer.id);
    const billing = found.creditCards[0].billingAddress;
    assert.equal(billing.company, '');
    assert.equal(billing.streetAddress, '123 E Fake St');
    assert.equal(billing.locality, null);
  });

  it("creates, finds, updates and deletes a customer's address with the address gateway", async () => {
    const created = await gateway.address.create({
      customerId,
      firstName: 'Bobby',
      countryName: 'United States of America',
      internationalPhone: { countryCode: '1', nationalNumber: '3121234567' },
    });
    assert.equal(created.success, true, created.message);
    const { id } = created.address;
    assert.equal(created.address.customerId, customerId);
    assert.equal(created.address.countryCodeAlpha2, 'US');
    assert.equal(created.address.internationalPhone.nationalNumber, '3121234567');
    const updated = await gateway.address.update(customerId, id, { lastName: 'Tables', countryCodeAlpha2: 'MX' });
    assert.equal(updated.address.firstName, 'Bobby');
    assert.equal(updated.address.lastName, 'Tables');
    assert.equal(updated.address.countryName, 'Mexico');
    assert.equal((await gateway.address.find(customerId, id)).lastName, 'Tables');
    assert.deepEqual(
      (await gateway.customer.find(customerId)).addresses.map((a: Json) => a.id),
      [id],
    );
    const other = (await gateway.customer.create({})).customer.id as string;
    await assert.rejects(gateway.address.find(other, id), { type: 'notFoundError' });
    await gateway.address.delete(customerId, id);
    await assert.rejects(gateway.address.find(customerId, id), { type: 'notFoundError' });
    await assert.rejects(gateway.address.create({ customerId: 'nobody', firstName: 'A' }), { type: 'notFoundError' });
  });

  it("refuses an address with an unknown country or no field, under the address's errors", async () => {
    const invalid = await gateway.address.create({ customerId, countryName: 'invalid country' });
    assert.equal(invalid.success, false);
    assert.equal(invalid.message, 'Country name is not an accepted country.');
    assert.equal(invalid.errors.for('address').on('countryName')[0].code, '91803');
    const empty = await gateway.address.create({ customerId });
    assert.equal(empty.errors.for('address').on('base')[0].code, '81801');
  });

  it('bills a card saved from a nonce to an address made with the address gateway (billingAddressId)', async () => {
    const address = await gateway.address.create({ customerId, firstName: 'Bobby', lastName: 'Tables' });
    const created = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: 'fake-valid-visa-nonce',
      billingAddressId: address.address.id,
    });
    assert.equal(created.success, true, created.message);
    const found = await gateway.paymentMethod.find(created.paymentMethod.token);
    assert.equal(found.billingAddress.id, address.address.id);
    assert.equal(found.billingAddress.lastName, 'Tables');
  });
});
