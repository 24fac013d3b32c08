import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintree, emulatedGateway, type Json } from './support/sdk-gateway.js';

// The server API's resources the emulator does not serve, through the official Node SDK: the SDK raises
// `unexpectedError` (the emulator answers 501 Not Implemented, with the resource named in the body, a header and a
// warning), never `notFoundError`, which a merchant's code reads as "that record does not exist". A record missing
// from a served resource is still not found.

const sandbox = emulatedGateway();

/** What a callback-style search or a promise rejects with. */
async function failure(call: () => Promise<unknown>): Promise<Json> {
  try {
    await call();
  } catch (error) {
    return error as Json;
  }
  assert.fail('the call succeeded');
}

/** Runs a search to its end through its callback, rejecting with the error it reports. */
function search(run: (callback: (error: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    run((error) => (error ? reject(error) : resolve()));
  });
}

describe('resources the emulator does not serve, through the Node SDK', () => {
  const calls: ReadonlyArray<[string, () => Promise<unknown>]> = [
    [
      'creditCardVerification.search',
      () => search((cb) => sandbox.gateway.creditCardVerification.search((s: Json) => s.id().is('x'), cb)),
    ],
    ['customer.search', () => search((cb) => sandbox.gateway.customer.search((s: Json) => s.email().is('a@b.c'), cb))],
    ['dispute.find', () => sandbox.gateway.dispute.find('some_dispute')],
    [
      'settlementBatchSummary.generate',
      () => sandbox.gateway.settlementBatchSummary.generate({ settlementDate: '2026-01-01' }),
    ],
    ['merchantAccount.find', () => sandbox.gateway.merchantAccount.find('some_account')],
    ['plan.all', () => sandbox.gateway.plan.all()],
    ['subscription.find', () => sandbox.gateway.subscription.find('some_subscription')],
  ];
  for (const [name, call] of calls) {
    it(`${name} raises unexpectedError (HTTP 501), not notFoundError`, async () => {
      const error = await failure(call);
      assert.equal(error.type, braintree.errorTypes.unexpectedError, String(error.message));
      assert.match(String(error.message), /501/);
    });
  }

  it('names the resource that is not emulated in the answer itself', async () => {
    const { url, merchant } = sandbox.emulator;
    const response = await fetch(`${url}/merchants/${merchant.merchantId}/disputes/some_dispute`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${merchant.publicKey}:${merchant.privateKey}`).toString('base64')}`,
        'x-apiversion': '6',
      },
    });
    assert.equal(response.status, 501);
    assert.equal(response.headers.get('x-emulator-not-emulated'), 'dispute');
    assert.match(await response.text(), /does not emulate GET \/disputes\/some_dispute/);
  });

  it('still asks for the merchant keys first (authenticationError)', async () => {
    const { emulator } = sandbox;
    const stranger = new braintree.BraintreeGateway({
      environment: new braintree.Environment('127.0.0.1', emulator.port, '', false),
      merchantId: emulator.merchant.merchantId,
      publicKey: 'someone_else',
      privateKey: 'wrong',
    });
    const error = await failure(() => stranger.dispute.find('some_dispute'));
    assert.equal(error.type, braintree.errorTypes.authenticationError);
  });

  it('keeps notFoundError for a record missing from a served resource', async () => {
    for (const call of [
      () => sandbox.gateway.customer.find('no_such_customer'),
      () => sandbox.gateway.transaction.find('no_such_transaction'),
      () => sandbox.gateway.paymentMethod.find('no_such_token'),
    ]) {
      const error = await failure(call);
      assert.equal(error.type, braintree.errorTypes.notFoundError);
    }
  });

  it("leaves the client API's unknown paths at 404", async () => {
    const { url, merchant } = sandbox.emulator;
    const response = await fetch(`${url}/merchants/${merchant.merchantId}/client_api/v1/no_such_thing`);
    assert.equal(response.status, 404);
  });
});
