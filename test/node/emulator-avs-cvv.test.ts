import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// AVS and CVV through the official Node SDK: the response codes a verification reports for the billing
// address given with the card, and the merchant's AVS and CVV rules (Braintree's Basic Fraud Tools),
// which the emulated merchant, like a new account, has none of until they are set up.

const Rejection = braintree.Transaction.GatewayRejectionReason as Record<string, string>;

const sandbox = emulatedGateway();

/** Sets AVS and CVV rules through the control API, as a merchant's test setup would. */
async function rules(settings: {
  cvvRules?: string[];
  avsPostalCodeRules?: string[];
  avsStreetAddressRules?: string[];
}) {
  const response = await fetch(`${sandbox.emulator.url}/__emulator/merchant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  assert.equal(response.status, 200);
}

async function verify(card: Json): Promise<Json> {
  const { customer } = await sandbox.gateway.customer.create({});
  return sandbox.gateway.creditCard.create({
    customerId: customer.id,
    number: '4111111111111111',
    expirationDate: '12/2030',
    cvv: '123',
    options: { verifyCard: true },
    ...card,
  });
}

function sale(card: { cvv?: string; postalCode?: string; streetAddress?: string }, amount = '10.00'): Promise<Json> {
  return sandbox.gateway.transaction.sale({
    amount,
    creditCard: { number: '4111111111111111', expirationDate: '12/2030', cvv: card.cvv ?? '123' },
    billing: {
      postalCode: card.postalCode ?? '12345',
      ...(card.streetAddress ? { streetAddress: card.streetAddress } : {}),
    },
  });
}

describe('AVS response codes of a verification', () => {
  it('reports the billing street address given with the card as matched (M), and none as not provided (I)', async () => {
    const withStreet = await verify({ billingAddress: { streetAddress: '1 Main St', postalCode: '60601' } });
    assert.equal(withStreet.success, true, withStreet.message);
    assert.equal(withStreet.creditCard.verification.avsStreetAddressResponseCode, 'M');
    assert.equal(withStreet.creditCard.verification.avsPostalCodeResponseCode, 'M');

    const without = await verify({ billingAddress: { postalCode: '60601' } });
    assert.equal(without.creditCard.verification.avsStreetAddressResponseCode, 'I');
  });

  it('reports the postal code of the billing address given with a nonce (20000: does not match)', async () => {
    const { customer } = await sandbox.gateway.customer.create({});
    const result = await sandbox.gateway.paymentMethod.create({
      customerId: customer.id,
      paymentMethodNonce: 'fake-valid-visa-nonce',
      billingAddress: { postalCode: '20000', streetAddress: '1 Main St' },
      options: { verifyCard: true },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(result.paymentMethod.verification.avsPostalCodeResponseCode, 'N');
    assert.equal(result.paymentMethod.verification.avsStreetAddressResponseCode, 'M');
  });
});

describe('AVS and CVV rules on verifications', () => {
  it('verifies a card whose CVV does not match (N) while the merchant has no rules', async () => {
    const result = await verify({ cvv: '200' });
    assert.equal(result.success, true, result.message);
    assert.equal(result.creditCard.verification.cvvResponseCode, 'N');
  });

  it('rejects a verification whose CVV response a CVV rule names: gateway_rejected, reason cvv', async () => {
    await rules({ cvvRules: ['N'] });
    const result = await verify({ cvv: '200' });
    assert.equal(result.success, false);
    assert.equal(result.message, 'Gateway Rejected: cvv');
    assert.equal(result.verification.status, 'gateway_rejected');
    assert.equal(result.verification.gatewayRejectionReason, Rejection.Cvv);
    assert.equal(result.verification.cvvResponseCode, 'N');
    assert.equal(result.verification.processorResponseCode, '1000', 'the issuer approved it first');
  });

  it('rejects a verification with reason avs for a postal code rule and avs_and_cvv for both', async () => {
    await rules({ cvvRules: ['N'], avsPostalCodeRules: ['N'] });
    const avs = await verify({ billingAddress: { postalCode: '20000' } });
    assert.equal(avs.verification.status, 'gateway_rejected');
    assert.equal(avs.verification.gatewayRejectionReason, Rejection.Avs);

    const both = await verify({ cvv: '200', billingAddress: { postalCode: '20000' } });
    assert.equal(both.verification.gatewayRejectionReason, Rejection.AvsAndCvv);
  });

  it('rejects a verification with reason avs for a street address rule on a card given none (I)', async () => {
    await rules({ avsStreetAddressRules: ['I'] });
    const rejected = await verify({ billingAddress: { postalCode: '60601' } });
    assert.equal(rejected.verification.status, 'gateway_rejected');
    assert.equal(rejected.verification.gatewayRejectionReason, Rejection.Avs);
    const verified = await verify({ billingAddress: { postalCode: '60601', streetAddress: '1 Main St' } });
    assert.equal(verified.success, true, verified.message);
  });

  it('leaves a processor-declined card processor declined whatever the rules say', async () => {
    await rules({ cvvRules: ['N'] });
    const result = await verify({ number: '4000111111111115', cvv: '200' });
    assert.equal(result.verification.status, 'processor_declined');
    assert.equal(result.verification.processorResponseCode, '2000');
  });
});

describe('AVS and CVV rules on sales', () => {
  it('authorizes a sale whose CVV does not match while the merchant has no rules', async () => {
    const result = await sale({ cvv: '200' });
    assert.equal(result.success, true, result.message);
    assert.equal(result.transaction.cvvResponseCode, 'N');
  });

  it('rejects a sale made with card details whose responses trip the rules: cvv, avs, avs_and_cvv', async () => {
    await rules({ cvvRules: ['N', 'U'], avsPostalCodeRules: ['N'] });
    const cvv = await sale({ cvv: '201' });
    assert.equal(cvv.success, false);
    assert.equal(cvv.message, 'Gateway Rejected: cvv');
    assert.equal(cvv.transaction.status, 'gateway_rejected');
    assert.equal(cvv.transaction.gatewayRejectionReason, Rejection.Cvv);
    assert.equal(cvv.transaction.processorResponseCode, '1000', 'the issuer approved it first');

    const avs = await sale({ postalCode: '20000' });
    assert.equal(avs.transaction.gatewayRejectionReason, Rejection.Avs);

    const both = await sale({ cvv: '200', postalCode: '20000' });
    assert.equal(both.transaction.gatewayRejectionReason, Rejection.AvsAndCvv);

    const clean = await sale({});
    assert.equal(clean.success, true, clean.message);
  });

  it("does not apply the rules to a sale on a saved card's token", async () => {
    const saved = await verify({ cvv: '200' });
    await rules({ cvvRules: ['N'] });
    const result = await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodToken: saved.creditCard.token,
    });
    assert.equal(result.success, true, result.message);
  });

  it('leaves a sale the processor declines processor declined', async () => {
    await rules({ cvvRules: ['N'] });
    const result = await sale({ cvv: '200' }, '2001.00');
    assert.equal(result.transaction.status, 'processor_declined');
    assert.equal(result.transaction.processorResponseCode, '2001');
  });
});
