import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Local payment methods (iDEAL, Bancontact, …) through the official Node SDK, as Braintree's own suite charges them:
// the sandbox's static `fake-local-payment-method-nonce`, its sale and its refund. Braintree does not vault them.

const NONCE = 'fake-local-payment-method-nonce';

let emulator: Emulator;
let gateway: Json;

describe('local payments through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it("charges the sandbox nonce: a local_payment sale with PayPal's ids, its funding source and its fee", async () => {
    const sale = await gateway.transaction.sale({
      paymentMethodNonce: NONCE,
      amount: '100.00',
      options: { submitForSettlement: true },
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paymentInstrumentType, 'local_payment');
    const details = sale.transaction.localPayment;
    for (const key of [
      'payerId',
      'paymentId',
      'fundingSource',
      'captureId',
      'debugId',
      'transactionFeeCurrencyIsoCode',
    ]) {
      assert.equal(typeof details[key], 'string', key);
    }
    assert.notEqual(details.transactionFeeAmount, null);
  });

  it('refunds it at once (PayPal captures a local payment straight away), with the refund ids', async () => {
    const sale = await gateway.transaction.sale({
      paymentMethodNonce: NONCE,
      amount: '100.00',
      options: { submitForSettlement: true },
    });
    const refund = await gateway.transaction.refund(sale.transaction.id);
    assert.equal(refund.success, true, refund.message);
    assert.equal(refund.transaction.paymentInstrumentType, 'local_payment');
    const details = refund.transaction.localPayment;
    for (const key of ['payerId', 'paymentId', 'fundingSource', 'refundId', 'debugId']) {
      assert.equal(typeof details[key], 'string', key);
    }
    assert.equal(details.paymentId, sale.transaction.localPayment.paymentId);
    assert.notEqual(details.refundFromTransactionFeeAmount, null);
    assert.equal(typeof details.refundFromTransactionFeeCurrencyIsoCode, 'string');
  });

  it('never saves one: paymentMethod.create refuses it, a sale that asks to store it does not', async () => {
    const customer = (await gateway.customer.create({})).customer;
    const created = await gateway.paymentMethod.create({ customerId: customer.id, paymentMethodNonce: NONCE });
    assert.equal(created.success, false);
    assert.equal(created.errors.deepErrors()[0].code, '82902');
    const sale = await gateway.transaction.sale({
      paymentMethodNonce: NONCE,
      amount: '10.00',
      customerId: customer.id,
      options: { storeInVault: true },
    });
    assert.equal(sale.success, true, sale.message);
    assert.deepEqual((await gateway.customer.find(customer.id)).paymentMethods, []);
  });
});
