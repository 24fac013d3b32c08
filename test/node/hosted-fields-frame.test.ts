import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { CardForm, splitExpirationDate, type FormEvent } from '../../emulator/hosted-fields/frame/card-form.js';
import type { ClientConfiguration, MerchantConfiguration } from '../../emulator/hosted-fields/frame/protocol.js';
import { merchantRules } from '../../emulator/hosted-fields/frame/styles.js';
import {
  buildTokenizeRequest,
  isAllowedEndpoint,
  readTokenizeResponse,
  tokenizeError,
} from '../../emulator/hosted-fields/frame/tokenize.js';

// braintree-web's own GraphQL generator and adapter: our frame must send and read what the library does.
const require = createRequire(import.meta.url);
type Generator = (data: Record<string, unknown>) => { query: string; variables: Record<string, unknown> };
type Adapter = (body: unknown) => { creditCards: Array<Record<string, unknown>> };
const tokenizationMutation =
  require('braintree-web/client/request/graphql/generators/credit-card-tokenization.js') as Generator;
const tokenizationAdapter =
  require('braintree-web/client/request/graphql/adapters/credit-card-tokenization.js') as Adapter;

const FUTURE_YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

function form(fields: MerchantConfiguration['fields'], extra: Partial<MerchantConfiguration> = {}): CardForm {
  return new CardForm({ fields, ...extra });
}

function inputEvents(events: FormEvent[]): string[] {
  return events.map((e) =>
    e.kind === 'input' ? `${e.field}:${e.type}` : e.kind === 'binAvailable' ? `bin:${e.bin}` : e.kind,
  );
}

