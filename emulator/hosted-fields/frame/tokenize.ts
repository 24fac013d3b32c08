import type { CardData } from './card-form.js';
import { LEGACY_CODE_ERRORS, braintreeError } from './errors.js';
import {
  ALLOWED_BILLING_ADDRESS_FIELDS,
  BRAINTREE_GRAPHQL_VERSION,
  REQUEST_TIMEOUT_MS,
  type BraintreeErrorLike,
  type ClientConfiguration,
  type TokenizeOptions,
  type TokenizePayload,
} from './protocol.js';

/** Hosts braintree-web itself trusts (`lib/is-verified-domain.js`): only these get card data. */
const VERIFIED_DOMAINS = ['paypal.com', 'braintreepayments.com', 'braintreegateway.com', 'braintree-api.com'];

/**
 * Card data may go to an `https:` Braintree host (the emulator, host-mapped) or to the frame's
 * own origin (the emulator reached directly, which served this frame). Nowhere else.
 */
export function isAllowedEndpoint(url: string, frameOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === frameOrigin) return true;
  if (parsed.protocol !== 'https:') return false;
  const domain = parsed.hostname.toLowerCase().split('.').slice(-2).join('.');
  return VERIFIED_DOMAINS.includes(domain);
}

export type Transport = 'graphql' | 'rest';

/** An HTTP request the frame will make, built from the card and the client configuration. */
export interface TokenizeRequest {
  transport: Transport;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  AMERICAN_EXPRESS: 'American Express',
  DINERS: 'Discover',
  DISCOVER: 'Discover',
  ELO: 'Elo',
  HIPER: 'Hiper',
  HIPERCARD: 'Hipercard',
  INTERNATIONAL_MAESTRO: 'Maestro',
  JCB: 'JCB',
  MASTERCARD: 'MasterCard',
  UK_MAESTRO: 'Maestro',
  UNION_PAY: 'UnionPay',
  VISA: 'Visa',
};

const BIN_FLAGS = ['commercial', 'debit', 'durbinRegulated', 'healthcare', 'payroll', 'prepaid'];
const BIN_TEXTS = ['issuingBank', 'countryOfIssuance', 'productId', 'business', 'consumer', 'purchase', 'corporate'];
const BIN_FLAG_TEXT: Readonly<Record<string, string>> = { YES: 'Yes', NO: 'No', UNKNOWN: 'Unknown' };

const TOKENIZE_MUTATION =
  'mutation TokenizeCreditCard($input: TokenizeCreditCardInput!) { tokenizeCreditCard(input: $input) { token ' +
  'creditCard { bin brandCode last4 cardholderName expirationMonth expirationYear binData { prepaid healthcare ' +
  'debit durbinRegulated commercial payroll issuingBank countryOfIssuance productId business consumer purchase ' +
  'corporate } } } }';

const TOKENIZE_MUTATION_WITH_INSIGHT =
  'mutation TokenizeCreditCard($input: TokenizeCreditCardInput!, $authenticationInsightInput: AuthenticationInsightInput!) ' +
  '{ tokenizeCreditCard(input: $input) { token creditCard { bin brandCode last4 cardholderName expirationMonth ' +
  'expirationYear binData { prepaid healthcare debit durbinRegulated commercial payroll issuingBank ' +
  'countryOfIssuance productId business consumer purchase corporate } } authenticationInsight(input: ' +
  '$authenticationInsightInput) { customerAuthenticationRegulationEnvironment } } }';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The credit card as both transports send it: the merchant's billing address under the fields'. */
function creditCardInput(card: CardData, options: TokenizeOptions): Record<string, unknown> {
  const billingAddress: Record<string, unknown> = {};
  if (isRecord(options.billingAddress)) {
    for (const [key, value] of Object.entries(options.billingAddress)) {
      if (ALLOWED_BILLING_ADDRESS_FIELDS.has(key) && typeof value === 'string' && value !== '')
        billingAddress[key] = value;
    }
  }
  if (card.postalCode) billingAddress.postalCode = card.postalCode;
  const cardholderName =
    card.cardholderName || (typeof options.cardholderName === 'string' ? options.cardholderName.trim() : '');
  const input: Record<string, unknown> = {};
  if (card.number) input.number = card.number;
  if (card.expirationMonth) input.expirationMonth = card.expirationMonth;
  if (card.expirationYear) input.expirationYear = card.expirationYear;
  if (card.cvv) input.cvv = card.cvv;
  if (cardholderName) input.cardholderName = cardholderName;
  if (Object.keys(billingAddress).length > 0) input.billingAddress = billingAddress;
  return input;
}

function authorizationOf(client: ClientConfiguration): { tokenizationKey?: string; authorizationFingerprint?: string } {
  if (client.authorizationType === 'TOKENIZATION_KEY' && client.authorization) {
    return { tokenizationKey: client.authorization };
  }
  if (client.authorizationFingerprint) return { authorizationFingerprint: client.authorizationFingerprint };
  return {};
}

