import { applePay } from './apple-pay/kind.js';
import { card } from './card/kind.js';
import { googlePay } from './google-pay/kind.js';
import { localPayment } from './local-payment/kind.js';
import type { PaymentMethodKind } from './instruments/kind.js';
import { paypal } from './paypal/kind.js';
import type { PaymentMethodType } from './state/records.js';
import { sepaDirectDebit } from './sepa-direct-debit/kind.js';
import { venmo } from './venmo/kind.js';

/**
 * Every payment method type the gateway keeps, in the order a customer's lists answer them. Adding one is
 * its folder (its instrument and its kind) and a line here; the gateway's resources name no type.
 */
export const PAYMENT_METHOD_KINDS = [card, paypal, applePay, googlePay, venmo, sepaDirectDebit, localPayment] as const;

type Listed = (typeof PAYMENT_METHOD_KINDS)[number];

// A type of `PaymentMethodType` left out of the list above does not compile.
const EVERY_TYPE_LISTED: [PaymentMethodType] extends [Listed['type']] ? true : never = true;
void EVERY_TYPE_LISTED;

const BY_TYPE: ReadonlyMap<string, PaymentMethodKind> = new Map(
  PAYMENT_METHOD_KINDS.map((kind): [string, PaymentMethodKind] => [kind.type, kind as PaymentMethodKind]),
);

/** What the gateway does differently for a payment method type. */
export function kindOf(type: PaymentMethodType): PaymentMethodKind {
  return BY_TYPE.get(type)!;
}

/** The kind of a type named in a request, or undefined when the gateway has no such type. */
export function findKind(type: unknown): PaymentMethodKind | undefined {
  return typeof type === 'string' ? BY_TYPE.get(type) : undefined;
}

type SeedOf<Kind> = Kind extends PaymentMethodKind<PaymentMethodType, infer Seed> ? Seed : never;

/** One saved method to create with a seeded customer: any type's seed. */
export type SeedMethod = { default?: boolean; hasSubscription?: boolean } & SeedOf<Listed>;
