import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

/**
 * The names the checkout answers to. A page of another site whose own name was pointed at this server's address (DNS
 * rebinding) is same-origin with it for the browser: it could read the client token and post forms as the shopper
 * whose browser runs it. Its requests are addressed to its own name, though (the `Host` header is the page's), so the
 * server answers only requests addressed to a name it was given:
 * - always: this machine's loopback names (`localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`) and any IP address
 *   (no other site's page can be served under an address: rebinding needs a name), with any port;
 * - the name the server listens on (`HOST`), when it is a name;
 * - the names in `ALLOWED_HOSTS`: the ones shoppers reach the checkout by. Required in production.
 */
export const ALLOWED_HOSTS = 'ALLOWED_HOSTS';

/** A host name as DNS spells it (letters, digits, hyphens; dot-separated labels), in lower case, no trailing dot. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A Host header's value: a name or an IPv4 address, or an IPv6 address in brackets, with an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;

/**
 * The name a Host (or X-Forwarded-Host) value addresses, in lower case without its port or a trailing dot (IPv6 keeps
 * its brackets); undefined when it is not a host name or an address with an optional port.
 */
export function hostNameOf(value: string): string | undefined {
  const match = HOST_HEADER.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const name = match[1]!.replace(/\.$/, '');
  if (name.startsWith('[')) return isIP(name.slice(1, -1)) === 6 ? name : undefined;
  return isIP(name) === 4 || HOST_NAME.test(name) ? name : undefined;
}

/** A name as `hostNameOf` gives it that only this machine or an address can be: loopback, or an IP address. */
function alwaysAllowed(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) === 4 || name.startsWith('[');
}

/**
 * `ALLOWED_HOSTS`: a comma-separated list of host names (or addresses), without scheme or port, in lower case. Throws,
 * naming the variable, on an entry that is not one, and in production (`BRAINTREE_ENVIRONMENT=production`) when it is
 * unset or empty: a production checkout is reached by a name of its own, which the server must be told.
 */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const entries = (env[ALLOWED_HOSTS] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const name = hostNameOf(entry);
    // A port in an entry would be ignored (any port is answered): refused, rather than read as something it is not.
    if (name === undefined || /:\d+$/.test(entry.replace(/^\[[^\]]*\]/, ''))) {
      throw new Error(
        `${ALLOWED_HOSTS} must be a comma-separated list of the host names shoppers reach the checkout by, without ` +
          `scheme, port or path (e.g. shop.example, www.shop.example), not "${env[ALLOWED_HOSTS]}".`,
      );
    }
  }
  if (production && entries.length === 0) {
    throw new Error(
      `${ALLOWED_HOSTS} must be set with BRAINTREE_ENVIRONMENT=production: the host names shoppers reach the checkout ` +
        `by, comma-separated (e.g. ${ALLOWED_HOSTS}=shop.example,www.shop.example). The server answers no other name, ` +
        `so that a page of another site whose name points at this server (DNS rebinding) cannot act as its shoppers.`,
    );
  }
  return entries.map((entry) => hostNameOf(entry)!);
}

/** The name of the interface the server listens on, when it is one a browser may address (not `0.0.0.0` or `::`). */
export function boundHostName(host: string | undefined): string | undefined {
  if (!host || host === '0.0.0.0' || host === '::') return undefined;
  return hostNameOf(isIP(host) === 6 ? `[${host}]` : host);
}

/** How many refused names are logged (once each), so that no one can flood the log with names. */
const LOGGED_NAMES = 20;

/**
 * Refuses, before anything else runs (no session, no database, no rate limit counted), a request addressed to a name
 * the checkout does not answer to: 421 for a name that is not allowed, 400 for a missing or unreadable `Host`, in
 * plain text. The name checked is the `Host` header and, when the request came through a proxy `TRUST_PROXY` believes
 * (as Express decides for `req.host`), every name in `X-Forwarded-Host` too: each one must be allowed, so a name the
 * client put in that header itself (a proxy that passes it on, or appends its own after it) does not stand in for the
 * one its browser addressed. A request from an untrusted sender has its `X-Forwarded-Host` ignored, as Express does.
 */
export function allowedHostsOnly(allowed: Iterable<string>, log: (message: string) => void): RequestHandler {
  const names = new Set(allowed);
  const logged = new Set<string>();
  const isAllowed = (name: string): boolean => alwaysAllowed(name) || names.has(name);
  return (req, res, next) => {
    const claimed = [req.headers.host ?? ''];
    const forwarded = req.get('x-forwarded-host');
    if (forwarded !== undefined && trustsSender(req)) claimed.push(...forwarded.split(','));
    for (const value of claimed) {
      const name = hostNameOf(value);
      if (name !== undefined && isAllowed(name)) continue;
      if (!logged.has(name ?? '') && logged.size < LOGGED_NAMES) {
        logged.add(name ?? '');
        log(
          `[server] refused a request addressed to ${name ?? 'no readable host name'}: the checkout answers ` +
            `localhost, this machine's addresses and the names in ${ALLOWED_HOSTS}.`,
        );
      }
      res
        .status(name === undefined ? 400 : 421)
        .set({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
        .type('text/plain')
        .send(
          name === undefined
            ? 'This request names no host this server can read (its Host header).\n'
            : `This server does not answer to the name ${name}. If this is your checkout, add the name to ` +
                `${ALLOWED_HOSTS}.\n`,
        );
      return;
    }
    next();
  };
}

/** Whether the request's sender is a proxy `trust proxy` believes (Express's own test for `X-Forwarded-Host`). */
function trustsSender(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return trust(req.socket.remoteAddress, 0);
}
