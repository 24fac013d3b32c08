import { createHash, randomBytes } from 'node:crypto';

/** braintree-web's two PayPal flows: a one-time payment, or a billing agreement to vault. */
export type PayPalFlow = 'checkout' | 'vault';

export type ResourceStatus = 'created' | 'approved' | 'canceled' | 'tokenized';

/** Who approved a payment resource, as PayPal tells the gateway. */
export interface Payer {
  email: string;
  payerId: string;
  /** The button the shopper used: `paypal`, `credit`, `paylater`, … */
  fundingSource: string;
}

/**
 * A payment the gateway set up with PayPal (`paypal_hermes/*`) and the shopper may approve once.
 * Checkout resources are named by their EC token; billing agreements by their BA token and the EC
 * token of the agreement's approval page.
 */
export interface PaymentResource {
  flow: PayPalFlow;
  ecToken: string;
  /** Billing agreements only. */
  billingToken?: string;
  amount?: string;
  currency?: string;
  intent?: string;
  offerCredit: boolean;
  /** Where the payment ships when the merchant asked for shipping (`shipping.ts`); none otherwise. */
  shippingAddress?: Readonly<Record<string, string>>;
  /** Who asked for it: approvals and tokenizations must come from the same merchant. */
  merchantId: string;
  createdAt: number;
  status: ResourceStatus;
  payer?: Payer;
}

/** PayPal's EC and BA tokens expire after three hours. */
export const RESOURCE_LIFETIME_MS = 3 * 60 * 60 * 1000;
/** Kept at most; the oldest go first. Tokens are random, so an evicted one is simply unknown. */
const MAX_RESOURCES = 5000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function code(length: number, bytes: Buffer = randomBytes(length)): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** `EC-` + 17 characters, the shape of PayPal's express checkout tokens. */
export function newEcToken(): string {
  return `EC-${code(17)}`;
}

/** `BA-` + 17 characters, the shape of PayPal's billing agreement tokens. */
export function newBillingToken(): string {
  return `BA-${code(17)}`;
}

/** A PayPal payer id (13 characters), the same for the same email. */
export function payerIdFor(email: string): string {
  return code(13, createHash('sha256').update(email.trim().toLowerCase()).digest());
}

/**
 * The payment resources of one emulator, in memory. They outlive `reset()` (which does not know
 * them) but expire like PayPal's tokens; their random names make a stale one harmless.
 */
export class PaymentResourceStore {
  private readonly byToken = new Map<string, PaymentResource>();

  constructor(private readonly now: () => number = Date.now) {}

  create(fields: Omit<PaymentResource, 'ecToken' | 'billingToken' | 'createdAt' | 'status'>): PaymentResource {
    this.prune();
    const resource: PaymentResource = {
      ...fields,
      ecToken: newEcToken(),
      ...(fields.flow === 'vault' ? { billingToken: newBillingToken() } : {}),
      createdAt: this.now(),
      status: 'created',
    };
    this.byToken.set(resource.ecToken, resource);
    if (resource.billingToken) this.byToken.set(resource.billingToken, resource);
    return resource;
  }

  /** The live resource an EC or BA token names. */
  get(token: unknown): PaymentResource | undefined {
    if (typeof token !== 'string' || token === '') return undefined;
    const resource = this.byToken.get(token);
    if (!resource) return undefined;
    if (this.now() - resource.createdAt > RESOURCE_LIFETIME_MS) {
      this.forget(resource);
      return undefined;
    }
    return resource;
  }

  /** The live resources, oldest first, each once (for the control API). */
  list(): PaymentResource[] {
    this.prune();
    return [...new Set(this.byToken.values())];
  }

  get size(): number {
    return new Set(this.byToken.values()).size;
  }

  private forget(resource: PaymentResource): void {
    this.byToken.delete(resource.ecToken);
    if (resource.billingToken) this.byToken.delete(resource.billingToken);
  }

  private prune(): void {
    const now = this.now();
    const all = [...new Set(this.byToken.values())];
    for (const resource of all) if (now - resource.createdAt > RESOURCE_LIFETIME_MS) this.forget(resource);
    const live = all.filter((r) => this.byToken.has(r.ecToken)).sort((a, b) => a.createdAt - b.createdAt);
    for (const resource of live.slice(0, Math.max(0, live.length - MAX_RESOURCES + 1))) this.forget(resource);
  }
}
