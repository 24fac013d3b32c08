import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from '../../context.js';
import { setStatus } from './operations.js';
import { parseAmount } from './amount.js';
import { validationError, type ValidationError } from '../errors.js';
import {
  resolveInstrument,
  resolveToken,
  type InstrumentSource,
  type ResolvedInstrument,
} from '../payment-method-nonces/instrument-source.js';
import { flag, section, text } from '../params.js';
import { sendNotFound, sendValidationErrors, sendXml } from '../respond.js';
import { cardChecks, saleFailureMessage, saleOutcome, type SaleOutcome } from './sale-outcome.js';
import { isDuplicateSale } from './duplicate-check.js';
import { internationalPhoneErrors, readInternationalPhone } from '../addresses/address.js';
import { nonceThreeDSecureInfo } from '../payment-method-nonces/routes.js';
import { mergeDetails, readTransactionDetails } from './details.js';
import { transactionXml } from './xml.js';
import { save } from '../payment-methods/vault.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { Transaction, TransactionStatus } from '../../state/transaction.js';

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
const VOIDABLE: ReadonlySet<TransactionStatus> = new Set(['authorized', 'submitted_for_settlement']);

function authorizationCode(): string {
  return randomBytes(4).toString('hex').slice(0, 6).toUpperCase();
}

/**
 * `POST /merchants/<id>/transactions` with `type: sale` (`gateway.transaction.sale`). Pays with
 * `payment_method_nonce`, `payment_method_token` or raw `credit_card` fields; the outcome follows
 * the sandbox rules (test amounts, processor-declined cards). A declined, failed or rejected
 * sale answers `success: false` with the transaction, as the gateway does.
 */
export function createTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const { state } = ctx;
    const params = section(req.body, 'transaction');
    const options = section(params, 'options');
    const errors: ValidationError[] = [];

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
    const recurring =
      flag(params, 'recurring') || transactionSource === 'recurring' || transactionSource === 'recurring_first';
    const customerId = text(params, 'customer_id');
    if (customerId && !state.customers.has(customerId)) {
      errors.push(validationError(SCOPE, 'customer_id', '91510', 'Customer ID is invalid.'));
    }

    const token = text(params, 'payment_method_token');
    const nonceText = token ? undefined : text(params, 'payment_method_nonce');
    let resolved: InstrumentSource = token
      ? resolveToken(state, token)
      : resolveInstrument(
          state,
          text(params, 'payment_method_nonce'),
          section(params, 'credit_card'),
          'transaction',
          section(params, 'apple_pay_card'),
        );
    // With only a customer, the gateway charges the customer's default payment method.
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

    errors.push(
      ...internationalPhoneErrors(readInternationalPhone(section(params, 'customer')), [...SCOPE, 'customer']),
    );
    const { details, errors: detailErrors } = readTransactionDetails(params, state.merchant, {
      paypal: source?.instrument.type === 'PayPalAccount',
    });
    errors.push(...detailErrors);

    if (errors.length > 0 || !source || !amount.ok) {
      sendValidationErrors(res, errors, { body: req.body });
      return;
    }

    // The nonce is spent by the attempt, whether the processor approves it or not.
    source.use();
    let outcome: SaleOutcome =
      type === 'credit'
        ? { status: 'authorized', code: '1000', text: 'Approved', type: 'approved' }
        : isDuplicateSale(state, { amount: amount.amount, orderId, instrument: source.instrument }, Date.now())
          ? { status: 'gateway_rejected', reason: 'duplicate' }
          : saleOutcome(source.instrument, amount.amount);
    // The sandbox's partial authorization amount, when the merchant accepts partial authorizations.
    if (
      outcome.status === 'authorized' &&
      amount.amount === '1004.00' &&
      flag(params, 'accept_partial_authorization')
    ) {
      outcome = { ...outcome, code: '1004', text: 'Approved for Partial Amount' };
    }
    const billing = section(params, 'billing');
    const checks = cardChecks(source.instrument, {
      postalCode: text(billing, 'postal_code'),
      streetAddress: text(billing, 'street_address'),
    });
    const now = Date.now();
    const approved = outcome.status === 'authorized';
    const txn: Transaction = {
      id: state.newTransactionId(),
      type: type === 'credit' ? 'credit' : 'sale',
      status: outcome.status,
      amount: amount.amount,
      currencyIsoCode: state.merchant.currencyIsoCode,
      merchantAccountId,
      orderId,
      customerId: source.vaulted?.customerId ?? customerId,
      paymentMethodToken: source.vaulted?.token,
      createdUsing: token || defaultMethod ? 'token' : 'full_information',
      deviceData: text(params, 'device_data'),
      details,
      recurring,
      channel: text(params, 'channel'),
      threeDSecureInfo: nonceText ? nonceThreeDSecureInfo(ctx, nonceText) : undefined,
      instrument: structuredClone(source.instrument),
      processorResponseCode: outcome.status === 'gateway_rejected' ? '' : outcome.code,
      processorResponseText: outcome.status === 'gateway_rejected' ? '' : outcome.text,
      processorResponseType: outcome.status === 'gateway_rejected' ? 'soft_declined' : outcome.type,
      gatewayRejectionReason: outcome.status === 'gateway_rejected' ? outcome.reason : undefined,
      processorAuthorizationCode: approved ? authorizationCode() : undefined,
      cvvResponseCode: checks.cvv,
      avsPostalCodeResponseCode: checks.postalCode,
      avsStreetAddressResponseCode: checks.streetAddress,
      createdAt: now,
      updatedAt: now,
      statusHistory: [{ status: outcome.status, amount: amount.amount, timestamp: now }],
    };

    // `store_in_vault` saves whatever the outcome; `store_in_vault_on_success` only an approved sale's.
    const store = flag(options, 'store_in_vault') || (approved && flag(options, 'store_in_vault_on_success'));
    // A one-time PayPal payment is charged but never vaulted, whatever the options say.
    if (store && !source.vaulted && !source.instrument.oneTimeUse) {
      const customer = customerId
        ? state.customers.get(customerId)!
        : state.createCustomer({
            firstName: text(section(params, 'customer'), 'first_name'),
            lastName: text(section(params, 'customer'), 'last_name'),
            email: text(section(params, 'customer'), 'email'),
            company: text(section(params, 'customer'), 'company'),
            phone: text(section(params, 'customer'), 'phone'),
          });
      const method = save(state, customer.id, source.instrument, { token: source.requestedToken });
      txn.customerId = customer.id;
      txn.paymentMethodToken = method.token;
    }
    if (approved && (type === 'credit' || flag(options, 'submit_for_settlement'))) {
      setStatus(txn, settlementStatusOf(txn), now);
    }
    state.transactions.set(txn.id, txn);
    ctx.log(`sale ${txn.id} ${txn.amount} → ${txn.status}`);

    if (outcome.status === 'authorized') {
      sendXml(res, 201, 'transaction', transactionXml(state, txn));
      return;
    }
    sendValidationErrors(res, [], {
      body: req.body,
      message: saleFailureMessage(outcome),
      extra: { transaction: transactionXml(state, txn) },
    });
  };
}

