import dataCollector from 'braintree-web/data-collector/index.js';
import type { Client } from 'braintree-web/client/index.js';

/**
 * The widget's `dataCollector` option, passed to braintree-web's data collector. Drop-in 1.x
 * accepted `{kount: true}` or `{paypal: true}`; braintree-web 3.144 always collects PayPal
 * Fraudnet data and ignores those flags, so `true` or `{}` does the same.
 */
export interface DataCollectorOptions {
  /** A correlation id of the merchant's choosing (braintree-web's `riskCorrelationId`). */
  riskCorrelationId?: string;
  /** Name of a `window` function Fraudnet calls once it is set up. */
  cb1?: string;
  /** Deprecated Drop-in flags, accepted and ignored. */
  kount?: boolean;
  paypal?: boolean;
}

export interface DataCollectorSetup {
  client: Client;
  options?: DataCollectorOptions | boolean;
}

export interface DeviceDataCollector {
  /** JSON text to send with the nonce, e.g. `{"correlation_id":"…"}`. */
  readonly deviceData: string;
  /** Removes Fraudnet's elements from the page. */
  teardown(): Promise<void>;
}

/**
 * Starts braintree-web's data collector, which loads PayPal's Fraudnet script. Rejects with
 * braintree-web's error when it cannot (e.g. `DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS` when the
 * script fails to load); reporting that is the widget's business.
 */
export async function createDataCollector(setup: DataCollectorSetup): Promise<DeviceDataCollector> {
  const options = typeof setup.options === 'object' && setup.options !== null ? setup.options : {};
  const instance = await dataCollector.create({
    client: setup.client,
    ...(options.riskCorrelationId ? { riskCorrelationId: options.riskCorrelationId } : {}),
    ...(options.cb1 ? { cb1: options.cb1 } : {}),
  });
  const deviceData = instance.deviceData;
  let torn: Promise<void> | undefined;
  return {
    deviceData,
    teardown() {
      torn ??= instance.teardown();
      return torn;
    },
  };
}
