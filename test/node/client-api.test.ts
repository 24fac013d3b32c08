import assert from 'node:assert/strict';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { waitUntil } from './host-app/support/emulated-gateway.js';

// braintree-web's own GraphQL generators and adapters: the emulator must satisfy the real library.
const require = createRequire(import.meta.url);
type Generator = (data: Record<string, unknown>) => { query: string; variables?: unknown; operationName: string };
type Adapter = (body: unknown, ctx?: unknown) => Record<string, unknown>;
const configurationQuery = require('braintree-web/client/request/graphql/generators/configuration.js') as Generator;
const configurationAdapter = require('braintree-web/client/request/graphql/adapters/configuration.js') as Adapter;
const tokenizationMutation =
  require('braintree-web/client/request/graphql/generators/credit-card-tokenization.js') as Generator;
const tokenizationAdapter =
  require('braintree-web/client/request/graphql/adapters/credit-card-tokenization.js') as Adapter;

const MERCHANT = 'emulated_merchant';
const V1 = `/merchants/${MERCHANT}/client_api/v1`;
const FUTURE_YEAR = String(new Date().getFullYear() + 3);

let emulator: Emulator;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  options: { body?: unknown; bearer?: string; query?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const url = new URL(path, emulator.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

function graphql(
  bearer: string,
  body: { query: string; variables?: unknown; operationName?: string },
): Promise<{ status: number; body: Json }> {
  return call('POST', '/graphql', {
    bearer,
    body: { clientSdkMetadata: { source: 'client', integration: 'custom', sessionId: 'test' }, ...body },
  });
}

async function clientToken(
  options: { customerId?: string; verifyCard?: boolean; failOnDuplicatePaymentMethod?: boolean } = {},
): Promise<string> {
  const { body } = await call('POST', '/__emulator/client-token', { body: options });
  return body.clientToken as string;
}

async function fingerprint(options: Parameters<typeof clientToken>[0] = {}): Promise<string> {
  const token = JSON.parse(Buffer.from(await clientToken(options), 'base64').toString('utf8')) as {
    authorizationFingerprint: string;
  };
  return token.authorizationFingerprint;
}

async function seed(customer: Json): Promise<void> {
  const { status, body } = await call('POST', '/__emulator/customers', { body: customer });
  assert.equal(status, 201, JSON.stringify(body));
}

function card(overrides: Json = {}): Json {
  return {
    number: '4111111111111111',
    expirationDate: `12/${FUTURE_YEAR}`,
    cvv: '123',
    billingAddress: { postalCode: '12345' },
    ...overrides,
  };
}

function tokenizeRest(
  auth: { authorizationFingerprint: string } | { tokenizationKey: string },
  creditCard: Json,
): Promise<{ status: number; body: Json }> {
  return call('POST', `${V1}/payment_methods/credit_cards`, {
    body: { ...auth, braintreeLibraryVersion: 'braintree/web/3.144.0', _meta: { source: 'hosted-fields' }, creditCard },
  });
}

/** The first nested field error, where braintree-web's hosted fields look for the code. */
function firstCode(body: Json): string | undefined {
  return body.fieldErrors?.[0]?.fieldErrors?.[0]?.code as string | undefined;
}

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
});

after(async () => {
  await emulator.close();
});

beforeEach(() => emulator.reset());

