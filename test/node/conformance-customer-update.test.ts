import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// gateway.customer.update with payment methods, and raw Apple Pay card fields, through the
// official Node SDK.

let emulator: Emulator;
let gateway: Json;
let customerId: string;

const RAW_APPLE_PAY = {
  number: '4111111111111111',
  expirationMonth: '10',
  expirationYear: '2030',
  cryptogram: '01010101010101010101',
  eciIndicator: '5',
  cardholderName: 'Billy Bob',
};

describe('customer update with payment methods through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({
      merchant: { merchantAccountIds: ['second_account'], customFields: ['store_me'] },
    });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(async () => {
    emulator.reset();
    customerId = (await gateway.customer.create({ firstName: 'Ada' })).customer.id as string;
  });

  it('adds a new card with the new names, refusing a duplicate when asked to', async () => {
    const added = await gateway.customer.update(customerId, {
      lastName: 'Lovelace',
      creditCard: { number: '5105105105105100', expirationDate: '05/2030' },
    });
    assert.equal(added.success, true, added.message);
    assert.equal(added.customer.lastName, 'Lovelace');
    assert.equal(added.customer.creditCards[0].maskedNumber, '510510******5100');
    const duplicate = await gateway.customer.update(customerId, {
      creditCard: {
        number: '5105105105105100',
        expirationDate: '05/2030',
        options: { failOnDuplicatePaymentMethod: true },
      },
    });
    assert.equal(duplicate.errors.for('customer').for('creditCard').on('number')[0].code, '81724');
  });

  it('changes the default payment method, by token or by makeDefault on an existing card', async () => {
    const first = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: 'fake-valid-visa-nonce' });
    const second = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: 'fake-valid-mastercard-nonce',
    });
    assert.equal(second.paymentMethod.default, false);
    await gateway.customer.update(customerId, { defaultPaymentMethodToken: second.paymentMethod.token });
    assert.equal((await gateway.paymentMethod.find(second.paymentMethod.token)).default, true);
    await gateway.customer.update(customerId, {
      creditCard: { options: { updateExistingToken: first.paymentMethod.token, makeDefault: true } },
    });
    assert.equal((await gateway.paymentMethod.find(first.paymentMethod.token)).default, true);
  });

  it('updates an existing card in place with updateExistingToken', async () => {
    const card = await gateway.creditCard.create({ customerId, number: '4111111111111111', expirationDate: '04/2030' });
    const updated = await gateway.customer.update(customerId, {
      creditCard: {
        cardholderName: 'New Holder',
        number: '5105105105105100',
        expirationDate: '05/2031',
        options: { updateExistingToken: card.creditCard.token },
      },
    });
    assert.equal(updated.success, true, updated.message);
    assert.equal(updated.customer.creditCards.length, 1);
    assert.equal(updated.customer.creditCards[0].maskedNumber, '510510******5100');
    assert.equal(updated.customer.creditCards[0].cardholderName, 'New Holder');
  });

  it('refuses to vault a one-time PayPal account sent as sandbox fields (82902)', async () => {
    const result = await gateway.customer.update(customerId, {
      paypalAccount: { accessToken: 'PAYPAL_ACCESS_TOKEN' },
    });
    assert.equal(result.success, false);
    assert.equal(result.errors.for('customer').for('paypalAccount').on('base')[0].code, '82902');
  });

  it('vaults and verifies raw Apple Pay card fields, checking their options', async () => {
    const ok = await gateway.customer.update(customerId, {
      applePayCard: {
        ...RAW_APPLE_PAY,
        options: { verifyCard: true, verificationAmount: '3.50', verificationMerchantAccountId: 'second_account' },
      },
    });
    assert.equal(ok.success, true, ok.message);
    const card = ok.customer.applePayCards[0];
    assert.equal(card.last4, '1111');
    assert.equal(card.verification.amount, '3.50');
    assert.equal(card.verification.merchantAccountId, 'second_account');
    const bad = await gateway.customer.update(customerId, {
      applePayCard: { ...RAW_APPLE_PAY, options: { verifyCard: true, verificationAmount: '-10.00' } },
    });
    assert.equal(bad.errors.for('applePay').for('options').on('verificationAmount')[0].code, '93535');
    const sale = await gateway.transaction.sale({ amount: '100.00', applePayCard: RAW_APPLE_PAY });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paymentInstrumentType, 'apple_pay_card');
  });

  it("keeps a customer's custom fields the merchant set up and refuses others", async () => {
    const ok = await gateway.customer.create({ customFields: { storeMe: 'custom value' } });
    assert.equal(ok.customer.customFields.storeMe, 'custom value');
    const bad = await gateway.customer.create({ customFields: { notSetUp: 'x' } });
    assert.equal(bad.errors.for('customer').on('customFields')[0].code, '91602');
  });

  it('verifies a card before paymentMethod.update changes it, leaving a declined card as it was', async () => {
    const card = await gateway.creditCard.create({ customerId, number: '4012888888881881', expirationDate: '05/2030' });
    const declined = await gateway.paymentMethod.update(card.creditCard.token, {
      number: '5105105105105100',
      expirationDate: '05/2031',
      options: { verifyCard: 'true', verificationAmount: '2.34' },
    });
    assert.equal(declined.success, false);
    assert.equal(declined.verification.status, 'processor_declined');
    assert.equal(declined.verification.amount, '2.34');
    assert.equal((await gateway.paymentMethod.find(card.creditCard.token)).last4, '1881');
    const fine = await gateway.paymentMethod.update(card.creditCard.token, {
      paymentMethodNonce: 'fake-valid-mastercard-nonce',
      options: { verifyCard: true },
    });
    assert.equal(fine.success, true, fine.message);
    assert.equal(fine.paymentMethod.last4, '4444');
  });
});
