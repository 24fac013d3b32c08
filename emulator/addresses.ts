import { isIP } from 'node:net';

/**
 * The addresses a merchant gives the emulator when it runs beyond loopback (in a container, on a CI network): the
 * interface it binds, the names the control API answers, and the origin browsers reach it by. Each is checked once,
 * where it is given, so a typo fails at start with its name instead of as a refused request later.
 */

/** A DNS name (`emulator`, `gateway.ci.internal`): letters, digits and hyphens between dots, no port, no scheme. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** True for an IP address (`0.0.0.0`, `::`, `10.0.0.5`) or a DNS name: something to bind or to be addressed by. */
export function isHostName(value: string): boolean {
  return isIP(value) !== 0 || HOST_NAME.test(value);
}

/** True for the names of this machine's loopback interface: binding one keeps the emulator on this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * `value` as an origin (`http://emulator:4010`, `https://sandbox.ci.example`) when it is an http(s) URL with a host and
 * nothing after it (a trailing `/` is allowed), else undefined.
 */
export function parseOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(value)) return undefined;
  return url.origin;
}