describe('client API configuration', () => {
  it('answers a client token over REST with the merchant and the emulator origin in every URL', async () => {
    const { status, body } = await call('GET', `${V1}/configuration`, {
      query: { authorizationFingerprint: await fingerprint(), configVersion: '3' },
    });
    assert.equal(status, 200);
    const origin = emulator.url;
    assert.equal(body.environment, 'sandbox');
    assert.equal(body.merchantId, MERCHANT);
    assert.equal(body.clientApiUrl, `${origin}/merchants/${MERCHANT}/client_api`);
    assert.equal(body.assetsUrl, origin);
    assert.equal(body.analytics.url, `${origin}/client-analytics`);
    assert.deepEqual(body.challenges, ['cvv', 'postal_code']);
    assert.deepEqual(body.graphQL, {
      url: `${origin}/graphql`,
      date: '2018-05-08',
      features: ['tokenize_credit_cards'],
    });
    assert.ok(body.creditCards.supportedCardTypes.includes('Visa'));
    assert.equal(body.creditCards.collectDeviceData, false);
    assert.equal(body.threeDSecureEnabled, true);
    assert.match(body.threeDSecure.cardinalAuthenticationJWT, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(body.threeDSecure.cardinalSongbirdUrl.startsWith(`${origin}/`));
    assert.equal(body.paypalEnabled, true);
    assert.equal(body.paypal.currencyIsoCode, 'USD');
    assert.ok(body.applePayWeb.supportedNetworks.includes('visa'));
    assert.equal(body.androidPay.enabled, true);
    assert.equal(body.payWithVenmo.environment, 'sandbox');
  });

  it('answers a tokenization key over REST', async () => {
    const { status, body } = await call('GET', `${V1}/configuration`, {
      query: { tokenizationKey: emulator.merchant.tokenizationKey, configVersion: '3' },
    });
    assert.equal(status, 200);
    assert.equal(body.merchantId, MERCHANT);
  });

  it('refuses a bad fingerprint, an unknown key and another merchant with 401', async () => {
    const forged = (await fingerprint()).replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const refused: Array<Record<string, string>> = [
      { authorizationFingerprint: forged },
      { tokenizationKey: 'sandbox_abc_other' },
      {},
    ];
    for (const query of refused) {
      const { status, body } = await call('GET', `${V1}/configuration`, { query: { ...query, configVersion: '3' } });
      assert.equal(status, 401);
      assert.equal(typeof body.error.message, 'string');
    }
    const other = await call('GET', '/merchants/other_merchant/client_api/v1/configuration', {
      query: { tokenizationKey: emulator.merchant.tokenizationKey },
    });
    assert.equal(other.status, 401);
  });

  it('reflects merchant settings: challenges, card types, wallets, GraphQL tokenization', async () => {
    emulator.state.configureMerchant({
      challenges: [],
      supportedCardTypes: ['Visa'],
      graphQLTokenization: false,
      paypalEnabled: false,
      applePayEnabled: false,
      googlePayEnabled: false,
      venmoEnabled: false,
      threeDSecureEnabled: false,
    });
    const { body } = await call('GET', `${V1}/configuration`, {
      query: { tokenizationKey: emulator.merchant.tokenizationKey },
    });
    assert.deepEqual(body.challenges, []);
    assert.deepEqual(body.creditCards.supportedCardTypes, ['Visa']);
    assert.deepEqual(body.graphQL.features, []);
    assert.equal(body.paypalEnabled, false);
    assert.equal(body.threeDSecureEnabled, false);
    for (const key of ['paypal', 'applePayWeb', 'androidPay', 'payWithVenmo', 'threeDSecure'])
      assert.equal(key in body, false, key);
  });

  it('answers GraphQL ClientConfiguration in the shape braintree-web adapts to the REST one', async () => {
    const { status, body } = await graphql(emulator.merchant.tokenizationKey, configurationQuery({}));
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const graphQLUrl = `${emulator.url}/graphql`;
    const adapted = configurationAdapter(body, { _graphQL: { _config: { url: graphQLUrl } } });
    const rest = (
      await call('GET', `${V1}/configuration`, { query: { tokenizationKey: emulator.merchant.tokenizationKey } })
    ).body;
    assert.equal(adapted.environment, 'sandbox');
    assert.equal(adapted.merchantId, MERCHANT);
    assert.equal(adapted.clientApiUrl, rest.clientApiUrl);
    assert.equal(adapted.assetsUrl, rest.assetsUrl);
    assert.deepEqual(adapted.analytics, rest.analytics);
    assert.deepEqual(adapted.challenges, rest.challenges);
    assert.deepEqual(adapted.creditCards, { supportedCardTypes: rest.creditCards.supportedCardTypes });
    assert.deepEqual(adapted.graphQL, { url: graphQLUrl, features: ['tokenize_credit_cards'] });
    assert.equal(adapted.threeDSecureEnabled, true);
    assert.equal((adapted.threeDSecure as Json).cardinalSongbirdUrl, rest.threeDSecure.cardinalSongbirdUrl);
    assert.equal(adapted.paypalEnabled, true);
    assert.equal((adapted.paypal as Json).currencyIsoCode, 'USD');
    assert.equal((adapted.paypal as Json).environment, 'sandbox');
    assert.deepEqual((adapted.androidPay as Json).supportedNetworks, rest.androidPay.supportedNetworks);
    assert.deepEqual((adapted.applePayWeb as Json).supportedNetworks, rest.applePayWeb.supportedNetworks);
    assert.equal((adapted.payWithVenmo as Json).accessToken, rest.payWithVenmo.accessToken);
  });

  it('answers GraphQL ClientConfiguration to a client token fingerprint', async () => {
    const { body } = await graphql(await fingerprint(), configurationQuery({}));
    assert.equal(body.data.clientConfiguration.merchantId, MERCHANT);
  });

  it('refuses unknown GraphQL authorization with an AUTHENTICATION error', async () => {
    const { status, body } = await graphql('sandbox_nope_nobody', configurationQuery({}));
    assert.equal(status, 200);
    assert.equal(body.errors[0].extensions.errorClass, 'AUTHENTICATION');
  });

  it('names a GraphQL operation it does not implement', async () => {
    const { body } = await graphql(emulator.merchant.tokenizationKey, {
      query: 'mutation TokenizeUsBankAccount($input: X!) { x }',
      operationName: 'TokenizeUsBankAccount',
    });
    assert.match(body.errors[0].message, /TokenizeUsBankAccount/);
  });

  it('suffers a fault armed for the configuration, on either transport', async () => {
    emulator.faults.add({ route: 'configuration', status: 503, times: 2 });
    const rest = await call('GET', `${V1}/configuration`, {
      query: { tokenizationKey: emulator.merchant.tokenizationKey },
    });
    assert.equal(rest.status, 503);
    const { status } = await graphql(emulator.merchant.tokenizationKey, configurationQuery({}));
    assert.equal(status, 503);
  });

  it('holds a delayed request until the control API releases it, then gives the real answer', async () => {
    await call('POST', '/__emulator/faults', { body: { route: 'configuration', delayMs: 60_000 } });
    const started = Date.now();
    const answer = call('GET', `${V1}/configuration`, {
      query: { tokenizationKey: emulator.merchant.tokenizationKey },
    });
    await waitUntil(async () => (await call('GET', '/__emulator/state')).body.heldByFaults === 1, 'the held request', {
      timeout: 5000,
    });
    const released = await call('POST', '/__emulator/faults/release');
    assert.deepEqual(released, { status: 200, body: { released: 1 } });
    const { status, body } = await answer;
    assert.equal(status, 200);
    assert.equal(body.merchantId, MERCHANT);
    assert.ok(Date.now() - started < 30_000, 'the answer waited for its delay instead of the release');
    assert.equal((await call('GET', '/__emulator/state')).body.heldByFaults, 0);
    // Nothing held: a release lets nothing go.
    assert.deepEqual((await call('POST', '/__emulator/faults/release')).body, { released: 0 });
  });

  it('gives a host-mapped browser Braintree host names', async () => {
    const body = await new Promise<Json>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: emulator.httpsPort,
          path: `${V1}/configuration?tokenizationKey=${emulator.merchant.tokenizationKey}&configVersion=3`,
          headers: { host: 'api.sandbox.braintreegateway.com' },
          rejectUnauthorized: false,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text) as Json));
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(body.clientApiUrl, `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT}/client_api`);
    assert.equal(body.assetsUrl, 'https://assets.braintreegateway.com');
    assert.equal(body.graphQL.url, 'https://payments.sandbox.braintree-api.com/graphql');
    assert.ok(body.threeDSecure.cardinalSongbirdUrl.startsWith('https://assets.braintreegateway.com/'));
  });
});

