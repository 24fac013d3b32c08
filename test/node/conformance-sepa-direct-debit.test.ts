import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// SEPA direct debit accounts through the official Node SDK, as Braintree's own suite uses them: the sandbox's static
// `fake-sepa-direct-debit-nonce` saved for a customer (paymentMethod.create, customer.create), found and deleted
// (paymentMethod.find, sepaDirectDebitAccount.find / delete), and charged (transaction.sale).

const NONCE = 'fake-sepa-direct-debit-nonce';

let emulator: Emulator;
let gateway: Json;

/** What Braintree's sandbox gives the static nonce's mandate, as its own suite reads it. */
function assertSandboxMandate(account: Json): void {
  assert.equal(account.mandateType, 'RECURRENT');
  assert.equal(account.merchantOrPartnerCustomerId, 'a-fake-mp-customer-id');
  assert.equal(account.last4, '1234');
  assert.equal(account.bankReferenceToken, 'a-fake-bank-reference-token');
}

function assertSavedAccount(account: Json, customerId: string): void {
  assertSandboxMandate(account);
  assert.equal(account.customerId, customerId);
  assert.equal(account.default, true);
  for (const key of ['token', 'globalId', 'graphQLId', 'customerGlobalId', 'createdAt', 'updatedAt']) {
    assert.equal(typeof account[key], 'string', key);
  }
  assert.match(account.imageUrl, /svg/);
}

describe('SEPA direct debit accounts through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('saves the sandbox nonce for a customer, finds it by either gateway and deletes it', async () => {
    const customer = (await gateway.customer.create({})).customer;
    const created = await gateway.paymentMethod.create({ customerId: customer.id, paymentMethodNonce: NONCE });
    assert.equal(created.success, true, created.message);
    assertSavedAccount(created.paymentMethod, customer.id);
    const token = created.paymentMethod.token;
    assertSavedAccount(await gateway.paymentMethod.find(token), customer.id);
    assertSavedAccount(await gateway.sepaDirectDebitAccount.find(token), customer.id);
    await gateway.paymentMethod.delete(token);
    await assert.rejects(gateway.sepaDirectDebitAccount.find(token), { type: 'notFoundError' });
  });

  it('lists the account in a customer created with the nonce, and sepaDirectDebitAccount.delete removes it', async () => {
    const result = await gateway.customer.create({ paymentMethodNonce: NONCE });
    assert.equal(result.success, true, result.message);
    const [account] = result.customer.sepaDirectDebitAccounts;
    assertSavedAccount(account, result.customer.id);
    assert.equal(result.customer.paymentMethods[0], account);
    await gateway.sepaDirectDebitAccount.delete(account.token);
    assert.deepEqual((await gateway.customer.find(result.customer.id)).sepaDirectDebitAccounts, []);
  });

  it('finds no SEPA account for an unknown token or a card', async () => {
    await assert.rejects(gateway.sepaDirectDebitAccount.find('NONEXISTENT_TOKEN'), { type: 'notFoundError' });
    const customer = (await gateway.customer.create({ paymentMethodNonce: 'fake-valid-visa-nonce' })).customer;
    await assert.rejects(gateway.sepaDirectDebitAccount.find(customer.creditCards[0].token), {
      type: 'notFoundError',
    });
  });

  it("charges the nonce: a sale answers sepa_debit_account with the mandate's details", async () => {
    const result = await gateway.transaction.sale({
      paymentMethodNonce: NONCE,
      amount: '100.00',
      options: { submitForSettlement: true },
    });
    assert.equal(result.success, true, result.message);
    const { transaction } = result;
    assert.equal(transaction.paymentInstrumentType, 'sepa_debit_account');
    const details = transaction.sepaDirectDebitAccountDetails;
    assertSandboxMandate(details);
    for (const key of ['captureId', 'transactionFeeAmount', 'transactionFeeCurrencyIsoCode', 'paypalV2OrderId']) {
      assert.equal(typeof details[key], 'string', key);
    }
    const found = await new Promise<Json[]>((resolve, reject) => {
      const list: Json[] = [];
      const stream = gateway.transaction.search((s: Json) => s.sepaDebitPaypalV2_OrderId().is(details.paypalV2OrderId));
      stream.on('data', (txn: Json) => list.push(txn));
      stream.on('error', reject);
      stream.on('end', () => resolve(list));
    });
    assert.deepEqual(
      found.map((txn) => txn.id),
      [transaction.id],
    );
  });

  it('describes the nonce with its mandate (paymentMethodNonce.find)', async () => {
    const nonce = await gateway.paymentMethodNonce.find(NONCE);
    assert.equal(nonce.details.ibanLastChars, '1234');
    assert.equal(nonce.details.bankReferenceToken, 'a-fake-bank-reference-token');
    assert.equal(nonce.details.mandateType, 'RECURRENT');
  });
});
