import { createEmulator } from './index.js';

/** `npm run emulator`: the gateway emulator on EMULATOR_PORT (default 4010) until Ctrl-C. */
const port = Number(process.env.EMULATOR_PORT ?? 4010);
const httpsPort = Number(process.env.EMULATOR_HTTPS_PORT ?? (port === 0 ? 0 : port + 1));
const emulator = await createEmulator({
  port,
  httpsPort,
  browserAccess: process.env.EMULATOR_BROWSER_ACCESS === 'host-mapped' ? 'host-mapped' : 'direct',
  verbose: process.env.EMULATOR_VERBOSE === '1',
});
const m = emulator.merchant;
console.log(`Braintree gateway emulator
  Node SDK (HTTP):   ${emulator.url}   (GATEWAY_HOST=127.0.0.1 GATEWAY_PORT=${emulator.port}, braintree.Environment.Development)
  Browsers (HTTPS):  ${emulator.httpsUrl}  (Chromium: --host-resolver-rules="${emulator.hostRules}" --ignore-certificate-errors)
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
