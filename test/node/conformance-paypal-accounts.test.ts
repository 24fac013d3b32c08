import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// PayPal accounts as Braintree's own suite makes them: the client API's sandbox codes (a consent
// code for future payments, an access token for one payment), then the official Node SDK's
// paypalAccount.find / update / delete.

let emulator: Emulator;
let gateway: Json;

async function payPalNonce(account: Json): Promise<string> {
  const { clientToken } = await gateway.clientToken.generate({});
  const { authorizationFingerprint } = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as Json;
  const response = await fetch(
    `${emulator.url}/merchants/${emulator.merchant.merchantId}/client_api/v1/payment_methods/paypal_accounts.json`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorizationFingerprint, paypalAccount: account }),
    },
  );
  assert.equal(response.status, 201);
  return ((await response.json()) as Json).paypalAccounts[0].nonce as string;
}

async function savedAccount(customerId: string, account: Json = { consentCode: 'PAYPAL_CONSENT_CODE' }): Promise<Json> {
  const result = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: await payPalNonce(account) });
  assert.equal(result.success, true, result.message);
  return result.paymentMethod;
}

describe('PayPal accounts through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  let customerId: string;
  beforeEach(async () => {
    customerId = (await gateway.customer.create({})).customer.id as string;
  });

  it('vaults a consent-code account with the token the client asked for, and finds it', async () => {
    const saved = await savedAccount(customerId, { consentCode: 'PAYPAL_CONSENT_CODE', token: 'PAYPAL_ACCOUNT_1' });
    assert.equal(saved.token, 'PAYPAL_ACCOUNT_1');
    const found = await gateway.paypalAccount.find('PAYPAL_ACCOUNT_1');
    assert.equal(typeof found.email, 'string');
    assert.equal(typeof found.billingAgreementId, 'string');
    assert.equal(found.revokedAt, null);
    await assert.rejects(gateway.paypalAccount.find('no-such-token'), { type: 'notFoundError' });
  });

  it('refuses to vault a one-time account (82902) but charges it, and a sale does not vault it', async () => {
    const refused = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: await payPalNonce({ accessToken: 'PAYPAL_ACCESS_TOKEN' }),
    });
    assert.equal(refused.success, false);
    assert.equal(refused.errors.for('paypalAccount').on('base')[0].code, '82902');
    const sale = await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      options: { storeInVault: true },
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paypalAccount.token, null);
  });

  it('makes an empty account a one-time payment: refused by the vault (82902), charged by a sale', async () => {
    const refused = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: await payPalNonce({}) });
    assert.equal(refused.success, false);
    assert.equal(refused.errors.for('paypalAccount').on('base')[0].code, '82902');
    const sale = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: await payPalNonce({}) });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paymentInstrumentType, 'paypal_account');
  });

  it('changes an account token, refusing one already in use (92906)', async () => {
    const first = await savedAccount(customerId);
    const second = await savedAccount(customerId);
    const renamed = await gateway.paypalAccount.update(first.token, { token: `${first.token}-new` });
    assert.equal(renamed.success, true, renamed.message);
    assert.equal(renamed.paypalAccount.token, `${first.token}-new`);
    await assert.rejects(gateway.paypalAccount.find(first.token), { type: 'notFoundError' });
    const taken = await gateway.paypalAccount.update(second.token, { token: `${first.token}-new` });
    assert.equal(taken.errors.for('paypalAccount').on('token')[0].code, '92906');
    const viaAny = await gateway.paymentMethod.update(second.token, { token: 'via-any' });
    assert.equal(viaAny.paymentMethod.token, 'via-any');
  });

  it('makes an account the default and deletes it', async () => {
    await gateway.creditCard.create({ customerId, number: '4111111111111111', expirationDate: '05/2030' });
    const account = await savedAccount(customerId);
    assert.equal(account.default, false);
    const updated = await gateway.paypalAccount.update(account.token, { options: { makeDefault: true } });
    assert.equal(updated.paypalAccount.default, true);
    await gateway.paypalAccount.delete(account.token);
    await assert.rejects(gateway.paypalAccount.find(account.token), { type: 'notFoundError' });
  });

  it('answers 404 for a card token on the PayPal path', async () => {
    const card = await gateway.creditCard.create({ customerId, number: '4111111111111111', expirationDate: '05/2030' });
    await assert.rejects(gateway.paypalAccount.find(card.creditCard.token), { type: 'notFoundError' });
  });

  it("vaults the sandbox's test orders (intent order, a token never issued here), ignoring card options", async () => {
    const nonce = await payPalNonce({
      intent: 'order',
      paymentToken: 'paypal-payment-token',
      payerId: 'paypal-payer-id',
    });
    const saved = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: nonce,
      options: { verifyCard: true, verificationMerchantAccountId: 'not_a_real_merchant_account' },
      billingAddressId: 'not-an-address',
    });
    assert.equal(saved.success, true, saved.message);
    assert.equal(typeof saved.paymentMethod.email, 'string');
  });

  it("answers a PayPal sale's recipient contact: the sandbox one-time account's, or the one the sale gives", async () => {
    const sandbox = await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
    });
    assert.equal(sandbox.success, true, sandbox.message);
    assert.equal(sandbox.transaction.paypalAccount.recipientEmail, 'test@paypal.com');
    assert.ok(sandbox.transaction.paypalAccount.recipientPhone.nationalNumber);
    const given = await gateway.transaction.sale({
      amount: '10.00',
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      options: {
        paypal: {
          recipientEmail: 'gift@example.com',
          recipientPhone: { countryCode: '44', nationalNumber: '2079460000' },
        },
      },
    });
    assert.equal(given.success, true, given.message);
    assert.equal(given.transaction.paypalAccount.recipientEmail, 'gift@example.com');
    assert.deepEqual(
      { ...given.transaction.paypalAccount.recipientPhone },
      { countryCode: '44', nationalNumber: '2079460000' },
    );
    const found = await gateway.transaction.find(given.transaction.id);
    assert.equal(found.paypalAccount.recipientEmail, 'gift@example.com');
    const customer = await gateway.customer.create({});
    const saved = await savedAccount(customer.customer.id);
    const vaulted = await gateway.transaction.sale({ amount: '10.00', paymentMethodToken: saved.token });
    assert.equal(vaulted.transaction.paypalAccount.recipientEmail, null);
    assert.equal(vaulted.transaction.paypalAccount.recipientPhone, null);
  });

  it('saves a PayPal account from a PayPal refresh token, and still asks a create with neither for a nonce', async () => {
    const customer = await gateway.customer.create({});
    const saved = await gateway.paymentMethod.create({
      customerId: customer.customer.id,
      paypalRefreshToken: 'PAYPAL_REFRESH_TOKEN',
    });
    assert.equal(saved.success, true, saved.message);
    assert.equal(saved.paymentMethod.customerId, customer.customer.id);
    assert.equal(typeof saved.paymentMethod.billingAgreementId, 'string');
    assert.equal(typeof saved.paymentMethod.email, 'string');
    assert.equal((await gateway.paypalAccount.find(saved.paymentMethod.token)).token, saved.paymentMethod.token);
    const neither = await gateway.paymentMethod.create({ customerId: customer.customer.id });
    assert.equal(neither.success, false);
    assert.equal(neither.errors.for('paymentMethod').on('paymentMethodNonce')[0].code, '93103');
  });

  it("charges a payment the payer approved at PayPal, named by its payer and payment ids (a local payment's webhook)", async () => {
    const sale = await gateway.transaction.sale({
      amount: '100.00',
      options: { submitForSettlement: true },
      paypalAccount: { payerId: 'PAYER-123', paymentId: 'PAY-1234' },
    });
    assert.equal(sale.success, true, sale.message);
    assert.equal(sale.transaction.paymentInstrumentType, 'paypal_account');
    assert.equal(sale.transaction.paypalAccount.payerId, 'PAYER-123');
    assert.equal(sale.transaction.paypalAccount.paymentId, 'PAY-1234');
    const stored = await gateway.transaction.sale({
      amount: '10.00',
      paypalAccount: { payerId: 'PAYER-123', paymentId: 'PAY-5678' },
      options: { storeInVaultOnSuccess: true },
    });
    assert.equal(stored.success, true, stored.message);
    assert.equal(stored.transaction.paypalAccount.token, null);
  });
});