/**
 * Builds the tokenization request braintree-web's client would send: GraphQL `TokenizeCreditCard`
 * when the gateway advertises `tokenize_credit_cards`, else REST `payment_methods/credit_cards`.
 * `vault: true` asks the gateway to verify the card (`options.validate`).
 */
export function buildTokenizeRequest(
  client: ClientConfiguration,
  card: CardData,
  options: TokenizeOptions,
): TokenizeRequest | string {
  const gateway = client.gatewayConfiguration ?? {};
  const auth = authorizationOf(client);
  const authorization = auth.tokenizationKey ?? auth.authorizationFingerprint;
  if (!authorization) return 'The client configuration carries no authorization.';
  const creditCard = creditCardInput(card, options);
  const validate = options.vault === true;
  const meta: Record<string, unknown> = {
    ...(isRecord(client.analyticsMetadata) ? client.analyticsMetadata : {}),
    source: 'hosted-fields',
  };
  const graphQL = gateway.graphQL;
  const useGraphQL =
    typeof graphQL?.url === 'string' &&
    Array.isArray(graphQL.features) &&
    graphQL.features.includes('tokenize_credit_cards');

  if (useGraphQL) {
    const merchantAccountId = options.authenticationInsight?.merchantAccountId;
    const variables: Record<string, unknown> = { input: { creditCard, options: { validate } } };
    if (merchantAccountId) variables.authenticationInsightInput = { merchantAccountId };
    return {
      transport: 'graphql',
      url: graphQL!.url!,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${authorization}`,
        'Braintree-Version': BRAINTREE_GRAPHQL_VERSION,
      },
      body: {
        clientSdkMetadata: { source: meta.source, integration: meta.integration, sessionId: meta.sessionId },
        query: merchantAccountId ? TOKENIZE_MUTATION_WITH_INSIGHT : TOKENIZE_MUTATION,
        variables,
        operationName: 'TokenizeCreditCard',
      },
    };
  }
  if (typeof gateway.clientApiUrl !== 'string') return 'The client configuration has no clientApiUrl.';
  const body: Record<string, unknown> = {
    creditCard: { ...creditCard, options: { validate } },
    _meta: meta,
    ...auth,
  };
  if (options.authenticationInsight?.merchantAccountId) {
    body.authenticationInsight = true;
    body.merchantAccountId = options.authenticationInsight.merchantAccountId;
  }
  return {
    transport: 'rest',
    url: `${gateway.clientApiUrl}/v1/payment_methods/credit_cards`,
    headers: { 'Content-Type': 'application/json' },
    body,
  };
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function binDataOf(raw: unknown, graphQL: boolean): Record<string, string> {
  const source = isRecord(raw) ? raw : {};
  const binData: Record<string, string> = {};
  for (const key of BIN_FLAGS) {
    const value = text(source[key], 'Unknown');
    binData[key] = graphQL ? (BIN_FLAG_TEXT[value] ?? value) : value;
  }
  for (const key of BIN_TEXTS) {
    if (graphQL || key in source) binData[key] = text(source[key]) || 'Unknown';
  }
  return binData;
}

/** `tokenizeCreditCard` of a GraphQL answer → the tokenize payload. */
function payloadFromGraphQL(data: Record<string, unknown>): TokenizePayload | undefined {
  const result = data.tokenizeCreditCard;
  if (!isRecord(result) || typeof result.token !== 'string' || !isRecord(result.creditCard)) return undefined;
  const card = result.creditCard;
  const lastFour = text(card.last4);
  const lastTwo = lastFour.slice(2, 4);
  const payload: TokenizePayload = {
    nonce: result.token,
    details: {
      bin: text(card.bin),
      cardType: CARD_BRANDS[text(card.brandCode)] ?? 'Unknown',
      lastFour,
      lastTwo,
      expirationMonth: text(card.expirationMonth),
      expirationYear: text(card.expirationYear),
      cardholderName: typeof card.cardholderName === 'string' ? card.cardholderName : null,
    },
    description: lastTwo ? `ending in ${lastTwo}` : '',
    type: 'CreditCard',
    binData: binDataOf(card.binData, true),
  };
  const insight = result.authenticationInsight;
  if (isRecord(insight) && typeof insight.customerAuthenticationRegulationEnvironment === 'string') {
    const environment = insight.customerAuthenticationRegulationEnvironment;
    payload.authenticationInsight = {
      regulationEnvironment: environment === 'PSDTWO' ? 'psd2' : environment.toLowerCase(),
    };
  }
  return payload;
}

/** `creditCards[0]` of a REST answer → the tokenize payload. */
function payloadFromRest(body: Record<string, unknown>): TokenizePayload | undefined {
  const cards = body.creditCards;
  const card = Array.isArray(cards) ? (cards[0] as unknown) : undefined;
  if (!isRecord(card) || typeof card.nonce !== 'string') return undefined;
  const details = isRecord(card.details) ? card.details : {};
  const payload: TokenizePayload = {
    nonce: card.nonce,
    details: {
      bin: text(details.bin),
      cardType: text(details.cardType, 'Unknown'),
      lastFour: text(details.lastFour),
      lastTwo: text(details.lastTwo),
      expirationMonth: text(details.expirationMonth),
      expirationYear: text(details.expirationYear),
      cardholderName: typeof details.cardholderName === 'string' ? details.cardholderName : null,
    },
    description: text(card.description),
    type: 'CreditCard',
    binData: binDataOf(card.binData, false),
  };
  if (isRecord(card.authenticationInsight) && typeof card.authenticationInsight.regulationEnvironment === 'string') {
    payload.authenticationInsight = { regulationEnvironment: card.authenticationInsight.regulationEnvironment };
  }
  return payload;
}

/** Every legacy code in a REST `fieldErrors` tree or in GraphQL `errors[].extensions`. */
function legacyCodes(body: Record<string, unknown>): string[] {
  const codes: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isRecord(node)) return;
    if (node.code !== undefined) codes.push(String(node.code));
    if (isRecord(node.extensions) && node.extensions.legacyCode !== undefined) {
      codes.push(String(node.extensions.legacyCode));
    }
    walk(node.fieldErrors);
  };
  walk(body.fieldErrors);
  walk(body.errors);
  return codes;
}

/**
 * The error a failed answer becomes, as braintree-web's frame maps it: no answer or a 5xx is a
 * network error; a 403 is the client's authorization error; a gateway refusal with legacy code
 * 81724 or 81736 gets its own error; any other refusal is a failed tokenization.
 */
export function tokenizeError(status: number, body: unknown): BraintreeErrorLike {
  const originalError = {
    name: 'BraintreeError',
    type: 'NETWORK',
    code: status >= 500 || status === 0 ? 'CLIENT_GATEWAY_NETWORK' : 'CLIENT_REQUEST_ERROR',
    message:
      status >= 500 || status === 0
        ? 'Cannot contact the gateway at this time.'
        : 'There was a problem with your request.',
    details: { httpStatus: status, originalError: body ?? null },
  };
  if (status === 0 || status >= 500)
    return braintreeError('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', { originalError });
  if (status === 403) return braintreeError('CLIENT_AUTHORIZATION_INSUFFICIENT', { httpStatus: 403 });
  const codes = isRecord(body) ? legacyCodes(body) : [];
  const special = codes.map((code) => LEGACY_CODE_ERRORS[code]).find((code) => code !== undefined);
  if (special) return braintreeError(special, { originalError });
  return braintreeError('HOSTED_FIELDS_FAILED_TOKENIZATION', { originalError });
}

/** The HTTP status braintree-web's GraphQL client reads from a 200 with `errors`. */
function graphQLStatus(body: Record<string, unknown>): number {
  const first = Array.isArray(body.errors) ? (body.errors[0] as unknown) : undefined;
  const errorClass = isRecord(first) && isRecord(first.extensions) ? first.extensions.errorClass : undefined;
  switch (errorClass) {
    case 'VALIDATION':
      return 422;
    case 'AUTHORIZATION':
      return 403;
    case 'AUTHENTICATION':
      return 401;
    case 'NOT_FOUND':
      return 404;
    default:
      return 500;
  }
}

/** Reads a tokenization answer: the payload, or the hosted-fields error. */
export function readTokenizeResponse(
  transport: Transport,
  status: number,
  body: unknown,
): { payload: TokenizePayload } | { error: BraintreeErrorLike } {
  if (status < 200 || status >= 300) return { error: tokenizeError(status, body) };
  if (!isRecord(body)) return { error: tokenizeError(500, body) };
  if (transport === 'graphql') {
    if (Array.isArray(body.errors) && body.errors.length > 0)
      return { error: tokenizeError(graphQLStatus(body), body) };
    const payload = isRecord(body.data) ? payloadFromGraphQL(body.data) : undefined;
    return payload ? { payload } : { error: tokenizeError(500, body) };
  }
  const payload = payloadFromRest(body);
  return payload ? { payload } : { error: tokenizeError(500, body) };
}

/**
 * Sends the request and reads the answer. Only `isAllowedEndpoint` URLs are called; anything
 * else fails as a tokenization failure without sending the card.
 */
export async function sendTokenizeRequest(
  request: TokenizeRequest,
  frameOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ payload: TokenizePayload } | { error: BraintreeErrorLike }> {
  if (!isAllowedEndpoint(request.url, frameOrigin)) {
    return {
      error: braintreeError('HOSTED_FIELDS_FAILED_TOKENIZATION', {
        reason: `The tokenization endpoint ${request.url} is not a Braintree host; the card was not sent.`,
      }),
    };
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'origin',
      signal: abort.signal,
    });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // A proxy's HTML error page: keep the text as the original error.
    }
    return readTokenizeResponse(request.transport, response.status, body);
  } catch (error) {
    return { error: tokenizeError(0, { message: error instanceof Error ? error.message : String(error) }) };
  } finally {
    clearTimeout(timer);
  }
}
