import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { DEFAULT_PAYER_EMAIL } from '../../emulator/paypal/index.js';
import { PaymentResourceStore, RESOURCE_LIFETIME_MS } from '../../emulator/paypal/resources.js';

// braintree-web's own request formatters, so the emulator is held to the bodies the real library sends.
const require = createRequire(import.meta.url);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Formatters {
  _configuration: unknown;
  _formatPaymentResourceData(options: Json, config: Json): Json;
  _formatTokenizeData(options: Json, params: Json): Json;
  _formatTokenizePayload(response: Json): Json;
}
const PayPalCheckout = require('braintree-web/paypal-checkout/paypal-checkout.js') as { prototype: object };

function formatters(authorizationType: 'CLIENT_TOKEN' | 'TOKENIZATION_KEY' = 'CLIENT_TOKEN'): Formatters {
  const f = Object.create(PayPalCheckout.prototype) as Formatters;
  f._configuration = {
    authorizationType,
    gatewayConfiguration: { paypal: { displayName: 'Emulated Merchant', unvettedMerchant: false } },
  };
  return f;
}

const MERCHANT = 'emulated_merchant';
const V1 = `/merchants/${MERCHANT}/client_api/v1`;

let emulator: Emulator;

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json; text: string; headers: Headers }> {
  const response = await fetch(new URL(path, emulator.url), {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    /* not JSON (scripts, pages) */
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

async function fingerprint(customerId?: string): Promise<string> {
  const { body } = await call('POST', '/__emulator/client-token', customerId ? { customerId } : {});
  return (
    JSON.parse(Buffer.from(body.clientToken as string, 'base64').toString('utf8')) as {
      authorizationFingerprint: string;
    }
  ).authorizationFingerprint;
}

type Auth = { authorizationFingerprint: string } | { tokenizationKey: string };

/** A client API call as braintree-web's client sends it: authorization and metadata in the body. */
function clientCall(path: string, auth: Auth, data: Json): ReturnType<typeof call> {
  return call('POST', `${V1}/${path}`, {
    ...data,
    ...auth,
    braintreeLibraryVersion: 'braintree/web/3.144.0',
    _meta: { source: 'client' },
  });
}

function createPayment(auth: Auth, options: Json): ReturnType<typeof call> {
  const endpoint =
    options.flow === 'vault' ? 'paypal_hermes/setup_billing_agreement' : 'paypal_hermes/create_payment_resource';
  return clientCall(endpoint, auth, formatters()._formatPaymentResourceData(options, {}));
}

function decide(token: string, action: 'approve' | 'cancel', extra: Json = {}): ReturnType<typeof call> {
  return call('POST', '/checkoutnow/decision', { token, action, ...extra });
}

/** The flow token braintree-web's createPayment resolves with. */
function flowToken(flow: 'checkout' | 'vault', body: Json): string {
  if (flow === 'checkout') return new URL(body.paymentResource.redirectUrl as string).searchParams.get('token')!;
  return body.agreementSetup.tokenId as string;
}

/** createPayment, the shopper's approval, and the SDK's onApprove data. */
async function approvedPayment(auth: Auth, options: Json, decision: Json = {}): Promise<Json> {
  const created = await createPayment(auth, options);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const approved = await decide(flowToken(options.flow as 'checkout' | 'vault', created.body), 'approve', decision);
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  return approved.body;
}

function tokenize(
  auth: Auth,
  flow: 'checkout' | 'vault',
  approveData: Json,
  vault = true,
  type?: 'TOKENIZATION_KEY',
): ReturnType<typeof call> {
  const data = formatters(type)._formatTokenizeData(
    { flow, vault, intent: flow === 'checkout' ? 'authorize' : undefined },
    {
      billingToken: approveData.billingToken,
      payerId: approveData.payerID,
      paymentId: approveData.paymentID,
      orderId: approveData.orderID,
    },
  );
  return clientCall('payment_methods/paypal_accounts', auth, data);
}

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
});

after(async () => {
  await emulator.close();
});

beforeEach(() => emulator.reset());

describe('PayPal hermes payment resources', () => {
  it('creates a checkout payment whose redirect URL carries the EC token braintree-web reads', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const { status, body } = await createPayment(auth, {
      flow: 'checkout',
      amount: '10.00',
      currency: 'USD',
      intent: 'capture',
    });
    assert.equal(status, 201);
    const resource = body.paymentResource;
    assert.match(resource.paymentToken, /^EC-[A-Z0-9]{17}$/);
    assert.equal(resource.intent, 'sale');
    const redirect = new URL(resource.redirectUrl);
    assert.equal(redirect.origin, emulator.url); // a direct browser: the emulator's own origin
    assert.equal(redirect.searchParams.get('token'), resource.paymentToken);
  });

  it('creates a billing agreement for the vault flow', async () => {
    const auth = { tokenizationKey: emulator.merchant.tokenizationKey };
    const { status, body } = await createPayment(auth, { flow: 'vault' });
    assert.equal(status, 201);
    assert.match(body.agreementSetup.tokenId, /^BA-[A-Z0-9]{17}$/);
    assert.equal(new URL(body.agreementSetup.approvalUrl).searchParams.get('ba_token'), body.agreementSetup.tokenId);
  });

  it('refuses a checkout without a valid amount or a currency PayPal takes (422, as braintree-web expects)', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const codes = async (options: Json): Promise<string[]> => {
      const { status, body } = await createPayment(auth, { flow: 'checkout', ...options });
      assert.equal(status, 422, JSON.stringify(body));
      assert.equal(body.fieldErrors[0].field, 'paymentResource');
      return (body.fieldErrors[0].fieldErrors as Json[]).map((e) => `${e.field}:${e.code}`);
    };
    assert.deepEqual(await codes({ currency: 'USD' }), ['amount:97325']);
    assert.deepEqual(await codes({ amount: '-1', currency: 'USD' }), ['amount:97325']);
    assert.deepEqual(await codes({ amount: '10.001', currency: 'USD' }), ['amount:97325']);
    assert.deepEqual(await codes({ amount: '10.50', currency: 'JPY' }), ['amount:97325']);
    assert.deepEqual(await codes({ amount: '10.00' }), ['currencyIsoCode:97311']);
    assert.deepEqual(await codes({ amount: '10.00', currency: 'XYZ' }), ['currencyIsoCode:97312']);
  });

  it('refuses a payment when the merchant has PayPal disabled', async () => {
    emulator.state.configureMerchant({ paypalEnabled: false });
    const { status, body } = await createPayment({ authorizationFingerprint: await fingerprint() }, { flow: 'vault' });
    assert.equal(status, 422);
    assert.equal(body.fieldErrors[0].fieldErrors[0].code, '82904');
  });

  it('answers 401 to a missing or forged authorization', async () => {
    const data = formatters()._formatPaymentResourceData({ flow: 'checkout', amount: '1.00', currency: 'USD' }, {});
    assert.equal((await call('POST', `${V1}/paypal_hermes/create_payment_resource`, data)).status, 401);
    const forged = { authorizationFingerprint: `${'0'.repeat(64)}|merchant_id=${MERCHANT}&public_key=x` };
    assert.equal((await clientCall('paypal_hermes/setup_billing_agreement', forged, data)).status, 401);
    assert.equal((await clientCall('payment_methods/paypal_accounts', forged, { paypalAccount: {} })).status, 401);
  });
});

