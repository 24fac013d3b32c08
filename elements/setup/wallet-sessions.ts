import type { DropinAction, WalletOutcome, WalletSessionOption } from '../model/dropin-model.js';
import type { ExpressPayments } from '../element/express-row.js';
import type { PaymentOptionInstance } from '../options/kit/option.js';
import type { PaymentOptionId } from '../vocabulary/types.js';

// The model's wallets part comes in this chunk too: only that part asks for a session, so a page needs both or neither.
export { walletsPart } from '../model/wallets.js';
// The part reports sheet errors: what words them comes with it (model-parts.ts hands it to the panel).
export { resolveErrorMessage } from './sheet-errors.js';

/** What a wallet's session needs of its setup (the setup's own, by shape: the setup imports this module). */
export interface WalletSessionSetup {
  readonly signal: AbortSignal;
  readonly instances: { get(id: PaymentOptionId): PaymentOptionInstance | undefined };
  readonly express: ExpressPayments | undefined;
  readonly parts: { readonly reports: { expressPaid(): void } };
  dispatch(action: DropinAction): void;
}

/** Opens a wallet's payment sheet and hands its outcome to the model. */
export async function runWalletSession(setup: WalletSessionSetup, option: WalletSessionOption): Promise<void> {
  const instance = setup.instances.get(option);
  const express = setup.express?.sessionStarts(option) ?? false;
  const outcome: WalletOutcome = instance?.startSession
    ? await instance.startSession().catch((error: unknown) => ({ kind: 'failed', error }) as const)
    : { kind: 'failed', error: new Error(`${option} is not available in this build.`) };
  if (setup.signal.aborted) return;
  setup.dispatch({ type: 'walletSessionEnded', option, outcome });
  if (express && outcome.kind === 'tokenized') setup.parts.reports.expressPaid();
}
