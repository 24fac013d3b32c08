import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { applePayInstrument } from '../../emulator/apple-pay/instrument.js';
import { googlePayInstrument } from '../../emulator/google-pay/instrument.js';
import { venmoInstrument } from '../../emulator/venmo/instrument.js';
import { passThru } from './support/pass-thru.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// The official server SDK, unmodified, for the transaction operations Braintree's own suite uses.

let emulator: Emulator;
let gateway: Json;

async function settledSale(amount = '10.00'): Promise<Json> {
  const sale = await gateway.transaction.sale({
    amount,
    paymentMethodNonce: 'fake-valid-visa-nonce',
    options: { submitForSettlement: true },
  });
  assert.equal(sale.success, true, sale.message);
  const settled = await gateway.testing.settle(sale.transaction.id);
  assert.equal(settled.transaction.status, 'settled');
  return settled.transaction;
}

describe('transaction operations through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('settles a submitted sale with the testing gateway', async () => {
    const txn = await settledSale();
    assert.equal((await gateway.transaction.find(txn.id)).status, 'settled');
  });

  it('refunds a settled sale in full, then refuses a second refund', async () => {
    const sale = await settledSale('10.00');
    const refund = await gateway.transaction.refund(sale.id);
    assert.equal(refund.success, true);
    assert.equal(refund.transaction.type, 'credit');
    assert.equal(refund.transaction.amount, '10.00');
    assert.equal(refund.transaction.refundedTransactionId, sale.id);
    assert.deepEqual((await gateway.transaction.find(sale.id)).refundIds, [refund.transaction.id]);
    const again = await gateway.transaction.refund(sale.id);
    assert.equal(again.success, false);
    assert.equal(again.errors.for('transaction').on('base')[0].code, '91512');
  });

  it('refunds part of a sale and refuses more than is left', async () => {
    const sale = await settledSale('10.00');
    const part = await gateway.transaction.refund(sale.id, '4.00');
    assert.equal(part.transaction.amount, '4.00');
    const tooMuch = await gateway.transaction.refund(sale.id, '7.00');
    assert.equal(tooMuch.errors.for('transaction').on('amount')[0].code, '91521');
  });

  it('declines or captures refunds by amount as the sandbox does, and refunds to the account asked', async () => {
    const big = await settledSale('9000.00');
    const captured = await gateway.transaction.refund(big.id, '2046.00');
    assert.equal(captured.success, true);
    assert.equal(captured.transaction.processorResponseCode, '1005');
    assert.equal(captured.transaction.additionalProcessorResponse, '2046 : Declined');
    const declined = await gateway.transaction.refund(big.id, '2004.00');
    assert.equal(declined.success, false);
    assert.equal(declined.transaction.status, 'processor_declined');
    assert.equal(declined.transaction.processorResponseType, 'hard_declined');
    assert.equal(declined.transaction.additionalProcessorResponse, '2004 : Expired Card');
    const unknown = await gateway.transaction.refund(big.id, { amount: '1.00', merchant_account_id: 'nope' });
    assert.equal(unknown.errors.for('transaction').on('merchantAccountId')[0].code, '91513');
  });

  it('refuses to refund a sale that is not settled', async () => {
    const sale = await gateway.transaction.sale({ amount: '5.00', paymentMethodNonce: 'fake-valid-nonce' });
    const refund = await gateway.transaction.refund(sale.transaction.id);
    assert.equal(refund.success, false);
    assert.equal(refund.errors.for('transaction').on('base')[0].code, '91506');
  });

  it('credits a card (a credit is submitted for settlement at once)', async () => {
    const credit = await gateway.transaction.credit({ amount: '3.00', paymentMethodNonce: 'fake-valid-nonce' });
    assert.equal(credit.success, true);
    assert.equal(credit.transaction.type, 'credit');
    assert.equal(credit.transaction.status, 'submitted_for_settlement');
  });

  it('settles an authorization in parts', async () => {
    const auth = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: 'fake-valid-nonce' });
    const first = await gateway.transaction.submitForPartialSettlement(auth.transaction.id, '6.00');
    assert.equal(first.success, true);
    assert.equal(first.transaction.amount, '6.00');
    assert.equal(first.transaction.status, 'submitted_for_settlement');
    assert.equal(first.transaction.authorizedTransactionId, auth.transaction.id);
    const parent = await gateway.transaction.find(auth.transaction.id);
    assert.equal(parent.status, 'settlement_pending');
    assert.deepEqual(parent.partialSettlementTransactionIds, [first.transaction.id]);
  });

  it('updates the amount and order id of a sale submitted for settlement', async () => {
    const sale = await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-valid-nonce',
      options: { submitForSettlement: true },
    });
    const updated = await gateway.transaction.updateDetails(sale.transaction.id, { amount: '9.00', orderId: 'o-2' });
    assert.equal(updated.success, true);
    assert.equal(updated.transaction.amount, '9.00');
    assert.equal(updated.transaction.orderId, 'o-2');
    const tooMuch = await gateway.transaction.updateDetails(sale.transaction.id, { amount: '20.00' });
    assert.equal(tooMuch.errors.for('transaction').on('amount')[0].code, '91522');
  });

  it('clones a sale for a new amount', async () => {
    const sale = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: 'fake-valid-visa-nonce' });
    const clone = await gateway.transaction.cloneTransaction(sale.transaction.id, {
      amount: '12.00',
      options: { submitForSettlement: true },
    });
    assert.equal(clone.success, true);
    assert.notEqual(clone.transaction.id, sale.transaction.id);
    assert.equal(clone.transaction.amount, '12.00');
    assert.equal(clone.transaction.status, 'submitted_for_settlement');
    assert.equal(clone.transaction.creditCard.last4, '1111');
  });

  it("charges a customer's default payment method when the sale names only the customer", async () => {
    const customer = await gateway.customer.create({ paymentMethodNonce: 'fake-valid-mastercard-nonce' });
    assert.equal(customer.success, true, customer.message);
    const sale = await gateway.transaction.sale({ amount: '7.00', customerId: customer.customer.id });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.creditCard.cardType, 'MasterCard');
    assert.equal(sale.transaction.customer.id, customer.customer.id);
  });

  it('gives PayPal settling when it is submitted for settlement', async () => {
    const sale = await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      options: { submitForSettlement: true },
    });
    assert.equal(sale.transaction.status, 'settling');
  });

  it('accepts every static test nonce the SDK lists that stands for a card or wallet', async () => {
    for (const nonce of [
      'fake-abstract-transactable-nonce',
      'fake-valid-commercial-nonce',
      'fake-three-d-secure-visa-full-authentication-nonce',
      'fake-paypal-future-nonce',
      'fake-apple-pay-mpan-nonce',
    ]) {
      const sale = await gateway.transaction.sale({ amount: '1.00', paymentMethodNonce: nonce });
      assert.equal(sale.success, true, `${nonce}: ${sale.message}`);
    }
  });
});

