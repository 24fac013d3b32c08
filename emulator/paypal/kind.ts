import { detail, logo } from '../instruments/fields.js';
import type { ConfigurationContext, PaymentMethodKind, RawInstrument, XmlFields } from '../instruments/kind.js';
import { section, text } from '../params.js';
import { settlementPendingForAmount, settlementResponseForAmount } from '../sandbox-values.js';
import type { Instrument, VaultedMethod } from '../state/records.js';
import type { Transaction } from '../state/transaction.js';
import { sandboxPayPalInstrument } from './accounts.js';
import { paypalInstrument, SANDBOX_PAYER_EMAIL, SANDBOX_RECIPIENT } from './instrument.js';

/** The merchant's PayPal client id, as its configuration names it (Google Pay's configuration names it too). */
export const PAYPAL_CLIENT_ID = 'emulated-paypal-client-id';
const DISPLAY_NAME = 'Emulated Merchant';

/** The sandbox's PayPal-only amount: 5001.01 declines PayPal (2038) and authorizes everything else. */
const DECLINE_CENTS = 500101;

/** A control API seed of a saved PayPal account. */
export interface PayPalSeed {
  type: 'PayPalAccount';
  email: string;
}

function payer(instrument: Instrument): Record<string, unknown> {
  return (instrument.details.payerInfo ?? {}) as Record<string, unknown>;
}

function payerText(instrument: Instrument, key: string): string | null {
  const value = payer(instrument)[key];
  return typeof value === 'string' ? value : null;
}

/**
 * PayPal's id of the payment a transaction made (the one the payer approved, when the sale named it), and of its
 * authorization (the emulator's own forms).
 */
function paymentId(txn: Transaction): string {
  return detail(txn.instrument, 'paymentId') ?? `PAYID-${txn.id.toUpperCase()}`;
}
function authorizationId(txn: Transaction): string | undefined {
  return txn.processorAuthorizationCode ? `AUTH-${txn.id.toUpperCase()}` : undefined;
}

function fields(instrument: Instrument, token: string | null): XmlFields {
  return {
    token,
    email: detail(instrument, 'email') ?? payerText(instrument, 'email'),
    'payer-id': payerText(instrument, 'payerId'),
    'image-url': logo('paypal'),
  };
}

function savedFields(method: VaultedMethod): XmlFields {
  return {
    'billing-agreement-id': `B-${method.token.toUpperCase()}`,
    'is-channel-initiated': null,
    'revoked-at': null,
    'funding-source-description': 'PayPal Balance',
    'edit-paypal-vault-id': `EDIT-${method.token.toUpperCase()}`,
  };
}

/**
 * The order's recipient contact: what the sale gave in `options.paypal.recipient_email` and `recipient_phone`, else
 * what the account came with (the sandbox's one-time nonce has one), else none.
 */
function recipientXml(instrument: Instrument, told: Readonly<Record<string, string>>): XmlFields {
  const contact = instrument.recipient;
  const phone =
    told.recipientPhoneNationalNumber !== undefined
      ? { countryCode: told.recipientPhoneCountryCode ?? null, nationalNumber: told.recipientPhoneNationalNumber }
      : contact?.phone;
  return {
    'recipient-email': told.recipientEmail ?? contact?.email ?? null,
    'recipient-phone': phone ? { 'country-code': phone.countryCode, 'national-number': phone.nationalNumber } : null,
  };
}

function transactionElements(txn: Transaction): XmlFields {
  const { instrument } = txn;
  const told = txn.details?.paymentMethodFields ?? {};
  return {
    paypal: {
      token: txn.paymentMethodToken ?? null,
      'payer-email': detail(instrument, 'email'),
      'payer-id': payerText(instrument, 'payerId'),
      'payer-first-name': payerText(instrument, 'firstName'),
      'payer-last-name': payerText(instrument, 'lastName'),
      'payer-status': 'VERIFIED',
      'payment-id': paymentId(txn),
      'authorization-id': authorizationId(txn) ?? null,
      'debug-id': txn.id,
      'seller-protection-status': 'ELIGIBLE',
      'payee-id': told.payeeId ?? null,
      'payee-email': told.payeeEmail ?? null,
      'custom-field': told.customField ?? null,
      description: told.description ?? null,
      ...recipientXml(instrument, told),
      'capture-id': null,
      'image-url': logo('paypal'),
    },
  };
}

