import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { walletCalls, type Json } from './support/wallet-calls.js';

let emulator: Emulator;
const api = walletCalls(() => emulator);

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
});
after(() => emulator.close());
beforeEach(() => api.call('POST', '/__emulator/reset'));

/** braintree-web's tokenize body: the sheet's token with `paymentData` base64-encoded. */
function tokenBody(token: Json): Json {
  return {
    _meta: { source: 'apple-pay' },
    applePaymentToken: { ...token, paymentData: Buffer.from(JSON.stringify(token.paymentData)).toString('base64') },
  };
}

async function sheet(supportedNetworks = ['visa', 'mastercard']): Promise<Json> {
  const { status, body } = await api.call('POST', '/web/emulator/apple-pay/sheet', { supportedNetworks });
  assert.equal(status, 200);
  return body;
}

describe('Apple Pay configuration', () => {
  it('offers applePayWeb with the merchant identifier, and drops it when the merchant switches Apple Pay off', async () => {
    const config = await api.call(
      'GET',
      `/merchants/${api.merchantId()}/client_api/v1/configuration?authorizationFingerprint=${encodeURIComponent(api.fingerprint())}&configVersion=3`,
    );
    assert.equal(config.status, 200);
    assert.equal(config.body.applePayWeb.merchantIdentifier, `merchant.com.emulated.${api.merchantId()}`);
    assert.deepEqual(config.body.applePayWeb.supportedNetworks, ['visa', 'mastercard', 'amex', 'discover']);
    await api.merchant({ applePayEnabled: false });
    const off = await api.call(
      'GET',
      `/merchants/${api.merchantId()}/client_api/v1/configuration?authorizationFingerprint=${encodeURIComponent(api.fingerprint())}&configVersion=3`,
    );
    assert.equal(off.body.applePayWeb, undefined);
  });
});

describe('Apple Pay merchant validation', () => {
  const session = (over: Json = {}): Json => ({
    _meta: { source: 'apple-pay' },
    applePayWebSession: {
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      domainName: 'shop.example',
      merchantIdentifier: `merchant.com.emulated.${api.merchantId()}`,
      displayName: 'Shop',
      ...over,
    },
  });

  it('answers an Apple merchant session for the registered merchant identifier', async () => {
    const { status, body } = await api.clientCall('apple_pay_web/sessions', session());
    assert.equal(status, 201);
    assert.equal(body.domainName, 'shop.example');
    assert.equal(body.displayName, 'Shop');
    assert.match(body.merchantSessionIdentifier, /^SSH[0-9A-F]{32}$/);
    assert.ok(body.expiresAt > body.epochTimestamp);
  });

  it('refuses a foreign merchant identifier, a missing domain and a non-Apple validation URL', async () => {
    for (const over of [
      { merchantIdentifier: 'merchant.com.someone.else' },
      { domainName: '' },
      { validationUrl: 'https://evil.example/startSession' },
    ]) {
      const { status, body } = await api.clientCall('apple_pay_web/sessions', session(over));
      assert.equal(status, 422, JSON.stringify(over));
      assert.equal(typeof body.error.message, 'string');
    }
  });

  it('refuses validation when the merchant has Apple Pay switched off', async () => {
    await api.merchant({ applePayEnabled: false });
    const { status, body } = await api.clientCall('apple_pay_web/sessions', session());
    assert.equal(status, 422);
    assert.equal(body.error.message, 'Apple Pay is not enabled for this merchant account.');
  });

  it('refuses a request with no authorization', async () => {
    const { status } = await api.call(
      'POST',
      `/merchants/${api.merchantId()}/client_api/v1/apple_pay_web/sessions`,
      session(),
    );
    assert.equal(status, 401);
  });
});

