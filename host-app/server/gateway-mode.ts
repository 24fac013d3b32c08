import { braintree, type SdkGateway } from './braintree-sdk.js';

/** Credentials of a real Braintree merchant. The private key stays on the server. */
export interface BraintreeCredentials {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

/** The merchant's keys at a gateway that is not Braintree's own: an emulator that runs on its own. */
export interface DevelopmentGateway {
  /** `BRAINTREE_GATEWAY_URL`, e.g. `http://127.0.0.1:4010` (where `npx payment-dropin-emulator` listens). */
  url: URL;
  /** The gateway runs on this machine (a loopback address, or `localhost`): an emulator of the developer's own. */
  loopback: boolean;
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

export type GatewayMode =
  /** No credentials: the emulator, started in the server's own process. */
  | { kind: 'emulated' }
  /** Braintree's sandbox or production. */
  | { kind: 'braintree'; credentials: BraintreeCredentials }
  /** `BRAINTREE_ENVIRONMENT=development`: the gateway at `BRAINTREE_GATEWAY_URL` (an emulator of its own). */
  | { kind: 'development'; gateway: DevelopmentGateway };

const CREDENTIAL_VARIABLES = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const;

/**
 * Emulated unless all three credentials are in the environment; a partial set is an error (it is
 * almost always a typo, and silently falling back to the emulator would hide it). So is an environment
 * named without any keys: a server meant for production must not quietly take payments on the emulator.
 */
export function gatewayModeFromEnv(env: NodeJS.ProcessEnv): GatewayMode {
  const present = CREDENTIAL_VARIABLES.filter((name) => env[name]);
  if (present.length === 0 && env.BRAINTREE_ENVIRONMENT === 'development') {
    throw new Error(
      `BRAINTREE_ENVIRONMENT=development needs the merchant's keys too: set ${CREDENTIAL_VARIABLES.join(', ')} ` +
        '(the emulator prints its own when it starts).',
    );
  }
  if (present.length === 0 && env.BRAINTREE_ENVIRONMENT) {
    throw new Error(
      `BRAINTREE_ENVIRONMENT=${env.BRAINTREE_ENVIRONMENT} needs the merchant's keys, and none is set. ` +
        `Missing: ${CREDENTIAL_VARIABLES.join(', ')}. Unset BRAINTREE_ENVIRONMENT to use the emulator.`,
    );
  }
  if (present.length === 0) return { kind: 'emulated' };
  if (present.length < CREDENTIAL_VARIABLES.length) {
    const missing = CREDENTIAL_VARIABLES.filter((name) => !env[name]);
    throw new Error(
      `Set all of ${CREDENTIAL_VARIABLES.join(', ')} to use Braintree, or none to use the emulator. Missing: ${missing.join(', ')}.`,
    );
  }
  const environment = env.BRAINTREE_ENVIRONMENT ?? 'sandbox';
  if (environment === 'development') return { kind: 'development', gateway: developmentGateway(env) };
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(
      `BRAINTREE_ENVIRONMENT must be "sandbox", "production" or "development" (with BRAINTREE_GATEWAY_URL), not "${environment}".`,
    );
  }
  if (env.BRAINTREE_GATEWAY_URL) {
    throw new Error('BRAINTREE_GATEWAY_URL is only read with BRAINTREE_ENVIRONMENT=development.');
  }
  return {
    kind: 'braintree',
    credentials: {
      environment,
      merchantId: env.BRAINTREE_MERCHANT_ID!,
      publicKey: env.BRAINTREE_PUBLIC_KEY!,
      privateKey: env.BRAINTREE_PRIVATE_KEY!,
    },
  };
}

function developmentGateway(env: NodeJS.ProcessEnv): DevelopmentGateway {
  const raw = env.BRAINTREE_GATEWAY_URL;
  let url: URL | undefined;
  try {
    url = raw ? new URL(raw) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new Error(
      `BRAINTREE_ENVIRONMENT=development needs BRAINTREE_GATEWAY_URL, the gateway's origin such as http://127.0.0.1:4010 (got "${raw ?? ''}").`,
    );
  }
  const loopback = isLoopback(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    throw new Error(
      `BRAINTREE_GATEWAY_URL=${raw ?? ''} is plain http to another machine: the SDK would send the private key ` +
        'there in clear. Use https for a gateway on another machine, or a gateway on this one (http://127.0.0.1:4010).',
    );
  }
  return {
    url,
    loopback,
    merchantId: env.BRAINTREE_MERCHANT_ID!,
    publicKey: env.BRAINTREE_PUBLIC_KEY!,
    privateKey: env.BRAINTREE_PRIVATE_KEY!,
  };
}

/** Whether a URL's host is this machine: `localhost`, an IPv4 address in 127.0.0.0/8, or `[::1]`. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The demo: a gateway where no real money moves, the in-process emulator or a development gateway on this machine.
 * Only there are the demo's sign-in as a shared shopper, its "No real money moves" values, its switches in the
 * address and its settings panel on. A development gateway on another machine (https) is treated as a real one.
 */
export function isDemo(mode: GatewayMode): boolean {
  return mode.kind === 'emulated' || (mode.kind === 'development' && mode.gateway.loopback);
}

/** Which merchant account takes the sales, and the currency it charges in: the one the page shows. */
export interface MerchantAccount {
  /** `BRAINTREE_MERCHANT_ACCOUNT_ID`: sent with every sale and client token; the gateway's default one when absent. */
  id?: string;
  currency: string;
}

/**
 * The merchant account of a gateway the server does not run itself (the in-process emulator's currency is known).
 * The SDK cannot tell which currency the default merchant account charges in without a call the emulator does not
 * answer, so the merchant states it: `BRAINTREE_CURRENCY`, required with Braintree (a page showing $ while the
 * account charges € is the fault this prevents), `USD` (the emulator's own) by default with a development gateway.
 */
export function merchantAccountFromEnv(env: NodeJS.ProcessEnv, mode: GatewayMode): MerchantAccount | undefined {
  if (mode.kind === 'emulated') return undefined;
  const currency = env.BRAINTREE_CURRENCY || (mode.kind === 'development' ? 'USD' : undefined);
  if (!currency) {
    throw new Error(
      'Set BRAINTREE_CURRENCY to the ISO code of the currency your merchant account charges in (e.g. USD, EUR), ' +
        'and BRAINTREE_MERCHANT_ACCOUNT_ID to that account unless it is your default one: the page shows that currency.',
    );
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new Error(`BRAINTREE_CURRENCY must be a three-letter ISO code such as USD or EUR, not "${currency}".`);
  }
  const id = env.BRAINTREE_MERCHANT_ACCOUNT_ID;
  return { ...(id ? { id } : {}), currency };
}

/**
 * `THREE_D_SECURE=required`: every card is verified with 3D Secure before it pays. The server turns it on for the
 * payment form (whatever the address asks) and sends each sale with `options.threeDSecure.required`, so the gateway
 * itself refuses (gateway rejected, `three_d_secure`) a card nonce that did not pass 3D Secure: one posted by a
 * script, or by a page that skipped it, is not charged. Unset (or `off`): as the merchant's gateway settings say.
 * Throws, naming the variable, on any other value.
 */
export function threeDSecureRequiredFromEnv(env: NodeJS.ProcessEnv): boolean {
  const raw = env.THREE_D_SECURE?.trim();
  if (!raw || raw === 'off') return false;
  if (raw === 'required') return true;
  throw new Error(`THREE_D_SECURE must be "required" or "off", not "${env.THREE_D_SECURE}".`);
}

/**
 * `GOOGLE_PAY_MERCHANT_ID`: the merchant's Google Pay merchant id (from Google's Pay & Wallet Console), which the page
 * gives the widget's Google Pay, or `off`, which leaves Google Pay out of the page (returned as is: the page reads it).
 * Google requires an id in production, so with `BRAINTREE_ENVIRONMENT=production` and Google Pay `offered` on the
 * page, unset (or blank) throws, naming the variable and both ways out; elsewhere it may be left out.
 */
export function googlePayMerchantIdFromEnv(
  env: NodeJS.ProcessEnv,
  o: { production: boolean; offered: boolean },
): string | undefined {
  const id = env.GOOGLE_PAY_MERCHANT_ID?.trim();
  if (id) return id;
  if (o.production && o.offered) {
    throw new Error(
      'GOOGLE_PAY_MERCHANT_ID must be set with BRAINTREE_ENVIRONMENT=production: the checkout offers Google Pay, and ' +
        "Google requires the merchant's Google Pay merchant id in production (from the Google Pay & Wallet Console, " +
        'e.g. GOOGLE_PAY_MERCHANT_ID=BCR2DN4T2ABCDEFG), or GOOGLE_PAY_MERCHANT_ID=off to leave Google Pay out.',
    );
  }
  return undefined;
}

export function braintreeGateway(credentials: BraintreeCredentials): SdkGateway {
  return new braintree.BraintreeGateway({
    environment:
      credentials.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  });
}

/** The SDK pointed at a gateway of our own choosing: the SDK's own `Environment`, with its host and port. */
export function developmentSdkGateway(gateway: DevelopmentGateway): SdkGateway {
  const ssl = gateway.url.protocol === 'https:';
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment(gateway.url.hostname, gateway.url.port || (ssl ? 443 : 80), '', ssl),
    merchantId: gateway.merchantId,
    publicKey: gateway.publicKey,
    privateKey: gateway.privateKey,
  });
}

