import { isHostName, parseOrigin } from './addresses.js';

/** What the command (`npx payment-dropin-emulator`, `npm run emulator`) starts the emulator with. */
export interface CommandSettings {
  host: string;
  port: number;
  httpsPort: number;
  browserAccess: 'direct' | 'host-mapped';
  allowedHosts: string[];
  publicUrl: string | undefined;
  verbose: boolean;
}

/** A variable's value, trimmed; undefined when unset or empty (`EMULATOR_HOST=` in a compose file means the default). */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The port in `name`, or the default; a string saying what is wrong when it is not one. */
function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number | string {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    return `${name} must be a port number from 0 to 65535 (0 for any free port), got "${value}".`;
  }
  return Number(value);
}

/** `[::]` and `[::1]` as written in a URL are the addresses `::` and `::1` to bind. */
function unbracketed(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * The command's settings from its environment: EMULATOR_PORT, EMULATOR_HTTPS_PORT, EMULATOR_BROWSER_ACCESS,
 * EMULATOR_HOST (default 127.0.0.1: listening beyond loopback is asked for), EMULATOR_ALLOWED_HOSTS (comma-separated
 * names), EMULATOR_PUBLIC_URL and EMULATOR_VERBOSE. A bad value gives one line naming the variable and the value.
 */
export function commandSettings(env: NodeJS.ProcessEnv): CommandSettings | string {
  const httpPort = port(env, 'EMULATOR_PORT', 4010);
  if (typeof httpPort === 'string') return httpPort;
  const httpsPort = port(env, 'EMULATOR_HTTPS_PORT', httpPort === 0 ? 0 : Math.min(httpPort + 1, 65535));
  if (typeof httpsPort === 'string') return httpsPort;

  const access = read(env, 'EMULATOR_BROWSER_ACCESS') ?? 'direct';
  if (access !== 'direct' && access !== 'host-mapped') {
    return `EMULATOR_BROWSER_ACCESS must be direct or host-mapped, got "${access}".`;
  }

  const host = unbracketed(read(env, 'EMULATOR_HOST') ?? '127.0.0.1');
  if (!isHostName(host)) {
    return `EMULATOR_HOST must be an address or host name to listen on, such as 0.0.0.0 (every interface) or 127.0.0.1, got "${host}".`;
  }

  const allowedHosts = (read(env, 'EMULATOR_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((name) => unbracketed(name.trim()))
    .filter((name) => name !== '');
  const badName = allowedHosts.find((name) => !isHostName(name));
  if (badName !== undefined) {
    return `EMULATOR_ALLOWED_HOSTS must be comma-separated host names with no scheme or port, such as emulator,gateway.ci.internal, got "${badName}".`;
  }

  const publicUrl = read(env, 'EMULATOR_PUBLIC_URL');
  if (publicUrl !== undefined && parseOrigin(publicUrl) === undefined) {
    return `EMULATOR_PUBLIC_URL must be an http(s) origin with no path, such as http://emulator:4010, got "${publicUrl}".`;
  }

  return {
    host,
    port: httpPort,
    httpsPort,
    browserAccess: access,
    allowedHosts,
    publicUrl,
    verbose: read(env, 'EMULATOR_VERBOSE') === '1',
  };
}
