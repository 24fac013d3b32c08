import type { Request } from 'express';

/**
 * Who is paying: the gateway's customer id of the signed-in shopper, or `undefined` for a guest.
 * Saved payment methods (a vault-enabled client token) are given to that customer only. A merchant
 * passes its own, read from its own sign-in (`startServer({ getCustomerId })`); the default with
 * real gateway credentials is guest-only, so no address ever reaches a customer's saved cards.
 */
export type GetCustomerId = (req: Request) => string | undefined | Promise<string | undefined>;

/** The default with real credentials: everyone pays as a guest. */
export const guestOnly: GetCustomerId = () => undefined;

export interface Identity {
  getCustomerId: GetCustomerId;
  /**
   * The gateway said the customer does not exist: a chance to make it again (the demo's customer,
   * after an emulator reset). Resolves with the id to retry with, or `undefined` to give up.
   */
  customerMissing?: (customerId: string) => Promise<string | undefined>;
}
