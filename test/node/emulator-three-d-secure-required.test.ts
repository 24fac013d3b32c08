import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// A sale that requires 3D Secure (`options: { threeDSecure: { required: true } }`) through the official Node SDK:
// a card nonce that did not go through 3D Secure, or whose authentication failed, is gateway rejected with the
// reason three_d_secure before the processor sees it; one that passed it is charged.

const Rejection = braintree.Transaction.GatewayRejectionReason as Record<string, string>;

const sandbox = emulatedGateway();

function sale(paymentMethodNonce: string, required?: boolean): Promise<Json> {
  return sandbox.gateway.transaction.sale({
    amount: '10.00',
    paymentMethodNonce,
    options: { submitForSettlement: true, ...(required === undefined ? {} : { threeDSecure: { required } }) },
  });
}

describe('a sale that requires 3D Secure, through the Node SDK', () => {
  it('rejects a card nonce that did not go through 3D Secure as gateway_rejected, reason three_d_secure', async () => {
    const result = await sale('fake-valid-visa-nonce', true);
    assert.equal(result.success, false);
    assert.equal(result.message, 'Gateway Rejected: three_d_secure');
    assert.equal(result.transaction.status, 'gateway_rejected');
    assert.equal(result.transaction.gatewayRejectionReason, Rejection.ThreeDSecure);
    assert.equal(result.transaction.processorResponseCode, null);
  });

  it('rejects a card whose 3D Secure authentication failed', async () => {
    const result = await sale('fake-three-d-secure-visa-failed-authentication-nonce', true);
    assert.equal(result.success, false);
    assert.equal(result.transaction.gatewayRejectionReason, Rejection.ThreeDSecure);
  });

  it('charges a card nonce that passed 3D Secure, with its result', async () => {
    const result = await sale('fake-three-d-secure-visa-full-authentication-nonce', true);
    assert.equal(result.success, true);
    assert.equal(result.transaction.status, 'submitted_for_settlement');
    assert.equal(result.transaction.threeDSecureInfo.liabilityShifted, true);
  });

  it('charges a card nonce without 3D Secure when the sale does not require it', async () => {
    assert.equal((await sale('fake-valid-visa-nonce')).success, true);
    assert.equal((await sale('fake-valid-mastercard-nonce', false)).success, true);
  });

  it('charges a payment method that is not a card (PayPal) when the sale requires 3D Secure', async () => {
    const result = await sale('fake-paypal-one-time-nonce', true);
    assert.equal(result.success, true);
  });
});