describe('Apple Pay tokenization', () => {
  it('turns the sheet token into a single-use ApplePayCard nonce that a sale can find', async () => {
    const s = await sheet();
    assert.equal(s.outcome, 'authorize');
    assert.equal(s.token.paymentData.version, 'EC_v1');
    const { status, body } = await api.clientCall('payment_methods/apple_payment_tokens', tokenBody(s.token));
    assert.equal(status, 201, JSON.stringify(body));
    const card = body.applePayCards[0];
    assert.equal(card.type, 'ApplePayCard');
    assert.equal(card.details.cardType, 'Visa');
    assert.equal(card.details.lastFour, '1111');
    assert.equal(card.details.dpanLastTwo, '11');
    assert.ok(card.binData);
    const record = emulator.state.consumeNonce(card.nonce);
    assert.ok(record.ok);
    assert.equal(record.record.instrument.type, 'ApplePayCard');
  });

  it('pays with the first network the page asks for that the wallet holds', async () => {
    const s = await sheet(['masterCard', 'visa']);
    const { body } = await api.clientCall('payment_methods/apple_payment_tokens', tokenBody(s.token));
    assert.equal(body.applePayCards[0].details.cardType, 'MasterCard');
    assert.equal(body.applePayCards[0].details.lastFour, '4444');
  });

  it('refuses a payment token it cannot open', async () => {
    const { status, body } = await api.clientCall('payment_methods/apple_payment_tokens', {
      applePaymentToken: { paymentData: Buffer.from('{"version":"EC_v1","data":"bm9wZQ=="}').toString('base64') },
    });
    assert.equal(status, 422);
    assert.equal(body.error.message, 'Apple Pay payment token could not be decrypted.');
  });

  it('refuses tokenization when the merchant has Apple Pay switched off', async () => {
    const s = await sheet();
    await api.merchant({ applePayEnabled: false });
    const { status } = await api.clientCall('payment_methods/apple_payment_tokens', tokenBody(s.token));
    assert.equal(status, 422);
  });
});

describe("the Apple Pay sheet's contacts", () => {
  async function sheetFor(request: Json): Promise<Json> {
    const body = { supportedNetworks: ['visa'], ...request };
    const { status, body: answer } = await api.call('POST', '/web/emulator/apple-pay/sheet', body);
    assert.equal(status, 200);
    return answer;
  }

  it('returns no contact when the payment request requires none', async () => {
    const s = await sheetFor({});
    assert.equal(s.shippingContact, undefined);
    assert.equal(s.billingContact, undefined);
  });

  it('returns a shipping contact with the fields requiredShippingContactFields names, and only those', async () => {
    const s = await sheetFor({ requiredShippingContactFields: ['postalAddress', 'email'] });
    assert.equal(s.shippingContact.emailAddress, 'shopper@example.com');
    assert.deepEqual(s.shippingContact.addressLines, ['1 Main Street']);
    assert.equal(s.shippingContact.postalCode, '60601');
    assert.equal(s.shippingContact.givenName, undefined);
    assert.equal(s.shippingContact.phoneNumber, undefined);
    assert.equal(s.billingContact, undefined);
  });

  it("returns a billing contact with the address and name, never email or phone (Apple's rule)", async () => {
    const s = await sheetFor({ requiredBillingContactFields: ['postalAddress', 'name', 'email', 'phone'] });
    assert.equal(s.billingContact.givenName, 'Emulated');
    assert.equal(s.billingContact.countryCode, 'US');
    assert.equal(s.billingContact.emailAddress, undefined);
    assert.equal(s.billingContact.phoneNumber, undefined);
  });
});

describe('Apple Pay stand-in controls', () => {
  it('plays cancel once, then approves again', async () => {
    assert.equal((await api.nextOutcome('apple-pay', 'cancel')).status, 201);
    assert.equal((await sheet()).outcome, 'cancel');
    assert.equal((await sheet()).outcome, 'authorize');
  });

  it('plays error as a token the gateway refuses', async () => {
    await api.nextOutcome('apple-pay', 'error');
    const s = await sheet();
    const { status } = await api.clientCall('payment_methods/apple_payment_tokens', tokenBody(s.token));
    assert.equal(status, 422);
  });

  it('plays no-active-card as a wallet without a card, once', async () => {
    const path = '/web/emulator/apple-pay/active-card';
    assert.equal((await api.call('GET', path)).body.canMakePaymentsWithActiveCard, true);
    await api.nextOutcome('apple-pay', 'no-active-card');
    assert.equal((await api.call('GET', path)).body.canMakePaymentsWithActiveCard, false);
    assert.equal((await api.call('GET', path)).body.canMakePaymentsWithActiveCard, true);
  });

  it('rejects unknown wallets and outcomes, and a reset forgets a pending outcome', async () => {
    assert.equal((await api.nextOutcome('apple-pay', 'explode')).status, 400);
    assert.equal((await api.nextOutcome('google-pay', 'no-active-card')).status, 400);
    assert.equal((await api.nextOutcome('samsung-pay', 'approve')).status, 400);
    await api.nextOutcome('apple-pay', 'cancel');
    await api.call('POST', '/__emulator/reset');
    assert.equal((await sheet()).outcome, 'authorize');
  });

  it('serves the ApplePaySession stand-in as a script that keeps a real session', async () => {
    const { status, text, headers } = await api.call('GET', '/web/emulator/apple-pay/apple-pay-session.js');
    assert.equal(status, 200, text);
    assert.match(headers.get('content-type') ?? '', /javascript/);
    assert.match(text, /ApplePaySession/);
  });
});
