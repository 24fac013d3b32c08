import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmulatorState } from './state/emulator-state.js';

/** What a client token grants, as encoded in its authorization fingerprint. */
export interface FingerprintClaims {
  merchantId: string;
  publicKey: string;
  createdAt: string;
  customerId?: string;
  verifyCard?: boolean;
  failOnDuplicatePaymentMethod?: boolean;
  /** Refuse a card number the token's customer already saved. */
  failOnDuplicatePaymentMethodForCustomer?: boolean;
  makeDefault?: boolean;
  /** The only sites the client token may be used from, when the merchant restricted it. */
  domains?: string[];
}

/** How a browser reaches the emulator: through the provider's host names, or at its own origin. */
export type BrowserAccess = { kind: 'host-mapped' } | { kind: 'direct'; origin: string };

/** The base URLs braintree-web is told to use. */
export interface GatewayUrls {
  /** Origin of the client API, e.g. `https://api.sandbox.braintreegateway.com:443`. */
  clientApi: string;
  /** Origin of the assets (hosted-fields frame, Drop-in CSS). */
  assets: string;
  /** GraphQL endpoint. */
  graphQL: string;
  /** Analytics sink. */
  analytics: string;
}

export function gatewayUrls(access: BrowserAccess): GatewayUrls {
  if (access.kind === 'direct') {
    return {
      clientApi: access.origin,
      assets: access.origin,
      graphQL: `${access.origin}/graphql`,
      analytics: `${access.origin}/client-analytics`,
    };
  }
  return {
    clientApi: 'https://api.sandbox.braintreegateway.com:443',
    assets: 'https://assets.braintreegateway.com',
    graphQL: 'https://payments.sandbox.braintree-api.com/graphql',
    analytics: 'https://client-analytics.sandbox.braintreegateway.com/emulated_merchant',
  };
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** `<hmac>|created_at=…&merchant_id=…&public_key=…[&customer_id=…]`, Braintree's fingerprint shape. */
export function makeFingerprint(
  state: EmulatorState,
  claims: Omit<FingerprintClaims, 'merchantId' | 'publicKey' | 'createdAt'>,
): string {
  const params = new URLSearchParams();
  params.set('created_at', new Date().toISOString());
  params.set('merchant_id', state.merchant.merchantId);
  params.set('public_key', state.merchant.publicKey);
  if (claims.customerId) params.set('customer_id', claims.customerId);
  if (claims.verifyCard) params.set('verify_card', 'true');
  if (claims.failOnDuplicatePaymentMethod) params.set('fail_on_duplicate_payment_method', 'true');
  if (claims.failOnDuplicatePaymentMethodForCustomer) {
    params.set('fail_on_duplicate_payment_method_for_customer', 'true');
  }
  if (claims.makeDefault) params.set('make_default', 'true');
  if (claims.domains && claims.domains.length > 0) params.set('domains', claims.domains.join(','));
  const payload = params.toString();
  return `${sign(state.fingerprintSecret, payload)}|${payload}`;
}

export function readFingerprint(state: EmulatorState, fingerprint: string): FingerprintClaims | undefined {
  const bar = fingerprint.indexOf('|');
  if (bar < 0) return undefined;
  const signature = Buffer.from(fingerprint.slice(0, bar));
  const payload = fingerprint.slice(bar + 1);
  const expected = Buffer.from(sign(state.fingerprintSecret, payload));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const p = new URLSearchParams(payload);
  if (p.get('merchant_id') !== state.merchant.merchantId) return undefined;
  return {
    merchantId: p.get('merchant_id')!,
    publicKey: p.get('public_key') ?? '',
    createdAt: p.get('created_at') ?? '',
    customerId: p.get('customer_id') ?? undefined,
    verifyCard: p.get('verify_card') === 'true',
    failOnDuplicatePaymentMethod: p.get('fail_on_duplicate_payment_method') === 'true',
    failOnDuplicatePaymentMethodForCustomer: p.get('fail_on_duplicate_payment_method_for_customer') === 'true',
    makeDefault: p.get('make_default') === 'true',
    domains: p.get('domains')?.split(',') ?? undefined,
  };
}

/** A version 2 client token, as the gateway's client_token endpoint returns it (base64 JSON). */
function unsignedJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

export function makeClientToken(
  state: EmulatorState,
  access: BrowserAccess,
  claims: Omit<FingerprintClaims, 'merchantId' | 'publicKey' | 'createdAt'> = {},
  extra: { version?: number; merchantAccountId?: string; preferredPaymentMethodToken?: string } = {},
): string {
  const urls = gatewayUrls(access);
  const authorizationFingerprint = makeFingerprint(state, claims);
  const version = extra.version ?? 2;
  const token = {
    version,
    environment: 'sandbox',
    authorizationFingerprint,
    configUrl: `${urls.clientApi}/merchants/${state.merchant.merchantId}/client_api/v1/configuration`,
    graphQL: { url: urls.graphQL, date: '2018-05-08' },
    challenges: state.merchant.challenges,
    clientApiUrl: `${urls.clientApi}/merchants/${state.merchant.merchantId}/client_api`,
    assetsUrl: urls.assets,
    merchantId: state.merchant.merchantId,
    ...(extra.merchantAccountId ? { merchantAccountId: extra.merchantAccountId } : {}),
    // The saved method the merchant prefers, named in a JWT payload (`pmid`), as the gateway does.
    ...(extra.preferredPaymentMethodToken
      ? { paymentMethodIdJwt: unsignedJwt({ pmid: extra.preferredPaymentMethodToken }) }
      : {}),
  };
  // A version 1 client token is the JSON itself; later versions are base64 of it.
  return version === 1 ? JSON.stringify(token) : Buffer.from(JSON.stringify(token)).toString('base64');
}

/** Who is calling the client API: a tokenization key, or a client token's fingerprint. */
export type ClientAuthorization =
  { kind: 'tokenizationKey'; key: string } | { kind: 'clientToken'; fingerprint: string; claims: FingerprintClaims };

/**
 * Reads the authorization of a client API request: `Authorization: Bearer …` (GraphQL),
 * `Client-Key`-style `tokenizationKey`/`authorizationFingerprint` in the body or query (REST).
 */
export function authorize(
  state: EmulatorState,
  source: { header?: string; fields?: Record<string, unknown> },
): ClientAuthorization | undefined {
  let candidate: string | undefined;
  const header = source.header;
  if (header?.startsWith('Bearer ')) candidate = header.slice(7).trim();
  const fields = source.fields ?? {};
  const meta = (fields._meta ?? {}) as Record<string, unknown>;
  for (const v of [
    fields.authorizationFingerprint,
    fields.tokenizationKey,
    fields.clientKey,
    meta.authorizationFingerprint,
  ]) {
    if (!candidate && typeof v === 'string' && v) candidate = v;
  }
  if (!candidate) return undefined;
  if (candidate === state.merchant.tokenizationKey) return { kind: 'tokenizationKey', key: candidate };
  const claims = readFingerprint(state, candidate);
  return claims ? { kind: 'clientToken', fingerprint: candidate, claims } : undefined;
}
