import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, braintree, sdkGateway } from './support/sdk-gateway.js';

// The official server SDK, unmodified: `transaction.search` asks for the matching ids first
// (advanced_search_ids), then fetches them a page at a time (advanced_search).

let emulator: Emulator;
let gateway: Json;

/** Runs a search through the SDK's stream and collects every transaction it yields. */
function searchAll(build: (search: Json) => unknown): Promise<Json[]> {
  return new Promise((resolve, reject) => {
    const found: Json[] = [];
    const stream = gateway.transaction.search(build);
    stream.on('data', (txn: Json) => found.push(txn));
    stream.on('error', reject);
    stream.on('end', () => resolve(found));
  });
}

async function sale(fields: Json = {}): Promise<Json> {
  const result = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: 'fake-valid-nonce', ...fields });
  assert.equal(result.success, true, result.message);
  return result.transaction;
}

const ids = (txns: Json[]) => txns.map((t) => t.id).sort();

describe('transaction search through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('finds a transaction by id, with the same fields find gives', async () => {
    const txn = await sale({ orderId: 'by-id' });
    await sale();
    const found = await searchAll((s) => s.id().is(txn.id));
    assert.deepEqual(ids(found), [txn.id]);
    assert.equal(found[0]!.orderId, 'by-id');
    assert.equal(found[0]!.amount, '10.00');
    assert.equal(found[0]!.creditCard.last4, txn.creditCard.last4);
  });

  it('finds every transaction with an order id, across more than one page', async () => {
    const wanted = [];
    for (let i = 0; i < 53; i++) wanted.push((await sale({ orderId: 'order-many' })).id);
    await sale({ orderId: 'order-other' });
    const found = await searchAll((s) => s.orderId().is('order-many'));
    assert.equal(found.length, 53);
    assert.deepEqual(ids(found), wanted.sort());
  });

  it('counts the matches before fetching them (the callback form answers the length)', async () => {
    await sale({ orderId: 'counted' });
    await sale({ orderId: 'counted' });
    const response = await new Promise<Json>((resolve, reject) =>
      gateway.transaction.search(
        (s: Json) => s.orderId().is('counted'),
        (err: unknown, res: Json) => (err ? reject(err) : resolve(res)),
      ),
    );
    assert.equal(response.length(), 2);
  });

  it("finds a customer's transactions by customer id", async () => {
    const customer = await gateway.customer.create({ firstName: 'Ada', paymentMethodNonce: 'fake-valid-visa-nonce' });
    const own = await sale({ customerId: customer.customer.id, paymentMethodNonce: undefined });
    await sale();
    const found = await searchAll((s) => s.customerId().is(customer.customer.id));
    assert.deepEqual(ids(found), [own.id]);
    const byName = await searchAll((s) => s.customerFirstName().is('ada'));
    assert.deepEqual(ids(byName), [own.id], 'text criteria ignore case');
  });

  it('filters by status, and by several statuses at once', async () => {
    const authorized = await sale();
    const submitted = await sale({ options: { submitForSettlement: true } });
    const declined = await gateway.transaction.sale({ amount: '2000.00', paymentMethodNonce: 'fake-valid-nonce' });
    assert.equal(declined.transaction.status, 'processor_declined');
    const S = braintree.Transaction.Status;
    assert.deepEqual(ids(await searchAll((s) => s.status().is(S.Authorized))), [authorized.id]);
    assert.deepEqual(
      ids(await searchAll((s) => s.status().in([S.SubmittedForSettlement, S.ProcessorDeclined]))),
      [submitted.id, declined.transaction.id].sort(),
    );
  });

  it('filters by an amount range, its bounds included', async () => {
    const low = await sale({ amount: '5.00' });
    const mid = await sale({ amount: '10.00' });
    await sale({ amount: '15.00' });
    assert.deepEqual(ids(await searchAll((s) => s.amount().between('5.00', '10.00'))), [low.id, mid.id].sort());
    assert.deepEqual(
      ids(await searchAll((s) => s.amount().min(10.01))),
      ids(await searchAll((s) => s.amount().is('15.00'))),
    );
    assert.deepEqual(ids(await searchAll((s) => s.amount().max('4.99'))), []);
  });

  it('filters by a creation time range', async () => {
    const txn = await sale();
    const dayMs = 24 * 60 * 60 * 1000;
    const yesterday = new Date(Date.now() - dayMs);
    const tomorrow = new Date(Date.now() + dayMs);
    assert.deepEqual(ids(await searchAll((s) => s.createdAt().between(yesterday, tomorrow))), [txn.id]);
    assert.deepEqual(ids(await searchAll((s) => s.createdAt().min(tomorrow))), []);
    assert.deepEqual(ids(await searchAll((s) => s.createdAt().max(yesterday))), []);
  });

  it('combines criteria, and answers nothing when one of them does not match', async () => {
    const txn = await sale({ orderId: 'combined', amount: '7.00' });
    await sale({ orderId: 'combined', amount: '8.00' });
    assert.deepEqual(ids(await searchAll((s) => (s.orderId().is('combined'), s.amount().is('7.00')))), [txn.id]);
    assert.deepEqual(ids(await searchAll((s) => (s.id().is(txn.id), s.merchantAccountId().is('no_such_account')))), []);
    assert.deepEqual(
      ids(await searchAll((s) => (s.id().is(txn.id), s.merchantAccountId().in(txn.merchantAccountId, 'other')))),
      [txn.id],
    );
  });

  it('matches text by its start, end or part, and excludes with isNot', async () => {
    const a = await sale({ orderId: 'alpha-123' });
    const b = await sale({ orderId: 'beta-123' });
    assert.deepEqual(ids(await searchAll((s) => s.orderId().startsWith('alp'))), [a.id]);
    assert.deepEqual(ids(await searchAll((s) => s.orderId().endsWith('-123'))), [a.id, b.id].sort());
    assert.deepEqual(ids(await searchAll((s) => s.orderId().contains('ta-1'))), [b.id]);
    assert.deepEqual(ids(await searchAll((s) => s.orderId().isNot('alpha-123'))), [b.id]);
  });

  it('filters by card number start and end, card type and payment instrument type', async () => {
    const card = await sale({
      paymentMethodNonce: undefined,
      creditCard: { number: '5105105105105100', expirationDate: '05/2030' },
    });
    const paypal = await sale({ paymentMethodNonce: 'fake-paypal-one-time-nonce' });
    const byNumber = await searchAll(
      (s) => (s.creditCardNumber().startsWith('5105'), s.creditCardNumber().endsWith('100')),
    );
    assert.deepEqual(ids(byNumber), [card.id]);
    const master = await searchAll((s) => s.creditCardCardType().is(braintree.CreditCard.CardType.MasterCard));
    assert.deepEqual(ids(master), [card.id]);
    assert.deepEqual(ids(await searchAll((s) => s.paymentInstrumentType().is('paypal_account'))), [paypal.id]);
  });
});
