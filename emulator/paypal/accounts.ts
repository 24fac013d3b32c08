import type { ClientAuthorization } from '../authorization.js';
import { publicInstrument } from '../instruments/public-instrument.js';
import { paypalInstrument, SANDBOX_PAYER_EMAIL } from './instrument.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { PAYPAL_CODES, PAYPAL_NOT_ACCEPTED_MESSAGE, type PayPalProblem } from './errors.js';
import type { PaymentResource, PaymentResourceStore } from './resources.js';
import type { Instrument, NonceRecord } from '../state/records.js';

export type AccountOutcome =
  | { ok: true; record: NonceRecord; vaulted: boolean; resource: PaymentResource; correlationId?: string }
  | { ok: false; message: string; problems: PayPalProblem[] };

const INCOMPLETE = 'Incomplete PayPal account information.';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function refuse(message: string, field: string, code?: string): AccountOutcome {
  return { ok: false, message, problems: [{ path: ['paypalAccount', field], ...(code ? { code } : {}), message }] };
}

/** The payer's account as the gateway keeps it: the PayPal instrument with PayPal's payer id. */
function accountInstrument(resource: PaymentResource): Instrument {
  const payer = resource.payer!;
  const instrument = paypalInstrument(payer.email);
  const payerInfo = instrument.details.payerInfo as Record<string, unknown>;
  instrument.details = {
    ...instrument.details,
    payerInfo: {
      ...payerInfo,
      payerId: payer.payerId,
      countryCode: 'US',
      ...(resource.shippingAddress ? { shippingAddress: { ...resource.shippingAddress } } : {}),
    },
  };
  return instrument;
}

/** The account a sandbox consent code or access token stands for, or undefined for any other body. */
export function sandboxPayPalInstrument(account: Record<string, unknown>): Instrument | undefined {
  const consent = text(account.consentCode) ?? text(account.consent_code);
  const accessToken = text(account.accessToken) ?? text(account.access_token);
  if (!consent && !accessToken) return undefined;
  const instrument = paypalInstrument(SANDBOX_PAYER_EMAIL);
  if (!consent) instrument.oneTimeUse = true;
  return instrument;
}

/**
 * An account given with no field at all (`paypalAccount: {}`): the sandbox makes it a nonce for a
 * payment approved once, which a sale may charge and no customer may keep (82902).
 */
function emptyAccountInstrument(account: Record<string, unknown>): Instrument | undefined {
  if (Object.keys(account).length > 0) return undefined;
  const instrument = paypalInstrument(SANDBOX_PAYER_EMAIL);
  instrument.oneTimeUse = true;
  return instrument;
}

/**
 * The server SDKs' own test helpers tokenize PayPal without a browser: a `consentCode` stands for
 * a payer who agreed to future payments (vaultable), an `accessToken` for a one-time payment, as
 * Braintree's sandbox accepts them, and an empty account for a one-time payment too. braintree-web
 * never sends any of them. Undefined when the body is not such a request.
 */
export function tokenizeSandboxPayPalAccount(
  state: EmulatorState,
  store: PaymentResourceStore,
  input: unknown,
): { record: NonceRecord } | undefined {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const account = (body.paypalAccount ?? body.paypal_account) as Record<string, unknown> | undefined;
  if (typeof account !== 'object' || account === null) return undefined;
  // An order (`intent: order`) with a payment token PayPal never issued here is the sandbox's
  // test order, which may be vaulted; a token of a payment set up here takes the real path.
  const paymentToken = text(account.paymentToken) ?? text(account.payment_token);
  const testOrder =
    text(account.intent) === 'order' &&
    paymentToken &&
    text(account.payerId ?? account.payer_id) &&
    !store.get(paymentToken);
  const instrument = testOrder
    ? paypalInstrument(SANDBOX_PAYER_EMAIL)
    : (sandboxPayPalInstrument(account) ?? emptyAccountInstrument(account));
  if (!instrument) return undefined;
  const requestedToken = text(account.token);
  return { record: state.createNonce(instrument, requestedToken ? { requestedToken } : {}) };
}

/**
 * `POST …/payment_methods/paypal_accounts`, with the body braintree-web's `_formatTokenizeData`
 * builds: a billing agreement (`billingAgreementToken`) or a one-time payment (`paymentToken` and
 * `payerId`) that the payer approved. It becomes a single-use nonce; with `options.validate` and a
 * client token for a customer, a billing agreement is also vaulted for that customer.
 */
