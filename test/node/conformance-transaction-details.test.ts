import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Line items, level 2 and 3 data, custom fields, descriptors and addresses on sales, through the
// official Node SDK.

let emulator: Emulator;
let gateway: Json;

function sale(fields: Json): Promise<Json> {
  return gateway.transaction.sale({ amount: '45.15', paymentMethodNonce: 'fake-valid-nonce', ...fields });
}

const item = (fields: Json = {}): Json => ({
  quantity: '1.0232',
  name: 'Name #1',
  kind: 'debit',
  unitAmount: '45.1232',
  totalAmount: '45.15',
  ...fields,
});

function lineItemCode(result: Json, index: number, field: string): string | undefined {
  return result.errors.for('transaction').for('lineItems').for(`index${index}`).on(field)[0]?.code;
}

describe('transaction details through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { customFields: ['store_me'] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('keeps line items and answers them from transactionLineItem.findAll, amounts with two decimals', async () => {
    const result = await sale({
      lineItems: [
        item({
          description: 'First',
          unitTaxAmount: '1.23',
          discountAmount: '1.02',
          taxAmount: '0',
          url: 'https://x.test',
        }),
        item({ name: 'Name #2', kind: 'credit', unitAmount: '5', totalAmount: '10.1' }),
      ],
    });
    assert.equal(result.success, true, result.message);
    const items = await gateway.transactionLineItem.findAll(result.transaction.id);
    assert.equal(items.length, 2);
    const first = items.find((i: Json) => i.name === 'Name #1');
    assert.equal(first.quantity, '1.0232');
    assert.equal(first.unitAmount, '45.1232');
    assert.equal(first.taxAmount, '0.00');
    assert.equal(first.url, 'https://x.test');
    const second = items.find((i: Json) => i.name === 'Name #2');
    assert.equal(second.unitAmount, '5');
    assert.equal(second.totalAmount, '10.10');
    assert.equal(second.discountAmount, null);
    assert.deepEqual(await gateway.transactionLineItem.findAll((await sale({ lineItems: [] })).transaction.id), []);
  });

  it('reports every line item error at once, under its index', async () => {
    const result = await sale({
      lineItems: [
        item(),
        item({ name: undefined, kind: 'sale', quantity: '1,5', commodityCode: '1234567890123' }),
        item({ totalAmount: '-2', unitTaxAmount: '2147483648', upcCode: '3878935708DA' }),
      ],
    });
    assert.equal(result.success, false);
    assert.equal(lineItemCode(result, 1, 'name'), '95822');
    assert.equal(lineItemCode(result, 1, 'kind'), '95807');
    assert.equal(lineItemCode(result, 1, 'quantity'), '95810');
    assert.equal(lineItemCode(result, 1, 'commodityCode'), '95801');
    assert.equal(lineItemCode(result, 2, 'totalAmount'), '95816');
    assert.equal(lineItemCode(result, 2, 'unitTaxAmount'), '95825');
    assert.equal(lineItemCode(result, 2, 'upcType'), '95832');
    assert.equal(
      result.errors.for('transaction').for('lineItems').for('index0'),
      undefined,
      'a valid item has no errors',
    );
  });

  it('refuses line items that are not a list, or too many of them', async () => {
    const many = await sale({ lineItems: Array.from({ length: 250 }, () => item()) });
    assert.equal(many.errors.for('transaction').on('lineItems')[0].code, '915157');
    const notList = await sale({ lineItems: item() });
    assert.equal(notList.errors.for('transaction').on('lineItems')[0].code, '915158');
  });

  it('keeps level 2 and 3 data, and checks its amounts and the ships-from postal code', async () => {
    const ok = await sale({
      discountAmount: '1.00',
      shippingAmount: '2.00',
      shippingTaxAmount: '3.00',
      shipsFromPostalCode: '12345',
    });
    assert.equal(ok.success, true, ok.message);
    assert.equal(ok.transaction.discountAmount, '1.00');
    assert.equal(ok.transaction.shippingTaxAmount, '3.00');
    assert.equal(ok.transaction.shipsFromPostalCode, '12345');
    const bad = await sale({ discountAmount: '-1.00', shippingAmount: '2147483647', shipsFromPostalCode: '1$345' });
    const on = (field: string) => bad.errors.for('transaction').on(field)[0].code;
    assert.equal(on('discountAmount'), '915160');
    assert.equal(on('shippingAmount'), '915164');
    assert.equal(on('shipsFromPostalCode'), '915167');
    const settled = await gateway.transaction.submitForSettlement(ok.transaction.id, null, {
      purchaseOrderNumber: 'ABC123',
      taxAmount: '1.34',
      taxExempt: true,
    });
    assert.equal(settled.success, true, settled.message);
    assert.equal(settled.transaction.purchaseOrderNumber, 'ABC123');
    assert.equal(settled.transaction.taxExempt, true);
    assert.equal(settled.transaction.discountAmount, '1.00', 'the sale’s level 3 data stays');
  });

  it("keeps the merchant's custom fields and refuses others", async () => {
    const ok = await sale({ customFields: { storeMe: 'custom value' } });
    assert.equal(ok.transaction.customFields.storeMe, 'custom value');
    const bad = await sale({ customFields: { notSetUp: 'x' } });
    assert.equal(bad.errors.for('transaction').on('customFields')[0].code, '91526');
  });

  it('keeps a valid descriptor and refuses a malformed one', async () => {
    const ok = await sale({ descriptor: { name: 'abc*def', phone: '1234567890', url: 'ebay.com' } });
    assert.equal(ok.transaction.descriptor.name, 'abc*def');
    assert.equal(ok.transaction.descriptor.url, 'ebay.com');
    const bad = await sale({ descriptor: { name: 'a'.repeat(31), phone: '1234567', url: '12345678901234' } });
    const on = (field: string) => bad.errors.for('transaction').for('descriptor').on(field)[0].code;
    assert.deepEqual([on('name'), on('phone'), on('url')], ['92201', '92202', '92206']);
  });

  it('answers the billing and shipping addresses a sale gave', async () => {
    const result = await sale({
      billing: { streetAddress: '1 E Main St', postalCode: '60622', countryName: 'United States of America' },
      shipping: { firstName: 'Ada', locality: 'Chicago' },
    });
    assert.equal(result.transaction.billing.streetAddress, '1 E Main St');
    assert.equal(result.transaction.billing.postalCode, '60622');
    assert.equal(result.transaction.shipping.firstName, 'Ada');
    assert.equal(result.transaction.shipping.streetAddress, null);
  });

  it("checks a sale's single fields: phones, shipping method, SKU, category code, SCA exemption, external vault", async () => {
    const result = await sale({
      billing: { phoneNumber: '123-234-3456=098765' },
      shipping: { phoneNumber: '122-555-1236', shippingMethod: 'urgent' },
      productSku: 'product$ku!',
      processingMerchantCategoryCode: '541A',
      scaExemption: 'invalid_sca_exemption',
      externalVault: { status: 'bad value' },
    });
    const codes = (result.errors.deepErrors() as Json[]).map((e) => e.code as string).sort();
    assert.deepEqual(codes, ['915175', '915202', '915203', '915206', '915213', '915265']);
    const ok = await sale({
      shipping: { phoneNumber: '122-555-1236', shippingMethod: 'electronic' },
      processingMerchantCategoryCode: '5411',
    });
    assert.equal(ok.success, true, ok.message);
  });
});
