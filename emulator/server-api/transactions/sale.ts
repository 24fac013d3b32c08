import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { avsCvvRejection } from '../../card/avs-cvv-rules.js';
import { cardChecks, type CardChecks } from '../../card/checks.js';
import type { EmulatorContext } from '../../context.js';
import { flag, section, text, type Params } from '../../params.js';
import { kindOf } from '../../payment-method-types.js';
import { RISK_REVIEW_CARDS } from '../../sandbox-values.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { Transaction, TransactionDetails } from '../../state/transaction.js';
import { parseAmount, type AmountCheck } from '../amount.js';
import { validationError, type ValidationError } from '../errors.js';
import {
  resolveInstrument,
  resolveToken,
  type ResolvedInstrument,
} from '../payment-method-nonces/instrument-source.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/lookup.js';
import { threeDSecureSucceeded } from '../../three-d-secure/outcomes.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';
import { save } from '../payment-methods/vault.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import { readTransactionDetails } from './details.js';
import { isDuplicateSale } from './duplicate-check.js';
import {
  mastercardTransactionLinkId,
  merchantAdvice,
  saleFailureMessage,
  saleOutcome,
  type SaleOutcome,
} from './sale-outcome.js';
import { setStatus, settlementStatusOf } from './status.js';
import { saleAuthentication } from './three-d-secure-authentication.js';
import { transactionXml } from './xml.js';
import { internationalPhoneErrors, readInternationalPhone } from '../addresses/phone.js';

const SCOPE = ['transaction'];
const ORDER_ID_MAX_LENGTH = 255;
/** What `transaction_source` may say: how the merchant came to charge the card. */
const TRANSACTION_SOURCES = new Set([
  'recurring_first',
  'recurring',
  'installment_first',
  'installment',
  'merchant',
  'moto',
  'unscheduled',
]);

function authorizationCode(): string {
  return randomBytes(4).toString('hex').slice(0, 6).toUpperCase();
}

/** A `transaction.sale` (or `credit`) request, read; `errors` holds everything wrong with it. */
interface SaleRequest {
  params: Params;
  type: 'sale' | 'credit';
  amount: AmountCheck;
  orderId?: string;
  merchantAccountId: string;
  customerId?: string;
  recurring: boolean;
  /** The paying instrument, when the request named one the gateway accepts. */
  source?: ResolvedInstrument;
  /** The sale named a saved method (its token, or the customer's default), not the instrument itself. */
  byToken: boolean;
  nonce?: string;
  /** The 3D Secure result of the authentication the sale names (`three_d_secure_authentication_id`), if any. */
  authenticated?: Record<string, unknown>;
  details: TransactionDetails;
  errors: ValidationError[];
}

