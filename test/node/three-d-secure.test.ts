import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { CARDINAL_SONGBIRD_PATH } from '../../emulator/three-d-secure/configuration.js';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { paypalInstrument } from '../../emulator/paypal/instrument.js';

const MERCHANT = 'emulated_merchant';
const V1 = `/merchants/${MERCHANT}/client_api/v1`;
const EXPIRATION = `01/${new Date().getFullYear() + 3}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let emulator: Emulator;
let fingerprint: string;

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json; type: string }> {
  const response = await fetch(new URL(path, emulator.url), {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') && text ? (JSON.parse(text) as Json) : { text }, type };
}

async function tokenize(number: string): Promise<string> {
  // American Express cards carry a four-digit CVV; the gateway refuses three.
  const cvv = /^3[47]/.test(number) ? '1234' : '123';
  const { status, body } = await call('POST', `${V1}/payment_methods/credit_cards`, {
    authorizationFingerprint: fingerprint,
    creditCard: { number, expirationDate: EXPIRATION, cvv, billingAddress: { postalCode: '12345' } },
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body.creditCards[0].nonce as string;
}

function lookup(nonce: string, body: Json = {}): ReturnType<typeof call> {
  return call('POST', `${V1}/payment_methods/${nonce}/three_d_secure/lookup`, {
    authorizationFingerprint: fingerprint,
    amount: '10.00',
    additionalInfo: { acsWindowSize: '03' },
    bin: '400000',
    dfReferenceId: '0_emulated',
    ...body,
  });
}

function authenticate(nonce: string, jwt: unknown, extra: Json = {}): ReturnType<typeof call> {
  return call('POST', `${V1}/payment_methods/${nonce}/three_d_secure/authenticate_from_jwt`, {
    authorizationFingerprint: fingerprint,
    jwt,
    paymentMethodNonce: nonce,
    ...extra,
  });
}

/** The lookup's ACS URL as this (direct) client reaches it. */
function acsPath(acsUrl: string): string {
  const url = new URL(acsUrl);
  return url.pathname;
}

async function challengeAnswer(lookupBody: Json, action: 'submit' | 'cancel'): Promise<{ status: number; body: Json }> {
  return call('POST', acsPath(lookupBody.lookup.acsUrl as string), { pareq: lookupBody.lookup.pareq, action });
}

before(async () => {
  emulator = await createEmulator({ port: 0, browserAccess: 'direct' });
  fingerprint = JSON.parse(Buffer.from(emulator.clientToken(), 'base64').toString('utf8'))
    .authorizationFingerprint as string;
});

after(async () => {
  await emulator.close();
});

describe('3D Secure lookup', () => {
  const frictionless: Array<[string, string, boolean, boolean, string | null]> = [
    ['4000000000001000', 'authenticate_successful', true, true, '05'],
    ['4000000000001018', 'authenticate_frictionless_failed', false, true, '07'],
    ['4000000000001026', 'authenticate_attempt_successful', true, true, '06'],
    ['4000000000001034', 'authenticate_unable_to_authenticate', false, false, '07'],
    ['4111111111111111', 'lookup_not_enrolled', false, false, '07'],
  ];
  for (const [number, status, shifted, possible, eci] of frictionless) {
    it(`answers ${number} without a challenge: ${status}`, async () => {
      const nonce = await tokenize(number);
      const { status: http, body } = await lookup(nonce);
      assert.equal(http, 201, JSON.stringify(body));
      assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: shifted, liabilityShiftPossible: possible });
      assert.equal(body.lookup.acsUrl, null);
      assert.equal(body.lookup.threeDSecureVersion, '2.2.0');
      assert.match(body.lookup.transactionId as string, /^[A-Za-z0-9]{20}$/);
      const method = body.paymentMethod as Json;
      assert.notEqual(method.nonce, nonce);
      assert.equal(method.type, 'CreditCard');
      assert.equal(method.description, `ending in ${number.slice(-2)}`);
      assert.equal(method.details.lastFour, number.slice(-4));
      assert.ok(method.binData);
      assert.equal(method.threeDSecureInfo.status, status);
      assert.equal(method.threeDSecureInfo.liabilityShifted, shifted);
      assert.equal(method.threeDSecureInfo.liabilityShiftPossible, possible);
      assert.equal(method.threeDSecureInfo.enrolled, status === 'lookup_not_enrolled' ? 'N' : 'Y');
      assert.equal(method.threeDSecureInfo.eciFlag, eci);
      assert.equal(typeof method.threeDSecureInfo.cavv === 'string', shifted);

      // The tokenized nonce is used up; the new one is single-use and carries the outcome.
      assert.equal(emulator.state.nonces.get(nonce)?.consumed, true);
      const record = emulator.state.nonces.get(method.nonce as string);
      assert.equal(record?.consumed, false);
      assert.equal(record?.threeDSecureInfo?.status, status);
      assert.equal(record?.instrument.secret?.number, number);
    });
  }

  // Braintree's current 3D Secure testing page, one card per brand and outcome, and the other
  // brands of its earlier table: each answers its documented status at once, with no challenge.
  const perBrand: Array<[string, string, boolean, boolean]> = [
    ['4000000000002701', 'authenticate_successful', true, true],
    ['5200000000002235', 'authenticate_successful', true, true],
    ['340000000002708', 'authenticate_successful', true, true],
    ['6011000000002117', 'authenticate_successful', true, true],
    ['6505290000002000', 'authenticate_successful', true, true],
    ['4000000000002925', 'authenticate_frictionless_failed', false, true],
    ['5200000000002276', 'authenticate_frictionless_failed', false, true],
    ['340000000002096', 'authenticate_frictionless_failed', false, true],
    ['6011000000002364', 'authenticate_frictionless_failed', false, true],
    ['6277800000002457', 'authenticate_frictionless_failed', false, true],
    ['4000000000002719', 'authenticate_attempt_successful', true, true],
    ['5200000000002482', 'authenticate_attempt_successful', true, true],
    ['340000000002872', 'authenticate_attempt_successful', true, true],
    ['6011000000002646', 'authenticate_attempt_successful', true, true],
    ['6505290000002026', 'authenticate_attempt_successful', true, true],
    ['4000000000002313', 'authenticate_unable_to_authenticate', false, false],
    ['5200000000001005', 'authenticate_successful', true, true],
    ['340000000001007', 'authenticate_successful', true, true],
    ['6011000000001002', 'authenticate_successful', true, true],
    ['6277800000002390', 'authenticate_successful', true, true],
    ['5200000000001013', 'authenticate_frictionless_failed', false, true],
    ['340000000001015', 'authenticate_frictionless_failed', false, true],
    ['6011000000001010', 'authenticate_frictionless_failed', false, true],
    ['5200000000001021', 'authenticate_attempt_successful', true, true],
    ['340000000001023', 'authenticate_attempt_successful', true, true],
  ];
  for (const [number, status, shifted, possible] of perBrand) {
    it(`answers the per-brand test card ${number} without a challenge: ${status}`, async (t) => {
      if (/^(6505|6277)/.test(number)) {
        // The emulated merchant, like a US one, takes no Elo cards; a merchant that does is needed here.
        const accepted = [...emulator.state.merchant.supportedCardTypes];
        assert.equal(
          (await call('POST', '/__emulator/merchant', { supportedCardTypes: [...accepted, 'Elo'] })).status,
          200,
        );
        t.after(async () => {
          await call('POST', '/__emulator/merchant', { supportedCardTypes: accepted });
        });
      }
      const { status: http, body } = await lookup(await tokenize(number), { bin: number.slice(0, 6) });
      assert.equal(http, 201, JSON.stringify(body));
      assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: shifted, liabilityShiftPossible: possible });
      assert.equal(body.lookup.acsUrl, null);
      assert.equal(body.paymentMethod.threeDSecureInfo.status, status);
      assert.equal(body.paymentMethod.threeDSecureInfo.enrolled, 'Y');
    });
  }

  it('asks for a challenge for 4000000000001091 and 4000000000001109', async () => {
    for (const number of ['4000000000001091', '4000000000001109']) {
      const { status, body } = await lookup(await tokenize(number), { amount: 12.5 });
      assert.equal(status, 201);
      assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: false, liabilityShiftPossible: true });
      assert.equal(body.paymentMethod.threeDSecureInfo.status, 'challenge_required');
      assert.equal(body.paymentMethod.threeDSecureInfo.lookup.transStatus, 'C');
      // This client reaches the emulator directly, so the issuer is at the emulator's own origin.
      assert.equal(body.lookup.acsUrl, `${emulator.url}/web/emulator/cardinal/acs/${body.lookup.transactionId}`);
      const pareq = JSON.parse(Buffer.from(body.lookup.pareq as string, 'base64url').toString('utf8')) as Json;
      assert.deepEqual(
        {
          amount: pareq.amount,
          currency: pareq.currencyIsoCode,
          lastFour: pareq.cardLastFour,
          window: pareq.acsWindowSize,
        },
        { amount: '12.50', currency: 'USD', lastFour: number.slice(-4), window: '03' },
      );
    }
  });

  it('keeps the vault token of a saved card’s nonce', async () => {
    const record = emulator.state.createNonce(
      {
        type: 'CreditCard',
        description: 'ending in 00',
        details: { bin: '400000', lastFour: '1000' },
        secret: { number: '4000000000001000' },
      },
      { vaultToken: 'vaulted_token' },
    );
    const { status, body } = await lookup(record.nonce);
    assert.equal(status, 201);
    assert.equal(emulator.state.nonces.get(body.paymentMethod.nonce as string)?.vaultToken, 'vaulted_token');
  });

  it('refuses an unknown nonce (404), a used one (422), bad input (422) and non-cards (422)', async () => {
    assert.equal((await lookup('tokencc_unknown')).status, 404);

    const nonce = await tokenize('4000000000001000');
    assert.equal((await lookup(nonce)).status, 201);
    const reused = await lookup(nonce);
    assert.equal(reused.status, 422);
    assert.equal(reused.body.error.message, 'Cannot use a payment_method_nonce more than once.');

    for (const amount of [undefined, '', 'ten', '-1', '0', '1.234']) {
      const { status, body } = await lookup(await tokenize('4000000000001000'), { amount });
      assert.equal(status, 422, `amount ${String(amount)}: ${JSON.stringify(body)}`);
      assert.equal(body.fieldErrors[0].field, 'amount');
    }
    const window = await lookup(await tokenize('4000000000001000'), { additionalInfo: { acsWindowSize: '09' } });
    assert.equal(window.status, 422);

    const paypal = emulator.state.createNonce(paypalInstrument('payer@example.com'));
    assert.equal((await lookup(paypal.nonce)).status, 422);
  });

  it('refuses a bad authorization (401), a tokenization key (403) and a merchant without 3DS (422)', async () => {
    const nonce = await tokenize('4000000000001000');
    assert.equal(
      (await lookup(nonce, { authorizationFingerprint: 'forged|merchant_id=emulated_merchant' })).status,
      401,
    );
    const noAuth = await call('POST', `${V1}/payment_methods/${nonce}/three_d_secure/lookup`, { amount: '1.00' });
    assert.equal(noAuth.status, 401);
    assert.equal(
      (
        await call('POST', `/merchants/other/client_api/v1/payment_methods/${nonce}/three_d_secure/lookup`, {
          authorizationFingerprint: fingerprint,
          amount: '1.00',
        })
      ).status,
      401,
    );
    const key = await call('POST', `${V1}/payment_methods/${nonce}/three_d_secure/lookup`, {
      tokenizationKey: emulator.merchant.tokenizationKey,
      amount: '1.00',
    });
    assert.equal(key.status, 403);

    emulator.state.configureMerchant({ threeDSecureEnabled: false });
    try {
      assert.equal((await lookup(nonce)).status, 422);
    } finally {
      emulator.state.configureMerchant({ threeDSecureEnabled: true });
    }
    // None of the refusals used the nonce up.
    assert.equal((await lookup(nonce)).status, 201);
  });

  it('obeys faults armed through the control API', async () => {
    const nonce = await tokenize('4000000000001000');
    await call('POST', '/__emulator/faults', { route: 'three_d_secure/lookup', status: 500 });
    assert.equal((await lookup(nonce)).status, 500);
    assert.equal((await lookup(nonce)).status, 201);
  });
});

describe('3D Secure challenge and authenticate_from_jwt', () => {
  it('Submit at the issuer, then authenticate_from_jwt: 4000000000001091 shifts liability', async () => {
    const { body: looked } = await lookup(await tokenize('4000000000001091'));
    const lookupNonce = looked.paymentMethod.nonce as string;
    const acs = await challengeAnswer(looked, 'submit');
    assert.equal(acs.status, 200, JSON.stringify(acs.body));
    assert.deepEqual(
      { validated: acs.body.data.Validated, action: acs.body.data.ActionCode, error: acs.body.data.ErrorNumber },
      { validated: true, action: 'SUCCESS', error: 0 },
    );
    assert.equal(acs.body.data.Payment.ProcessorTransactionId, looked.lookup.transactionId);
    assert.equal(acs.body.data.Payment.ExtendedData.ChallengeCancel, undefined);
    assert.equal(acs.body.jwt.split('.').length, 3);

    const { status, body } = await authenticate(lookupNonce, acs.body.jwt);
    assert.equal(status, 201, JSON.stringify(body));
    assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: true, liabilityShiftPossible: true });
    const info = body.paymentMethod.threeDSecureInfo as Json;
    assert.equal(info.status, 'authenticate_successful');
    assert.equal(info.cavv, acs.body.data.Payment.ExtendedData.CAVV);
    assert.deepEqual(info.authentication, { transStatus: 'Y', transStatusReason: null });
    assert.equal(info.dsTransactionId, looked.paymentMethod.threeDSecureInfo.dsTransactionId);
    assert.notEqual(body.paymentMethod.nonce, lookupNonce);
    assert.equal(body.lookup.transactionId, looked.lookup.transactionId);
    assert.equal(emulator.state.nonces.get(lookupNonce)?.consumed, true);
    assert.equal(
      emulator.state.nonces.get(body.paymentMethod.nonce as string)?.threeDSecureInfo?.status,
      'authenticate_successful',
    );

    // The JWT is good once.
    assert.equal((await authenticate(body.paymentMethod.nonce as string, acs.body.jwt)).status, 422);
  });

  it('4000000000001109 fails the challenge: no liability shift, though possible', async () => {
    const { body: looked } = await lookup(await tokenize('4000000000001109'));
    const acs = await challengeAnswer(looked, 'submit');
    assert.equal(acs.body.data.ActionCode, 'FAILURE');
    const { body } = await authenticate(looked.paymentMethod.nonce as string, acs.body.jwt);
    assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: false, liabilityShiftPossible: true });
    assert.equal(body.paymentMethod.threeDSecureInfo.status, 'authenticate_failed');
  });

  it('Cancel at the issuer reports ChallengeCancel 01 and authenticates as failed', async () => {
    const { body: looked } = await lookup(await tokenize('4000000000001091'));
    const acs = await challengeAnswer(looked, 'cancel');
    assert.equal(acs.body.data.ActionCode, 'FAILURE');
    assert.equal(acs.body.data.Payment.ExtendedData.ChallengeCancel, '01');
    const { body } = await authenticate(looked.paymentMethod.nonce as string, acs.body.jwt);
    assert.deepEqual(body.threeDSecureInfo, { liabilityShifted: false, liabilityShiftPossible: true });
    assert.equal(body.paymentMethod.threeDSecureInfo.status, 'authenticate_failed');
  });

  it('the issuer answers only the pareq it issued, and only once', async () => {
    const { body: looked } = await lookup(await tokenize('4000000000001091'));
    const path = acsPath(looked.lookup.acsUrl as string);
    assert.equal((await call('POST', path, { pareq: 'forged', action: 'submit' })).status, 404);
    assert.equal((await call('POST', path, { pareq: looked.lookup.pareq, action: 'approve' })).status, 422);
    assert.equal((await call('POST', path, { pareq: looked.lookup.pareq, action: 'submit' })).status, 200);
    assert.equal((await call('POST', path, { pareq: looked.lookup.pareq, action: 'cancel' })).status, 409);
    assert.equal(
      (await call('POST', '/web/emulator/cardinal/acs/unknown', { pareq: 'x', action: 'submit' })).status,
      404,
    );
  });

  it('refuses tampered, foreign and missing JWTs, and unknown nonces', async () => {
    const { body: first } = await lookup(await tokenize('4000000000001091'));
    const { body: second } = await lookup(await tokenize('4000000000001091'));
    const jwt = (await challengeAnswer(first, 'submit')).body.jwt as string;
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json;
    claims.Payload.ActionCode = 'SUCCESS';
    claims.exp += 1;
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    const firstNonce = first.paymentMethod.nonce as string;
    assert.equal((await authenticate(firstNonce, forged)).status, 422);
    assert.equal((await authenticate(firstNonce, unsigned)).status, 422);
    assert.equal((await authenticate(firstNonce, undefined)).status, 422);
    assert.equal((await authenticate(firstNonce, jwt, { paymentMethodNonce: 'tokencc_other' })).status, 422);
    // A JWT for one lookup does not upgrade another lookup's nonce.
    assert.equal((await authenticate(second.paymentMethod.nonce as string, jwt)).status, 422);
    assert.equal((await authenticate('tokencc_unknown', jwt)).status, 404);
    assert.equal((await authenticate(firstNonce, jwt, { authorizationFingerprint: 'forged' })).status, 401);
    // None of that used the lookup's nonce up.
    assert.equal((await authenticate(firstNonce, jwt)).status, 201);
  });
});

describe('the Songbird stand-in', () => {
  interface FakeCardinal {
    emulated: true;
    configure(options: unknown): void;
    setup(type: string, data?: { jwt?: unknown }): void;
    on(event: string, handler: (...args: unknown[]) => void): void;
    off(event: string): void;
    trigger(event: string, ...args: unknown[]): Promise<unknown>;
    continue(brand: string, continueObject?: unknown, orderObject?: unknown): void;
  }

  /** Objects made inside the script's context have that context's prototypes: compare plain copies. */
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  async function loadSongbird(): Promise<FakeCardinal> {
    const { body: config } = await call(
      'GET',
      `${V1}/configuration?authorizationFingerprint=${encodeURIComponent(fingerprint)}&configVersion=3`,
    );
    const url = new URL(config.threeDSecure.cardinalSongbirdUrl as string);
    assert.equal(url.pathname, CARDINAL_SONGBIRD_PATH);
    const response = await fetch(new URL(url.pathname, emulator.url));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    const script = await response.text();
    // The script only touches these globals until a challenge is shown.
    const sandbox: Record<string, unknown> = {
      setTimeout,
      crypto: globalThis.crypto,
      atob,
      location: { href: 'https://merchant.example/' },
    };
    sandbox.window = sandbox;
    runInNewContext(script, sandbox);
    return sandbox.Cardinal as FakeCardinal;
  }

  it('is served at the configured URL and plays Cardinal’s setup for braintree-web', async () => {
    const cardinal = await loadSongbird();
    assert.equal(cardinal.emulated, true);
    const { body: config } = await call(
      'GET',
      `${V1}/configuration?authorizationFingerprint=${encodeURIComponent(fingerprint)}&configVersion=3`,
    );

    const setupComplete = new Promise<Json>((resolve) =>
      cardinal.on('payments.setupComplete', (data) => resolve(data as Json)),
    );
    cardinal.configure({ payment: {} });
    cardinal.setup('init', { jwt: config.threeDSecure.cardinalAuthenticationJWT });
    const data = await setupComplete;
    assert.match(data.sessionId as string, /^0_[0-9a-f]{32}$/);
    assert.deepEqual(plain(await cardinal.trigger('bin.process', '400000')), { Status: true });
    assert.deepEqual(plain(await cardinal.trigger('bin.process', 'x')), { Status: false });

    // Without a merchant JWT, Songbird reports Cardinal's error 10008 through payments.validated.
    const validated = new Promise<Json>((resolve) => cardinal.on('payments.validated', (d) => resolve(d as Json)));
    cardinal.setup('init', {});
    assert.deepEqual(plain(await validated), {
      Validated: false,
      ActionCode: 'ERROR',
      ErrorNumber: 10008,
      ErrorDescription: 'Songbird was set up without a merchant JWT.',
    });

    // continue without an ACS URL is a configuration error (10006), not a dialog.
    cardinal.off('payments.validated');
    const refused = new Promise<Json>((resolve) => cardinal.on('payments.validated', (d) => resolve(d as Json)));
    cardinal.continue('cca', { Payload: 'x' }, { OrderDetails: { TransactionId: 't' } });
    assert.equal((await refused).ErrorNumber, 10006);
  });
});
