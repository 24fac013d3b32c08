import { randomBytes } from 'node:crypto';
import type { ThreeDSecureOutcome } from './test-cards.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { TransactionIds } from './outcomes.js';

/** How the customer answered the issuer's challenge. */
export type ChallengeAnswer = 'submit' | 'cancel';

/** A lookup that asked for a challenge, from the lookup until braintree-web authenticates its result. */
export interface Challenge {
  /** Cardinal's transaction id (the lookup's `transactionId`, in the ACS URL). */
  transactionId: string;
  /** The opaque challenge request handed to Songbird; the ACS only answers the one it issued. */
  pareq: string;
  /** The nonce the lookup returned: the only one `authenticate_from_jwt` may upgrade. */
  lookupNonce: string;
  /** What a submitted challenge ends in for this card. */
  outcome: ThreeDSecureOutcome;
  ids: TransactionIds;
  /** The lookup object the lookup answered with. */
  lookup: Record<string, unknown>;
  state: 'pending' | ChallengeAnswer | 'authenticated';
  createdAt: number;
}

/** What the challenge page shows, carried inside the pareq (ours, so Songbird's stand-in may read it). */
export interface ChallengeRequest {
  messageVersion: string;
  transactionId: string;
  amount: string;
  currencyIsoCode: string;
  merchantName: string;
  cardLastFour: string;
  acsWindowSize: string;
  nonce: string;
}

export function encodeChallengeRequest(request: Omit<ChallengeRequest, 'nonce'>): string {
  return Buffer.from(JSON.stringify({ ...request, nonce: randomBytes(16).toString('hex') })).toString('base64url');
}

const LIFETIME_MS = 30 * 60 * 1000;

/**
 * Pending challenges of one emulator. They live as long as their lookup nonce: a reset of the
 * emulator's state, or half an hour, forgets them.
 */
export class ChallengeStore {
  private readonly challenges = new Map<string, Challenge>();

  constructor(private readonly state: EmulatorState) {}

  add(challenge: Challenge): void {
    this.prune();
    this.challenges.set(challenge.transactionId, challenge);
  }

  get(transactionId: string): Challenge | undefined {
    this.prune();
    return this.challenges.get(transactionId);
  }

  delete(transactionId: string): void {
    this.challenges.delete(transactionId);
  }

  private prune(now = Date.now()): void {
    for (const [id, challenge] of this.challenges) {
      if (now - challenge.createdAt > LIFETIME_MS || !this.state.nonces.has(challenge.lookupNonce)) {
        this.challenges.delete(id);
      }
    }
  }
}
