import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { walletCalls, type Json } from './support/wallet-calls.js';
import { sdkGateway } from './support/sdk-gateway.js';

// The official server SDK, unmodified: the nonces the wallet stand-ins mint must sell through it.
interface Gateway {
  transaction: { sale(params: Json): Promise<Json> };
}
const require = createRequire(import.meta.url);
const Q = require('braintree-web/venmo/external/queries.js') as Record<string, string>;

let emulator: Emulator;
let gateway: Gateway;
const api = walletCalls(() => emulator);

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
  gateway = sdkGateway(emulator) as Gateway;
});
after(() => emulator.close());
beforeEach(() => api.call('POST', '/__emulator/reset'));

async function applePayNonce(): Promise<string> {
  const { body: sheet } = await api.call('POST', '/web/emulator/apple-pay/sheet', { supportedNetworks: ['visa'] });
  const token = sheet.token as Json;
  const { body } = await api.clientCall('payment_methods/apple_payment_tokens', {
    applePaymentToken: { ...token, paymentData: Buffer.from(JSON.stringify(token.paymentData)).toString('base64') },
  });
  return body.applePayCards[0].nonce as string;
}

async function googlePayNonce(): Promise<string> {
  const m = emulator.merchant.merchantId;
  const { body } = await api.call('POST', '/gp/p/emulator/payment-data', {
    apiVersion: 2,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedCardNetworks: ['VISA'] },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: 'braintree',
            'braintree:merchantId': m,
            'braintree:authorizationFingerprint': `google_${m}`,
          },
        },
      },
    ],
  });
  const token = JSON.parse(body.paymentData.paymentMethodData.tokenizationData.token as string) as Json;
  return token.androidPayCards[0].nonce as string;
}

async function venmoNonce(): Promise<string> {
  const { body } = await api.graphQL(Q.CREATE_PAYMENT_CONTEXT_QUERY!, {
    input: { paymentMethodUsage: 'SINGLE_USE', intent: 'PAY_FROM_APP', customerClient: 'DESKTOP' },
  });
  const { id } = body.data.createVenmoPaymentContext.venmoPaymentContext as { id: string };
  await api.call('POST', '/web/emulator/venmo/decision', { id, action: 'approve' });
  const status = await api.graphQL(Q.VENMO_PAYMENT_CONTEXT_STATUS_QUERY!, { id });
  return status.body.data.node.paymentMethodId as string;
}

describe('wallet nonces the stand-ins mint, sold through the Node SDK', () => {
  for (const [wallet, mint, instrumentType] of [
    ['Apple Pay', applePayNonce, 'apple_pay_card'],
    ['Google Pay', googlePayNonce, 'android_pay_card'],
    ['Venmo', venmoNonce, 'venmo_account'],
  ] as const) {
    it(`sells a ${wallet} nonce once, as a ${instrumentType} transaction`, async () => {
      const nonce = await mint();
      const result = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
      assert.equal(result.success, true, result.message as string);
      assert.equal(result.transaction.paymentInstrumentType, instrumentType);
      const again = await gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce });
      assert.equal(again.success, false);
    });
  }
});