export function tokenizePayPalAccount(
  state: EmulatorState,
  store: PaymentResourceStore,
  auth: ClientAuthorization,
  input: unknown,
): AccountOutcome {
  if (!state.merchant.paypalEnabled)
    return refuse(PAYPAL_NOT_ACCEPTED_MESSAGE, 'base', PAYPAL_CODES.accountsNotAccepted);
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const account = body.paypalAccount ?? body.paypal_account;
  if (typeof account !== 'object' || account === null)
    return refuse(INCOMPLETE, 'base', PAYPAL_CODES.incompleteAccount);
  const a = account as Record<string, unknown>;
  const options = (typeof a.options === 'object' && a.options !== null ? a.options : {}) as Record<string, unknown>;
  const validate = options.validate === true || options.validate === 'true';
  const billingToken = text(a.billingAgreementToken);
  const paymentToken = text(a.paymentToken);

  let resource: PaymentResource | undefined;
  if (billingToken) {
    resource = store.get(billingToken);
    if (resource && resource.billingToken !== billingToken) resource = undefined;
  } else if (paymentToken) {
    const payerId = text(a.payerId);
    if (!payerId) return refuse(INCOMPLETE, 'payerId', PAYPAL_CODES.incompleteAccount);
    resource = store.get(paymentToken);
    if (resource && resource.flow !== 'checkout') resource = undefined;
    if (resource?.payer && resource.payer.payerId !== payerId) {
      return refuse('The payer id does not belong to this PayPal payment.', 'payerId', PAYPAL_CODES.communicationError);
    }
  } else {
    return refuse(INCOMPLETE, 'base', PAYPAL_CODES.incompleteAccount);
  }
  const field = billingToken ? 'billingAgreementToken' : 'paymentToken';
  if (!resource || resource.merchantId !== state.merchant.merchantId) {
    return refuse('PayPal does not know this token, or it has expired.', field, PAYPAL_CODES.communicationError);
  }
  if (resource.status === 'created') return refuse('The payer has not approved this PayPal payment.', field);
  if (resource.status === 'canceled') return refuse('The payer canceled this PayPal payment.', field);
  if (resource.status === 'tokenized') return refuse('This PayPal payment has already been tokenized.', field);

  const claims = auth.kind === 'clientToken' ? auth.claims : undefined;
  const customerId = validate ? claims?.customerId : undefined;
  if (customerId && resource.flow === 'checkout') {
    return refuse('Cannot vault one-time use PayPal Account.', 'base', PAYPAL_CODES.cannotVaultOneTimeUse);
  }
  if (customerId && !state.customers.has(customerId)) return refuse('Customer ID is invalid.', 'customerId', '91705');

  const instrument = accountInstrument(resource);
  if (resource.flow === 'checkout') instrument.oneTimeUse = true;
  resource.status = 'tokenized';
  const correlationId = text(a.correlationId);
  if (customerId) {
    const method = state.vaultInstrument(customerId, structuredClone(instrument), { makeDefault: claims?.makeDefault });
    return {
      ok: true,
      record: state.createNonce(instrument, { vaultToken: method.token }),
      vaulted: true,
      resource,
      correlationId,
    };
  }
  return { ok: true, record: state.createNonce(instrument), vaulted: false, resource, correlationId };
}

/** PayPal Credit's financing terms, when the payer chose Credit for a checkout that offered it. */
function creditFinancing(resource: PaymentResource): Record<string, unknown> | undefined {
  if (!resource.offerCredit || resource.payer?.fundingSource !== 'credit' || !resource.amount || !resource.currency)
    return undefined;
  const total = Number(resource.amount);
  const term = 12;
  const money = (value: number): { currency: string; value: string } => ({
    currency: resource.currency!,
    value: value.toFixed(2),
  });
  return {
    cartAmountImmutable: false,
    monthlyPayment: money(Math.ceil((total / term) * 100) / 100),
    payerAcceptance: true,
    term,
    totalCost: money(total),
    totalInterest: money(0),
  };
}

/** The REST answer's account (`paypalAccounts[0]`). */
export function restPayPalAccount(
  record: NonceRecord,
  resource: PaymentResource | undefined,
  correlationId?: string,
): Record<string, unknown> {
  const { type, description, details } = publicInstrument(record.instrument);
  const financing = resource ? creditFinancing(resource) : undefined;
  return {
    type,
    nonce: record.nonce,
    description,
    consumed: false,
    details: {
      ...details,
      ...(correlationId ? { correlationId } : {}),
      ...(financing ? { creditFinancingOffered: financing } : {}),
    },
  };
}
