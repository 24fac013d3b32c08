import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passThru } from './support/pass-thru.js';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// Credit card verifications on their own (`creditCardVerification.create` and `.find`), through the official Node
// SDK: the same sandbox rules as `verifyCard` on a customer or payment method create decide them.

const sandbox = emulatedGateway();

function verify(params: Json): Promise<Json> {
  return sandbox.gateway.creditCardVerification.create(params);
}

const card = (number: string, extra: Json = {}): Json => ({
  creditCard: { cardholderName: 'John Smith', number, expirationDate: '05/2030', ...extra },
});

describe('credit card verifications, through the Node SDK', () => {
  it('verifies a test card: 1000 Approved, and finds it again', async () => {
    const result = await verify(card('4111111111111111'));
    assert.equal(result.success, true, result.message);
    const { verification } = result;
    assert.equal(verification.status, 'verified');
    assert.equal(verification.processorResponseCode, '1000');
    assert.equal(verification.processorResponseText, 'Approved');
    assert.equal(verification.processorResponseType, 'approved');
    assert.equal(verification.networkResponseCode, 'XX');
    assert.equal(verification.creditCard.last4, '1111');
    const found = await sandbox.gateway.creditCardVerification.find(verification.id);
    assert.equal(found.id, verification.id);
    assert.equal(found.creditCard.cardholderName, 'John Smith');
    assert.equal(found.graphQLId, verification.graphQLId);
    assert.equal(Buffer.from(verification.graphQLId, 'base64url').toString(), `verification_${verification.id}`);
  });

  it("gives an approved Mastercard verification Mastercard's transaction link id, and other brands none", async () => {
    const mastercard = await verify(card('5555555555554444'));
    assert.match(mastercard.verification.mastercardTransactionLinkId, /^[a-zA-Z0-9]{22}$/);
    assert.equal((await verify(card('4111111111111111'))).verification.mastercardTransactionLinkId, null);
    const declined = await verify(card('5105105105105100'));
    assert.equal(declined.verification.mastercardTransactionLinkId, null);
  });

  it("checks the 3D Secure results it passes through: a network other than the card's is refused (942139)", async () => {
    const mismatch = await verify({
      ...card('4111111111111111'),
      threeDSecurePassThru: passThru({ network: 'Mastercard' }),
    });
    assert.equal(mismatch.success, false);
    assert.equal(mismatch.errors.for('verification').on('network')[0].code, '942139');
    const visa = await verify({ ...card('4111111111111111'), threeDSecurePassThru: passThru({ network: 'Visa' }) });
    assert.equal(visa.success, true, visa.message);
  });

  for (const [number, brand] of [
    ['4000111111111115', 'Visa'],
    ['5105105105105100', 'MasterCard'],
    ['378734493671000', 'American Express'],
    ['6011000990139424', 'Discover'],
  ] as const) {
    it(`declines the ${brand} verification test card ${number}: 2000 Do Not Honor`, async () => {
      const result = await verify(card(number));
      assert.equal(result.success, false);
      assert.equal(result.message, 'Do Not Honor');
      assert.equal(result.verification.status, 'processor_declined');
      assert.equal(result.verification.processorResponseCode, '2000');
      assert.equal(result.verification.processorResponseText, 'Do Not Honor');
      assert.equal(result.verification.processorResponseType, 'soft_declined');
      const found = await sandbox.gateway.creditCardVerification.find(result.verification.id);
      assert.equal(found.status, 'processor_declined');
    });
  }

  it("gateway rejects the fraud tools' card as fraud", async () => {
    const result = await verify(card('4000111111111511'));
    assert.equal(result.success, false);
    assert.equal(result.verification.status, 'gateway_rejected');
    assert.equal(result.verification.gatewayRejectionReason, 'fraud');
  });

  it('reports the CVV and postal code test values', async () => {
    const result = await verify(card('4111111111111111', { cvv: '200', billingAddress: { postalCode: '20000' } }));
    assert.equal(result.success, true);
    assert.equal(result.verification.cvvResponseCode, 'N');
    assert.equal(result.verification.avsPostalCodeResponseCode, 'N');
  });

  it('verifies a nonce, with its 3D Secure result, and uses it up', async () => {
    const result = await verify({ paymentMethodNonce: 'fake-three-d-secure-visa-full-authentication-nonce' });
    assert.equal(result.success, true, result.message);
    assert.equal(result.verification.threeDSecureInfo.status, 'authenticate_successful');
    const declined = await verify({ paymentMethodNonce: 'fake-processor-declined-visa-nonce' });
    assert.equal(declined.verification.processorResponseCode, '2000');
  });

  it('answers the options errors with the verification codes', async () => {
    const negative = await verify({ ...card('4111111111111111'), options: { amount: '-10.00' } });
    assert.equal(negative.success, false);
    const codes = braintree.ValidationErrorCodes.Verification.Options;
    assert.equal(negative.errors.for('verification').for('options').on('amount')[0].code, codes.AmountCannotBeNegative);
    const account = await verify({ ...card('4111111111111111'), options: { merchantAccountId: 'nope' } });
    assert.equal(
      account.errors.for('verification').for('options').on('merchantAccountId')[0].code,
      codes.MerchantAccountIdIsInvalid,
    );
  });

  it('finds the verification a customer create ran with verifyCard', async () => {
    const created = await sandbox.gateway.customer.create({
      creditCard: { ...card('4000111111111115').creditCard, options: { verifyCard: true } },
    });
    assert.equal(created.success, false);
    const found = await sandbox.gateway.creditCardVerification.find(created.verification.id);
    assert.equal(found.creditCard.cardholderName, 'John Smith');
    assert.equal(found.processorResponseCode, '2000');
  });

  it('answers notFoundError for a verification it never ran', async () => {
    await assert.rejects(sandbox.gateway.creditCardVerification.find('nonexistent_verification'), {
      type: braintree.errorTypes.notFoundError,
    });
  });
});
