import braintreeClient from 'braintree-web/client/index.js';
import type { Client } from 'braintree-web/client/index.js';
import { isGuestCheckout } from '../model/options.js';
import type { GatewayFacts } from '../vocabulary/types.js';

/** What the widget reads once from the client's configuration. */
export interface ClientFacts {
  /** The gateway facts the model decides with. */
  gateway: GatewayFacts;
  threeDSecureEnabled: boolean;
  /** Where Drop-in's own analytics go (gatewayConfiguration.analytics.url), if configured. */
  analyticsUrl: string | undefined;
  /** Tokenization keys and client tokens without `customer_id` are guest checkout. */
  guestCheckout: boolean;
  /** Sent with analytics, as Drop-in does. */
  authorization: { tokenizationKey: string } | { authorizationFingerprint: string };
}

interface RawConfiguration {
  authorization: string;
  authorizationType: 'TOKENIZATION_KEY' | 'CLIENT_TOKEN';
  gatewayConfiguration: {
    merchantId: string;
    environment: string;
    challenges?: string[] | string;
    creditCards?: { supportedCardTypes?: string[] | string };
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

/**
 * A list from braintree-web's configuration, which it copies through JSON: on a page that gives arrays a `toJSON`
 * (old Prototype.js), each list comes back as its JSON text.
 */
const list = (value: string[] | string = []): string[] =>
  typeof value == 'string' ? (JSON.parse(value) as string[]) : value;

/** Reads the facts the widget uses out of braintree-web's configuration object. */
export function clientFacts(client: Client): ClientFacts {
  const configuration = client.getConfiguration() as unknown as RawConfiguration;
  const gateway = configuration.gatewayConfiguration;
  const fingerprint =
    configuration.authorizationType === 'CLIENT_TOKEN' ? fingerprintOf(configuration.authorization) : undefined;
  return {
    gateway: {
      challenges: list(gateway.challenges),
      supportedCardTypes: list(gateway.creditCards?.supportedCardTypes),
      paypalEnabled: gateway.paypalEnabled === true,
      payWithVenmo: Boolean(gateway.payWithVenmo),
      applePayWeb: Boolean(gateway.applePayWeb),
      androidPay: gateway.androidPay?.enabled === true,
    },
    threeDSecureEnabled: gateway.threeDSecureEnabled === true,
    analyticsUrl: gateway.analytics?.url,
    guestCheckout: isGuestCheckout({
      authorizationType: configuration.authorizationType,
      authorizationFingerprint: fingerprint,
    }),
    authorization:
      fingerprint === undefined
        ? { tokenizationKey: configuration.authorization }
        : { authorizationFingerprint: fingerprint },
  };
}

/**
 * The fields of a client token (base64 JSON: the fingerprint, the configuration's and the card frames' addresses);
 * none for a tokenization key or anything else that is not one. braintree-web keeps the token encoded.
 */
export function clientTokenFields(authorization: string): Record<string, unknown> | undefined {
  try {
    const decoded: unknown = JSON.parse(atob(authorization));
    return typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The client token's fingerprint ('' when it carries none). */
function fingerprintOf(clientToken: string): string {
  const fingerprint = clientTokenFields(clientToken)?.authorizationFingerprint;
  return typeof fingerprint === 'string' ? fingerprint : '';
}

export type { Client };

/**
 * braintree-web gives every caller with the same authorization one shared client, so widgets on
 * one page must not tear it down under each other: each counts as a user until it lets go.
 */
const users = new WeakMap<Client, number>();

/** The braintree-web client for an authorization (client token or tokenization key). */
export async function createGatewayClient(authorization: string): Promise<Client> {
  const client = await braintreeClient.create({ authorization });
  retainGatewayClient(client);
  return client;
}

/** Counts one more user of a client: work that goes on with it after its widget has let go. */
export function retainGatewayClient(client: Client): void {
  users.set(client, (users.get(client) ?? 0) + 1);
}

/** Lets go of a client; the last user tears it down. */
export async function releaseGatewayClient(client: Client): Promise<void> {
  const remaining = (users.get(client) ?? 1) - 1;
  if (remaining > 0) {
    users.set(client, remaining);
    return;
  }
  users.delete(client);
  await new Promise<void>((resolve, reject) => client.teardown((error) => (error ? reject(error) : resolve())));
}
