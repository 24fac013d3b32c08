import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';

// What the server SDKs' own test helpers send to the client API: the `.json` path, snake_case keys.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let emulator: Emulator;

async function fingerprint(): Promise<string> {
  const response = await fetch(`${emulator.url}/__emulator/client-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { clientToken } = (await response.json()) as { clientToken: string };
  return (JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as Json).authorizationFingerprint as string;
}

async function tokenize(path: string, body: Json): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${emulator.url}/merchants/${emulator.merchant.merchantId}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('client API as the server SDKs call it', () => {
  before(async () => {
    emulator = await createEmulator({ merchant: { challenges: [] } });
  });
  after(() => emulator.close());

  it('tokenizes a card posted to credit_cards.json with a snake_case authorization_fingerprint', async () => {
    const { status, body } = await tokenize('/client_api/v1/payment_methods/credit_cards.json', {
      authorization_fingerprint: await fingerprint(),
      credit_card: { number: '4111111111111111', expiration_date: '05/2030' },
    });
    assert.equal(status, 201, JSON.stringify(body));
    assert.match(body.creditCards[0].nonce as string, /^tokencc_/);
    assert.equal(body.creditCards[0].details.lastFour, '1111');
  });

  it('tokenizes an expired card, as the gateway does', async () => {
    const { status, body } = await tokenize('/client_api/v1/payment_methods/credit_cards', {
      authorizationFingerprint: await fingerprint(),
      creditCard: { number: '5105105105105100', expirationDate: '05/2012' },
    });
    assert.equal(status, 201, JSON.stringify(body));
    assert.equal(body.creditCards[0].details.expirationYear, '2012');
  });

  it('still refuses a wrong fingerprint with 401', async () => {
    const { status } = await tokenize('/client_api/v1/payment_methods/credit_cards.json', {
      authorization_fingerprint: 'not-a-fingerprint',
      credit_card: { number: '4111111111111111', expiration_date: '05/2030' },
    });
    assert.equal(status, 401);
  });
});