describe('wallet nonces minted by the emulator', () => {
  let walletEmulator: Emulator;
  let walletGateway: Json;
  before(async () => {
    walletEmulator = await createEmulator();
    walletGateway = sdkGateway(walletEmulator);
  });
  after(() => walletEmulator.close());

  it('sells Apple Pay, Google Pay and Venmo nonces with their details in the transaction', async () => {
    const apple = await walletGateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: walletEmulator.state.createNonce(applePayInstrument('Visa', '1881')).nonce,
    });
    assert.equal(apple.transaction.applePayCard.cardType, 'Apple Pay - Visa');
    assert.equal(apple.transaction.paymentInstrumentType, 'apple_pay_card');
    const google = await walletGateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: walletEmulator.state.createNonce(googlePayInstrument('MasterCard')).nonce,
    });
    assert.equal(google.transaction.androidPayCard.cardType, 'MasterCard');
    const venmo = await walletGateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: walletEmulator.state.createNonce(venmoInstrument('ada')).nonce,
    });
    assert.equal(venmo.transaction.venmoAccount.username, 'ada');
  });
});

describe("a merchant's further merchant accounts", () => {
  let accountsEmulator: Emulator;
  let accountsGateway: Json;
  before(async () => {
    accountsEmulator = await createEmulator({ merchant: { merchantAccountIds: ['second_account'] } });
    accountsGateway = sdkGateway(accountsEmulator);
  });
  after(() => accountsEmulator.close());

  it('lets a sale name one of them, and still refuses an unknown account', async () => {
    const sale = await accountsGateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: 'fake-valid-nonce',
      merchantAccountId: 'second_account',
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.merchantAccountId, 'second_account');
    const unknown = await accountsGateway.transaction.sale({
      amount: '1.00',
      paymentMethodNonce: 'fake-valid-nonce',
      merchantAccountId: 'no_such_account',
    });
    assert.equal(unknown.errors.for('transaction').on('merchantAccountId')[0].code, '91513');
  });
});

