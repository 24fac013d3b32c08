import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';

/** What the widget needs to know about the merchant's gateway, read once from its configuration. */
export interface GatewayFacts {
  merchantId: string;
  environment: string;
  /** Challenges the card form must collect (`cvv`, `postal_code`). */
  challenges: string[];
  /** The gateway's names of supported card brands (e.g. `American Express`). */
  supportedCardTypes: string[];
  paypalEnabled: boolean;
  venmoEnabled: boolean;
  applePayEnabled: boolean;
  googlePayEnabled: boolean;
  threeDSecureEnabled: boolean;
  /** Where Drop-in's own analytics go (gatewayConfiguration.analytics.url), if configured. */
  analyticsUrl: string | undefined;
  /** Tokenization keys and client tokens without `customer_id` are guest checkout. */
  guestCheckout: boolean;
  authorization: { tokenizationKey: string } | { authorizationFingerprint: string };
}

interface RawConfiguration {
  authorization: string;
  authorizationType: 'TOKENIZATION_KEY' | 'CLIENT_TOKEN';
  gatewayConfiguration: {
    merchantId: string;
    environment: string;
    challenges?: string[];
    creditCards?: { supportedCardTypes?: string[] };
    paypalEnabled?: boolean;
    payWithVenmo?: unknown;
    applePayWeb?: unknown;
    androidPay?: { enabled?: boolean };
    threeDSecureEnabled?: boolean;
    analytics?: { url?: string };
    authorizationFingerprint?: string;
  };
  analyticsMetadata?: unknown;
}

/** Reads the facts the widget uses out of braintree-web's configuration object. */
export function gatewayFacts(client: Client): GatewayFacts {
  const configuration = client.getConfiguration() as unknown as RawConfiguration;
  const gateway = configuration.gatewayConfiguration;
  const authorization =
    configuration.authorizationType === 'TOKENIZATION_KEY'
      ? { tokenizationKey: configuration.authorization }
      : { authorizationFingerprint: fingerprintOf(configuration.authorization) };
  return {
    merchantId: gateway.merchantId,
    environment: gateway.environment,
    challenges: gateway.challenges ?? [],
    supportedCardTypes: gateway.creditCards?.supportedCardTypes ?? [],
    paypalEnabled: gateway.paypalEnabled === true,
    venmoEnabled: Boolean(gateway.payWithVenmo),
    applePayEnabled: Boolean(gateway.applePayWeb),
    googlePayEnabled: gateway.androidPay?.enabled === true,
    threeDSecureEnabled: gateway.threeDSecureEnabled === true,
    analyticsUrl: gateway.analytics?.url,
    guestCheckout: 'tokenizationKey' in authorization || !authorization.authorizationFingerprint.includes('customer_id='),
    authorization,
  };
}

/** A client token is base64 JSON carrying the fingerprint; braintree-web keeps it encoded. */
function fingerprintOf(clientToken: string): string {
  try {
    const decoded = JSON.parse(atob(clientToken)) as { authorizationFingerprint?: unknown };
    return typeof decoded.authorizationFingerprint === 'string' ? decoded.authorizationFingerprint : '';
  } catch {
    return '';
  }
}

export type { Client };

/** Creates the braintree-web client for an authorization (client token or tokenization key). */
export function createGatewayClient(authorization: string): Promise<Client> {
  return braintreeClient.create({ authorization });
}
