import { BRAINTREE_HOSTS } from './hosts.js';

export interface TlsMaterial {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for the provider's host names, localhost and 127.0.0.1, made at
 * start. Browsers accept it only with --ignore-certificate-errors (tests) and it is never
 * written to disk.
 */
export async function makeCertificate(): Promise<TlsMaterial> {
  const altNames = [
    ...BRAINTREE_HOSTS.map((value) => ({ type: 2 as const, value })),
    { type: 2 as const, value: '*.braintreegateway.com' },
    { type: 2 as const, value: '*.sandbox.braintreegateway.com' },
    { type: 2 as const, value: '*.braintree-api.com' },
    { type: 2 as const, value: '*.sandbox.braintree-api.com' },
    { type: 2 as const, value: '*.paypal.com' },
    { type: 2 as const, value: 'localhost' },
    { type: 7 as const, ip: '127.0.0.1' },
  ];
  // Loaded here, not with the module: only an emulator that serves HTTPS pays for it.
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'braintree-emulator.local' }], {
    notAfterDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
