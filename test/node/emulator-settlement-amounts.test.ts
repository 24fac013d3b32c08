import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emulatedGateway, type Json } from './support/sdk-gateway.js';

// Braintree's settlement test amounts, through the official Node SDK: a sale submitted for settlement and then
// settled with the testing gateway (`testing.settle`) ends settlement declined for 4001.00–4001.99 and
// 4003.00–5000.99, settlement pending for 4002.00–4002.99 on PayPal, with the processor settlement response equal
// to the amount; every other amount settles.

const sandbox = emulatedGateway();

async function settled(amount: string, paymentMethodNonce = 'fake-valid-visa-nonce'): Promise<Json> {
  const sale = await sandbox.gateway.transaction.sale({
    amount,
    paymentMethodNonce,
    options: { submitForSettlement: true },
  });
  assert.equal(sale.success, true, sale.message);
  // The testing gateway answers the transaction itself (no result object).
  const result = await sandbox.gateway.testing.settle(sale.transaction.id);
  return result.transaction;
}

describe('settlement test amounts, through the Node SDK', () => {
  it('declines 4001.xx: settlement_declined, 4001 Settlement Declined', async () => {
    const transaction = await settled('4001.25');
    assert.equal(transaction.status, 'settlement_declined');
    assert.equal(transaction.processorSettlementResponseCode, '4001');
    assert.equal(transaction.processorSettlementResponseText, 'Settlement Declined');
    const found = await sandbox.gateway.transaction.find(transaction.id);
    assert.equal(found.status, 'settlement_declined');
    assert.equal(found.processorSettlementResponseCode, '4001');
  });

  it('declines 4003.00–5000.99 with the code equal to the amount', async () => {
    const captured = await settled('4003.00');
    assert.equal(captured.status, 'settlement_declined');
    assert.equal(captured.processorSettlementResponseCode, '4003');
    assert.equal(captured.processorSettlementResponseText, 'Already Captured');
    const risk = await settled('4005.50', 'fake-paypal-one-time-nonce');
    assert.equal(risk.status, 'settlement_declined');
    assert.equal(risk.processorSettlementResponseCode, '4005');
    assert.equal(risk.processorSettlementResponseText, 'PayPal Risk Rejected');
    const last = await settled('5000.99');
    assert.equal(last.status, 'settlement_declined');
    assert.equal(last.processorSettlementResponseCode, '5000');
  });

  it('leaves a PayPal sale of 4002.xx settlement_pending (4002), and settles a card one', async () => {
    const paypal = await settled('4002.00', 'fake-paypal-one-time-nonce');
    assert.equal(paypal.status, 'settlement_pending');
    assert.equal(paypal.processorSettlementResponseCode, '4002');
    assert.equal(paypal.processorSettlementResponseText, 'Settlement Pending');
    const card = await settled('4002.00');
    assert.equal(card.status, 'settled');
    assert.equal(card.processorSettlementResponseCode, '');
  });

  it('settles the amounts around them', async () => {
    for (const amount of ['10.00', '4000.99', '5001.02', '1999.99']) {
      const transaction = await settled(amount);
      assert.equal(transaction.status, 'settled', amount);
      assert.equal(transaction.processorSettlementResponseCode, '', amount);
    }
  });

  it('gives the testing gateway\u2019s explicit decline and pending their settlement responses', async () => {
    const sale = await sandbox.gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-valid-visa-nonce',
      options: { submitForSettlement: true },
    });
    const declined = await sandbox.gateway.testing.settlementDecline(sale.transaction.id);
    assert.equal(declined.transaction.status, 'settlement_declined');
    assert.equal(declined.transaction.processorSettlementResponseCode, '4001');
  });
});
