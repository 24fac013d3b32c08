import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopbackHost } from './addresses.js';
import { commandSettings } from './command-settings.js';
import { createEmulator, type Emulator } from './index.js';

/**
 * `npm run emulator`, `npx payment-dropin-emulator`: the gateway emulator until Ctrl-C, set by the environment (see
 * command-settings.ts). A bad setting is refused with one line and exit code 2, before anything listens.
 */
const settings = commandSettings(process.env);
if (typeof settings === 'string') {
  console.error(`payment-dropin-emulator: ${settings}`);
  process.exit(2);
}
const { host, browserAccess, allowedHosts, publicUrl } = settings;

let emulator: Emulator;
try {
  emulator = await createEmulator({
    host,
    port: settings.port,
    httpsPort: settings.httpsPort,
    browserAccess,
    allowedHosts,
    publicUrl,
    verbose: settings.verbose,
  });
} catch (error) {
  console.error(`payment-dropin-emulator: cannot listen on ${host}: ${(error as Error).message}`);
  process.exit(1);
}

/** A host as it is written in a URL (`[::1]`). */
const inUrl = (name: string): string => (isIP(name) === 6 ? `[${name}]` : name);
const wildcard = host === '0.0.0.0' || host === '::';
// The address this machine reaches it at: loopback when it listens on every interface.
const here = wildcard ? '127.0.0.1' : host;
const { url, httpsUrl } = emulator;
const beyondLoopback = !isLoopbackHost(host);

/**
 * Where other machines and containers reach it: the names it was given, and, when it listens on every interface, this
 * machine's addresses (the client API answers them; the server and control APIs only the names).
 */
function otherMachines(): string {
  const names = [...new Set([...(wildcard ? [] : [host]), ...allowedHosts])];
  const addresses = wildcard
    ? Object.values(networkInterfaces())
        .flatMap((list) => list ?? [])
        .filter((i) => !i.internal && (host === '::' || i.family === 'IPv4'))
        .map((i) => i.address)
    : [];
  const urls = [...new Set([...names, ...addresses])].map((name) => `http://${inUrl(name)}:${emulator.port}`);
  const controlNames = [...names, ...(publicUrl ? [new URL(publicUrl).hostname] : [])];
  const control =
    controlNames.length > 0
      ? `the server and control APIs answer ${[...new Set(controlNames)].join(', ')} and loopback`
      : 'the server and control APIs answer loopback only: name the others in EMULATOR_ALLOWED_HOSTS';
  return `  Other machines:    ${urls.join(', ') || '(no address found)'}   (Node SDK there: GATEWAY_HOST=<name> GATEWAY_PORT=${emulator.port}; ${control})\n`;
}

const m = emulator.merchant;
const directOrigin = publicUrl ? new URL(publicUrl).origin : url;
// How a page reaches it. The Chromium flags only in host-mapped mode: in direct mode the Node SDK's client
// tokens name the emulator's own origin, which a host-mapped browser's braintree-web refuses.
const browsers =
  browserAccess === 'host-mapped'
    ? `Browsers (HTTPS):  ${httpsUrl}  (Chromium: --host-resolver-rules="${emulator.hostRules}" --ignore-certificate-errors)`
    : `Browsers (direct): ${directOrigin}   (${publicUrl ? 'EMULATOR_PUBLIC_URL, which client tokens name; ' : ''}a page built with the Vite bridge: braintreeEmulatorBridge({ emulatorOrigin: '${directOrigin}' }) from payment-dropin-emulator/vite-bridge; EMULATOR_BROWSER_ACCESS=host-mapped for Chromium's host mapping instead)`;
console.log(`Braintree gateway emulator
  Node SDK (HTTP):   ${url}   (GATEWAY_HOST=${here} GATEWAY_PORT=${emulator.port}, braintree.Environment.Development)
${beyondLoopback ? otherMachines() : ''}  ${browsers}
  Control API:       ${url}/__emulator/{faults,reset,client-token,customers,state}
  Merchant:          merchantId=${m.merchantId} publicKey=${m.publicKey} privateKey=${m.privateKey}
  Tokenization key:  ${m.tokenizationKey}
Press Ctrl-C to stop.`);
if (beyondLoopback) {
  console.warn(
    `Warning: listening on ${host}, beyond this machine's loopback. Whoever reaches it can use this sandbox gateway, and its control API resets the state and mints client tokens for any customer: it is meant for a private network (a CI job's containers), never a public one.`,
  );
}

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void emulator.close().then(() => {
    console.log('Emulator stopped.');
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
