import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Braintree's card type indicator test numbers, saved and charged through the official Node SDK.

let emulator: Emulator;
let gateway: Json;

const INDICATORS = [
  'prepaid',
  'prepaidReloadable',
  'healthcare',
  'debit',
  'durbinRegulated',
  'commercial',
  'payroll',
  'business',
  'consumer',
  'corporate',
  'purchase',
];

async function savedCard(number: string): Promise<Json> {
  const customer = await gateway.customer.create({});
  const result = await gateway.creditCard.create({
    customerId: customer.customer.id,
    number,
    expirationDate: '05/2030',
    options: { verifyCard: true },
  });
  assert.equal(result.success, true, result.message);
  return result.creditCard;
}

describe('card type indicators through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());

  it('answers Yes for the one indicator each test number stands for', async () => {
    const numbers: Record<string, string> = {
      prepaid: '4111111111111210',
      prepaidReloadable: '4229989900000002',
      commercial: '4111111111131010',
      payroll: '4111111114101010',
      healthcare: '4111111510101010',
      durbinRegulated: '4111161010101010',
      debit: '4117101010101010',
      business: '4229989800000003',
      consumer: '4229989700000004',
      corporate: '4229989100000000',
      purchase: '4229989500000006',
    };
    for (const [indicator, number] of Object.entries(numbers)) {
      const card = await savedCard(number);
      assert.equal(card[indicator], 'Yes', `${indicator} for ${number}`);
      for (const other of INDICATORS.filter((name) => name !== indicator && name !== 'prepaid' && name !== 'debit')) {
        assert.equal(card[other], 'Unknown', `${other} for ${number}`);
      }
    }
  });

  it('names the issuing bank and the country of issuance of their test numbers', async () => {
    assert.equal((await savedCard('4111111141010101')).issuingBank, 'NETWORK ONLY');
    assert.equal((await savedCard('4111111111121102')).countryOfIssuance, 'USA');
  });

  it('answers No for every indicator of the "no" card, with product id MSB', async () => {
    const card = await savedCard('4111111111310101');
    for (const name of INDICATORS) assert.equal(card[name], 'No', name);
    assert.equal(card.productId, 'MSB');
  });

  it('answers Unknown for everything on the "unknown" card, on a sale as well', async () => {
    const card = await savedCard('4111111111112101');
    for (const name of [...INDICATORS, 'issuingBank', 'countryOfIssuance', 'productId']) {
      assert.equal(card[name], 'Unknown', name);
    }
    const sale = await gateway.transaction.sale({
      amount: '5.00',
      creditCard: { number: '4111111111112101', expirationDate: '05/2030' },
    });
    assert.equal(sale.transaction.creditCard.business, 'Unknown');
    assert.equal(sale.transaction.creditCard.countryOfIssuance, 'Unknown');
  });

  it('gives the indicator nonces the matching indicator', async () => {
    const sale = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: 'fake-valid-commercial-nonce' });
    assert.equal(sale.transaction.creditCard.commercial, 'Yes');
    const none = await gateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: 'fake-valid-no-indicators-nonce',
    });
    assert.equal(none.transaction.creditCard.payroll, 'No');
  });

  it('gives the country-of-issuance nonces their country: USA and CAN (the SDK suite expects CAN)', async () => {
    for (const [nonce, country] of [
      ['fake-valid-country-of-issuance-usa-nonce', 'USA'],
      ['fake-valid-country-of-issuance-cad-nonce', 'CAN'],
    ] as const) {
      const sale = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: nonce });
      assert.equal(sale.success, true, sale.message);
      assert.equal(sale.transaction.creditCard.countryOfIssuance, country, nonce);
      const found = await gateway.paymentMethodNonce.find(nonce);
      assert.equal(found.binData.countryOfIssuance, country, nonce);
    }
  });
});