describe('card tokenization over REST', () => {
  it('tokenizes a valid card with a tokenization key: 201 and a single-use nonce', async () => {
    const { status, body } = await tokenizeRest(
      { tokenizationKey: emulator.merchant.tokenizationKey },
      card({ cardholderName: 'Ada Lovelace' }),
    );
    assert.equal(status, 201);
    const cc = body.creditCards[0];
    assert.equal(cc.type, 'CreditCard');
    assert.equal(cc.description, 'ending in 11');
    assert.equal(cc.consumed, false);
    assert.equal(cc.threeDSecureInfo, null);
    assert.deepEqual(cc.details, {
      bin: '411111',
      lastTwo: '11',
      lastFour: '1111',
      cardType: 'Visa',
      expirationMonth: '12',
      expirationYear: FUTURE_YEAR,
      cardholderName: 'Ada Lovelace',
    });
    assert.equal(cc.binData.issuingBank, 'Emulated Bank');
    assert.equal(JSON.stringify(body).includes('4111111111111111'), false, 'the full number never comes back');
    assert.equal(emulator.state.consumeNonce(cc.nonce).ok, true);
    assert.equal(emulator.state.consumeNonce(cc.nonce).ok, false);
  });

  it('answers 422 with Braintree field errors and codes', async () => {
    const auth = { tokenizationKey: emulator.merchant.tokenizationKey };
    const cases: Array<[Json, string[], string]> = [
      [card({ number: '4111111111111112' }), ['creditCard', 'number'], '81715'],
      [card({ number: '' }), ['creditCard', 'number'], '81714'],
      [card({ number: '41111' }), ['creditCard', 'number'], '81716'],
      [card({ expirationDate: '01/20x1' }), ['creditCard', 'expirationDate'], '81710'],
      [card({ expirationDate: '13/2040' }), ['creditCard', 'expirationDate'], '81712'],
      [card({ cvv: undefined }), ['creditCard', 'cvv'], '81706'],
      [card({ cvv: '12' }), ['creditCard', 'cvv'], '81707'],
    ];
    for (const [input, path, code] of cases) {
      const { status, body } = await tokenizeRest(auth, input);
      assert.equal(status, 422, JSON.stringify(input));
      assert.equal(body.error.message, 'Credit card is invalid');
      assert.equal(body.fieldErrors[0].field, path[0]);
      assert.equal(body.fieldErrors[0].fieldErrors[0].field, path[1], JSON.stringify(body));
      assert.equal(firstCode(body), code, JSON.stringify(body));
    }
    const postal = await tokenizeRest(auth, card({ billingAddress: {} }));
    assert.deepEqual(postal.body.fieldErrors, [
      {
        field: 'creditCard',
        fieldErrors: [
          {
            field: 'billingAddress',
            fieldErrors: [{ field: 'postalCode', code: '81808', message: 'Postal code is required.' }],
          },
        ],
      },
    ]);
  });

  it('requires CVV and postal code only when the merchant challenges them', async () => {
    emulator.state.configureMerchant({ challenges: [] });
    const { status } = await tokenizeRest(
      { tokenizationKey: emulator.merchant.tokenizationKey },
      { number: '5555555555554444', expirationMonth: '01', expirationYear: FUTURE_YEAR },
    );
    assert.equal(status, 201);
  });

  it('vaults the card for the client token customer when options.validate is true', async () => {
    await seed({ id: 'ada' });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada' });
    const plain = await tokenizeRest({ authorizationFingerprint }, card({ options: { validate: false } }));
    assert.equal(plain.status, 201);
    assert.equal(emulator.state.methodsOf('ada').length, 0);

    const { status, body } = await tokenizeRest({ authorizationFingerprint }, card({ options: { validate: true } }));
    assert.equal(status, 201);
    const [saved] = emulator.state.methodsOf('ada');
    assert.ok(saved);
    assert.equal(saved.isDefault, true);
    assert.equal(emulator.state.nonces.get(body.creditCards[0].nonce)?.vaultToken, saved.token);
  });

  it('refuses a brand the merchant does not accept when it verifies or vaults', async () => {
    await seed({ id: 'ada' });
    emulator.state.configureMerchant({ supportedCardTypes: ['Visa'] });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada' });
    const { status, body } = await tokenizeRest(
      { authorizationFingerprint },
      card({ number: '5555555555554444', options: { validate: true } }),
    );
    assert.equal(status, 422);
    assert.equal(firstCode(body), '81703');
  });

  it('fails verification for declined cards, CVV 200 and postal code 20000 when the token verifies cards', async () => {
    await seed({ id: 'ada' });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada', verifyCard: true });
    const declined = await tokenizeRest(
      { authorizationFingerprint },
      card({ number: '4000111111111115', options: { validate: true } }),
    );
    assert.equal(declined.status, 422);
    assert.match(declined.body.error.message, /verification failed/i);
    assert.deepEqual(declined.body.fieldErrors, []);

    const cvv = await tokenizeRest({ authorizationFingerprint }, card({ cvv: '200', options: { validate: true } }));
    assert.equal(cvv.status, 422);
    assert.equal(firstCode(cvv.body), '81736');

    const avs = await tokenizeRest(
      { authorizationFingerprint },
      card({ billingAddress: { postalCode: '20000' }, options: { validate: true } }),
    );
    assert.equal(avs.status, 422);
    assert.equal(firstCode(avs.body), '81736');
    assert.equal(emulator.state.methodsOf('ada').length, 0);

    const unverified = await tokenizeRest(
      { authorizationFingerprint },
      card({ cvv: '200', options: { validate: false } }),
    );
    assert.equal(unverified.status, 201, 'a card that is not vaulted is not verified');
  });

  it('refuses a duplicate card with 81724 when the token fails on duplicates', async () => {
    await seed({ id: 'ada', paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }] });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada', failOnDuplicatePaymentMethod: true });
    const { status, body } = await tokenizeRest({ authorizationFingerprint }, card({ options: { validate: true } }));
    assert.equal(status, 422);
    assert.equal(firstCode(body), '81724');
    const other = await tokenizeRest(
      { authorizationFingerprint },
      card({ number: '5555555555554444', options: { validate: true } }),
    );
    assert.equal(other.status, 201);
  });

  it('refuses tokenization without valid authorization', async () => {
    const { status } = await tokenizeRest({ tokenizationKey: 'sandbox_x_nobody' }, card());
    assert.equal(status, 401);
  });
});