/** `GET /merchants/<id>/transactions/<transactionId>` (`gateway.transaction.find`): 404 when unknown. */
export function findTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = ctx.state.transactions.get(String(req.params.transactionId));
    if (!txn) return sendNotFound(res);
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/**
 * `PUT /merchants/<id>/transactions/<transactionId>/submit_for_settlement`
 * (`gateway.transaction.submitForSettlement`): only an authorized sale, for at most its amount
 * (a smaller amount settles partially and becomes the transaction's amount).
 */
export function submitForSettlement(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = ctx.state.transactions.get(String(req.params.transactionId));
    if (!txn) return sendNotFound(res);
    const params = section(req.body, 'transaction');
    const errors: ValidationError[] = [];
    if (txn.status !== 'authorized') {
      errors.push(validationError(SCOPE, 'base', '91507', 'Cannot submit for settlement unless status is authorized.'));
    }
    const raw = text(params, 'amount');
    const amount = raw === undefined ? undefined : parseAmount(raw);
    if (amount && !amount.ok) errors.push(validationError(SCOPE, 'amount', amount.code, amount.message));
    const authorizedCents = Math.round(Number(txn.amount) * 100);
    if (amount?.ok && amount.cents > authorizedCents) {
      errors.push(validationError(SCOPE, 'amount', '91522', 'Settlement amount is too large.'));
    }
    const orderId = text(params, 'order_id');
    const later = readTransactionDetails(params, ctx.state.merchant, {
      paypal: txn.instrument.type === 'PayPalAccount',
    });
    errors.push(...later.errors);
    if (errors.length > 0) return sendValidationErrors(res, errors, { body: req.body });
    txn.details = mergeDetails(txn.details ?? {}, later.details);
    if (amount?.ok) txn.amount = amount.amount;
    if (orderId) txn.orderId = orderId;
    setStatus(txn, settlementStatusOf(txn));
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}

/** PayPal settles at once (`settling`); cards wait for the batch (`submitted_for_settlement`). */
function settlementStatusOf(txn: Transaction): TransactionStatus {
  return txn.instrument.type === 'PayPalAccount' && txn.type === 'sale' ? 'settling' : 'submitted_for_settlement';
}

/** `PUT /merchants/<id>/transactions/<transactionId>/void` (`gateway.transaction.void`). */
export function voidTransaction(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = ctx.state.transactions.get(String(req.params.transactionId));
    if (!txn) return sendNotFound(res);
    if (!VOIDABLE.has(txn.status)) {
      return sendValidationErrors(
        res,
        [
          validationError(
            SCOPE,
            'base',
            '91504',
            'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
          ),
        ],
        { body: req.body },
      );
    }
    setStatus(txn, 'voided');
    sendXml(res, 200, 'transaction', transactionXml(ctx.state, txn));
  };
}
