import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// The official server SDK, unmodified: the card network's ids on a sale (Mastercard's Transaction Link ID) and
// sales processed with a network token the merchant brings (Bring Your Own Token), as Braintree's own suite reads them.

let emulator: Emulator;
let gateway: Json;

describe('network ids and network tokens on sales through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('gives an approved Mastercard sale a Transaction Link ID of 22 letters and digits, each sale its own', async () => {
    const sale = () =>
      gateway.transaction.sale({
        amount: '5.00',
        creditCard: { number: '5555555555554444', expirationDate: '05/32' },
      });
    const first = await sale();
    assert.equal(first.success, true, first.message);
    assert.match(first.transaction.mastercardTransactionLinkId, /^[a-zA-Z0-9]{22}$/);
    const second = await sale();
    assert.notEqual(second.transaction.mastercardTransactionLinkId, first.transaction.mastercardTransactionLinkId);
    const found = await gateway.transaction.find(first.transaction.id);
    assert.equal(found.mastercardTransactionLinkId, first.transaction.mastercardTransactionLinkId);
    const nonce = await gateway.transaction.sale({ amount: '5.00', paymentMethodNonce: 'fake-valid-mastercard-nonce' });
    assert.match(nonce.transaction.mastercardTransactionLinkId, /^[a-zA-Z0-9]{22}$/);
  });

  it('gives no Transaction Link ID to another brand, or to a Mastercard sale the processor declines', async () => {
    const visa = await gateway.transaction.sale({
      amount: '5.00',
      creditCard: { number: '4111111111111111', expirationDate: '05/32' },
    });
    assert.equal(visa.success, true, visa.message);
    assert.equal(visa.transaction.mastercardTransactionLinkId, null);
    const declined = await gateway.transaction.sale({
      amount: '2000.00',
      creditCard: { number: '5555555555554444', expirationDate: '05/32' },
    });
    assert.equal(declined.transaction.status, 'processor_declined');
    assert.equal(declined.transaction.mastercardTransactionLinkId, null);
  });

  it('answers processedWithNetworkToken false for a sale with a card, a nonce or a saved card', async () => {
    const byNonce = await gateway.transaction.sale({ amount: '5.00', paymentMethodNonce: 'fake-valid-nonce' });
    assert.equal(byNonce.success, true, byNonce.message);
    assert.equal(byNonce.transaction.processedWithNetworkToken, false);
    assert.equal(byNonce.transaction.paymentInstrumentType, 'credit_card');
    const customer = await gateway.customer.create({ paymentMethodNonce: 'fake-valid-visa-nonce' });
    const byToken = await gateway.transaction.sale({
      amount: '5.00',
      paymentMethodToken: customer.customer.creditCards[0].token,
    });
    assert.equal(byToken.transaction.processedWithNetworkToken, false);
  });

  it("processes a sale with the merchant's own network token and its cryptogram (Bring Your Own Token)", async () => {
    const result = await gateway.transaction.sale({
      amount: '10.00',
      creditCard: {
        number: '4111111111111111',
        expirationDate: '06/09',
        networkTokenizationAttributes: {
          cryptogram: '8F34DFB312DC79C24FD5320622F3E11682D79E6B0C0FD881',
          ecommerceIndicator: '05',
          tokenRequestorId: '123456',
        },
      },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.processedWithNetworkToken, true);
    assert.equal(result.transaction.paymentInstrumentType, 'network_token');
    assert.equal(result.transaction.networkToken.isNetworkTokenized, true);
    assert.equal(result.transaction.networkToken.last4, '1111');
    assert.equal(result.transaction.networkToken.cardType, 'Visa');
  });

  it('refuses network tokenization attributes without a cryptogram (81762)', async () => {
    const result = await gateway.transaction.sale({
      amount: '10.00',
      creditCard: {
        number: '4111111111111111',
        expirationDate: '06/09',
        networkTokenizationAttributes: { ecommerceIndicator: '05', tokenRequestorId: '123456' },
      },
    });
    assert.equal(result.success, false);
    const errors = result.errors.for('transaction').for('creditCard').on('networkTokenizationAttributes');
    assert.equal(errors[0].code, '81762');
  });
});