/** What a PayPal sale tells PayPal; the fields may come in `paypal_account`, in `options`, or in `options.paypal`. */
function readSaleDetails(params: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  const account = section(params, 'paypal_account');
  const options = section(params, 'options');
  const paypal = section(options, 'paypal');
  const told = {
    payeeId: text(paypal, 'payee_id') ?? text(options, 'payee_id') ?? text(account, 'payee_id'),
    payeeEmail: text(paypal, 'payee_email') ?? text(options, 'payee_email') ?? text(account, 'payee_email'),
    customField: text(paypal, 'custom_field'),
    description: text(paypal, 'description'),
    recipientEmail: text(paypal, 'recipient_email'),
    recipientPhoneCountryCode: text(section(paypal, 'recipient_phone'), 'country_code'),
    recipientPhoneNationalNumber: text(section(paypal, 'recipient_phone'), 'national_number'),
  };
  const given = Object.entries(told).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

const staticAccount = (): Instrument => paypalInstrument(SANDBOX_PAYER_EMAIL);

/**
 * A sale's `paypal_account` with the ids of a payment the payer approved at PayPal (`payment_id`, `payer_id`: what a
 * local payment's webhook gives the merchant): the sandbox's payer, with those ids, approved for this payment only.
 */
function approvedPayment(account: Readonly<Record<string, unknown>>): RawInstrument | undefined {
  const paymentId = text(account, 'payment_id');
  const payerId = text(account, 'payer_id');
  if (!paymentId || !payerId) return undefined;
  const instrument = paypalInstrument(SANDBOX_PAYER_EMAIL);
  instrument.details = { ...instrument.details, payerInfo: { ...payer(instrument), payerId }, paymentId };
  instrument.oneTimeUse = true;
  return { instrument };
}

function restConfiguration({ merchant, access, urls }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.paypalEnabled) return { paypalEnabled: false };
  return {
    paypalEnabled: true,
    paypal: {
      displayName: DISPLAY_NAME,
      clientId: PAYPAL_CLIENT_ID,
      // PayPal's own asset host when the browser is host-mapped; the emulator's origin otherwise.
      assetsUrl: access.kind === 'host-mapped' ? 'https://checkout.paypal.com' : urls.assets,
      environment: 'sandbox',
      environmentNoNetwork: false,
      unvettedMerchant: false,
      braintreeClientId: 'emulated-braintree-client-id',
      billingAgreementsEnabled: true,
      merchantAccountId: merchant.merchantId,
      payeeEmail: null,
      currencyIsoCode: merchant.currencyIsoCode,
    },
  };
}

function graphQLConfiguration({ merchant, access, urls }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.paypalEnabled) return { paypal: null };
  return {
    paypal: {
      displayName: DISPLAY_NAME,
      clientId: PAYPAL_CLIENT_ID,
      assetsUrl: access.kind === 'host-mapped' ? 'https://checkout.paypal.com' : urls.assets,
      environment: 'SANDBOX',
      environmentNoNetwork: false,
      unvettedMerchant: false,
      braintreeClientId: 'emulated-braintree-client-id',
      billingAgreementsEnabled: true,
      merchantAccountId: merchant.merchantId,
      currencyCode: merchant.currencyIsoCode,
      payeeEmail: null,
    },
  };
}

/** A PayPal account: what the gateway does differently for one. */
/** PayPal's settlement responses (Braintree's 4000-class codes that name it). */
const SETTLEMENT_TEXTS: Readonly<Record<string, string>> = {
  '4005': 'PayPal Risk Rejected',
  '4018': 'PayPal Pending Payments Not Supported',
  '4019': 'PayPal Refund Transaction with an Open Case Not Allowed',
  '4020': 'PayPal Refund Attempt Limit Reached',
  '4021': 'PayPal Refund Transaction Not Allowed',
  '4022': 'PayPal Refund Invalid Partial Amount',
  '4023': 'PayPal Refund Merchant Account Missing ACH',
};

export const paypal: PaymentMethodKind<'PayPalAccount', PayPalSeed> = {
  type: 'PayPalAccount',
  element: 'paypal-account',
  customerList: 'paypal-accounts',
  transactionType: 'paypal_account',
  fields,
  savedFields,
  transactionElements,
  tokenInUseCode: '92906',
  customerNonceCodes: { scope: 'paypal-account', unknown: '92908', consumed: '92907' },
  oneTimeUseRefusal: { code: '82902', message: 'Cannot vault one-time use PayPal Account.' },
  duplicateIdentity: (instrument) => {
    const email = instrument.details.email;
    return typeof email === 'string' ? `paypal:${email}` : undefined;
  },
  staticNonces: {
    'fake-paypal-one-time-nonce': () => ({
      ...staticAccount(),
      recipient: structuredClone(SANDBOX_RECIPIENT),
      oneTimeUse: true,
    }),
    'fake-paypal-future-nonce': staticAccount,
    'fake-paypal-future-refresh-token-nonce': staticAccount,
    'fake-paypal-billing-agreement-nonce': staticAccount,
    // Google Pay paid through PayPal: a PayPal account with its payer's details.
    'fake-google-pay-paypal-nonce': staticAccount,
  },
  seed: (method) => paypalInstrument(method.email),
  configuration: { rest: restConfiguration, graphQL: graphQLConfiguration },
  // The SDK suite's sandbox PayPal codes may come straight in a customer's `paypal_account`.
  readRaw: (params, use) => {
    // A PayPal refresh token (an account the merchant vaulted with PayPal itself) saves the sandbox's payer.
    if (use === 'payment-method') {
      return text(params, 'paypal_refresh_token') ? { instrument: paypalInstrument(SANDBOX_PAYER_EMAIL) } : undefined;
    }
    // A payment the payer approved at PayPal, named by its ids (as a local payment's webhook gives them): a sale
    // charges it once.
    if (use === 'transaction') return approvedPayment(section(params, 'paypal_account'));
    const account = section(params, 'paypal_account');
    const instrument = sandboxPayPalInstrument(account);
    return instrument ? { instrument, requestedToken: text(account, 'token') } : undefined;
  },
  settlesAtOnce: true,
  processorDecline: (cents) => (cents === DECLINE_CENTS ? '2038' : undefined),
  // 4002.00–4002.99 stay settlement pending on PayPal; its own settlement declines have PayPal's texts.
  settlementResponse: (cents) =>
    settlementPendingForAmount(cents) ?? settlementResponseForAmount(cents, SETTLEMENT_TEXTS),
  readSaleDetails,
  // PayPal takes longer names and product codes than card processors.
  lineItemLengths: { name: 127, product_code: 127 },
  searchFields: {
    paypal_payer_email: (txn) => detail(txn.instrument, 'email') ?? undefined,
    paypal_payment_id: paymentId,
    paypal_authorization_id: authorizationId,
  },
};
