import type { EmulatorContext } from '../../context.js';
import { flag, section, text, type Params } from '../../params.js';
import { kindOf } from '../../payment-method-types.js';
import type { VaultedMethod } from '../../state/records.js';
import { cardUpdateErrors } from '../payment-methods/card-fields.js';
import { validationError, type ValidationError } from '../errors.js';
import { resolveInstrument, type ResolvedInstrument } from '../payment-method-nonces/instrument-source.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/lookup.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';
import { checkSave, save } from '../payment-methods/vault.js';
import { readVerificationOptions, type VerificationOptions } from '../verifications/options.js';
import type { Verification } from '../verifications/verification.js';
import { SCOPE } from './fields.js';
import {
  attachBillingAddress,
  avsInputOf,
  orNonceBillingAddress,
  readBillingAddress,
  type BillingAddressInput,
} from '../addresses/billing-address.js';

/** What a customer request will vault, once every check has passed. */
export interface VaultPlan {
  source?: ResolvedInstrument;
  token?: string;
  makeDefault: boolean;
  verification?: Verification;
  /** Set when `verifyCard` ran and the processor declined: the request answers 422 with it. */
  declined?: Verification;
  billingAddress?: BillingAddressInput;
}

/**
 * The verification options of the instrument a customer request brings, from where its type keeps
 * them (a card's in `credit_card`, an Apple Pay card's in `apple_pay_card`), and the options its type
 * refuses there.
 */
function verificationOf(
  ctx: EmulatorContext,
  params: Params,
  source: ResolvedInstrument | undefined,
): { options: VerificationOptions; refused: ValidationError[] } {
  const rules = kindOf(source?.instrument.type ?? 'CreditCard').verification;
  const given = section(params, rules?.paramsField ?? 'credit_card');
  const options = readVerificationOptions(ctx.state, section(given, 'options'), source?.instrument.type, SCOPE);
  const refused = (rules?.refusedOptions ?? [])
    .filter((option) => text(given, option.field) !== undefined)
    .map((option) => validationError(option.scope, option.attribute, option.code, option.message));
  return { options, refused };
}

/** Runs the checks of saving (token, duplicates, the verification itself) into the plan, once all else passed. */
function checkPlan(
  ctx: EmulatorContext,
  plan: VaultPlan,
  request: { card: Params; nonce?: string; customerId?: string; verify: VerificationOptions },
  errors: ValidationError[],
): void {
  if (!plan.source || errors.length > 0) return;
  const cardOptions = section(request.card, 'options');
  const check = checkSave(
    ctx.state,
    plan.source.instrument,
    {
      verifyCard: request.verify.verifyCard,
      failOnDuplicate: flag(cardOptions, 'fail_on_duplicate_payment_method'),
      failOnDuplicateForCustomer: flag(cardOptions, 'fail_on_duplicate_payment_method_for_customer')
        ? request.customerId
        : undefined,
      token: plan.token,
      verificationAmount: request.verify.amount,
      verificationMerchantAccountId: request.verify.merchantAccountId,
      threeDSecureInfo: request.nonce ? nonceThreeDSecureInfo(ctx, request.nonce) : undefined,
      billing: avsInputOf(plan.billingAddress),
    },
    SCOPE,
  );
  if (!check.ok && 'verification' in check) plan.declined = check.verification;
  else if (!check.ok) errors.push(...check.errors);
  else plan.verification = check.verification;
}

/**
 * Reads the payment method a customer request brings (`payment_method_nonce`, raw `credit_card`
 * fields, or another type's raw fields) and checks it: nonce, billing address, verification options,
 * token, duplicates, and the verification itself. Errors are added to `errors`; nothing is saved.
 */
export function planVaulting(
  ctx: EmulatorContext,
  params: Params,
  errors: ValidationError[],
  customerId?: string,
): VaultPlan {
  const card = section(params, 'credit_card');
  const nonce = text(params, 'payment_method_nonce') ?? text(card, 'payment_method_nonce');
  const resolved = resolveInstrument(ctx.state, nonce, card, 'customer', params);
  if (!resolved.ok) errors.push(...resolved.errors);
  const billing = readBillingAddress(ctx.state, card, customerId, [...SCOPE, 'credit-card', 'billing-address']);
  errors.push(...billing.errors);
  const source = resolved.ok ? resolved.source : undefined;
  const { options: verify, refused } = verificationOf(ctx, params, source);
  errors.push(
    ...verify.errors,
    ...threeDSecurePassThruErrors(card, [...SCOPE, 'credit-card'], source?.instrument.details.cardType),
    ...refused,
  );
  const plan: VaultPlan = {
    source,
    token: text(card, 'token') ?? source?.requestedToken,
    makeDefault: flag(section(card, 'options'), 'make_default'),
    billingAddress: orNonceBillingAddress(billing.input, source),
  };
  checkPlan(ctx, plan, { card, nonce, customerId, verify }, errors);
  return plan;
}

/**
 * Checks new card fields for one of the customer's saved cards (`credit_card.options.update_existing_token`).
 * Errors are added to `errors`; the plan carries the billing address to give it.
 */
export function planExistingCardUpdate(
  ctx: EmulatorContext,
  customerId: string,
  card: Params,
  existing: VaultedMethod | undefined,
  errors: ValidationError[],
): VaultPlan {
  const plan: VaultPlan = { makeDefault: false };
  if (!existing || existing.customerId !== customerId || existing.instrument.type !== 'CreditCard') {
    errors.push(
      validationError(
        [...SCOPE, 'credit-card', 'options'],
        'update_existing_token',
        '91723',
        'Update Existing Token is invalid.',
      ),
    );
    return plan;
  }
  errors.push(...cardUpdateErrors(ctx, existing, card, [...SCOPE, 'credit-card']));
  const billing = readBillingAddress(ctx.state, card, customerId, [...SCOPE, 'credit-card', 'billing-address']);
  errors.push(...billing.errors);
  plan.billingAddress = billing.input;
  return plan;
}

/** Saves what the plan checked; answers the verifications run, by the saved method's token. */
export function carryOut(
  ctx: EmulatorContext,
  plan: VaultPlan,
  customerId: string,
  isNew: boolean,
): Map<string, Verification> {
  const verifications = new Map<string, Verification>();
  if (!plan.source) return verifications;
  plan.source.use();
  const method = save(ctx.state, customerId, plan.source.instrument, {
    makeDefault: isNew || plan.makeDefault,
    token: plan.token,
  });
  if (method.instrument.type === 'CreditCard' && !plan.source.vaulted) {
    attachBillingAddress(ctx.state, method, plan.billingAddress);
  }
  if (plan.verification) verifications.set(method.token, plan.verification);
  return verifications;
}