describe('sale fields and outcomes Braintree reports', () => {
  let salesEmulator: Emulator;
  let salesGateway: Json;
  before(async () => {
    salesEmulator = await createEmulator();
    salesGateway = sdkGateway(salesEmulator);
  });
  after(() => salesEmulator.close());

  const card = { number: '5105105105105100', expirationDate: '05/2030' };

  it('marks recurring sales, from the flag or the transaction source, and refuses an unknown source', async () => {
    const flagged = await salesGateway.transaction.sale({ amount: '5.00', creditCard: card, recurring: true });
    assert.equal(flagged.transaction.recurring, true);
    const first = await salesGateway.transaction.sale({
      amount: '5.00',
      creditCard: card,
      transactionSource: 'recurring_first',
    });
    assert.equal(first.transaction.recurring, true);
    const moto = await salesGateway.transaction.sale({ amount: '5.00', creditCard: card, transactionSource: 'moto' });
    assert.equal(moto.transaction.recurring, false);
    const bad = await salesGateway.transaction.sale({
      amount: '5.00',
      creditCard: card,
      transactionSource: 'invalid_value',
    });
    assert.equal(bad.errors.for('transaction').on('transactionSource')[0].code, '915133');
  });

  it('gives a declined sale its additional processor response, and an approved one a retrieval reference', async () => {
    const declined = await salesGateway.transaction.sale({ amount: '2015.00', creditCard: card });
    assert.equal(declined.transaction.additionalProcessorResponse, '2015 : Transaction Not Allowed');
    const approved = await salesGateway.transaction.sale({ amount: '5.00', creditCard: card });
    assert.equal(approved.transaction.additionalProcessorResponse, null);
    assert.match(approved.transaction.retrievalReferenceNumber as string, /^\d+$/);
  });

  it("gives a Mastercard sale declined 2000 Mastercard's merchant advice 01, and other sales none", async () => {
    const declined = await salesGateway.transaction.sale({ amount: '2000.00', creditCard: card });
    assert.equal(declined.transaction.merchantAdviceCode, '01');
    assert.equal(declined.transaction.merchantAdviceCodeText, 'New account information available');
    const visa = await salesGateway.transaction.sale({
      amount: '2000.00',
      creditCard: { number: '4111111111111111', expirationDate: '05/2030' },
    });
    assert.equal(visa.transaction.merchantAdviceCode, null);
    const approved = await salesGateway.transaction.sale({ amount: '5.00', creditCard: card });
    assert.equal(approved.transaction.merchantAdviceCode, null);
    assert.equal(approved.transaction.merchantAdviceCodeText, null);
  });

  it('refuses to settle one part of a partial settlement in parts (915103)', async () => {
    const auth = await salesGateway.transaction.sale({ amount: '10.00', creditCard: card });
    const part = await salesGateway.transaction.submitForPartialSettlement(auth.transaction.id, '4.00');
    const again = await salesGateway.transaction.submitForPartialSettlement(part.transaction.id, '1.00');
    assert.equal(again.errors.for('transaction').on('base')[0].code, '915103');
  });

  it('takes a descriptor on updateDetails and on a partial settlement, and keeps the channel on a clone', async () => {
    const sale = await salesGateway.transaction.sale({
      amount: '10.00',
      creditCard: card,
      channel: 'MyShoppingCartProvider',
      options: { submitForSettlement: true },
    });
    const updated = await salesGateway.transaction.updateDetails(sale.transaction.id, {
      descriptor: { name: 'abc*def', phone: '1234567890', url: 'ebay.com' },
    });
    assert.equal(updated.transaction.descriptor.name, 'abc*def');
    const bad = await salesGateway.transaction.updateDetails(sale.transaction.id, { descriptor: { name: 'bad' } });
    assert.equal(bad.errors.for('transaction').for('descriptor').on('name')[0].code, '92201');
    const clone = await salesGateway.transaction.cloneTransaction(sale.transaction.id, { amount: '3.00' });
    assert.equal(clone.transaction.channel, 'MyShoppingCartProvider');
    const auth = await salesGateway.transaction.sale({ amount: '10.00', creditCard: card });
    const part = await salesGateway.transaction.submitForPartialSettlement(auth.transaction.id, '4.00', {
      descriptor: { name: '123*123456789012345678', phone: '3334445555' },
    });
    assert.equal(part.transaction.descriptor.name, '123*123456789012345678');
  });

  it('checks raw card fields on a sale, reporting every error at once', async () => {
    const result = await salesGateway.transaction.sale({ creditCard: { number: '5105105105105100' } });
    assert.equal(result.message, 'Amount is required.\nExpiration date is required.');
    assert.equal(result.errors.for('transaction').for('creditCard').on('expirationDate')[0].code, '81709');
  });

  it('refuses to adjust an authorization on a processor that cannot (915222)', async () => {
    const sale = await salesGateway.transaction.sale({ amount: '75.50', creditCard: card });
    const adjusted = await salesGateway.transaction.adjustAuthorization(sale.transaction.id, '80.00');
    assert.equal(adjusted.success, false);
    assert.equal(adjusted.errors.for('transaction').on('base')[0].code, '915222');
    assert.equal(adjusted.transaction.amount, '75.50');
  });

  it('keeps a surcharge and a foreign retailer mark, and partially authorizes the sandbox amount when accepted', async () => {
    const sale = await salesGateway.transaction.sale({
      amount: '5.00',
      creditCard: card,
      surchargeAmount: '1.00',
      foreignRetailer: true,
    });
    assert.equal(sale.transaction.surchargeAmount, '1.00');
    assert.equal(sale.transaction.foreignRetailer, true);
    const plain = await salesGateway.transaction.sale({ amount: '5.00', creditCard: card });
    assert.equal(plain.transaction.foreignRetailer, undefined);
    const partial = await salesGateway.transaction.sale({
      amount: '1004.00',
      creditCard: card,
      acceptPartialAuthorization: true,
    });
    assert.equal(partial.transaction.processorResponseCode, '1004');
    assert.equal(partial.transaction.partiallyAuthorized, true);
  });

  it('gives new customers nine-digit ids, as the gateway does', async () => {
    const customer = await salesGateway.customer.create({});
    assert.match(customer.customer.id as string, /^\d{9}$/);
  });

  it("checks the 3D Secure results a sale passes through: a network other than the card's is refused (915139)", async () => {
    const sale = (network: string | undefined, extra: Json = {}) =>
      salesGateway.transaction.sale({
        amount: '5.00',
        creditCard: { number: '4111111111111111', expirationDate: '05/2009' },
        threeDSecurePassThru: passThru({ ...(network ? { network } : {}), ...extra }),
      });
    const visa = await sale('Visa');
    assert.equal(visa.success, true, visa.message);
    assert.equal(visa.transaction.status, 'authorized');
    assert.equal((await sale(undefined)).success, true);
    const mismatch = await sale('Mastercard');
    assert.equal(mismatch.success, false);
    assert.equal(mismatch.errors.for('transaction').for('threeDSecurePassThru').on('network')[0].code, '915139');
    const invalid = await sale(undefined, { eciFlag: '99' });
    assert.equal(invalid.errors.for('transaction').for('threeDSecurePassThru').on('eciFlag')[0].code, '915114');
  });

  /** The testing gateway's 3D Secure authentication of a card (sandbox only), as Braintree's own suite asks for one. */
  async function authenticated(card: Json, merchantAccountId = salesEmulator.merchant.merchantId): Promise<string> {
    const answer = await salesGateway.http.post(
      `${salesGateway.config.baseMerchantPath()}/three_d_secure/create_verification/${merchantAccountId}`,
      { threeDSecureVerification: card },
    );
    const id = answer.threeDSecureVerification.threeDSecureAuthenticationId as string;
    assert.match(id, /^\w+$/);
    return id;
  }

  it('authorizes a sale that names a 3D Secure authentication of its card, with that result', async () => {
    const id = await authenticated({ number: '4111111111111111', expirationMonth: '05', expirationYear: '2009' });
    const sale = await salesGateway.transaction.sale({
      amount: '5.00',
      creditCard: { number: '4111111111111111', expirationDate: '05/2009' },
      threeDSecureAuthenticationId: id,
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.status, 'authorized');
    assert.equal(sale.transaction.threeDSecureInfo.liabilityShifted, true);
    assert.equal(sale.transaction.threeDSecureInfo.status, 'authenticate_successful');
    assert.equal(sale.transaction.threeDSecureInfo.threeDSecureAuthenticationId, id);
  });

  it('refuses an authentication the gateway never made (915196), or one of another card or expiry (915197)', async () => {
    const sale = (threeDSecureAuthenticationId: string, expirationDate = '05/2009', number = '4111111111111111') =>
      salesGateway.transaction.sale({
        amount: '5.00',
        creditCard: { number, expirationDate },
        threeDSecureAuthenticationId,
      });
    const code = (result: Json): string => result.errors.for('transaction').on('threeDSecureAuthenticationId')[0].code;
    const unknown = await sale('not-an-authentication');
    assert.equal(unknown.success, false);
    assert.equal(code(unknown), '915196');
    const id = await authenticated({ number: '4111111111111111', expirationMonth: '05', expirationYear: '2009' });
    assert.equal(code(await sale(id, '05/2009', '5555555555554444')), '915197');
    assert.equal(code(await sale(id, '06/2009')), '915197');
    assert.equal((await sale(id)).success, true);
  });

  it('answers 404 for an authentication asked on a merchant account the merchant does not have', async () => {
    await assert.rejects(authenticated({ number: '4111111111111111' }, 'no_such_account'), { type: 'notFoundError' });
  });
});
