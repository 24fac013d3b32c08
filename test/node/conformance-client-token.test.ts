import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// clientToken.generate options through the official Node SDK, and the client API path its suite reads.

let emulator: Emulator;
let gateway: Json;

const decode = (token: string): Json => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Json;

describe('client tokens through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { merchantAccountIds: ['second_account'] } });
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());

  it('answers a version 1 token as plain JSON and names the merchant account asked for', async () => {
    const v1 = await gateway.clientToken.generate({ version: 1 });
    assert.equal((JSON.parse(v1.clientToken as string) as Json).version, 1);
    const withAccount = await gateway.clientToken.generate({ merchantAccountId: 'second_account' });
    assert.equal(decode(withAccount.clientToken as string).merchantAccountId, 'second_account');
  });

  it('names the preferred payment method in a JWT payload', async () => {
    const customer = await gateway.customer.create({});
    const result = await gateway.clientToken.generate({
      customerId: customer.customer.id,
      preferredPaymentMethodToken: 'a-pmt',
    });
    const jwt = decode(result.clientToken as string).paymentMethodIdJwt as string;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Json;
    assert.equal(payload.pmid, 'a-pmt');
  });

  it('checks the domains a token is restricted to', async () => {
    const ok = await gateway.clientToken.generate({ domains: ['example.com'] });
    assert.equal(ok.success, true);
    const invalid = await gateway.clientToken.generate({ domains: ['example'] });
    assert.equal(invalid.message, 'Client token domains must be valid domain names (RFC 1035), e.g. example.com');
    const many = await gateway.clientToken.generate({
      domains: ['a1.com', 'a2.com', 'a3.com', 'a4.com', 'a5.com', 'a6.com'],
    });
    assert.equal(many.message, 'Cannot specify more than 5 client token domains');
  });

  it("accepts the token's fingerprint on the client API's payment_methods.json", async () => {
    const { clientToken } = await gateway.clientToken.generate({});
    const fingerprint = decode(clientToken as string).authorizationFingerprint as string;
    const url = new URL(`${emulator.url}/merchants/${emulator.merchant.merchantId}/client_api/v1/payment_methods.json`);
    url.searchParams.set('authorizationFingerprint', fingerprint);
    assert.equal((await fetch(url)).status, 200);
  });

  it("refuses on the client API a card the token's customer already saved, when failOnDuplicatePaymentMethodForCustomer is set", async () => {
    const customer = (await gateway.customer.create({})).customer;
    const other = (await gateway.customer.create({})).customer;
    const saveCard = async (customerId: string, options: Json): Promise<number> => {
      const { clientToken } = await gateway.clientToken.generate({ customerId, options });
      const fingerprint = decode(clientToken as string).authorizationFingerprint as string;
      const url = `${emulator.url}/merchants/${emulator.merchant.merchantId}/client_api/v1/payment_methods/credit_cards.json`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          authorizationFingerprint: fingerprint,
          credit_card: {
            number: '4111111111111111',
            expiration_month: '11',
            expiration_year: '2099',
            cvv: '123',
            billing_address: { postal_code: '12345' },
          },
        }),
      });
      return response.status;
    };
    assert.equal(await saveCard(customer.id, {}), 201);
    assert.equal(await saveCard(customer.id, { failOnDuplicatePaymentMethodForCustomer: true }), 422);
    // Another customer may still save the same number.
    assert.equal(await saveCard(other.id, { failOnDuplicatePaymentMethodForCustomer: true }), 201);
  });
});
