import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Card verification options (verifyCard, verificationAmount, verificationMerchantAccountId,
// verificationAccountType) on saved cards and Apple Pay cards, through the official Node SDK.

let emulator: Emulator;
let gateway: Json;
let customerId: string;

describe('card verification options through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { merchantAccountIds: ['second_account'] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(async () => {
    emulator.reset();
    customerId = (await gateway.customer.create({})).customer.id as string;
  });

  it('declines a processor-declined card on creditCard.create with verifyCard, with the verification', async () => {
    const result = await gateway.creditCard.create({
      customerId,
      number: '4000111111111115',
      expirationDate: '05/2030',
      options: { verifyCard: 'true', verificationAmount: '1.03' },
    });
    assert.equal(result.success, false);
    assert.equal(result.verification.status, 'processor_declined');
    assert.equal(result.verification.processorResponseCode, '2000');
    assert.equal(result.verification.amount, '1.03');
  });

  it('verifies on the account and for the amount asked', async () => {
    const result = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      options: { verifyCard: true, verificationAmount: '2.34', verificationMerchantAccountId: 'second_account' },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(result.creditCard.verification.amount, '2.34');
    assert.equal(result.creditCard.verification.merchantAccountId, 'second_account');
  });

  it('checks the options of a card: amount, account and account type', async () => {
    const result = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      options: {
        verifyCard: true,
        verificationAmount: '-1.00',
        verificationMerchantAccountId: 'no_such_account',
        verificationAccountType: 'ach',
      },
    });
    const on = (field: string) => result.errors.for('creditCard').for('options').on(field)[0].code;
    assert.equal(on('verificationAmount'), '91739');
    assert.equal(on('verificationMerchantAccountId'), '91728');
    assert.equal(on('verificationAccountType'), '91757');
    const unsupported = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      options: { verifyCard: true, verificationAccountType: 'credit', verificationAmount: '21474836.48' },
    });
    const code = (field: string) => unsupported.errors.for('creditCard').for('options').on(field)[0].code;
    assert.equal(code('verificationAccountType'), '91758');
    assert.equal(code('verificationAmount'), '91752');
  });

  it('verifies an Apple Pay card saved with a customer, and checks its options under applePay', async () => {
    const ok = await gateway.customer.create({
      paymentMethodNonce: 'fake-apple-pay-visa-nonce',
      applePayCard: { options: { verifyCard: true, verificationAmount: '10.00' } },
    });
    assert.equal(ok.success, true, ok.message);
    assert.equal(ok.customer.paymentMethods[0].verification.status, 'verified');
    assert.equal(ok.customer.paymentMethods[0].verification.amount, '10.00');
    const bad = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: 'fake-apple-pay-visa-nonce',
      options: { verifyCard: true, verificationAmount: '0.001' },
    });
    assert.equal(bad.errors.for('applePay').for('options').on('verificationAmount')[0].code, '93534');
    const withNetworkId = await gateway.customer.create({
      paymentMethodNonce: 'fake-apple-pay-visa-nonce',
      applePayCard: { networkTransactionId: 'test123', options: { verifyCard: true } },
    });
    assert.equal(withNetworkId.errors.for('applePay').on('networkTransactionIdNotAllowed')[0].code, '93532');
  });

  it("answers an Apple Pay card's invalid verification account type on applePay, an unsupported one on its options", async () => {
    const verify = (type: string): Promise<Json> =>
      gateway.customer.create({
        paymentMethodNonce: 'fake-apple-pay-visa-nonce',
        applePayCard: { options: { verifyCard: true, verificationAmount: '10.00', verificationAccountType: type } },
      });
    const invalid = await verify('ach');
    assert.equal(invalid.success, false);
    assert.equal(invalid.errors.for('applePay').on('verificationAccountType')[0].code, '93538');
    const unsupported = await verify('credit');
    assert.equal(unsupported.success, false);
    assert.equal(unsupported.errors.for('applePay').for('options').on('verificationAccountType')[0].code, '93543');
  });

  it("answers the sandbox network's response (XX) on an approved verification and sale, none on a declined one", async () => {
    const verified = await gateway.creditCard.create({
      customerId,
      number: '4111111111111111',
      expirationDate: '05/2030',
      options: { verifyCard: true },
    });
    assert.equal(verified.creditCard.verification.networkResponseCode, 'XX');
    assert.equal(verified.creditCard.verification.networkResponseText, 'sample network response text');
    const declined = await gateway.creditCard.create({
      customerId,
      number: '4000111111111115',
      expirationDate: '05/2030',
      options: { verifyCard: true },
    });
    assert.equal(declined.verification.networkResponseCode, null);
    const sale = await gateway.transaction.sale({
      amount: '5.00',
      creditCard: { number: '4111111111111111', expirationDate: '05/2030' },
    });
    assert.equal(sale.transaction.networkResponseCode, 'XX');
    assert.equal(sale.transaction.networkResponseText, 'sample network response text');
    const refused = await gateway.transaction.sale({ amount: '2000.00', paymentMethodNonce: 'fake-valid-nonce' });
    assert.equal(refused.transaction.networkResponseCode, null);
    assert.equal(refused.transaction.networkResponseText, null);
  });
});
