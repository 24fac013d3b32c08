import vaultManager from 'braintree-web/vault-manager/index.js';
import type { Client } from 'braintree-web/client/index.js';

/** A saved method as the vault manager returns it. */
export interface VaultedPaymentMethod {
  nonce: string;
  type: string;
  default: boolean;
  hasSubscription: boolean;
  description?: string;
  details: Record<string, unknown>;
  binData?: Record<string, unknown>;
}

export interface Vault {
  fetch(defaultFirst: boolean): Promise<VaultedPaymentMethod[]>;
  remove(nonce: string): Promise<void>;
  teardown(): Promise<void>;
}

/** The customer's saved methods, through braintree-web's vault manager. */
export async function createVault(client: Client): Promise<Vault> {
  const manager = await vaultManager.create({ client });
  return {
    async fetch(defaultFirst) {
      const methods = await manager.fetchPaymentMethods({ defaultFirst });
      return methods as unknown as VaultedPaymentMethod[];
    },
    async remove(nonce) {
      // deletePaymentMethod is in braintree-web 3.144 but missing from @types/braintree-web.
      await (manager as unknown as { deletePaymentMethod(nonce: string): Promise<void> }).deletePaymentMethod(nonce);
    },
    teardown: () => manager.teardown(),
  };
}
