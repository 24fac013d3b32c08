#!/usr/bin/env node
/**
 * `npm start`: the checkout demo. Builds the checkout bundle when its sources (or the emulator's
 * port) changed, starts the product server on PORT (default 3000) and, unless Braintree credentials
 * are set (BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT),
 * the gateway emulator on EMULATOR_PORT (default 4010). Works in any browser, no flags. Ctrl-C stops.
 *
 * Also: HOST (default 127.0.0.1), EMULATOR_HTTPS_PORT (default any), VAULTED_CARDS=false (the page's
 * vault setting), HOST_APP_OUT_DIR (where the bundle is built; default dist/host-app), HOST_APP_BUILD
 * (`auto`, the default, builds when the sources changed; `never` serves the bundle already there), DATA_DIR (the
 * embedded store's directory; default data/checkout-db), DATABASE_URL (PostgreSQL instead),
 * BRAINTREE_ENVIRONMENT=development with BRAINTREE_GATEWAY_URL (a gateway emulator that runs on its own).
 */
import { lookup } from 'node:dns/promises';
import { register } from 'tsx/esm/api';

// The server is TypeScript; tsx runs it as is.
register();
const { startServer } = await import('../host-app/server/index.ts');

function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number, not "${raw}".`);
    process.exit(1);
  }
  return port;
}

/** Why the checkout cannot listen on HOST, naming the variable and its value. */
function hostError(host, reason) {
  return (
    `HOST is "${host}", ${reason}. Set HOST to an address or a name of this machine: 127.0.0.1 (the default, this ` +
    'machine only) or 0.0.0.0 (every interface).'
  );
}

/** HOST, looked up before anything starts (a name that does not resolve would fail only after the build). */
async function hostFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    await lookup(raw);
  } catch (error) {
    console.error(hostError(raw, `a name this machine cannot resolve (${error?.code ?? error?.message ?? error})`));
    process.exit(1);
  }
  return raw;
}

const host = await hostFrom('HOST', '127.0.0.1');
const port = portFrom('PORT', 3000);
const emulatorPort = portFrom('EMULATOR_PORT', 4010);

let server;
try {
  server = await startServer({
    port,
    emulatorPort,
    emulatorHttpsPort: portFrom('EMULATOR_HTTPS_PORT', 0),
    host,
    vaultedCards: process.env.VAULTED_CARDS !== 'false',
    ...(process.env.HOST_APP_OUT_DIR ? { outDir: process.env.HOST_APP_OUT_DIR } : {}),
    ...(process.env.HOST_APP_BUILD === 'never' || process.env.HOST_APP_BUILD === 'always'
      ? { build: process.env.HOST_APP_BUILD }
      : {}),
    ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
  });
} catch (error) {
  if (error?.code === 'EADDRINUSE') {
    console.error(`Port ${error.port ?? ''} is taken. Choose others, e.g. PORT=3100 EMULATOR_PORT=4110 npm start.`);
  } else if (error?.code === 'EADDRNOTAVAIL' && error.syscall === 'listen') {
    // Only the checkout listens on HOST (the emulator on loopback): an address no interface of this machine has.
    console.error(hostError(host, `an address no interface of this machine has (${error.address ?? ''})`));
  } else if (error?.syscall === 'getaddrinfo' && error.hostname === host) {
    // Resolved when checked, not when listening.
    console.error(hostError(host, `a name this machine cannot resolve (${error.code})`));
  } else {
    console.error(error?.message ?? error);
  }
  process.exit(1);
}

const checkout = new URL(server.url);
if (checkout.hostname === '127.0.0.1') checkout.hostname = 'localhost';
// The address's amount is the demo's stand-in for a cart: with a real gateway the server prices the order itself.
const declineHint = server.mode === 'emulated' ? `        (try ${checkout.origin}/?amount=2000.00 for a decline)` : '';
console.log(`
  Checkout:  ${checkout.origin}/${declineHint}`);
if (server.mode === 'emulated') {
  console.log(`  Emulator:  ${server.emulatorUrl.replace('127.0.0.1', 'localhost')}   (Braintree gateway emulator; control API at /__emulator/state)
  Test card: 4111 1111 1111 1111, any future expiry, CVV 123, postal code 12345`);
} else if (server.mode === 'development') {
  console.log(`  Gateway:   ${process.env.BRAINTREE_GATEWAY_URL} (BRAINTREE_ENVIRONMENT=development)`);
} else {
  console.log('  Gateway:   Braintree (credentials from BRAINTREE_*)');
}
console.log('\n  Press Ctrl-C to stop.\n');

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