describe('hosted-fields frame: card form', () => {
  const validity: Array<[string, Record<string, object>, string, string, boolean, boolean]> = [
    ['empty number', { number: {} }, 'number', '', false, true],
    ['Visa', { number: {} }, 'number', '4111 1111 1111 1111', true, true],
    [
      'Visa with a bad check digit (could grow to 19 digits)',
      { number: {} },
      'number',
      '4111111111111112',
      false,
      true,
    ],
    ['Amex with a bad check digit', { number: {} }, 'number', '378282246310006', false, false],
    ['unknown prefix', { number: {} }, 'number', '0000', false, false],
    ['CVV with no number field: 3 digits', { cvv: {} }, 'cvv', '123', true, true],
    ['CVV with no number field: 4 digits', { cvv: {} }, 'cvv', '1234', true, true],
    ['CVV letters', { cvv: {} }, 'cvv', '12a', false, false],
    ['MM/YY', { expirationDate: {} }, 'expirationDate', `12${FUTURE_YY}`, true, true],
    ['one-digit month padded', { expirationDate: {} }, 'expirationDate', `3${FUTURE_YY}`, true, true],
    ['past year (4 digits)', { expirationDate: {} }, 'expirationDate', '012020', false, false],
    ['month 13', { expirationDate: {} }, 'expirationDate', '13', false, false],
    [
      'year beyond 19 years',
      { expirationDate: {} },
      'expirationDate',
      `12${new Date().getFullYear() + 20}`,
      false,
      false,
    ],
    ['postal code', { postalCode: {} }, 'postalCode', '12345', true, true],
    ['postal code under minlength', { postalCode: { minlength: 5 } }, 'postalCode', '1234', false, true],
    ['cardholder name', { cardholderName: {} }, 'cardholderName', 'Ada Lovelace', true, true],
    [
      'cardholder name that is a card number',
      { cardholderName: {} },
      'cardholderName',
      '4111111111111111',
      false,
      true,
    ],
  ];
  for (const [name, fields, field, value, isValid, isPotentiallyValid] of validity) {
    it(`validates ${name}`, () => {
      const f = form(fields);
      f.setValue(field as never, value);
      assert.deepEqual(
        { isValid: f.state(field as never).isValid, isPotentiallyValid: f.state(field as never).isPotentiallyValid },
        { isValid, isPotentiallyValid },
      );
    });
  }

  it('wants 4 CVV digits once the number is American Express, 3 for Visa', () => {
    const f = form({ number: {}, cvv: {} });
    f.setValue('cvv', '123');
    assert.equal(f.state('cvv').isValid, true, 'brand unknown: 3 or 4 digits');
    assert.deepEqual(inputEvents(f.setValue('number', '3782')), [
      'number:notEmpty',
      'number:cardTypeChange',
      'cvv:validityChange',
    ]);
    assert.deepEqual(f.state('cvv'), { isEmpty: false, isValid: false, isPotentiallyValid: true, isFocused: false });
    assert.equal(f.cvvMaxLength(), 4);
    f.setValue('cvv', '1234');
    assert.equal(f.state('cvv').isValid, true);
    f.setValue('number', '4111');
    assert.deepEqual([f.state('cvv').isValid, f.state('cvv').isPotentiallyValid], [false, false]);
    assert.equal(f.cvvMaxLength(), 3);
  });

  it('reports changes in braintree-web’s order, with the BIN once', () => {
    const f = form({ number: {}, cvv: {} });
    assert.deepEqual(inputEvents(f.setValue('number', '4')), [
      'entryBegun',
      'number:notEmpty',
      'number:cardTypeChange',
    ]);
    f.setValue('number', '4111');
    assert.deepEqual(inputEvents(f.setValue('number', '41111')), []);
    assert.deepEqual(inputEvents(f.setValue('number', '411111')), ['bin:411111']);
    assert.deepEqual(inputEvents(f.setValue('number', '4111111')), []);
    assert.deepEqual(inputEvents(f.setValue('number', '4111111111111111')), ['number:validityChange']);
    assert.deepEqual(inputEvents(f.setValue('number', '')), [
      'number:empty',
      'number:validityChange',
      'number:cardTypeChange',
    ]);
  });

  it('sends 8-digit BINs when asked', () => {
    const f = form({ number: {} }, { binVerificationLength: 8 });
    assert.deepEqual(inputEvents(f.setValue('number', '411111')), [
      'entryBegun',
      'number:notEmpty',
      'number:cardTypeChange',
    ]);
    assert.deepEqual(inputEvents(f.setValue('number', '41111111')), ['bin:41111111']);
  });

  it('moves focus: the old field blurs before the new one focuses', () => {
    const f = form({ number: {}, cvv: {} });
    assert.deepEqual(inputEvents(f.setFocused('number', true)), ['number:focus']);
    assert.deepEqual(inputEvents(f.setFocused('cvv', true)), ['number:blur', 'cvv:focus']);
    assert.deepEqual(inputEvents(f.setFocused('number', false)), []);
  });

  it('carries the whole form in each INPUT_EVENT', () => {
    const f = form({ number: {}, cvv: {} });
    f.setValue('number', '4111111111111111');
    const event = f.inputEvent('number', 'validityChange');
    assert.equal(event.type, 'validityChange');
    assert.equal(event.merchantPayload.emittedBy, 'number');
    assert.deepEqual(event.merchantPayload.cards, [
      { niceType: 'Visa', type: 'visa', code: { name: 'CVV', size: 3 }, supported: true },
    ]);
    assert.deepEqual(Object.keys(event.merchantPayload.fields), ['number', 'cvv']);
    f.setValue('number', '5555555555554444');
    assert.equal(f.inputEvent('number', 'cardTypeChange').merchantPayload.cards[0]!.type, 'master-card');
  });

  it('fills prefills and the current month and year of selects without placeholders', () => {
    const now = new Date(2031, 4, 15);
    const f = new CardForm(
      {
        fields: {
          number: { prefill: '4111 1111 1111 1111' },
          expirationMonth: { select: true },
          expirationYear: { select: true },
          cvv: { select: true },
        },
      },
      () => now,
    );
    const events = inputEvents(f.fillInitialValues());
    assert.ok(!events.includes('entryBegun'));
    assert.ok(events.includes('number:notEmpty') && events.includes('expirationYear:validityChange'));
    assert.equal(f.value('number'), '4111111111111111');
    assert.equal(f.value('expirationMonth'), '05');
    assert.equal(f.value('expirationYear'), '2031');
    assert.equal(f.value('cvv'), '');
    assert.deepEqual(f.cardData(f.keys), { number: '4111111111111111', expirationMonth: '05', expirationYear: '2031' });
  });

  it('rejects brands turned off by supportedCardBrands, and marks unsupported gateway brands', () => {
    const strict = form({ number: { supportedCardBrands: { visa: false, 'diners-club': true } } });
    strict.setValue('number', '4111111111111111');
    assert.equal(strict.state('number').isValid, true, 'before the gateway configuration arrives');
    strict.setSupportedCardTypes(['Visa', 'MasterCard']);
    assert.deepEqual([strict.state('number').isValid, strict.state('number').isPotentiallyValid], [false, false]);
    assert.equal(strict.cardSummaries()[0]!.supported, false);

    const lenient = form({ number: {} });
    lenient.setSupportedCardTypes(['MasterCard']);
    lenient.setValue('number', '4111111111111111');
    assert.equal(lenient.state('number').isValid, true, 'only marked, as braintree-web does without the option');
    assert.equal(lenient.cardSummaries()[0]!.supported, false);
  });

  it('checks only fieldsToTokenize and splits the expiration into month and four-digit year', () => {
    const f = form({ number: {}, cvv: {}, expirationDate: {} });
    assert.equal(f.isEmpty(f.keys), true);
    f.setValue('number', '4111111111111111');
    f.setValue('expirationDate', `3${FUTURE_YY}`);
    assert.deepEqual(f.invalidKeys(f.keysToTokenize(undefined)), ['cvv']);
    const keys = f.keysToTokenize(['number', 'expirationDate', 'postalCode']);
    assert.deepEqual(keys, ['number', 'expirationDate']);
    assert.deepEqual(f.invalidKeys(keys), []);
    assert.deepEqual(f.cardData(keys), {
      number: '4111111111111111',
      expirationMonth: '03',
      expirationYear: `20${FUTURE_YY}`,
    });
  });

  it('splits typed expiration dates', () => {
    assert.deepEqual(splitExpirationDate('12 / 2030'), { month: '12', year: '2030' });
    assert.deepEqual(splitExpirationDate('330'), { month: '03', year: '30' });
    assert.deepEqual(splitExpirationDate(''), { month: '', year: '' });
  });

  it('formats the number by brand', () => {
    const f = form({ number: { maxCardLength: 16 } });
    assert.deepEqual(f.numberFormat(), { gaps: [4, 8, 12], length: 16 });
    f.setValue('number', '37');
    assert.deepEqual(f.numberFormat(), { gaps: [4, 10], length: 15 });
  });
});

