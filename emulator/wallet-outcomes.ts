/** The wallets whose stand-ins the emulator plays. */
export const WALLETS = ['apple-pay', 'google-pay', 'venmo'] as const;
export type Wallet = (typeof WALLETS)[number];

/** What the shopper does on the wallet's next sheet. */
export type WalletOutcome = 'approve' | 'cancel' | 'error' | 'no-active-card';

const ALLOWED: Readonly<Record<Wallet, readonly WalletOutcome[]>> = {
  'apple-pay': ['approve', 'cancel', 'error', 'no-active-card'],
  'google-pay': ['approve', 'cancel', 'error'],
  venmo: ['approve', 'cancel', 'error'],
};

function isWallet(value: unknown): value is Wallet {
  return typeof value === 'string' && (WALLETS as readonly string[]).includes(value);
}

/**
 * The outcome each wallet stand-in plays next. A set outcome is used once (by the next sheet),
 * then the wallet is back to its default: Apple Pay and Google Pay approve; Venmo waits for the
 * shopper on its approval page.
 */
export class WalletOutcomes {
  private readonly next = new Map<Wallet, WalletOutcome>();
  private readonly clearHooks: Array<() => void> = [];

  set(wallet: Wallet, outcome: WalletOutcome): void {
    this.next.set(wallet, outcome);
  }

  /** The outcome set for the wallet's next sheet, if any, without using it. */
  peek(wallet: Wallet): WalletOutcome | undefined {
    return this.next.get(wallet);
  }

  /** Uses the outcome set for the wallet's next sheet, if any. */
  take(wallet: Wallet): WalletOutcome | undefined {
    const outcome = this.next.get(wallet);
    this.next.delete(wallet);
    return outcome;
  }

  /** Clears the pending outcomes and whatever the stand-ins keep per sheet (see `onClear`). */
  clear(): void {
    this.next.clear();
    for (const hook of this.clearHooks) hook();
  }

  /** Runs `hook` on every clear (an emulator reset): stand-ins forget their sessions there. */
  onClear(hook: () => void): void {
    this.clearHooks.push(hook);
  }
}

/** Checks a control request: `{outcome}` for `wallet`. */
export function readOutcome(wallet: unknown, body: unknown): { wallet: Wallet; outcome: WalletOutcome } | string {
  if (!isWallet(wallet)) return `Unknown wallet ${JSON.stringify(wallet)}: use one of ${WALLETS.join(', ')}.`;
  const outcome = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const allowed = ALLOWED[wallet];
  if (typeof outcome.outcome !== 'string' || !(allowed as readonly string[]).includes(outcome.outcome))
    return `outcome must be one of ${allowed.join(', ')} for ${wallet}.`;
  return { wallet, outcome: outcome.outcome as WalletOutcome };
}
