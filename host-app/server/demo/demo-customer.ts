import { sdkErrorType, type SdkGateway } from '../braintree-sdk.js';

/** The signed-in shopper of the demo: the customer whose saved cards the widget shows. */
export const DEMO_CUSTOMER = {
  id: 'demo_shopper',
  firstName: 'Demo',
  lastName: 'Shopper',
  email: 'demo.shopper@example.com',
} as const;

/**
 * Finds the demo customer, creating it on first use. Remembers success; forgets it when asked
 * (the gateway may have been reset, as the emulator's control API can do).
 */
export class DemoCustomer {
  private known: Promise<string> | undefined;

  constructor(
    private readonly gateway: SdkGateway,
    readonly id: string = DEMO_CUSTOMER.id,
  ) {}

  ensure(): Promise<string> {
    this.known ??= this.findOrCreate().catch((error: unknown) => {
      this.known = undefined;
      throw error;
    });
    return this.known;
  }

  forget(): void {
    this.known = undefined;
  }

  private async findOrCreate(): Promise<string> {
    try {
      return (await this.gateway.customer.find(this.id)).id;
    } catch (error) {
      if (sdkErrorType(error) !== 'notFoundError') throw error;
    }
    const result = await this.gateway.customer.create({ ...DEMO_CUSTOMER, id: this.id });
    if (!result.success || !result.customer)
      throw new Error(`Could not create the demo customer: ${result.message ?? 'no reason given'}`);
    return result.customer.id;
  }
}