/** The checks of a sale's own fields: type, amount, order id, merchant account, account type, source, customer. */
function saleFieldChecks(state: EmulatorState, params: Params, errors: ValidationError[]) {
  const type = text(params, 'type');
  if (!type) errors.push(validationError(SCOPE, 'type', '91524', 'Transaction type is required.'));
  else if (type !== 'sale' && type !== 'credit')
    errors.push(validationError(SCOPE, 'type', '91523', 'Transaction type is invalid.'));
  const amount = parseAmount(text(params, 'amount'));
  if (!amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
  const orderId = text(params, 'order_id');
  if (orderId && orderId.length > ORDER_ID_MAX_LENGTH) {
    errors.push(validationError(SCOPE, 'order_id', '91501', 'Order ID is too long.'));
  }
  const merchantAccountId = text(params, 'merchant_account_id') ?? state.merchant.merchantId;
  if (!hasMerchantAccount(state.merchant, merchantAccountId)) {
    errors.push(validationError(SCOPE, 'merchant_account_id', '91513', 'Merchant account ID is invalid.'));
  }
  // Choosing credit or debit needs a processor that supports it, which none of the emulated
  // merchant's accounts is.
  const accountType = text(section(section(params, 'options'), 'credit_card'), 'account_type');
  if (accountType !== undefined) {
    const where = [...SCOPE, 'options', 'credit-card'];
    errors.push(
      accountType === 'credit' || accountType === 'debit'
        ? validationError(where, 'account_type', '915185', 'Account type is not supported by this merchant account.')
        : validationError(where, 'account_type', '915184', 'Account type is invalid.'),
    );
  }
  const transactionSource = text(params, 'transaction_source');
  if (transactionSource !== undefined && !TRANSACTION_SOURCES.has(transactionSource)) {
    errors.push(validationError(SCOPE, 'transaction_source', '915133', 'Transaction source is invalid.'));
  }
  const customerId = text(params, 'customer_id');
  if (customerId && !state.customers.has(customerId)) {
    errors.push(validationError(SCOPE, 'customer_id', '91510', 'Customer ID is invalid.'));
  }
  const recurring =
    flag(params, 'recurring') || transactionSource === 'recurring' || transactionSource === 'recurring_first';
  return {
    type: type === 'credit' ? ('credit' as const) : ('sale' as const),
    amount,
    orderId,
    merchantAccountId,
    customerId,
    recurring,
  };
}

/**
 * What pays: `payment_method_token`, `payment_method_nonce`, raw card (or other) fields, or, with only a
 * customer, the customer's default payment method.
 */
function saleSource(state: EmulatorState, params: Params, customerId: string | undefined, errors: ValidationError[]) {
  const token = text(params, 'payment_method_token');
  const nonce = token ? undefined : text(params, 'payment_method_nonce');
  let resolved = token
    ? resolveToken(state, token)
    : resolveInstrument(state, nonce, section(params, 'credit_card'), 'transaction', params);
  const defaultMethod =
    resolved.ok && !resolved.source && customerId ? state.methodsOf(customerId, true)[0] : undefined;
  if (defaultMethod) resolved = resolveToken(state, defaultMethod.token);
  let source: ResolvedInstrument | undefined;
  if (!resolved.ok) errors.push(...resolved.errors);
  else if (!resolved.source) errors.push(validationError(SCOPE, 'base', '91508', 'Cannot determine payment method.'));
  else source = resolved.source;
  if (source?.vaulted && customerId && source.vaulted.customerId !== customerId) {
    errors.push(
      validationError(
        SCOPE,
        'payment_method_token',
        '91516',
        'Cannot use a payment_method_token belonging to another customer.',
      ),
    );
  }
  return { source, nonce, byToken: !!token || !!defaultMethod };
}

/**
 * A sale's problems with the 3D Secure results it passes through (`three_d_secure_pass_thru`, authenticated
 * elsewhere): the checks of a saved card's, each with the transaction's code (915…, where a saved card's is 942…);
 * the transaction has no code for a missing version, so that check is a saved card's only.
 */
function salePassThruErrors(params: Params, source: ResolvedInstrument | undefined): ValidationError[] {
  const cardType = source?.instrument.type === 'CreditCard' ? source.instrument.details.cardType : undefined;
  return threeDSecurePassThruErrors(params, SCOPE, cardType)
    .filter((error) => error.code !== '942117')
    .map((error) => ({ ...error, code: error.code.replace(/^942/, '915') }));
}

/** Reads and checks a sale request, every error at once. */
function readSale(ctx: EmulatorContext, req: Request): SaleRequest {
  const { state } = ctx;
  const params = section(req.body, 'transaction');
  const errors: ValidationError[] = [];
  const fields = saleFieldChecks(state, params, errors);
  const { source, nonce, byToken } = saleSource(state, params, fields.customerId, errors);
  errors.push(...internationalPhoneErrors(readInternationalPhone(section(params, 'customer')), [...SCOPE, 'customer']));
  const read = readTransactionDetails(params, state.merchant, source ? kindOf(source.instrument.type) : undefined);
  const authentication = saleAuthentication(state, params, source, SCOPE);
  errors.push(...read.errors, ...salePassThruErrors(params, source), ...authentication.errors);
  return {
    params,
    ...fields,
    source,
    byToken,
    nonce,
    authenticated: authentication.info,
    details: read.details,
    errors,
  };
}

/** The CVV and AVS response codes of a sale: its instrument's, with the billing address the sale gives. */
function saleChecks(sale: SaleRequest, source: ResolvedInstrument): CardChecks {
  const billing = section(sale.params, 'billing');
  return cardChecks(source.instrument, {
    postalCode: text(billing, 'postal_code'),
    streetAddress: text(billing, 'street_address'),
  });
}

/**
 * The merchant's AVS and CVV rules on a sale the processor approved. They apply to sales made with a
 * card's details (raw fields, or a nonce of a card not saved), not to sales on a saved card; a
 * rejected sale keeps the processor's approval.
 */
function applyAvsCvvRules(
  state: EmulatorState,
  sale: SaleRequest,
  source: ResolvedInstrument,
  checks: CardChecks,
  outcome: SaleOutcome,
): SaleOutcome {
  if (outcome.status !== 'authorized' || sale.type !== 'sale' || sale.byToken || source.vaulted) return outcome;
  const reason = avsCvvRejection(state.merchant, source.instrument, checks);
  return reason ? { status: 'gateway_rejected', reason, approval: outcome } : outcome;
}

/**
 * Whether a sale that asks for 3D Secure (`options.three_d_secure.required`) lacks it: a card whose nonce did not go
 * through 3D Secure (no result with it), or whose verification did not succeed (`threeDSecureSucceeded`: a failed
 * authentication, a lookup or authentication error). Other payment methods are not cards and pass.
 */
function lacksRequiredThreeDSecure(
  sale: SaleRequest,
  source: ResolvedInstrument,
  info: Record<string, unknown> | undefined,
): boolean {
  const required = flag(section(section(sale.params, 'options'), 'three_d_secure'), 'required');
  if (!required || sale.type !== 'sale' || source.instrument.type !== 'CreditCard') return false;
  return !info || !threeDSecureSucceeded(info);
}

/**
 * What the gateway answers a checked sale: a credit is approved; a duplicate of a recent sale is
 * rejected when duplicate checking is on; a card sale that requires 3D Secure and did not pass it is
 * rejected (`three_d_secure`) before the processor, and so is a card the merchant's advanced fraud tools reject
 * (Kount's test nonce: `fraud`); otherwise the sandbox rules decide, and then the merchant's AVS and CVV rules.
 */
function decideOutcome(
  state: EmulatorState,
  sale: SaleRequest,
  source: ResolvedInstrument,
  amount: string,
  checks: CardChecks,
  threeDSecure: Record<string, unknown> | undefined,
): SaleOutcome {
  const outcome: SaleOutcome =
    sale.type === 'credit'
      ? { status: 'authorized', code: '1000', text: 'Approved', type: 'approved' }
      : isDuplicateSale(state, { amount, orderId: sale.orderId, instrument: source.instrument }, Date.now())
        ? { status: 'gateway_rejected', reason: 'duplicate' }
        : lacksRequiredThreeDSecure(sale, source, threeDSecure)
          ? { status: 'gateway_rejected', reason: 'three_d_secure' }
          : source.instrument.fraudToolsRejection && state.merchant.fraudProtectionAdvanced
            ? { status: 'gateway_rejected', reason: source.instrument.fraudToolsRejection }
            : saleOutcome(source.instrument, amount);
  // The sandbox's partial authorization amount, when the merchant accepts partial authorizations.
  if (outcome.status === 'authorized' && amount === '1004.00' && flag(sale.params, 'accept_partial_authorization')) {
    return applyAvsCvvRules(state, sale, source, checks, {
      ...outcome,
      code: '1004',
      text: 'Approved for Partial Amount',
    });
  }
  return applyAvsCvvRules(state, sale, source, checks, outcome);
}

/**
 * Fraud Protection Advanced's decision on a card sale it let through to the processor: Review for
 * Braintree's review test card, Approve for any other; none without the tool, or for a rejected sale.
 */
function riskDecision(state: EmulatorState, source: ResolvedInstrument, outcome: SaleOutcome): Transaction['riskData'] {
  if (!state.merchant.fraudProtectionAdvanced || source.instrument.type !== 'CreditCard') return undefined;
  if (outcome.status === 'gateway_rejected') return undefined;
  const review = RISK_REVIEW_CARDS.has(source.instrument.secret?.number ?? '');
  return { id: randomBytes(10).toString('hex'), decision: review ? 'Review' : 'Approve' };
}

/** The transaction the sale made, whatever its outcome. */
function newTransaction(
  ctx: EmulatorContext,
  sale: SaleRequest,
  source: ResolvedInstrument,
  amount: string,
  outcome: SaleOutcome,
  checks: CardChecks,
  threeDSecure: Record<string, unknown> | undefined,
): Transaction {
  const now = Date.now();
  const rejected = outcome.status === 'gateway_rejected';
  // A sale the AVS and CVV rules rejected keeps the processor's approval.
  const processor = rejected ? outcome.approval : outcome;
  return {
    id: ctx.state.newTransactionId(),
    type: sale.type,
    status: outcome.status,
    amount,
    currencyIsoCode: ctx.state.merchant.currencyIsoCode,
    merchantAccountId: sale.merchantAccountId,
    orderId: sale.orderId,
    customerId: source.vaulted?.customerId ?? sale.customerId,
    paymentMethodToken: source.vaulted?.token,
    createdUsing: sale.byToken ? 'token' : 'full_information',
    deviceData: text(sale.params, 'device_data'),
    details: sale.details,
    recurring: sale.recurring,
    channel: text(sale.params, 'channel'),
    threeDSecureInfo: threeDSecure,
    instrument: structuredClone(source.instrument),
    processorResponseCode: processor?.code ?? '',
    processorResponseText: processor?.text ?? '',
    processorResponseType: processor?.type ?? 'soft_declined',
    gatewayRejectionReason: rejected ? outcome.reason : undefined,
    merchantAdvice: merchantAdvice(source.instrument, outcome),
    mastercardTransactionLinkId: mastercardTransactionLinkId(source.instrument, outcome),
    processorAuthorizationCode: outcome.status === 'authorized' ? authorizationCode() : undefined,
    riskData: riskDecision(ctx.state, source, outcome),
    cvvResponseCode: checks.cvv,
    avsPostalCodeResponseCode: checks.postalCode,
    avsStreetAddressResponseCode: checks.streetAddress,
    createdAt: now,
    updatedAt: now,
    statusHistory: [{ status: outcome.status, amount, timestamp: now }],
  };
}

/**
 * `store_in_vault` saves the instrument whatever the outcome; `store_in_vault_on_success` only an
 * approved sale's; for the sale's customer, or a new one made from `customer`. One approved for a
 * single payment is charged but never saved, whatever the options say.
 */
function vaultOnSale(state: EmulatorState, sale: SaleRequest, source: ResolvedInstrument, txn: Transaction): void {
  const options = section(sale.params, 'options');
  const approved = txn.status === 'authorized';
  const store = flag(options, 'store_in_vault') || (approved && flag(options, 'store_in_vault_on_success'));
  if (!store || source.vaulted || source.instrument.oneTimeUse) return;
  const given = section(sale.params, 'customer');
  const customer = sale.customerId
    ? state.customers.get(sale.customerId)!
    : state.createCustomer({
        firstName: text(given, 'first_name'),
        lastName: text(given, 'last_name'),
        email: text(given, 'email'),
        company: text(given, 'company'),
        phone: text(given, 'phone'),
      });
  const method = save(state, customer.id, source.instrument, { token: source.requestedToken });
  txn.customerId = customer.id;
  txn.paymentMethodToken = method.token;
}

/**
 * `POST /merchants/<id>/transactions` with `type: sale` (`gateway.transaction.sale`). Pays with
 * `payment_method_nonce`, `payment_method_token` or raw `credit_card` fields; the outcome follows
 * the sandbox rules (test amounts, processor-declined cards). A declined, failed or rejected
 * sale answers `success: false` with the transaction, as the gateway does.
 */
export function createTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const sale = readSale(ctx, req);
    const { source, amount } = sale;
    if (sale.errors.length > 0 || !source || !amount.ok) {
      return sendValidationErrors(res, sale.errors, { body: req.body });
    }
    // The nonce is spent by the attempt, whether the processor approves it or not.
    source.use();
    const checks = saleChecks(sale, source);
    // The 3D Secure result of the authentication the sale names, or the one the nonce carries if it went through 3D
    // Secure.
    const threeDSecure = sale.authenticated ?? (sale.nonce ? nonceThreeDSecureInfo(ctx, sale.nonce) : undefined);
    const outcome = decideOutcome(ctx.state, sale, source, amount.amount, checks, threeDSecure);
    const txn = newTransaction(ctx, sale, source, amount.amount, outcome, checks, threeDSecure);
    vaultOnSale(ctx.state, sale, source, txn);
    const approved = outcome.status === 'authorized';
    if (approved && (sale.type === 'credit' || flag(section(sale.params, 'options'), 'submit_for_settlement'))) {
      setStatus(txn, settlementStatusOf(txn), txn.createdAt);
    }
    ctx.state.transactions.set(txn.id, txn);
    ctx.log(`sale ${txn.id} ${txn.amount} → ${txn.status}`);
    if (outcome.status === 'authorized') return sendXml(res, 201, 'transaction', transactionXml(ctx.state, txn));
    sendValidationErrors(res, [], {
      body: req.body,
      message: saleFailureMessage(outcome),
      extra: { transaction: transactionXml(ctx.state, txn) },
    });
  };
}