describe('card tokenization over GraphQL', () => {
  it('answers TokenizeCreditCard as braintree-web adapts it', async () => {
    const request = tokenizationMutation({
      tokenizationKey: emulator.merchant.tokenizationKey,
      creditCard: {
        number: '378282246310005',
        expirationDate: `04 / ${FUTURE_YEAR}`,
        cvv: '1234',
        billingAddress: { postalCode: '94107' },
        options: { validate: false },
      },
    });
    const { status, body } = await graphql(emulator.merchant.tokenizationKey, request);
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const adapted = tokenizationAdapter(body) as { creditCards: Json[] };
    const cc = adapted.creditCards[0]!;
    assert.equal(cc.description, 'ending in 05');
    assert.equal(cc.details.cardType, 'American Express');
    assert.equal(cc.details.lastFour, '0005');
    assert.equal(cc.details.bin, '378282');
    assert.equal(cc.details.expirationMonth, '04');
    assert.equal(cc.details.expirationYear, FUTURE_YEAR);
    assert.equal(cc.binData.prepaid, 'No');
    assert.equal(emulator.state.nonces.get(cc.nonce)?.consumed, false);
  });

  it('vaults through GraphQL with a customer fingerprint (validate defaults to true)', async () => {
    await seed({ id: 'ada' });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada' });
    const request = tokenizationMutation({ authorizationFingerprint, creditCard: card() });
    const { body } = await graphql(authorizationFingerprint, request);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.equal(emulator.state.methodsOf('ada').length, 1);
  });

  it('answers VALIDATION errors with legacy codes and input paths', async () => {
    const request = tokenizationMutation({
      tokenizationKey: emulator.merchant.tokenizationKey,
      creditCard: card({ number: '4111111111111112', cvv: '' }),
    });
    const { status, body } = await graphql(emulator.merchant.tokenizationKey, request);
    assert.equal(status, 200);
    assert.deepEqual(body.data, { tokenizeCreditCard: null });
    assert.deepEqual(
      body.errors.map((e: Json) => [
        e.extensions.errorClass,
        e.extensions.legacyCode,
        e.extensions.inputPath.join('.'),
      ]),
      [
        ['VALIDATION', '81715', 'input.creditCard.number'],
        ['VALIDATION', '81706', 'input.creditCard.cvv'],
      ],
    );
    const adapted = tokenizationAdapter(body);
    assert.deepEqual(adapted.error, { message: 'Credit card is invalid' });
    assert.equal(firstCode(adapted), '81715');
  });

  it('maps verification failures to 81736 as hosted fields expect', async () => {
    await seed({ id: 'ada' });
    const authorizationFingerprint = await fingerprint({ customerId: 'ada', verifyCard: true });
    const request = tokenizationMutation({
      authorizationFingerprint,
      creditCard: card({ cvv: '200', options: { validate: true } }),
    });
    const { body } = await graphql(authorizationFingerprint, request);
    assert.equal(firstCode(tokenizationAdapter(body)), '81736');
  });
});

