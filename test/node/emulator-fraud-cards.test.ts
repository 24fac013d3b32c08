import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// Braintree's fraud tools' sandbox test cards through the official Node SDK: the cards its fraud tools
// and risk threshold rules reject, on a sale and on a verification, and the card Fraud Protection
// Advanced flags for review.

const Rejection = braintree.Transaction.GatewayRejectionReason as Record<string, string>;
const FRAUD = '4000111111111511';
const RISK_THRESHOLD = '4111130000000003';
const REVIEW = '4111140000000002';

const sandbox = emulatedGateway();

function sale(number: string, amount = '10.00'): Promise<Json> {
  return sandbox.gateway.transaction.sale({
    amount,
    creditCard: { number, expirationDate: '12/2030', cvv: '123' },
    billing: { postalCode: '12345' },
  });
}

async function verify(number: string): Promise<Json> {
  const { customer } = await sandbox.gateway.customer.create({});
  return sandbox.gateway.creditCard.create({
    customerId: customer.id,
    number,
    expirationDate: '12/2030',
    cvv: '123',
    billingAddress: { postalCode: '12345' },
    options: { verifyCard: true },
  });
}

describe('fraud test cards through the Node SDK', () => {
  it(`rejects a sale with ${FRAUD} as gateway_rejected, reason fraud, before the processor`, async () => {
    const result = await sale(FRAUD);
    assert.equal(result.success, false);
    assert.equal(result.message, 'Gateway Rejected: fraud');
    assert.equal(result.transaction.status, 'gateway_rejected');
    assert.equal(result.transaction.gatewayRejectionReason, Rejection.Fraud);
    assert.equal(result.transaction.processorResponseCode, null);
  });

  it(`rejects ${FRAUD} as fraud even at an amount the processor would decline`, async () => {
    const result = await sale(FRAUD, '2000.00');
    assert.equal(result.transaction.status, 'gateway_rejected');
    assert.equal(result.transaction.gatewayRejectionReason, Rejection.Fraud);
  });

  it(`rejects the verification of ${FRAUD} as gateway_rejected, reason fraud, and saves nothing`, async () => {
    const result = await verify(FRAUD);
    assert.equal(result.success, false);
    assert.equal(result.message, 'Gateway Rejected: fraud');
    assert.equal(result.verification.status, 'gateway_rejected');
    assert.equal(result.verification.gatewayRejectionReason, Rejection.Fraud);
    assert.equal(result.verification.processorResponseCode, null);
    assert.equal(sandbox.emulator.state.vault.size, 0);
  });

  it(`rejects ${RISK_THRESHOLD} as gateway_rejected, reason risk_threshold, on a sale and a verification`, async () => {
    const rejected = await sale(RISK_THRESHOLD);
    assert.equal(rejected.transaction.status, 'gateway_rejected');
    assert.equal(rejected.transaction.gatewayRejectionReason, Rejection.RiskThreshold);
    const verification = await verify(RISK_THRESHOLD);
    assert.equal(verification.verification.status, 'gateway_rejected');
    assert.equal(verification.verification.gatewayRejectionReason, Rejection.RiskThreshold);
  });
});

describe("the SDK's gateway rejection test nonces through the Node SDK", () => {
  it('rejects a sale with Nonces.GatewayRejectedFraud / GatewayRejectedRiskThresholds as fraud / risk_threshold', async () => {
    const Nonces = braintree.Test.Nonces as Record<string, string>;
    const fraud = await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: Nonces.GatewayRejectedFraud,
    });
    assert.equal(fraud.success, false);
    assert.equal(fraud.transaction.status, 'gateway_rejected');
    assert.equal(fraud.transaction.gatewayRejectionReason, Rejection.Fraud);
    const risk = await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: Nonces.GatewayRejectedRiskThresholds,
    });
    assert.equal(risk.transaction.gatewayRejectionReason, Rejection.RiskThreshold);
  });

  it('rejects a sale with Nonces.VenmoAccountTokenIssuanceError as token_issuance', async () => {
    const result = await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: braintree.Test.Nonces.VenmoAccountTokenIssuanceError,
    });
    assert.equal(result.success, false);
    assert.equal(result.transaction.status, 'gateway_rejected');
    assert.equal(result.transaction.gatewayRejectionReason, Rejection.TokenIssuance);
    assert.equal(result.transaction.paymentInstrumentType, 'venmo_account');
  });
});

describe('the review test card through the Node SDK', () => {
  async function fraudProtectionAdvanced(on: boolean): Promise<void> {
    const response = await fetch(`${sandbox.emulator.url}/__emulator/merchant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fraudProtectionAdvanced: on }),
    });
    assert.equal(response.status, 200);
  }

  it(`authorizes ${REVIEW} with the risk decision Review under Fraud Protection Advanced, others Approve`, async () => {
    await fraudProtectionAdvanced(true);
    const review = await sale(REVIEW);
    assert.equal(review.success, true, review.message);
    assert.equal(review.transaction.status, 'authorized');
    assert.equal(review.transaction.riskData.decision, 'Review');
    assert.ok(review.transaction.riskData.id);
    const other = await sale('4111111111111111');
    assert.equal(other.transaction.riskData.decision, 'Approve');
  });

  it('gives no risk decision to a merchant without Fraud Protection Advanced', async () => {
    const result = await sale(REVIEW);
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.riskData, undefined);
  });
});
