import { braintree, type SdkGateway } from './braintree-sdk.js';

/** Credentials of a real Braintree merchant. The private key stays on the server. */
export interface BraintreeCredentials {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

export type GatewayMode = { kind: 'emulated' } | { kind: 'braintree'; credentials: BraintreeCredentials };

const CREDENTIAL_VARIABLES = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const;

/**
 * Emulated unless all three credentials are in the environment; a partial set is an error (it is
 * almost always a typo, and silently falling back to the emulator would hide it).
 */
export function gatewayModeFromEnv(env: NodeJS.ProcessEnv): GatewayMode {
  const present = CREDENTIAL_VARIABLES.filter((name) => env[name]);
  if (present.length === 0) return { kind: 'emulated' };
  if (present.length < CREDENTIAL_VARIABLES.length) {
    const missing = CREDENTIAL_VARIABLES.filter((name) => !env[name]);
    throw new Error(
      `Set all of ${CREDENTIAL_VARIABLES.join(', ')} to use Braintree, or none to use the emulator. Missing: ${missing.join(', ')}.`,
    );
  }
  const environment = env.BRAINTREE_ENVIRONMENT ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(`BRAINTREE_ENVIRONMENT must be "sandbox" or "production", not "${environment}".`);
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

export function braintreeGateway(credentials: BraintreeCredentials): SdkGateway {
  return new braintree.BraintreeGateway({
    environment:
      credentials.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  });
}

/** The SDK pointed at the emulator's HTTP port (see README, "How the Node SDK reaches it"). */
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
  if (mode.kind === 'emulated') {
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
