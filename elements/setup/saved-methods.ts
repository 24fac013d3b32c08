import type { DropinAction } from '../model/dropin-model.js';
import type { PaymentMethod } from '../vocabulary/types.js';
import type { Client } from '../provider/gateway-client.js';
// The vault manager's braintree-web module is loaded only for a customer's client token.
import type { Vault } from '../provider/vault.js';

/** What the saved-methods controller needs from the element. */
export interface SavedMethodsHost {
  /** The gateway client of the current setup. */
  readonly client: Client | undefined;
  /** Changes when the widget is torn down or restarted: late answers of an old setup are dropped. */
  readonly generation: number;
  dispatch(action: DropinAction): void;
  /** Setup may be able to finish now. */
  settleSetupEarly(): void;
}

/**
 * The customer's saved methods, through braintree-web's vault manager: created once per setup, on
 * the first fetch; a manager made for a widget torn down meanwhile is disposed of.
 */
export class SavedMethods {
  private vault: Vault | undefined;

  constructor(private readonly host: SavedMethodsHost) {}

  async fetch(defaultFirst: boolean): Promise<void> {
    const generation = this.host.generation;
    try {
      const vault = await this.vaultFor(generation);
      const methods = await vault.fetch(defaultFirst);
      if (generation !== this.host.generation) return;
      this.host.dispatch({
        type: 'savedMethodsLoaded',
        methods: methods.map((m) => ({ ...m, vaulted: true }) as unknown as PaymentMethod),
      });
    } catch (error) {
      if (generation === this.host.generation) this.host.dispatch({ type: 'savedMethodsLoadFailed', error });
    }
    this.host.settleSetupEarly();
  }

  async remove(nonce: string): Promise<void> {
    const generation = this.host.generation;
    try {
      await (await this.vaultFor(generation)).remove(nonce);
      if (generation === this.host.generation) this.host.dispatch({ type: 'deleteSucceeded' });
    } catch (error) {
      if (generation === this.host.generation) this.host.dispatch({ type: 'deleteFailed', error });
    }
  }

  /** Disposes of the vault manager, if one was made. */
  teardown(): Promise<void> | undefined {
    const vault = this.vault;
    this.vault = undefined;
    return vault?.teardown();
  }

  private async vaultFor(generation: number): Promise<Vault> {
    if (this.vault) return this.vault;
    const { createVault } = await import('../provider/vault.js');
    const vault = await createVault(this.host.client!);
    if (generation !== this.host.generation) {
      await vault.teardown();
      throw new Error('The widget was torn down.');
    }
    this.vault ??= vault;
    return this.vault;
  }
}
