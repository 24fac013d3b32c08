import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { walletCalls, type Json } from './support/wallet-calls.js';

// braintree-web's own request builder, so the stand-in is held to the requests the real module makes.
const require = createRequire(import.meta.url);
const generateGooglePayConfiguration = require('braintree-web/lib/generate-google-pay-configuration.js') as (
  configuration: Json,
  googlePayVersion?: number,
) => Json;

let emulator: Emulator;
const api = walletCalls(() => emulator);

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
});
after(() => emulator.close());
beforeEach(() => api.call('POST', '/__emulator/reset'));

async function gatewayConfiguration(): Promise<Json> {
  const { body } = await api.call(
    'GET',
    `/merchants/${api.merchantId()}/client_api/v1/configuration?authorizationFingerprint=${encodeURIComponent(api.fingerprint())}&configVersion=3`,
  );
  return body;
}

/** The paymentDataRequest braintree-web's createPaymentDataRequest builds from the emulator's configuration. */
async function paymentDataRequest(version: 1 | 2): Promise<Json> {
  const request = generateGooglePayConfiguration(
    {
      gatewayConfiguration: await gatewayConfiguration(),
      analyticsMetadata: { source: 'client', integration: 'custom', sessionId: 's', platform: 'web' },
      authorizationType: 'CLIENT_TOKEN',
    },
    version,
  );
  return { ...request, transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } };
}

function sheet(request: Json): Promise<{ body: Json }> {
  return api.call('POST', '/gp/p/emulator/payment-data', request);
}

describe('Google Pay configuration', () => {
  it('offers androidPay with the Google authorization and the wallet networks, and drops it when switched off', async () => {
    const config = await gatewayConfiguration();
    assert.equal(config.androidPay.enabled, true);
    assert.equal(config.androidPay.googleAuthorizationFingerprint, `google_${api.merchantId()}`);
    assert.deepEqual(config.androidPay.supportedNetworks, ['visa', 'mastercard', 'amex', 'discover']);
    await api.merchant({ googlePayEnabled: false });
    assert.equal((await gatewayConfiguration()).androidPay, undefined);
  });
});

describe('Google Pay sheet (loadPaymentData)', () => {
  it('approves a v2 request with an AndroidPayCard nonce inside the gateway token', async () => {
    const { body } = await sheet(await paymentDataRequest(2));
    const data = body.paymentData;
    assert.equal(data.apiVersion, 2);
    assert.equal(data.paymentMethodData.type, 'CARD');
    assert.equal(data.paymentMethodData.info.cardNetwork, 'VISA');
    const token = JSON.parse(data.paymentMethodData.tokenizationData.token as string) as Json;
    const card = token.androidPayCards[0];
    assert.equal(card.type, 'AndroidPayCard');
    assert.equal(card.details.cardType, 'Visa');
    assert.equal(card.details.lastFour, '1111');
    const record = emulator.state.consumeNonce(card.nonce);
    assert.ok(record.ok);
    assert.equal(record.record.instrument.type, 'AndroidPayCard');
  });

  it('returns the email and the shipping address only when the request asks for them, as Google does', async () => {
    const plain = (await sheet(await paymentDataRequest(2))).body.paymentData;
    assert.equal(plain.email, undefined);
    assert.equal(plain.shippingAddress, undefined);
    const asked = { ...(await paymentDataRequest(2)), emailRequired: true, shippingAddressRequired: true };
    const data = (await sheet(asked)).body.paymentData;
    assert.equal(data.email, 'shopper@example.com');
    assert.equal(data.shippingAddress.countryCode, 'US');
    assert.equal(data.shippingAddress.postalCode, '60601');
  });

  it('approves a v1 request with the token under paymentMethodToken', async () => {
    const { body } = await sheet(await paymentDataRequest(1));
    const token = JSON.parse(body.paymentData.paymentMethodToken.token as string) as Json;
    assert.equal(token.androidPayCards[0].type, 'AndroidPayCard');
    assert.equal(body.paymentData.cardInfo.cardNetwork, 'VISA');
  });

  it('answers CANCELED once when the control says cancel', async () => {
    await api.nextOutcome('google-pay', 'cancel');
    const request = await paymentDataRequest(2);
    assert.equal((await sheet(request)).body.error.statusCode, 'CANCELED');
    assert.ok((await sheet(request)).body.paymentData);
  });

  it('answers DEVELOPER_ERROR when the control says error', async () => {
    await api.nextOutcome('google-pay', 'error');
    const { body } = await sheet(await paymentDataRequest(2));
    assert.equal(body.error.statusCode, 'DEVELOPER_ERROR');
    assert.equal(typeof body.error.statusMessage, 'string');
  });

  it('answers DEVELOPER_ERROR for a request that is not for this Braintree merchant', async () => {
    const request = await paymentDataRequest(2);
    const method = request.allowedPaymentMethods[0];
    method.tokenizationSpecification.parameters['braintree:authorizationFingerprint'] = 'google_someone_else';
    const { body } = await sheet(request);
    assert.equal(body.error.statusCode, 'DEVELOPER_ERROR');
    assert.match(body.error.statusMessage, /authorization/);
  });

  it('answers DEVELOPER_ERROR when the merchant has Google Pay switched off', async () => {
    const request = await paymentDataRequest(2);
    await api.merchant({ googlePayEnabled: false });
    assert.equal((await sheet(request)).body.error.statusCode, 'DEVELOPER_ERROR');
  });

  it('serves the Google Pay API stand-in where pay.js lives', async () => {
    const { status, text, headers } = await api.call('GET', '/gp/p/js/pay.js');
    assert.equal(status, 200, text);
    assert.match(headers.get('content-type') ?? '', /javascript/);
    assert.match(text, /PaymentsClient/);
  });
});
