/**
 * An early connection to the card frames' origin. A client token names where the card frames and their scripts come
 * from (`assetsUrl`); asking the browser to connect there while the configuration is on its way lets the name lookup,
 * TCP and TLS happen before the first frame is asked for, instead of in front of it. The configuration's own address
 * (`configUrl`) gets no link: its request leaves as soon as the widget has its authorization, before a link could
 * help, and later requests to it use that connection. A tokenization key names no address, so it gets none.
 */
import { clientTokenFields } from './gateway-client.js';

/** An http(s) address whose host is a plain name or IPv4 address (anything else is left to braintree-web). */
const WEB_ADDRESS = /^https?:\/\/[\w.-]+(:\d+)?([/?#]|$)/;

/** The origins asked for on this page so far. */
const asked = new Set<string>();

/**
 * The origin of the card frames and their scripts a client token names (`assetsUrl`); none for a tokenization key,
 * or for anything that is not a web address.
 */
export function framesOrigin(authorization: string): string | undefined {
  const assetsUrl = String(clientTokenFields(authorization)?.assetsUrl);
  return WEB_ADDRESS.test(assetsUrl) ? new URL(assetsUrl).origin : undefined;
}

/** Adds a `<link rel="preconnect">` to the page's head for the card frames' origin, once per page. */
export function preconnectFrames(authorization: string): void {
  const origin = framesOrigin(authorization);
  if (origin === undefined || asked.has(origin)) return;
  asked.add(origin);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  document.head.append(link);
}
