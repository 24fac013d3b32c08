import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// gateway.creditCard.* through the official Node SDK, as Braintree's own suite calls it.

let emulator: Emulator;
let gateway: Json;

describe('credit cards through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  async function customerId(): Promise<string> {
    const result = await gateway.customer.create({ firstName: 'Ada' });
    return result.customer.id as string;
  }

  it('creates, finds, updates and deletes a card saved from raw fields (an expired one too)', async () => {
    const created = await gateway.creditCard.create({
      customerId: await customerId(),
      number: '5105105105105100',
      expirationDate: '05/2012',
      cardholderName: 'Ada Lovelace',
    });
    assert.equal(created.success, true, created.message);
    const { token } = created.creditCard;
    assert.equal(created.creditCard.maskedNumber, '510510******5100');
    assert.equal(created.creditCard.expirationDate, '05/2012');
    const found = await gateway.creditCard.find(token);
    assert.equal(found.cardholderName, 'Ada Lovelace');
    const updated = await gateway.creditCard.update(token, { expirationDate: '06/2031', cardholderName: 'A. L.' });
    assert.equal(updated.success, true, updated.message);
    assert.equal(updated.creditCard.expirationDate, '06/2031');
    assert.equal(updated.creditCard.cardholderName, 'A. L.');
    await gateway.creditCard.delete(token);
    await assert.rejects(gateway.creditCard.find(token), (e: Json) => e.type === 'notFoundError');
  });

  it('reports every card error at once with Braintree codes', async () => {
    const result = await gateway.creditCard.create({
      customerId: await customerId(),
      number: 'invalid card number',
      expirationDate: '13/2040',
    });
    assert.equal(result.success, false);
    assert.equal(result.errors.for('creditCard').on('number')[0].code, '81715');
    const codes = (result.errors.deepErrors() as Json[]).map((e) => e.code as string).sort();
    assert.deepEqual(codes, ['81712', '81715']);
  });

  it('requires an existing customer', async () => {
    const result = await gateway.creditCard.create({
      customerId: 'nobody',
      number: '4111111111111111',
      expirationDate: '05/2030',
    });
    assert.equal(result.errors.for('creditCard').on('customerId')[0].code, '91705');
  });
});

describe('card checks Braintree applies when saving', () => {
  let cardsEmulator: Emulator;
  let cardsGateway: Json;
  before(async () => {
    cardsEmulator = await createEmulator();
    cardsGateway = sdkGateway(cardsEmulator);
  });
  after(() => cardsEmulator.close());

  it('checks the length of a card number before its characters', async () => {
    const customer = await cardsGateway.customer.create({});
    const result = await cardsGateway.creditCard.create({
      customerId: customer.customer.id,
      number: 'invalid',
      expirationDate: '05/2030',
    });
    assert.equal(result.message, 'Credit card number must be 12-19 digits.');
    assert.equal(result.errors.for('creditCard').on('number')[0].code, '81716');
  });

  it("refuses a card the customer already saved when asked to, but not another customer's", async () => {
    const first = await cardsGateway.customer.create({
      creditCard: { number: '5105105105105100', expirationDate: '05/2030' },
    });
    const other = await cardsGateway.customer.create({});
    const options = { failOnDuplicatePaymentMethodForCustomer: true };
    const same = await cardsGateway.creditCard.create({
      customerId: first.customer.id,
      number: '5105105105105100',
      expirationDate: '05/2030',
      options,
    });
    assert.equal(same.errors.for('creditCard').on('number')[0].code, '81763');
    const elsewhere = await cardsGateway.creditCard.create({
      customerId: other.customer.id,
      number: '5105105105105100',
      expirationDate: '05/2030',
      options,
    });
    assert.equal(elsewhere.success, true, elsewhere.message);
  });
});

describe('expired and expiring saved cards through the official Node SDK', () => {
  let searchEmulator: Emulator;
  let searchGateway: Json;
  before(async () => {
    searchEmulator = await createEmulator();
    searchGateway = sdkGateway(searchEmulator);
  });
  after(() => searchEmulator.close());

  function collect(stream: Json): Promise<Json[]> {
    return new Promise((resolve, reject) => {
      const found: Json[] = [];
      stream.on('data', (card: Json) => found.push(card));
      stream.on('error', reject);
      stream.on('end', () => resolve(found));
    });
  }

  it('lists the cards whose month has passed, and those expiring between two months', async () => {
    const year = new Date().getFullYear();
    const saved = async (expirationDate: string) =>
      (
        await searchGateway.customer.create({
          creditCard: { number: '5105105105105100', expirationDate },
        })
      ).customer.creditCards[0].token as string;
    const old = await saved(`01/${year - 3}`);
    const may = await saved(`05/${year - 3}`);
    const current = await saved(`12/${year + 2}`);
    const expired = (await collect(searchGateway.creditCard.expired())).map((c) => c.token as string);
    assert.deepEqual(expired.sort(), [old, may].sort());
    const between = await collect(
      searchGateway.creditCard.expiringBetween(new Date(year - 3, 3, 1), new Date(year - 3, 9, 1)),
    );
    assert.deepEqual(
      between.map((c) => c.token),
      [may],
    );
    assert.equal(between[0]!.expired, true);
    assert.equal(expired.includes(current), false);
  });
});