/**
 * Where a browser reaches a development gateway: its own origin, with loopback named `localhost`
 * (the name the emulator puts in its client tokens for browsers that reach it directly).
 */
export function browserOrigin(url: URL): string {
  const shown = new URL(url.origin);
  if (shown.hostname === '127.0.0.1') shown.hostname = 'localhost';
  return shown.origin;
}

/** The SDK pointed at the emulator's HTTP port (see the emulator's docs, "How the Node SDK reaches it"). */
export function emulatorGateway(emulator: {
  port: number;
  merchant: { merchantId: string; publicKey: string; privateKey: string };
}): SdkGateway {
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment('127.0.0.1', emulator.port, '', false),
    merchantId: emulator.merchant.merchantId,
    publicKey: emulator.merchant.publicKey,
    privateKey: emulator.merchant.privateKey,
  });
}

/**
 * An origin of the gateway that braintree-web reaches on the way to a ready card form: its configuration request
 * (CORS without credentials: `cors`, on connections of their own) and its card frames (plain navigations).
 */
export interface GatewayConnection {
  origin: string;
  cors: boolean;
}

/**
 * Where braintree-web goes first on the checkout page: the configuration request (CORS) and the card frames
 * (navigations). The emulator serves both from its own origin; Braintree from its API host and its assets host.
 */
export function gatewayConnections(mode: GatewayMode, emulatorOrigin?: string): GatewayConnection[] {
  if (mode.kind !== 'braintree') {
    return emulatorOrigin
      ? [
          { origin: emulatorOrigin, cors: true },
          { origin: emulatorOrigin, cors: false },
        ]
      : [];
  }
  const api =
    mode.credentials.environment === 'production'
      ? 'https://api.braintreegateway.com'
      : 'https://api.sandbox.braintreegateway.com';
  return [
    { origin: api, cors: true },
    { origin: 'https://assets.braintreegateway.com', cors: false },
  ];
}
