/**
 * What the emulator's PayPal pages and its stand-in PayPal JS SDK agree on. No Node or DOM
 * imports: the server routes and the browser script both use it.
 */

/** `paypal.FUNDING`: the funding sources the stand-in knows. */
export const FUNDING = Object.freeze({
  PAYPAL: 'paypal',
  CREDIT: 'credit',
  PAYLATER: 'paylater',
  VENMO: 'venmo',
  CARD: 'card',
} as const);

export type FundingSource = (typeof FUNDING)[keyof typeof FUNDING];

export const FUNDING_SOURCES: readonly FundingSource[] = Object.freeze(Object.values(FUNDING));

export function isFundingSource(value: unknown): value is FundingSource {
  return typeof value === 'string' && (FUNDING_SOURCES as readonly string[]).includes(value);
}

/** `paypal.version` of the stand-in. */
export const SDK_VERSION = '5.0.0-emulated';

/** Where the SDK is served (braintree-web hard-codes `https://www.paypal.com/sdk/js?`). */
export const SDK_PATH = '/sdk/js';

/**
 * The shopper's decision on PayPal's approval page, which the stand-in reports instead of
 * opening a popup: `POST` `{token, action, fundingSource?, email?}` on the SDK's own origin.
 */
export const DECISION_PATH = '/checkoutnow/decision';

export type DecisionAction = 'approve' | 'cancel';

export interface DecisionRequest {
  /** The EC or BA token `createOrder` / `createBillingAgreement` returned. */
  token: string;
  action: DecisionAction;
  fundingSource?: FundingSource;
  /** The payer's PayPal login; DEFAULT_PAYER_EMAIL when left out. */
  email?: string;
}

/** What `onApprove` receives (the PayPal JS SDK's names). */
export interface ApproveData {
  orderID: string;
  payerID: string;
  paymentID: string | null;
  billingToken: string | null;
  facilitatorAccessToken: string;
  paymentSource: FundingSource;
}

/** What `onCancel` receives. */
export interface CancelData {
  orderID: string;
  billingToken: string | null;
}

/** The payer who approves when a test names none. */
export const DEFAULT_PAYER_EMAIL = 'emulated.payer@example.com';

/** SDK query parameters the stand-in accepts (the real SDK refuses unknown ones too). */
export const SDK_QUERY_PARAMETERS: readonly string[] = Object.freeze([
  'client-id',
  'merchant-id',
  'currency',
  'intent',
  'commit',
  'vault',
  'components',
  'enable-funding',
  'disable-funding',
  'buyer-country',
  'locale',
  'debug',
  'integration-date',
]);

export const SDK_INTENTS: readonly string[] = Object.freeze([
  'capture',
  'authorize',
  'order',
  'tokenize',
  'subscription',
]);

/** Components the stand-in implements. */
export const SDK_COMPONENTS: readonly string[] = Object.freeze(['buttons', 'funding-eligibility']);

/** Currencies PayPal accepts. */
export const PAYPAL_CURRENCIES: readonly string[] = Object.freeze([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'RUB',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);

/** Currencies PayPal takes without decimals. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = Object.freeze(['HUF', 'JPY', 'TWD']);

/** The SDK's settings, from its script URL (`validateSdkQuery` has checked them). */
export interface SdkSettings {
  clientId: string;
  currency: string;
  intent: string;
  vault: boolean;
  commit: boolean;
  components: string[];
  enableFunding: FundingSource[];
  disableFunding: FundingSource[];
  buyerCountry: string | undefined;
  locale: string | undefined;
  debug: boolean;
}

function list(value: string | null): string[] {
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

function flag(value: string | null, fallback: boolean): boolean {
  return value === null ? fallback : value === 'true';
}

/**
 * Checks an SDK query the way PayPal's SDK server does: a 400 with a message for anything it
 * would refuse. Returns the settings, or the message.
 */
export function validateSdkQuery(query: URLSearchParams): SdkSettings | string {
  for (const key of query.keys()) {
    if (!SDK_QUERY_PARAMETERS.includes(key)) return `SDK Validation error: 'Invalid query value for ${key}'`;
  }
  const clientId = query.get('client-id');
  if (!clientId) return "SDK Validation error: 'Expected client-id to be passed'";
  const currency = query.get('currency') ?? 'USD';
  if (!PAYPAL_CURRENCIES.includes(currency))
    return `SDK Validation error: 'Invalid query value for currency: ${currency}'`;
  const vault = flag(query.get('vault'), false);
  const intent = query.get('intent') ?? (vault ? 'tokenize' : 'capture');
  if (!SDK_INTENTS.includes(intent)) return `SDK Validation error: 'Invalid query value for intent: ${intent}'`;
  for (const key of ['commit', 'vault', 'debug']) {
    const value = query.get(key);
    if (value !== null && value !== 'true' && value !== 'false') {
      return `SDK Validation error: 'Invalid query value for ${key}: ${value}'`;
    }
  }
  const components = list(query.get('components'));
  if (components.length === 0) components.push('buttons');
  const unknownComponent = components.find((c) => !SDK_COMPONENTS.includes(c));
  if (unknownComponent)
    return `SDK Validation error: 'Invalid query value for components: ${unknownComponent}' (not emulated)`;
  const enable = list(query.get('enable-funding'));
  const disable = list(query.get('disable-funding'));
  const badFunding = [...enable, ...disable].find((f) => !isFundingSource(f));
  if (badFunding) return `SDK Validation error: 'Invalid funding source: ${badFunding}'`;
  if (disable.includes('paypal')) return "SDK Validation error: 'Invalid query value for disable-funding: paypal'";
  const locale = query.get('locale') ?? undefined;
  if (locale !== undefined && !/^[a-z]{2}_[A-Z]{2}$/.test(locale)) {
    return `SDK Validation error: 'Invalid query value for locale: ${locale}'`;
  }
  const buyerCountry = query.get('buyer-country') ?? undefined;
  if (buyerCountry !== undefined && !/^[A-Z]{2}$/.test(buyerCountry)) {
    return `SDK Validation error: 'Invalid query value for buyer-country: ${buyerCountry}'`;
  }
  return {
    clientId,
    currency,
    intent,
    vault,
    commit: flag(query.get('commit'), true),
    components,
    enableFunding: enable as FundingSource[],
    disableFunding: disable as FundingSource[],
    buyerCountry,
    locale,
    debug: flag(query.get('debug'), false),
  };
}

/**
 * Whether a funding source can be offered, by the stand-in's simple rules: PayPal always; PayPal
 * Credit and Pay Later for US dollar payments (Pay Later not for vaulting); Venmo only when
 * enabled, in US dollars; cards unless disabled. `disable-funding` wins over everything.
 */
export function isEligible(settings: SdkSettings, source: FundingSource): boolean {
  if (settings.disableFunding.includes(source)) return false;
  const usd = settings.currency === 'USD';
  switch (source) {
    case 'paypal':
      return true;
    case 'credit':
      return usd || settings.enableFunding.includes('credit');
    case 'paylater':
      return !settings.vault && (usd || settings.enableFunding.includes('paylater'));
    case 'venmo':
      return usd && settings.enableFunding.includes('venmo');
    case 'card':
      return true;
    default:
      return false;
  }
}
