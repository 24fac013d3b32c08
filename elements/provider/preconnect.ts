/**
 * Early connections to the gateway. A client token names where braintree-web will go first: the
 * configuration (`configUrl`) and the card frames with their scripts (`assetsUrl`). Asking the browser to
 * connect to them as soon as the widget has its authorization lets the name lookup, TCP and TLS happen while
 * the widget sets up, instead of in front of the first card frame. (The configuration request leaves in the same
 * task as the links, so its own link gains little over the request itself.) A tokenization key names no address,
 * so it gets none.
 */

/** An http(s) address whose host is a plain name or IPv4 address (anything else is left to braintree-web). */
const WEB_ADDRESS = /^https?:\/\/[\w.-]+(:\d+)?([/?#]|$)/;

/** The connections asked for on this page so far. */
const asked = new Set<string>();

/**
 * The origins a client token's addresses call for, each with whether its requests use CORS: braintree-web's
 * requests to the gateway do (without credentials, on connections of their own); the frames are plain
 * navigations. None for a tokenization key, or for anything that is not a web address.
 */
export function gatewayConnections(authorization: string): Array<[origin: string, cors: boolean]> {
  try {
    const { configUrl, assetsUrl } = JSON.parse(atob(authorization)) as { configUrl?: unknown; assetsUrl?: unknown };
    return (
      [
        [configUrl, true],
        [assetsUrl, false],
      ] as const
    ).flatMap(([url, cors]) => (WEB_ADDRESS.test(String(url)) ? [[new URL(String(url)).origin, cors]] : []));
  } catch {
    return []; // not a client token
  }
}

/** Adds a `<link rel="preconnect">` to the page's head for each connection not asked for on this page yet. */
export function preconnectGateway(authorization: string): void {
  for (const [origin, cors] of gatewayConnections(authorization)) {
    if (asked.has(origin + cors)) continue;
    asked.add(origin + cors);
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (cors) link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
