import { randomBytes } from 'node:crypto';
import { venmoInstrument } from './instrument.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { WalletOutcome } from '../wallet-outcomes.js';

/** A Venmo payment context's life: the app scans it, then approves, cancels or fails it; or it expires. */
export type VenmoStatus = 'CREATED' | 'SCANNED' | 'APPROVED' | 'CANCELED' | 'FAILED' | 'EXPIRED';
export const FINAL_STATUSES: readonly VenmoStatus[] = ['APPROVED', 'CANCELED', 'FAILED', 'EXPIRED'];

/** How long a context lives: braintree-web's own expiry threshold for Venmo (5 minutes). */
export const CONTEXT_LIFETIME_MS = 300_000;
/** The Venmo user the stand-in app approves as, unless told another. */
export const DEFAULT_VENMO_USERNAME = 'venmojoe';

export interface VenmoPaymentContext {
  id: string;
  /** The gateway merchant it belongs to. */
  gatewayMerchantId: string;
  /** The Venmo profile (`payWithVenmo.merchantId` or `merchantProfileId`). */
  merchantId: string;
  status: VenmoStatus;
  createdAt: string;
  expiresAt: string;
  intent: string;
  paymentMethodUsage: string | null;
  customerClient: string | null;
  /** The next-outcome control's decision, played by the stand-in app over the next status polls. */
  autoOutcome?: WalletOutcome;
  paymentMethodId?: string;
  userName?: string;
}

/** Venmo payment contexts of one emulator, by id. */
export class VenmoContextStore {
  private readonly contexts = new Map<string, VenmoPaymentContext>();

  create(fields: Omit<VenmoPaymentContext, 'id' | 'status' | 'createdAt' | 'expiresAt'>): VenmoPaymentContext {
    const now = Date.now();
    const id = Buffer.from(`PaymentContext_${randomBytes(12).toString('hex')}`).toString('base64url');
    const context: VenmoPaymentContext = {
      ...fields,
      id,
      status: 'CREATED',
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + CONTEXT_LIFETIME_MS).toISOString(),
    };
    this.contexts.set(id, context);
    return context;
  }

  /** The context, with its status moved to EXPIRED once its time is up. */
  get(id: unknown): VenmoPaymentContext | undefined {
    if (typeof id !== 'string') return undefined;
    const context = this.contexts.get(id);
    if (context && !FINAL_STATUSES.includes(context.status) && Date.parse(context.expiresAt) <= Date.now())
      context.status = 'EXPIRED';
    return context;
  }

  clear(): void {
    this.contexts.clear();
  }
}

/** The Venmo app approves: a `VenmoAccount` nonce for the user, kept where a sale finds it. */
export function approve(state: EmulatorState, context: VenmoPaymentContext, username = DEFAULT_VENMO_USERNAME): void {
  const record = state.createNonce(venmoInstrument(username));
  context.status = 'APPROVED';
  context.paymentMethodId = record.nonce;
  context.userName = `@${username}`;
}

/**
 * One step of the stand-in Venmo app for a context the control decided: each status poll moves
 * it on (CREATED → SCANNED → the outcome), as a shopper scanning and confirming would.
 */
export function playAutoOutcome(state: EmulatorState, context: VenmoPaymentContext): void {
  if (!context.autoOutcome || FINAL_STATUSES.includes(context.status)) return;
  if (context.status === 'CREATED') {
    context.status = 'SCANNED';
    return;
  }
  // On desktop the shopper cancels, or the page fails, on the approval page itself (see pageOutcome).
  if (isDesktop(context) && context.autoOutcome !== 'approve') return;
  if (context.autoOutcome === 'approve') approve(state, context);
  else context.status = context.autoOutcome === 'cancel' ? 'CANCELED' : 'FAILED';
}

/** A context braintree-web's desktop QR flow made: its approval page is the emulator's. */
function isDesktop(context: VenmoPaymentContext): boolean {
  return context.customerClient === 'DESKTOP';
}

/**
 * What the desktop approval page does by itself for a context the control decided: `cancel`
 * (the shopper closes it) or `error` (the page fails). Anything else is left to the shopper, or
 * to the status polls.
 */
export function pageOutcome(store: VenmoContextStore, id: unknown): 'cancel' | 'error' | null {
  const context = store.get(id);
  if (!context || !isDesktop(context) || FINAL_STATUSES.includes(context.status)) return null;
  const outcome = context.autoOutcome;
  if (outcome !== 'cancel' && outcome !== 'error') return null;
  context.autoOutcome = undefined;
  return outcome;
}

const USERNAME = /^[A-Za-z0-9_-]{1,30}$/;

/**
 * The shopper's move on Venmo's approval page (or in the app): `scan`, `approve` (as `username`),
 * `cancel` or `error`. Returns an error message for a move the context cannot take.
 */
export function decide(state: EmulatorState, store: VenmoContextStore, input: unknown): VenmoPaymentContext | string {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const context = store.get(body.id);
  if (!context) return 'The Venmo payment context is unknown.';
  if (FINAL_STATUSES.includes(context.status)) return `This Venmo payment context is already ${context.status}.`;
  const username = body.username === undefined ? DEFAULT_VENMO_USERNAME : body.username;
  switch (body.action) {
    case 'scan':
      context.status = 'SCANNED';
      return context;
    case 'approve':
      if (typeof username !== 'string' || !USERNAME.test(username.replace(/^@/, '')))
        return 'username is not a Venmo username.';
      approve(state, context, username.replace(/^@/, ''));
      return context;
    case 'cancel':
      context.status = 'CANCELED';
      return context;
    case 'error':
      context.status = 'FAILED';
      return context;
    default:
      return 'action must be "scan", "approve", "cancel" or "error".';
  }
}