describe('the shopper’s decision', () => {
  it('approves once, with the SDK’s onApprove data', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const created = await createPayment(auth, { flow: 'checkout', amount: '10.00', currency: 'USD' });
    const token = flowToken('checkout', created.body);
    const { status, body } = await decide(token, 'approve');
    assert.equal(status, 200);
    assert.equal(body.orderID, token);
    assert.equal(body.paymentID, token);
    assert.equal(body.billingToken, null);
    assert.match(body.payerID, /^[A-Z0-9]{13}$/);
    assert.equal(body.paymentSource, 'paypal');
    assert.equal((await decide(token, 'approve')).status, 409);
    assert.equal((await decide(token, 'cancel')).status, 409);
  });

  it('refuses unknown tokens and bad input', async () => {
    assert.equal((await decide('EC-UNKNOWN', 'approve')).status, 404);
    const created = await createPayment({ authorizationFingerprint: await fingerprint() }, { flow: 'vault' });
    const token = flowToken('vault', created.body);
    assert.equal((await call('POST', '/checkoutnow/decision', { token, action: 'maybe' })).status, 400);
    assert.equal((await decide(token, 'approve', { email: 'not-an-email' })).status, 400);
    assert.equal((await decide(token, 'approve', { fundingSource: 'cash' })).status, 400);
  });
});

