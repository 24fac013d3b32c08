/**
 * The emulator's stand-in for the PayPal JS SDK (`https://www.paypal.com/sdk/js?client-id=…`),
 * written for the emulator. It reads its settings from its own script URL, like the real SDK,
 * and defines `window.paypal` (or `window[data-namespace]`) with what braintree-web's
 * `paypal-checkout` integrations use: `Buttons`, `FUNDING`, `version`, and the funding
 * eligibility helpers. A button click runs the flow without a popup: the merchant's
 * `createOrder` / `createBillingAgreement`, then the shopper's decision (approve unless
 * `window.__paypalEmulator.nextAction` says otherwise), reported to the emulator, then
 * `onApprove` / `onCancel` / `onError`.
 */
import {
  FUNDING,
  FUNDING_SOURCES,
  SDK_VERSION,
  isEligible,
  isFundingSource,
  validateSdkQuery,
  type SdkSettings,
} from '../protocol.js';
import { createButtons, type ButtonsComponent, type ButtonsProps } from './buttons.js';

export interface PayPalNamespace {
  version: string;
  FUNDING: typeof FUNDING;
  Buttons?: (props?: ButtonsProps) => ButtonsComponent;
  getFundingSources(): string[];
  isFundingEligible(source: string): boolean;
}

const NAMESPACE = /^[A-Za-z_$][\w$]*$/;

function createNamespace(settings: SdkSettings, origin: string): PayPalNamespace {
  const paypal: PayPalNamespace = {
    version: SDK_VERSION,
    FUNDING,
    getFundingSources: () => [...FUNDING_SOURCES],
    isFundingEligible: (source) => isFundingSource(source) && isEligible(settings, source),
  };
  if (settings.components.includes('buttons')) paypal.Buttons = (props) => createButtons(settings, origin, props);
  return paypal;
}

function start(): void {
  const script = document.currentScript;
  // braintree-web removes its script on teardown; a script removed before it ran defines nothing.
  if (!(script instanceof HTMLScriptElement) || !script.isConnected) return;
  const url = new URL(script.src);
  const settings = validateSdkQuery(url.searchParams);
  if (typeof settings === 'string') throw new Error(settings);
  const namespace = script.getAttribute('data-namespace') || 'paypal';
  if (!NAMESPACE.test(namespace)) throw new Error(`PayPal SDK: invalid data-namespace ${JSON.stringify(namespace)}`);
  const paypal = createNamespace(settings, url.origin);
  (window as unknown as Record<string, unknown>)[namespace] = paypal;
  if (settings.debug) console.info(`[paypal emulator] SDK ${SDK_VERSION} loaded as window.${namespace}`, settings);
}

start();
