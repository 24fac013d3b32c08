import type { Emulator } from '../../../emulator/index.js';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

/** Calls for the wallet tests: plain HTTP to one emulator, as the browser's scripts make them. */
export function walletCalls(emulator: () => Emulator) {
  const merchantId = (): string => emulator().merchant.merchantId;

  async function call(method: string, path: string, body?: unknown, headers: Json = {}): Promise<Answer> {
    const response = await fetch(new URL(path, emulator().url), {
      method,
      headers: { 'content-type': 'application/json', ...headers },
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

  /** A guest client token's authorization fingerprint, as braintree-web sends it. */
  function fingerprint(): string {
    const token = emulator().clientToken({ access: 'direct' });
    return (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { authorizationFingerprint: string })
      .authorizationFingerprint;
  }

  /** A client API REST call with braintree-web's body metadata. */
  function clientCall(path: string, data: Json): Promise<Answer> {
    return call('POST', `/merchants/${merchantId()}/client_api/v1/${path}`, {
      ...data,
      authorizationFingerprint: fingerprint(),
      braintreeLibraryVersion: 'braintree/web/3.144.0',
      _meta: { source: 'client' },
    });
  }

  /** A GraphQL call with a client token, as braintree-web's client sends it. */
  function graphQL(query: string, variables: Json): Promise<Answer> {
    return call(
      'POST',
      '/graphql',
      { query, variables, clientSdkMetadata: { source: 'client', integration: 'custom' } },
      { authorization: `Bearer ${fingerprint()}`, 'braintree-version': '2018-05-10' },
    );
  }

  function nextOutcome(wallet: string, outcome: string): Promise<Answer> {
    return call('POST', `/__emulator/wallets/${wallet}/next`, { outcome });
  }

  function merchant(settings: Json): Promise<Answer> {
    return call('POST', '/__emulator/merchant', settings);
  }

  return { call, clientCall, graphQL, nextOutcome, merchant, fingerprint, merchantId };
}
