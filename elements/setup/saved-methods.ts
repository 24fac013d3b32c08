import type { DropinAction } from '../model/dropin-model.js';
import type { Client } from '../provider/gateway-client.js';
import type { PaymentMethod } from '../vocabulary/types.js';
// The vault manager's braintree-web module is loaded only for a customer's client token.
import type { Vault } from '../provider/vault.js';

// The model's saved methods part (edit mode, deletion) comes in this chunk too: a page needs both or neither.
export { vaultPart } from '../model/vault.js';
// The part reports sheet errors: what words them comes with it (model-parts.ts hands it to the panel).
export { resolveErrorMessage } from './sheet-errors.js';

/**
 * One setup's view of the customer's saved methods, through braintree-web's vault manager: made on the first fetch,
 * and answered to the model. Answers that arrive after the setup ended (its signal) are dropped, and a manager made
 * for it meanwhile is disposed of.
 */
export class SavedMethods {
  #vault: Vault | undefined;

  readonly #client: () => Client;
  readonly #signal: AbortSignal;
  readonly #answer: (action: DropinAction) => void;

  constructor(client: () => Client, signal: AbortSignal, answer: (action: DropinAction) => void) {
    this.#client = client;
    this.#signal = signal;
    this.#answer = answer;
  }

  async fetch(defaultFirst: boolean): Promise<void> {
    try {
      const vault = await this.#vaultFor();
      const methods = await vault.fetch(defaultFirst);
      if (this.#signal.aborted) return;
      this.#answer({
        type: 'savedMethodsLoaded',
        methods: methods.map((m) => ({ ...m, vaulted: true }) as unknown as PaymentMethod),
      });
    } catch (error) {
      if (!this.#signal.aborted) this.#answer({ type: 'savedMethodsLoadFailed', error });
    }
  }

  async remove(nonce: string): Promise<void> {
    try {
      await (await this.#vaultFor()).remove(nonce);
      if (!this.#signal.aborted) this.#answer({ type: 'deleteSucceeded' });
    } catch (error) {
      if (!this.#signal.aborted) this.#answer({ type: 'deleteFailed', error });
    }
  }

  /** Disposes of the vault manager, if one was made. */
  teardown(): Promise<void> | undefined {
    const vault = this.#vault;
    this.#vault = undefined;
    return vault?.teardown();
  }

  async #vaultFor(): Promise<Vault> {
    if (this.#vault) return this.#vault;
    const { createVault } = await import('../provider/vault.js');
    const vault = await createVault(this.#client());
    if (this.#signal.aborted) {
      await vault.teardown();
      throw new Error('The widget was torn down.');
    }
    this.#vault ??= vault;
    return this.#vault;
  }
}

/** What the saved methods need of their setup (the setup's own, by shape: the setup imports this module). */
export interface SavedMethodsSetup {
  readonly signal: AbortSignal;
  readonly client: Client | undefined;
  savedMethods: SavedMethods | undefined;
  answer(action: DropinAction): void;
}

/** The setup's saved methods, made on the first fetch or deletion. */
export function savedMethodsOf(setup: SavedMethodsSetup): SavedMethods {
  return (setup.savedMethods ??= new SavedMethods(
    () => setup.client!,
    setup.signal,
    (action) => setup.answer(action),
  ));
}
