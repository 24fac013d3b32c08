import {
  ANALYTICS_PREFIX,
  ANALYTICS_REQUEST_TIMEOUT_MS,
  DROPIN_VERSION,
  INTEGRATION,
} from '../vocabulary/constants.js';
import type { ClientFacts } from './gateway-client.js';

/** One analytics event as the gateway takes it: its kind and when it happened, in seconds. */
interface AnalyticsEvent {
  kind: string;
  timestamp: number;
}

/**
 * One widget's analytics. The events one task produces go to the gateway together, in one request sent from a task
 * of its own (`later`): a request costs the page the body and the fetch call (most of the 1.7 to 8.6 ms the bench's
 * traces found between `ready` and the code awaiting it), and in the task that produced the events it would come
 * before the merchant's code, as the code awaiting `create()` runs after the `ready` event's task has run our work to
 * its end.
 */
export class AnalyticsQueue {
  #events: AnalyticsEvent[] = [];

  readonly #facts: ClientFacts;
  readonly #sessionId: string;
  readonly #later: (send: () => void) => void;

  constructor(facts: ClientFacts, sessionId: string, later: (send: () => void) => void) {
    this.#facts = facts;
    this.#sessionId = sessionId;
    this.#later = later;
  }

  add(kind: string): void {
    const url = this.#facts.analyticsUrl;
    if (!url) return;
    const event = { kind: `${ANALYTICS_PREFIX}${kind}`, timestamp: Math.floor(Date.now() / 1000) };
    if (this.#events.push(event) > 1) return;
    this.#later(() => void sendAnalyticsEvents(url, this.#facts, this.#events.splice(0), this.#sessionId));
  }
}

/**
 * Sends Drop-in analytics events to the gateway's analytics URL, in one request. Fire and forget: it gives
 * up after 2000 ms and never throws, because analytics must never reach the shopper.
 */
async function sendAnalyticsEvents(
  url: string,
  facts: ClientFacts,
  events: readonly AnalyticsEvent[],
  sessionId: string,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANALYTICS_REQUEST_TIMEOUT_MS);
  const body = {
    analytics: events,
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
    await fetch(url, {
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
