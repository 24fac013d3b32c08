import type { DropinEventDetails, DropinEventName } from '../vocabulary/events.js';
import type { DataCollectorOptions, ThreeDSecureOptions } from '../vocabulary/types.js';
import type { Client } from '../provider/gateway-client.js';
// Loaded only when their option is on, with their braintree-web modules.
import type { DeviceDataCollector } from '../provider/data-collector.js';
import type { ThreeDSecureProvider } from '../provider/three-d-secure.js';

/**
 * What every payment option shares and none owns: 3D Secure (cards are verified after tokenizing)
 * and the data collector (device data rides on every payload). Drop-in keeps them outside its
 * views too. Each starts at most once per setup; one that finishes after a teardown is undone.
 */
export class SharedServices {
  threeDSecure: ThreeDSecureProvider | undefined;
  private collector: DeviceDataCollector | undefined;

  /** The device data for the payload, when the data collector runs. */
  get deviceData(): string | undefined {
    return this.collector?.deviceData;
  }

  async startThreeDSecure(
    client: Client,
    options: ThreeDSecureOptions | undefined,
    stillCurrent: () => boolean,
    fire: <K extends DropinEventName>(name: K, detail: DropinEventDetails[K]) => void,
  ): Promise<void> {
    const { createThreeDSecure, THREE_D_SECURE_EVENTS } = await import('../provider/three-d-secure.js');
    const created = await createThreeDSecure({
      client,
      cardinalSDKConfig: (options ?? {}).cardinalSDKConfig as never,
    });
    if (!stillCurrent()) return created.teardown();
    this.threeDSecure = created;
    for (const name of THREE_D_SECURE_EVENTS) created.on(name, () => fire(`3ds:${name}`, {}));
  }

  async startDataCollector(
    client: Client,
    options: DataCollectorOptions | boolean | undefined,
    stillCurrent: () => boolean,
  ): Promise<void> {
    const { createDataCollector } = await import('../provider/data-collector.js');
    const collector = await createDataCollector({ client, options: options as never });
    if (stillCurrent()) this.collector = collector;
    else await collector.teardown();
  }

  /** Tears both down; each step's promise, so one failure does not stop the other. */
  teardown(): Array<Promise<unknown> | undefined> {
    const steps = [this.threeDSecure?.teardown(), this.collector?.teardown()];
    this.threeDSecure = undefined;
    this.collector = undefined;
    return steps;
  }
}
