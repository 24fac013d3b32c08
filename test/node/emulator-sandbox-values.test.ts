import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { sdkGateway, type Json } from './support/sdk-gateway.js';

// Braintree's sandbox values as a merchant's server meets them through the official Node SDK: the
// test amounts decide a sale, and the processor-declined test cards decide only a verification.

let emulator: Emulator;
let gateway: Json;

before(async () => {
  emulator = await createEmulator({ port: 0 });
  gateway = sdkGateway(emulator);
});

after(async () => {
  await emulator.close();
});

function card(number: string): Json {
  return { number, expirationDate: '12/2030', cvv: number.length === 15 ? '1234' : '123' };
}

describe('sale amounts through the Node SDK', () => {
  it('declines 2099.00 with 2099 Cardholder Authentication Required, a soft decline', async () => {
    const result = await gateway.transaction.sale({ amount: '2099.00', paymentMethodNonce: 'fake-valid-nonce' });
    assert.equal(result.success, false);
    assert.equal(result.transaction.status, 'processor_declined');
    assert.equal(result.transaction.processorResponseCode, '2099');
    assert.equal(result.transaction.processorResponseText, 'Cardholder Authentication Required');
    assert.equal(result.transaction.processorResponseType, 'soft_declined');
    assert.equal(result.message, 'Cardholder Authentication Required');
  });

  it('authorizes 5002.00 for a card', async () => {
    const result = await gateway.transaction.sale({
      amount: '5002.00',
      creditCard: card('4111111111111111'),
      billing: { postalCode: '12345' },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.status, 'authorized');
    assert.equal(result.transaction.processorResponseCode, '1000');
  });
});

describe('processor-declined test cards through the Node SDK', () => {
  const declined = ['4000111111111115', '5105105105105100', '378734493671000', '6011000990139424'];
  for (const number of declined) {
    it(`${number} fails verification (2000 Do Not Honor) but a sale of it follows its amount`, async () => {
      const { customer } = await gateway.customer.create({});
      const verified = await gateway.creditCard.create({
        customerId: customer.id,
        ...card(number),
        billingAddress: { postalCode: '12345' },
        options: { verifyCard: true },
      });
      assert.equal(verified.success, false);
      assert.equal(verified.verification.status, 'processor_declined');
      assert.equal(verified.verification.processorResponseCode, '2000');
      assert.equal(verified.verification.processorResponseText, 'Do Not Honor');

      const authorized = await gateway.transaction.sale({
        amount: '10.00',
        creditCard: card(number),
        billing: { postalCode: '12345' },
      });
      assert.equal(authorized.success, true, authorized.message);
      assert.equal(authorized.transaction.status, 'authorized');

      const refused = await gateway.transaction.sale({
        amount: '2001.00',
        creditCard: card(number),
        billing: { postalCode: '12345' },
      });
      assert.equal(refused.success, false);
      assert.equal(refused.transaction.processorResponseCode, '2001');
    });
  }
});
