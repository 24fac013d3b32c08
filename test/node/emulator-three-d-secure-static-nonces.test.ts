import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// Braintree's static 3D Secure test nonces (the SDK's `Test.Nonces.ThreeDSecure…`), through the official Node SDK:
// each stands for a 3D Secure result, which a sale carries in `threeDSecureInfo`, and a sale that requires 3D Secure
// goes on exactly when that verification succeeded.

const Nonces = braintree.Test.Nonces as Record<string, string>;

const sandbox = emulatedGateway();

function sale(paymentMethodNonce: string, required = true): Promise<Json> {
  return sandbox.gateway.transaction.sale({
    amount: '10.00',
    paymentMethodNonce,
    options: { threeDSecure: { required } },
  });
}

/** nonce's SDK name → status, liabilityShifted, liabilityShiftPossible, enrolled, 3D Secure major version, passes required. */
const EXPECTED: ReadonlyArray<[string, string, boolean, boolean, string, '1' | '2', boolean]> = [
  ['ThreeDSecureVisaFullAuthentication', 'authenticate_successful', true, true, 'Y', '1', true],
  ['ThreeDSecureVisaLookupTimeout', 'lookup_error', false, false, 'U', '1', false],
  ['ThreeDSecureVisaFailedSignature', 'authenticate_signature_verification_failed', false, true, 'Y', '1', false],
  ['ThreeDSecureVisaFailedAuthentication', 'authenticate_failed', false, true, 'Y', '1', false],
  ['ThreeDSecureVisaAttemptsNonParticipating', 'authenticate_attempt_successful', true, true, 'Y', '1', true],
  ['ThreeDSecureVisaNoteEnrolled', 'lookup_not_enrolled', false, false, 'N', '1', true],
  ['ThreeDSecureVisaUnavailable', 'lookup_error', false, false, 'U', '1', false],
  ['ThreeDSecureVisaMPILookupError', 'lookup_error', false, false, 'U', '1', false],
  ['ThreeDSecureVisaMPIAuthenticateError', 'authenticate_error', false, true, 'Y', '1', false],
  ['ThreeDSecureVisaAuthenticationUnavailable', 'authentication_unavailable', false, true, 'Y', '1', false],
  ['ThreeDSecureVisaBypassedAuthentication', 'lookup_bypassed', false, false, 'B', '1', true],
  ['ThreeDSecureTwoVisaSuccessfulFrictionlessAuthentication', 'authenticate_successful', true, true, 'Y', '2', true],
  ['ThreeDSecureTwoVisaSuccessfulStepUpAuthentication', 'authenticate_successful', true, true, 'Y', '2', true],
  ['ThreeDSecureTwoVisaErrorOnLookup', 'lookup_error', false, false, 'U', '2', false],
  ['ThreeDSecureTwoVisaTimeoutOnLookup', 'lookup_error', false, false, 'U', '2', false],
];

describe("Braintree's static 3D Secure nonces, through the Node SDK", () => {
  for (const [name, status, shifted, possible, enrolled, version, passes] of EXPECTED) {
    it(`${name}: ${status}, ${passes ? 'charged' : 'gateway rejected'} when 3D Secure is required`, async () => {
      const nonce = Nonces[name];
      assert.ok(nonce, `the SDK names ${name}`);
      const result = await sale(nonce);
      assert.equal(result.success, passes, result.message);
      const transaction = result.transaction;
      assert.equal(transaction.status, passes ? 'authorized' : 'gateway_rejected');
      assert.equal(transaction.gatewayRejectionReason, passes ? null : 'three_d_secure');
      const info = transaction.threeDSecureInfo;
      assert.ok(info, 'the transaction carries the 3D Secure result');
      assert.equal(info.status, status);
      assert.equal(info.liabilityShifted, shifted);
      assert.equal(info.liabilityShiftPossible, possible);
      assert.equal(info.enrolled, enrolled);
      assert.match(info.threeDSecureVersion, new RegExp(`^${version}\\.`));
      if (version === '2') assert.match(info.dsTransactionId, /^[0-9a-f-]{36}$/);
      else assert.equal(typeof info.xid, 'string');
    });
  }

  it('charges every one of them, with its result, when the sale does not require 3D Secure', async () => {
    for (const [name, status] of EXPECTED) {
      const result = await sale(Nonces[name]!, false);
      assert.equal(result.success, true, name);
      assert.equal(result.transaction.threeDSecureInfo.status, status, name);
    }
  });

  it("finds a static nonce's 3D Secure result with paymentMethodNonce.find", async () => {
    const found = await sandbox.gateway.paymentMethodNonce.find(Nonces.ThreeDSecureTwoVisaErrorOnLookup);
    assert.equal(found.threeDSecureInfo.status, 'lookup_error');
    assert.equal(found.threeDSecureInfo.liabilityShiftPossible, false);
  });
});
