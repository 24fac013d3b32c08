/**
 * Google's Pay API for the web (`pay.js`): the `PaymentsClient` the widget uses, and the script that
 * brings it. A page that already has Google's script keeps it; otherwise it is loaded from Google,
 * once per page, with the page's Content-Security-Policy nonce.
 */
import type { Client } from '../../provider/gateway-client.js';

type Json = Record<string, unknown>;

export interface PaymentsClient {
  isReadyToPay(request: Json): Promise<{ result: boolean }>;
  createButton(options: Json): HTMLElement;
  loadPaymentData(request: unknown): Promise<Json>;
}

type PaymentsClientClass = new (options: { environment: 'TEST' | 'PRODUCTION' }) => PaymentsClient;

/** Where Google serves its Pay API script. */
export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';
const SCRIPT_ID = 'payment-dropin-google-pay-script';

function pageClass(): PaymentsClientClass | undefined {
  return (window as unknown as { google?: { payments?: { api?: { PaymentsClient?: PaymentsClientClass } } } }).google
    ?.payments?.api?.PaymentsClient;
}

/** Loads Google's script unless the page has it; resolves once `PaymentsClient` exists. */
export async function loadPaymentsClient(nonce: string | undefined): Promise<PaymentsClientClass> {
  const present = pageClass();
  if (present) return present;
  let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (!script) {
    script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.src = GOOGLE_PAY_SCRIPT;
    document.head.append(script);
  }
  const loading = script;
  await new Promise<void>((resolve, reject) => {
    const done = (): void => {
      loading.removeEventListener('load', done);
      loading.removeEventListener('error', failed);
      resolve();
    };
    const failed = (): void => {
      loading.removeEventListener('load', done);
      loading.removeEventListener('error', failed);
      // A later widget may try again.
      loading.remove();
      reject(new Error(`Google Pay's script (${GOOGLE_PAY_SCRIPT}) failed to load.`));
    };
    loading.addEventListener('load', done);
    loading.addEventListener('error', failed);
  });
  const loaded = pageClass();
  if (!loaded) throw new Error(`Google Pay's script (${GOOGLE_PAY_SCRIPT}) loaded without its PaymentsClient.`);
  return loaded;
}

/** The gateway's environment in Google's terms. */
export function googleEnvironment(client: Client): 'TEST' | 'PRODUCTION' {
  const configuration = client.getConfiguration() as unknown as { gatewayConfiguration: { environment?: string } };
  return configuration.gatewayConfiguration.environment === 'production' ? 'PRODUCTION' : 'TEST';
}

/** The ready-to-pay question for the card networks the gateway takes with Google Pay (API v1 or v2). */
export function readyToPayRequest(client: Client, version: number): Json {
  const configuration = client.getConfiguration() as unknown as {
    gatewayConfiguration: { androidPay?: { supportedNetworks?: string[] } };
  };
  const networks = (configuration.gatewayConfiguration.androidPay?.supportedNetworks ?? []).map((n) => n.toUpperCase());
  if (version !== 2) return { allowedPaymentMethods: ['CARD', 'TOKENIZED_CARD'] };
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: networks },
      },
    ],
  };
}
