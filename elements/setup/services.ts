import type { DropinAction } from '../model/dropin-model.js';
import type { FireEvent } from '../vocabulary/events.js';
import type { DataCollectorOptions, DropinOptions, ServiceName, ThreeDSecureOptions } from '../vocabulary/types.js';
import type { Client } from '../provider/gateway-client.js';
// Loaded only when their option is on, with their braintree-web modules.
import type { DeviceDataCollector } from '../provider/data-collector.js';
import type { ThreeDSecureProvider } from '../provider/three-d-secure.js';

/**
 * What every payment option shares and none owns, for one setup: 3D Secure (cards are verified after tokenizing)
 * and the data collector (device data rides on every payload). Drop-in keeps them outside its views too. Each
 * starts at most once; one that finishes after the setup ended (its signal) is undone.
 */
export class Services {
  threeDSecure: ThreeDSecureProvider | undefined;
  #collector: DeviceDataCollector | undefined;

  /** How each service starts, by its name. */
  readonly #starters: {
    readonly [Service in ServiceName]: (client: Client, options: DropinOptions) => Promise<void>;
  } = {
    threeDSecure: (client, options) =>
      this.#startThreeDSecure(client, options.threeDSecure as ThreeDSecureOptions | undefined),
    dataCollector: (client, options) => this.#startDataCollector(client, options.dataCollector),
  };

  readonly #signal: AbortSignal;
  readonly #fire: FireEvent;

  constructor(signal: AbortSignal, fire: FireEvent) {
    this.#signal = signal;
    this.#fire = fire;
  }

  /** The device data for the payload, when the data collector runs. */
  get deviceData(): string | undefined {
    return this.#collector?.deviceData;
  }

  /** Starts one service with the merchant's options; rejects with its error when it cannot start. */
  start(service: ServiceName, client: Client, options: DropinOptions): Promise<void> {
    return this.#starters[service](client, options);
  }

  async #startThreeDSecure(client: Client, options: ThreeDSecureOptions | undefined): Promise<void> {
    // The verification's code (its own chunk) loads beside braintree-web's, so it is here before a payment asks.
    const [{ createThreeDSecure, THREE_D_SECURE_EVENTS }] = await Promise.all([
      import('../provider/three-d-secure.js'),
      import('./verification.js'),
    ]);
    const created = await createThreeDSecure({
      client,
      cardinalSDKConfig: (options ?? {}).cardinalSDKConfig as never,
    });
    if (this.#signal.aborted) return created.teardown();
    this.threeDSecure = created;
    for (const name of THREE_D_SECURE_EVENTS) created.on(name, () => this.#fire(`3ds:${name}`, {}));
  }

  async #startDataCollector(client: Client, options: DataCollectorOptions | boolean | undefined): Promise<void> {
    const { createDataCollector } = await import('../provider/data-collector.js');
    const collector = await createDataCollector({ client, options: options as never });
    if (this.#signal.aborted) await collector.teardown();
    else this.#collector = collector;
  }

  /** Tears both down; each step's promise, so one failure does not stop the other. */
  teardown(): Array<Promise<unknown> | undefined> {
    const steps = [this.threeDSecure?.teardown(), this.#collector?.teardown()];
    this.threeDSecure = undefined;
    this.#collector = undefined;
    return steps;
  }
}

/** What starting a service needs of its setup (the setup's own, by shape: the setup imports this module). */
export interface ServicesSetup {
  readonly signal: AbortSignal;
  readonly parts: { readonly reports: { readonly fire: FireEvent } };
  readonly client: Client | undefined;
  readonly options: DropinOptions | undefined;
  services: Services | undefined;
  answer(action: DropinAction): void;
}

/** Starts one of a setup's services and answers the model (ready, or failed with its error); never rejects. */
export async function startService(setup: ServicesSetup, service: ServiceName): Promise<void> {
  try {
    setup.services ??= new Services(setup.signal, setup.parts.reports.fire);
    await setup.services.start(service, setup.client!, setup.options!);
    if (!setup.signal.aborted) setup.answer({ type: 'serviceReady', service });
  } catch (error) {
    if (!setup.signal.aborted) setup.answer({ type: 'serviceFailed', service, error });
  }
}
