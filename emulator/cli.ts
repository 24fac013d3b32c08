import { createEmulator } from './index.js';

/** `npm run emulator`: the gateway emulator on EMULATOR_PORT (default 4010) until Ctrl-C. */
const port = Number(process.env.EMULATOR_PORT ?? 4010);
const httpsPort = Number(process.env.EMULATOR_HTTPS_PORT ?? (port === 0 ? 0 : port + 1));
const browserAccess = process.env.EMULATOR_BROWSER_ACCESS === 'host-mapped' ? 'host-mapped' : 'direct';
const emulator = await createEmulator({
  port,
  httpsPort,
  browserAccess,
  verbose: process.env.EMULATOR_VERBOSE === '1',
});
const m = emulator.merchant;
// How a page reaches it. The Chromium flags only in host-mapped mode: in direct mode the Node SDK's client
// tokens name the emulator's own origin, which a host-mapped browser's braintree-web refuses.
const browsers =
  browserAccess === 'host-mapped'
    ? `Browsers (HTTPS):  ${emulator.httpsUrl}  (Chromium: --host-resolver-rules="${emulator.hostRules}" --ignore-certificate-errors)`
    : `Browsers (direct): ${emulator.url}   (a page built with the Vite bridge: braintreeEmulatorBridge({ emulatorOrigin: '${emulator.url}' }) from payment-dropin-emulator/vite-bridge; EMULATOR_BROWSER_ACCESS=host-mapped for Chromium's host mapping instead)`;
console.log(`Braintree gateway emulator
  Node SDK (HTTP):   ${emulator.url}   (GATEWAY_HOST=127.0.0.1 GATEWAY_PORT=${emulator.port}, braintree.Environment.Development)
  ${browsers}
  Control API:       ${emulator.url}/__emulator/{faults,reset,client-token,customers,state}
  Merchant:          merchantId=${m.merchantId} publicKey=${m.publicKey} privateKey=${m.privateKey}
  Tokenization key:  ${m.tokenizationKey}
Press Ctrl-C to stop.`);

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