describe('saved payment methods', () => {
  const seeded = {
    id: 'grace',
    paymentMethods: [
      { type: 'CreditCard', number: '4111111111111111' },
      { type: 'PayPalAccount', email: 'grace@example.com', default: true },
      { type: 'CreditCard', number: '5555555555554444', hasSubscription: true },
    ],
  };

  it('lists a customer’s methods default first, each with a fresh nonce for the vaulted method', async () => {
    await seed(seeded);
    const authorizationFingerprint = await fingerprint({ customerId: 'grace' });
    const { status, body } = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint, defaultFirst: '1' },
    });
    assert.equal(status, 200);
    const methods = body.paymentMethods as Json[];
    assert.deepEqual(
      methods.map((m) => [m.type, m.default, m.hasSubscription, m.description]),
      [
        ['PayPalAccount', true, false, 'grace@example.com'],
        ['CreditCard', false, false, 'ending in 11'],
        ['CreditCard', false, true, 'ending in 44'],
      ],
    );
    assert.equal(methods[0]!.details.email, 'grace@example.com');
    assert.equal(methods[1]!.details.lastFour, '1111');
    assert.equal(methods[1]!.details.cardType, 'Visa');
    assert.ok(methods[1]!.binData);
    assert.equal(JSON.stringify(body).includes('4111111111111111'), false);
    const tokens = emulator.state.methodsOf('grace', true).map((m) => m.token);
    assert.deepEqual(
      methods.map((m) => emulator.state.nonces.get(m.nonce)?.vaultToken),
      tokens,
    );
    const again = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint, defaultFirst: '1' },
    });
    assert.notEqual(again.body.paymentMethods[0].nonce, methods[0]!.nonce);
  });

  it('lists in creation order without defaultFirst', async () => {
    await seed(seeded);
    const { body } = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint: await fingerprint({ customerId: 'grace' }), defaultFirst: '0' },
    });
    assert.deepEqual(
      (body.paymentMethods as Json[]).map((m) => m.type),
      ['CreditCard', 'PayPalAccount', 'CreditCard'],
    );
  });

  it('gives a guest client token an empty list and refuses a tokenization key', async () => {
    await seed(seeded);
    const guest = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint: await fingerprint(), defaultFirst: '1' },
    });
    assert.deepEqual(guest.body, { paymentMethods: [] });
    const key = await call('GET', `${V1}/payment_methods`, {
      query: { tokenizationKey: emulator.merchant.tokenizationKey },
    });
    assert.equal(key.status, 403);
  });

  it('suffers a fault armed for the vault listing', async () => {
    await seed(seeded);
    emulator.faults.add({ route: 'vaulted-payment-methods', status: 500 });
    const { status } = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint: await fingerprint({ customerId: 'grace' }) },
    });
    assert.equal(status, 500);
  });
});

