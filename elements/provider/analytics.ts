import {
  ANALYTICS_PREFIX,
  ANALYTICS_REQUEST_TIMEOUT_MS,
  DROPIN_VERSION,
  INTEGRATION,
} from '../vocabulary/constants.js';
import type { ClientFacts } from './gateway-client.js';

/**
 * Sends one Drop-in analytics event to the gateway's analytics URL. Fire and forget: it gives
 * up after 2000 ms and never throws, because analytics must never reach the shopper.
 */
export async function sendAnalyticsEvent(facts: ClientFacts, kind: string, sessionId: string): Promise<void> {
  if (!facts.analyticsUrl) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANALYTICS_REQUEST_TIMEOUT_MS);
  const body = {
    analytics: [{ kind: `${ANALYTICS_PREFIX}${kind}`, timestamp: Math.floor(Date.now() / 1000) }],
    _meta: {
      merchantAppId: location.host,
      platform: 'web',
      sdkVersion: DROPIN_VERSION,
      source: 'client',
      integration: INTEGRATION,
      integrationType: INTEGRATION,
      sessionId,
      dropinVersion: DROPIN_VERSION,
    },
    braintreeLibraryVersion: `braintree/web/${DROPIN_VERSION}`,
    ...facts.authorization,
  };
  try {
    await fetch(facts.analyticsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      keepalive: true,
    });
  } catch {
    // Analytics failures are deliberately silent.
  } finally {
    clearTimeout(timer);
  }
}
