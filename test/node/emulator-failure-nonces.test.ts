import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emulatedGateway, type Json } from './support/sdk-gateway.js';

// Braintree's static nonces that stand for a failure, through the official Node SDK: each fails as Braintree's
// testing reference and the SDKs' own specs say, not as an unknown nonce (91565).

const sandbox = emulatedGateway();

/** Saves the nonce's card for a new customer, verifying it first. */
async function saveVerified(paymentMethodNonce: string): Promise<Json> {
  const { customer } = (await sandbox.gateway.customer.create({})) as Json;
  return sandbox.gateway.paymentMethod.create({
    customerId: customer.id,
    paymentMethodNonce,
    options: { verifyCard: true },
  }) as Promise<Json>;
}

describe('fake-processor-failure-jcb-nonce and the JCB verification test card', () => {
  it('fails the verification of the JCB test card: failed, 3000 Processor Network Unavailable - Try Again', async () => {
    const result = (await sandbox.gateway.creditCardVerification.create({
      creditCard: { number: '3566002020360505', expirationDate: '05/2030' },
    })) as Json;
    assert.equal(result.success, false);
    assert.equal(result.message, 'Processor Network Unavailable - Try Again');
    assert.equal(result.verification.status, 'failed');
    assert.equal(result.verification.processorResponseCode, '3000');
    assert.equal(result.verification.processorResponseText, 'Processor Network Unavailable - Try Again');
    const found = (await sandbox.gateway.creditCardVerification.find(result.verification.id)) as Json;
    assert.equal(found.status, 'failed');
  });

  it('fails the verification when the nonce is saved with verifyCard, and saves nothing', async () => {
    const result = await saveVerified('fake-processor-failure-jcb-nonce');
    assert.equal(result.success, false, 'saved');
    assert.equal(result.verification.status, 'failed');
    assert.equal(result.verification.processorResponseCode, '3000');
    assert.equal(result.verification.creditCard.cardType, 'JCB');
  });

  it('leaves a sale to its amount, as with any card (the nonce decides a verification, the amount a sale)', async () => {
    const result = (await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-processor-failure-jcb-nonce',
    })) as Json;
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.creditCard.cardType, 'JCB');
  });
});

describe('fake-gateway-rejected-kount-nonce', () => {
  const KOUNT = 'fake-gateway-rejected-kount-nonce';

  function advancedFraudTools(on: boolean): void {
    sandbox.emulator.state.configureMerchant({ fraudProtectionAdvanced: on });
  }

  it("is gateway rejected as fraud on a sale when the merchant's advanced fraud tools are on", async () => {
    advancedFraudTools(true);
    const result = (await sandbox.gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: KOUNT })) as Json;
    assert.equal(result.success, false);
    assert.equal(result.message, 'Gateway Rejected: fraud');
    assert.equal(result.transaction.status, 'gateway_rejected');
    assert.equal(result.transaction.gatewayRejectionReason, 'fraud');
    assert.equal(result.transaction.riskData, undefined);
  });

  it('is gateway rejected as fraud on a verification when the tools are on', async () => {
    advancedFraudTools(true);
    const result = await saveVerified(KOUNT);
    assert.equal(result.success, false, 'saved');
    assert.equal(result.verification.status, 'gateway_rejected');
    assert.equal(result.verification.gatewayRejectionReason, 'fraud');
  });

  it('is an ordinary Visa for a merchant without the tools (not an unknown nonce)', async () => {
    const result = (await sandbox.gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: KOUNT })) as Json;
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.status, 'authorized');
    assert.equal(result.transaction.creditCard.cardType, 'Visa');
  });
});

describe('fake-luhn-invalid-nonce', () => {
  const LUHN_INVALID = 'fake-luhn-invalid-nonce';

  /** The code and message of the one error on the card's number under `scopes`, with the whole result's message. */
  function numberError(result: Json, scopes: string[]): { code: string; message: string } {
    assert.equal(result.success, false, 'the request succeeded');
    let errors = result.errors;
    for (const scope of scopes) errors = errors.for(scope);
    const [error] = errors.on('number') as Json[];
    assert.ok(error, `no error on ${[...scopes, 'number'].join('.')}: ${result.message}`);
    return { code: error.code, message: error.message };
  }

  const INVALID = { code: '81715', message: 'Credit card number is invalid.' };

  it('refuses a sale with a validation error on the card number (81715), not as an unknown nonce', async () => {
    const result = (await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: LUHN_INVALID,
    })) as Json;
    assert.deepEqual(numberError(result, ['transaction', 'creditCard']), INVALID);
    assert.doesNotMatch(result.message, /payment_method_nonce/);
  });

  it('refuses to save it for a customer, or to verify it, on the card number', async () => {
    const { customer } = (await sandbox.gateway.customer.create({})) as Json;
    const saved = (await sandbox.gateway.paymentMethod.create({
      customerId: customer.id,
      paymentMethodNonce: LUHN_INVALID,
    })) as Json;
    assert.deepEqual(numberError(saved, ['creditCard']), INVALID);
    const withCustomer = (await sandbox.gateway.customer.create({ paymentMethodNonce: LUHN_INVALID })) as Json;
    assert.deepEqual(numberError(withCustomer, ['customer', 'creditCard']), INVALID);
    const verified = (await sandbox.gateway.creditCardVerification.create({
      paymentMethodNonce: LUHN_INVALID,
    })) as Json;
    assert.deepEqual(numberError(verified, ['verification', 'creditCard']), INVALID);
  });
});