describe('PayPal account tokenization', () => {
  it('tokenizes an approved checkout into a single-use PayPalAccount nonce with the payer’s email', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const approved = await approvedPayment(
      auth,
      { flow: 'checkout', amount: '10.00', currency: 'USD' },
      { email: 'ada@example.com' },
    );
    const { status, body } = await tokenize(auth, 'checkout', approved);
    assert.equal(status, 201, JSON.stringify(body));
    const [account] = body.paypalAccounts as Json[];
    assert.equal(account!.type, 'PayPalAccount');
    assert.equal(account!.consumed, false);
    assert.equal(account!.details.email, 'ada@example.com');
    assert.equal(account!.details.payerInfo.payerId, approved.payerID);
    // What braintree-web hands the merchant.
    const payload = formatters()._formatTokenizePayload(body);
    assert.equal(payload.type, 'PayPalAccount');
    assert.equal(payload.details.email, 'ada@example.com');
    // Single use, for the server SDK.
    assert.equal(emulator.state.consumeNonce(account!.nonce as string).ok, true);
    assert.equal(emulator.state.consumeNonce(account!.nonce as string).ok, false);
    // The approval is spent too.
    const again = await tokenize(auth, 'checkout', approved);
    assert.equal(again.status, 422);
  });

  describe('when the merchant asks for shipping', () => {
    const checkout = { flow: 'checkout', amount: '10.00', currency: 'USD' };
    async function shippedTo(options: Json): Promise<Json | undefined> {
      const auth = { authorizationFingerprint: await fingerprint() };
      const approved = await approvedPayment(auth, options);
      const { status, body } = await tokenize(auth, options.flow as 'checkout' | 'vault', approved);
      assert.equal(status, 201, JSON.stringify(body));
      return formatters()._formatTokenizePayload(body).details.shippingAddress as Json | undefined;
    }

    it("reports no shipping address without enableShippingAddress (braintree-web's noShipping)", async () => {
      assert.equal(await shippedTo(checkout), undefined);
    });

    it("reports the payer's address with enableShippingAddress", async () => {
      const address = await shippedTo({ ...checkout, enableShippingAddress: true });
      assert.deepEqual(address, {
        recipientName: 'Emulated Payer',
        line1: '1 Main Street',
        line2: '',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60601',
        countryCode: 'US',
      });
    });

    it("reports the merchant's shippingAddressOverride, for a checkout and for a billing agreement", async () => {
      const override = {
        recipientName: 'Ada',
        line1: '2 High St',
        city: 'London',
        state: 'LDN',
        postalCode: 'N1',
        countryCode: 'GB',
      };
      for (const flow of ['checkout', 'vault']) {
        const options = { ...checkout, flow, enableShippingAddress: true, shippingAddressOverride: override };
        const address = await shippedTo(options);
        assert.deepEqual(address, { ...override, line2: '' }, flow);
      }
    });
  });

  it('uses the default payer when the shopper gives no email', async () => {
    const auth = { tokenizationKey: emulator.merchant.tokenizationKey };
    const approved = await approvedPayment(auth, { flow: 'checkout', amount: '3.00', currency: 'EUR' });
    const { body } = await tokenize(auth, 'checkout', approved);
    assert.equal(body.paypalAccounts[0].details.email, DEFAULT_PAYER_EMAIL);
  });

  it('refuses a payment that was not approved, was canceled, or names another payer', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const created = await createPayment(auth, { flow: 'checkout', amount: '10.00', currency: 'USD' });
    const token = flowToken('checkout', created.body);
    const unapproved = await tokenize(auth, 'checkout', { orderID: token, paymentID: token, payerID: 'ABCDEFGHIJKLM' });
    assert.equal(unapproved.status, 422);
    assert.match(unapproved.body.error.message, /not approved/);

    const canceled = await decide(token, 'cancel');
    assert.deepEqual(canceled.body, { orderID: token, billingToken: null });
    assert.match(
      (await tokenize(auth, 'checkout', { orderID: token, paymentID: token, payerID: 'ABCDEFGHIJKLM' })).body.error
        .message,
      /canceled/,
    );

    const approved = await approvedPayment(auth, { flow: 'checkout', amount: '10.00', currency: 'USD' });
    const stranger = await tokenize(auth, 'checkout', { ...approved, payerID: 'ZZZZZZZZZZZZZ' });
    assert.equal(stranger.status, 422);
    assert.equal(stranger.body.fieldErrors[0].fieldErrors[0].field, 'payerId');

    const unknown = await tokenize(auth, 'checkout', {
      orderID: 'EC-NOPE',
      paymentID: 'EC-NOPE',
      payerID: 'ABCDEFGHIJKLM',
    });
    assert.equal(unknown.status, 422);
    assert.equal(
      (await clientCall('payment_methods/paypal_accounts', auth, {})).body.fieldErrors[0].fieldErrors[0].code,
      '82901',
    );
  });

  it('vaults a billing agreement for the client token’s customer, and lists it', async () => {
    emulator.state.createCustomer({ id: 'ada' });
    const auth = { authorizationFingerprint: await fingerprint('ada') };
    const approved = await approvedPayment(auth, { flow: 'vault' }, { email: 'ada@example.com' });
    assert.match(approved.billingToken, /^BA-/);
    assert.equal(approved.paymentID, null);
    const { status, body } = await tokenize(auth, 'vault', approved);
    assert.equal(status, 201, JSON.stringify(body));
    const saved = emulator.state.methodsOf('ada');
    assert.equal(saved.length, 1);
    assert.equal(saved[0]!.instrument.type, 'PayPalAccount');
    assert.equal(saved[0]!.instrument.details.email, 'ada@example.com');
    assert.equal(emulator.state.nonces.get(body.paypalAccounts[0].nonce)?.vaultToken, saved[0]!.token);
    const listed = await call(
      'GET',
      `${V1}/payment_methods?authorizationFingerprint=${encodeURIComponent(auth.authorizationFingerprint)}`,
    );
    assert.deepEqual(
      (listed.body.paymentMethods as Json[]).map((m) => [m.type, m.details.email]),
      [['PayPalAccount', 'ada@example.com']],
    );
  });

  it('does not vault without a customer, with vault false, or for a tokenization key', async () => {
    emulator.state.createCustomer({ id: 'bob' });
    const guest = { authorizationFingerprint: await fingerprint() };
    assert.equal((await tokenize(guest, 'vault', await approvedPayment(guest, { flow: 'vault' }))).status, 201);
    const bob = { authorizationFingerprint: await fingerprint('bob') };
    assert.equal((await tokenize(bob, 'vault', await approvedPayment(bob, { flow: 'vault' }), false)).status, 201);
    const key = { tokenizationKey: emulator.merchant.tokenizationKey };
    assert.equal(
      (await tokenize(key, 'vault', await approvedPayment(key, { flow: 'vault' }), true, 'TOKENIZATION_KEY')).status,
      201,
    );
    assert.equal(emulator.state.vault.size, 0);
  });

  it('reports PayPal Credit financing when the payer chose Credit on a checkout that offered it', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const approved = await approvedPayment(
      auth,
      { flow: 'checkout', amount: '120.00', currency: 'USD', offerCredit: true },
      { fundingSource: 'credit' },
    );
    const { body } = await tokenize(auth, 'checkout', approved);
    const financing = body.paypalAccounts[0].details.creditFinancingOffered;
    assert.equal(financing.term, 12);
    assert.deepEqual(financing.monthlyPayment, { currency: 'USD', value: '10.00' });
    assert.equal(formatters()._formatTokenizePayload(body).creditFinancingOffered.term, 12);
  });

  it('refuses PayPal accounts when the merchant has PayPal disabled', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const approved = await approvedPayment(auth, { flow: 'checkout', amount: '10.00', currency: 'USD' });
    emulator.state.configureMerchant({ paypalEnabled: false });
    const { status, body } = await tokenize(auth, 'checkout', approved);
    assert.equal(status, 422);
    assert.equal(body.fieldErrors[0].fieldErrors[0].code, '82904');
  });

  it('lets faults reach the PayPal routes', async () => {
    const auth = { authorizationFingerprint: await fingerprint() };
    const approved = await approvedPayment(auth, { flow: 'checkout', amount: '10.00', currency: 'USD' });
    emulator.faults.add({ route: 'paypal_accounts', status: 503 });
    assert.equal((await tokenize(auth, 'checkout', approved)).status, 503);
    assert.equal((await tokenize(auth, 'checkout', approved)).status, 201);
  });
});