describe('deleting a saved method from its nonce', () => {
  const DELETE =
    'mutation DeletePaymentMethodFromSingleUseToken($input: DeletePaymentMethodFromSingleUseTokenInput!) { deletePaymentMethodFromSingleUseToken(input: $input) { clientMutationId } }';

  function deletion(bearer: string, nonce: string): Promise<{ status: number; body: Json }> {
    return graphql(bearer, {
      query: DELETE,
      variables: { input: { singleUseTokenId: nonce } },
      operationName: 'DeletePaymentMethodFromSingleUseToken',
    });
  }

  async function listedNonces(customerId: string): Promise<string[]> {
    const { body } = await call('GET', `${V1}/payment_methods`, {
      query: { authorizationFingerprint: await fingerprint({ customerId }), defaultFirst: '1' },
    });
    return (body.paymentMethods as Json[]).map((m) => m.nonce as string);
  }

  it('deletes the customer’s method and makes the next one default', async () => {
    await seed({
      id: 'ada',
      paymentMethods: [
        { type: 'CreditCard', number: '4111111111111111' },
        { type: 'PayPalAccount', email: 'ada@example.com' },
      ],
    });
    const [first] = await listedNonces('ada');
    const { status, body } = await deletion(await fingerprint({ customerId: 'ada' }), first!);
    assert.equal(status, 200);
    assert.deepEqual(body.data, { deletePaymentMethodFromSingleUseToken: { clientMutationId: null } });
    const left = emulator.state.methodsOf('ada');
    assert.deepEqual(
      left.map((m) => [m.instrument.type, m.isDefault]),
      [['PayPalAccount', true]],
    );
  });

  it('answers NOT_FOUND for an unknown nonce, a used one, and another customer’s', async () => {
    await seed({ id: 'ada', paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }] });
    await seed({ id: 'bob', paymentMethods: [{ type: 'CreditCard', number: '5555555555554444' }] });
    const ada = await fingerprint({ customerId: 'ada' });
    const [bobs] = await listedNonces('bob');
    const [adas] = await listedNonces('ada');
    for (const nonce of ['tokencc_unknown', bobs!]) {
      const { body } = await deletion(ada, nonce);
      assert.equal(body.errors[0].extensions.errorClass, 'NOT_FOUND', nonce);
    }
    assert.equal(emulator.state.methodsOf('bob').length, 1);
    assert.equal((await deletion(ada, adas!)).body.errors, undefined);
    assert.equal((await deletion(ada, adas!)).body.errors[0].extensions.errorClass, 'NOT_FOUND');
  });

  it('answers AUTHORIZATION to guests', async () => {
    await seed({ id: 'ada', paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }] });
    const [nonce] = await listedNonces('ada');
    for (const bearer of [await fingerprint(), emulator.merchant.tokenizationKey]) {
      const { body } = await deletion(bearer, nonce!);
      assert.equal(body.errors[0].extensions.errorClass, 'AUTHORIZATION');
    }
    assert.equal(emulator.state.methodsOf('ada').length, 1);
  });
});

describe('analytics sinks', () => {
  it('records posts to the PayPal logger and to the configured analytics URL', async () => {
    const logger = await call('POST', '/xoplatform/logger/api/logger', {
      body: { events: [{ event: 'web.custom.client.load.succeeded' }] },
    });
    assert.equal(logger.status, 200);
    const config = (
      await call('GET', `${V1}/configuration`, { query: { tokenizationKey: emulator.merchant.tokenizationKey } })
    ).body;
    const dropin = await fetch(config.analytics.url as string, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ analytics: [{ kind: 'web.dropin.selected.card' }] }),
    });
    assert.equal(dropin.status, 200);
    assert.deepEqual(
      emulator.state.analytics.map((a) => a.body),
      [
        { events: [{ event: 'web.custom.client.load.succeeded' }] },
        { analytics: [{ kind: 'web.dropin.selected.card' }] },
      ],
    );
    assert.ok(emulator.state.analytics[0]!.url.endsWith('/xoplatform/logger/api/logger'));
  });
});