describe('hosted-fields frame: tokenization requests and answers', () => {
  const card = {
    number: '4111111111111111',
    expirationMonth: '12',
    expirationYear: '2030',
    cvv: '123',
    postalCode: '12345',
  };
  const graphQLClient: ClientConfiguration = {
    authorization: 'token',
    authorizationType: 'CLIENT_TOKEN',
    authorizationFingerprint: 'fingerprint|customer_id=1',
    analyticsMetadata: { sessionId: 's1', integration: 'custom' },
    gatewayConfiguration: {
      clientApiUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api',
      graphQL: { url: 'https://payments.sandbox.braintree-api.com/graphql', features: ['tokenize_credit_cards'] },
    },
  };

  it('sends GraphQL TokenizeCreditCard as braintree-web’s generator does', () => {
    const request = buildTokenizeRequest(graphQLClient, card, { vault: true, cardholderName: 'Ada' });
    assert.ok(typeof request !== 'string');
    assert.equal(request.transport, 'graphql');
    assert.equal(request.url, 'https://payments.sandbox.braintree-api.com/graphql');
    assert.equal(request.headers.Authorization, 'Bearer fingerprint|customer_id=1');
    assert.equal(request.headers['Braintree-Version'], '2018-05-10');
    const theirs = tokenizationMutation({
      creditCard: {
        number: card.number,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        cvv: card.cvv,
        cardholderName: 'Ada',
        billingAddress: { postalCode: card.postalCode },
        options: { validate: true },
      },
      authorizationFingerprint: 'fingerprint|customer_id=1',
    });
    assert.deepEqual(request.body.variables, theirs.variables);
    assert.equal(request.body.operationName, 'TokenizeCreditCard');
  });

  it('sends REST payment_methods/credit_cards when GraphQL tokenization is not offered', () => {
    const client: ClientConfiguration = {
      authorization: 'sandbox_key_m',
      authorizationType: 'TOKENIZATION_KEY',
      gatewayConfiguration: {
        clientApiUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api',
        graphQL: { url: 'x', features: [] },
      },
    };
    const request = buildTokenizeRequest(client, card, {});
    assert.ok(typeof request !== 'string');
    assert.equal(request.transport, 'rest');
    assert.equal(
      request.url,
      'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api/v1/payment_methods/credit_cards',
    );
    assert.equal(request.body.tokenizationKey, 'sandbox_key_m');
    assert.deepEqual(request.body.creditCard, {
      number: card.number,
      expirationMonth: '12',
      expirationYear: '2030',
      cvv: '123',
      billingAddress: { postalCode: '12345' },
      options: { validate: false },
    });
  });

  it('reads a GraphQL answer as braintree-web’s adapter does', () => {
    const body = {
      data: {
        tokenizeCreditCard: {
          token: 'tokencc_1',
          creditCard: {
            bin: '411111',
            brandCode: 'VISA',
            last4: '1111',
            cardholderName: null,
            expirationMonth: '12',
            expirationYear: '2030',
            binData: { prepaid: 'NO', debit: 'YES', issuingBank: 'Bank', countryOfIssuance: 'USA', productId: null },
          },
        },
      },
    };
    const ours = readTokenizeResponse('graphql', 200, JSON.parse(JSON.stringify(body)));
    assert.ok('payload' in ours);
    const theirs = tokenizationAdapter(JSON.parse(JSON.stringify(body))).creditCards[0]!;
    assert.equal(ours.payload.nonce, theirs.nonce);
    assert.equal(ours.payload.description, theirs.description);
    assert.deepEqual(ours.payload.details, theirs.details);
    assert.deepEqual(ours.payload.binData, theirs.binData);
  });

  const errors: Array<[string, 'graphql' | 'rest', number, unknown, string]> = [
    ['no answer', 'graphql', 0, undefined, 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR'],
    ['HTTP 500', 'rest', 500, { error: { message: 'x' } }, 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR'],
    ['HTTP 403', 'rest', 403, {}, 'CLIENT_AUTHORIZATION_INSUFFICIENT'],
    [
      'REST 81724',
      'rest',
      422,
      { fieldErrors: [{ field: 'creditCard', fieldErrors: [{ field: 'number', code: '81724' }] }] },
      'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE',
    ],
    [
      'REST 81736 on the billing address',
      'rest',
      422,
      { fieldErrors: [{ field: 'creditCard', fieldErrors: [{ field: 'billingAddress', code: '81736' }] }] },
      'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
    ],
    [
      'REST other refusal',
      'rest',
      422,
      { error: { message: 'Credit card verification failed' }, fieldErrors: [] },
      'HOSTED_FIELDS_FAILED_TOKENIZATION',
    ],
    [
      'GraphQL VALIDATION 81736',
      'graphql',
      200,
      { errors: [{ message: 'CVV', extensions: { errorClass: 'VALIDATION', legacyCode: '81736' } }] },
      'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
    ],
    [
      'GraphQL VALIDATION without a special code',
      'graphql',
      200,
      { errors: [{ message: 'bad', extensions: { errorClass: 'VALIDATION', legacyCode: '81715' } }] },
      'HOSTED_FIELDS_FAILED_TOKENIZATION',
    ],
    [
      'GraphQL INTERNAL',
      'graphql',
      200,
      { errors: [{ message: 'boom', extensions: { errorClass: 'INTERNAL' } }] },
      'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
    ],
    [
      'GraphQL AUTHORIZATION',
      'graphql',
      200,
      { errors: [{ message: 'no', extensions: { errorClass: 'AUTHORIZATION' } }] },
      'CLIENT_AUTHORIZATION_INSUFFICIENT',
    ],
  ];
  for (const [name, transport, status, body, code] of errors) {
    it(`maps ${name} to ${code}`, () => {
      const result = readTokenizeResponse(transport, status, body);
      assert.ok('error' in result);
      assert.equal(result.error.code, code);
      assert.equal(result.error.name, 'BraintreeError');
    });
  }

  it('keeps the gateway’s answer as details.originalError', () => {
    const error = tokenizeError(422, { error: { message: 'Credit card verification failed' } });
    const original = error.details?.originalError as { details: { httpStatus: number; originalError: unknown } };
    assert.equal(original.details.httpStatus, 422);
    assert.deepEqual(original.details.originalError, { error: { message: 'Credit card verification failed' } });
  });

  const endpoints: Array<[string, string, boolean]> = [
    ['https://payments.sandbox.braintree-api.com/graphql', 'https://assets.braintreegateway.com', true],
    [
      'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api/v1/x',
      'https://assets.braintreegateway.com',
      true,
    ],
    ['http://localhost:4010/graphql', 'http://localhost:4010', true],
    ['http://localhost:4011/graphql', 'http://localhost:4010', false],
    ['http://payments.braintree-api.com/graphql', 'https://assets.braintreegateway.com', false],
    ['https://braintree-api.com.evil.example/graphql', 'https://assets.braintreegateway.com', false],
    ['not a url', 'https://assets.braintreegateway.com', false],
  ];
  for (const [url, frameOrigin, allowed] of endpoints) {
    it(`${allowed ? 'sends' : 'never sends'} card data to ${url} from ${frameOrigin}`, () => {
      assert.equal(isAllowedEndpoint(url, frameOrigin), allowed);
    });
  }
});

describe('hosted-fields frame: merchant styles', () => {
  it('keeps allowed properties and safe values only', () => {
    assert.deepEqual(
      merchantRules({
        input: { 'font-size': '16px', fontFamily: 'monospace', background: 'red', position: 'fixed' },
        '.invalid': { color: 'red; background-image: url(https://evil.example/)' },
        ':focus': { color: 'url(https://evil.example/)' },
        'input}body{': { color: 'red' },
        '@media screen and (max-width: 700px)': { input: { 'font-size': '14px' } },
        '@import url(x)': { input: { color: 'red' } },
        '.valid': 'green',
      }),
      [
        'input { font-size: 16px; font-family: monospace; }',
        '@media screen and (max-width: 700px) { input { font-size: 14px; } }',
      ],
    );
  });
});

describe('hosted-fields frame: the pages the emulator serves', () => {
  let emulator: Emulator;
  before(async () => {
    emulator = await createEmulator();
  });
  after(async () => {
    await emulator.close();
  });

  it('serves the frame page for any version, with no inline script', async () => {
    for (const path of [
      '/web/3.144.0/html/hosted-fields-frame.min.html',
      '/web/3.97.1/html/hosted-fields-frame.html',
    ]) {
      const response = await fetch(`${emulator.url}${path}`);
      assert.equal(response.status, 200);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'/);
      assert.doesNotMatch(csp, /unsafe-inline/);
      const html = await response.text();
      const version = path.split('/')[2];
      assert.match(
        html,
        new RegExp(`<script src="/web/${version!.replace(/\./g, '\\.')}/js/hosted-fields-frame\\.js" defer></script>`),
      );
      assert.doesNotMatch(html, /<script>/);
    }
  });

  it('refuses a version that is not one', async () => {
    const response = await fetch(`${emulator.url}/web/%3Cscript%3E/html/hosted-fields-frame.html`);
    assert.equal(response.status, 404);
  });

  it('builds the frame script once for concurrent first requests', async () => {
    const url = `${emulator.url}/web/3.144.0/js/hosted-fields-frame.js`;
    const responses = await Promise.all([fetch(url), fetch(url), fetch(url)]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    for (const response of responses) {
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /javascript/);
    }
    assert.equal(new Set(bodies).size, 1);
    assert.ok(bodies[0]!.startsWith('(function'), 'an IIFE');
    assert.ok(bodies[0]!.length > 10_000 && !bodies[0]!.includes('\n  '), 'minified');
  });

  it('serves the frame script compressed and cacheable, as the CDN does', async () => {
    const url = `${emulator.url}/web/3.144.0/js/hosted-fields-frame.min.js`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    const script = await plain.text();
    for (const [accepts, encoding] of [
      // Chromium's header: brotli whenever the browser takes it, though it lists gzip first.
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accepts } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-encoding'), encoding, accepts);
      assert.match(response.headers.get('vary') ?? '', /accept-encoding/i, 'caches keep each coding apart');
      assert.match(response.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
      assert.ok(response.headers.get('etag'), 'an ETag to revalidate with');
      // fetch undoes the encoding: the same script arrives.
      assert.equal(await response.text(), script);
    }
    const cache = plain.headers.get('cache-control') ?? '';
    assert.ok(Number(/max-age=(\d+)/.exec(cache)?.[1]) >= 3600, `kept at least an hour (${cache})`);
    const etag = plain.headers.get('etag') ?? '';
    // As a browser revalidates (fetch would add `Cache-Control: no-cache`, which asks for the body).
    const again = await fetch(url, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    assert.equal(again.status, 304, 'a browser revalidating an unchanged script gets no body');
    const compressed = await fetch(url, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0', 'accept-encoding': 'br' },
    });
    assert.equal(compressed.status, 304, 'whichever coding it was sent in');
  });
});