describe('the stand-in PayPal SDK and dispatch frame', () => {
  it('serves the SDK script for a valid query and refuses what PayPal refuses', async () => {
    const ok = await call(
      'GET',
      '/sdk/js?client-id=abc&currency=USD&intent=authorize&components=buttons&enable-funding=credit&commit=true',
    );
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /javascript/);
    assert.match(ok.text, /paypal/);
    const refused = async (query: string): Promise<string> => {
      const r = await call('GET', `/sdk/js?${query}`);
      assert.equal(r.status, 400, query);
      return r.text;
    };
    assert.match(await refused('currency=USD'), /client-id/);
    assert.match(await refused('client-id=abc&colour=red'), /colour/);
    assert.match(await refused('client-id=abc&currency=XYZ'), /currency/);
    assert.match(await refused('client-id=abc&intent=steal'), /intent/);
    assert.match(await refused('client-id=abc&enable-funding=cash'), /cash/);
    assert.match(await refused('client-id=abc&components=messages'), /messages/);
    assert.match(await refused('client-id=abc&vault=yes'), /vault/);
  });

  it('serves the dispatch frame braintree-web loads from paypal.assetsUrl', async () => {
    const page = await call('GET', '/web/3.144.0/html/dispatch-frame.min.html');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.match(page.text, /\/web\/3\.144\.0\/js\/paypal-dispatch-frame\.js/);
    const script = await call('GET', '/web/3.144.0/js/paypal-dispatch-frame.js');
    assert.equal(script.status, 200);
    assert.match(script.text, /DISPATCH_FRAME_READY/);
    assert.equal((await call('GET', '/web/%3Cx%3E/html/dispatch-frame.html')).status, 404);
  });
});

describe('payment resource store', () => {
  it('forgets resources after PayPal’s three hours', () => {
    let now = 1_000_000;
    const store = new PaymentResourceStore(() => now);
    const r = store.create({ flow: 'vault', offerCredit: false, merchantId: MERCHANT });
    assert.equal(store.get(r.billingToken), r);
    assert.equal(store.get(r.ecToken), r);
    now += RESOURCE_LIFETIME_MS + 1;
    assert.equal(store.get(r.billingToken), undefined);
    assert.equal(store.get(r.ecToken), undefined);
  });
});
