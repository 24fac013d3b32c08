import type { BrowserAccess } from '../authorization.js';
import { PAYPAL_CODES, PAYPAL_NOT_ACCEPTED_MESSAGE, type PayPalProblem } from './errors.js';
import { PAYPAL_CURRENCIES, ZERO_DECIMAL_CURRENCIES } from './protocol.js';
import type { PaymentResource, PaymentResourceStore, PayPalFlow } from './resources.js';
import { shippingFor } from './shipping.js';
import type { Merchant } from '../state/merchant.js';

/** Intents of hermes' v1 payments (braintree-web turns `capture` into `sale`). */
const HERMES_INTENTS = ['authorize', 'sale', 'order'];

export type HermesOutcome =
  | { ok: true; status: 201; body: Record<string, unknown>; resource: PaymentResource }
  | { ok: false; status: 422; message: string; problems: PayPalProblem[] };

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Where PayPal's approval pages live for this browser (not served: the stand-in SDK never opens them). */
function paypalWebOrigin(access: BrowserAccess): string {
  return access.kind === 'direct' ? access.origin : 'https://www.sandbox.paypal.com';
}

function checkAmount(amount: string | undefined, currency: string | undefined): PayPalProblem[] {
  const path: [string, string] = ['paymentResource', 'amount'];
  if (amount === undefined || amount === '') {
    return [{ path, code: PAYPAL_CODES.invalidAmount, message: 'Amount is required.' }];
  }
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m || Number(amount) <= 0) {
    return [
      { path, code: PAYPAL_CODES.invalidAmount, message: 'Amount is an invalid format or not greater than zero.' },
    ];
  }
  if (currency && ZERO_DECIMAL_CURRENCIES.includes(currency) && m[2] !== undefined && Number(m[2]) !== 0) {
    return [{ path, code: PAYPAL_CODES.invalidAmount, message: `${currency} amounts cannot have decimals.` }];
  }
  return [];
}

function checkCurrency(currency: string | undefined): PayPalProblem[] {
  const path: [string, string] = ['paymentResource', 'currencyIsoCode'];
  if (!currency) return [{ path, code: PAYPAL_CODES.currencyRequired, message: 'Currency ISO code is required.' }];
  if (!PAYPAL_CURRENCIES.includes(currency)) {
    return [
      { path, code: PAYPAL_CODES.currencyUnsupported, message: `Currency ${currency} is not supported by PayPal.` },
    ];
  }
  return [];
}

/** The refusal of a merchant that does not accept PayPal. */
function notAccepted(): HermesOutcome {
  return {
    ok: false,
    status: 422,
    message: PAYPAL_NOT_ACCEPTED_MESSAGE,
    problems: [
      {
        path: ['paymentResource', 'merchantAccountId'],
        code: PAYPAL_CODES.accountsNotAccepted,
        message: PAYPAL_NOT_ACCEPTED_MESSAGE,
      },
    ],
  };
}

/** What the payment is for, and what is wrong with the request: a checkout needs an amount, a currency and an intent. */
function readPayment(
  flow: PayPalFlow,
  body: Record<string, unknown>,
): { amount?: string; currency?: string; intent?: string; problems: PayPalProblem[] } {
  const problems: PayPalProblem[] = [];
  for (const key of ['returnUrl', 'cancelUrl']) {
    if (!text(body[key])) problems.push({ path: ['paymentResource', key], message: `${key} is required.` });
  }
  if (flow !== 'checkout') {
    if (body.currencyIsoCode === undefined) return { problems };
    const currency = text(body.currencyIsoCode)?.toUpperCase();
    return { currency, problems: [...problems, ...checkCurrency(currency)] };
  }
  const currency = text(body.currencyIsoCode)?.toUpperCase();
  const amount = text(body.amount);
  problems.push(...checkCurrency(currency), ...checkAmount(amount, currency));
  const intent = text(body.intent) ?? 'authorize';
  if (!HERMES_INTENTS.includes(intent)) {
    problems.push({
      path: ['paymentResource', 'intent'],
      message: `Intent ${intent} is not one of ${HERMES_INTENTS.join(', ')}.`,
    });
  }
  return { amount, currency, intent, problems };
}

/** Where PayPal would send the payer to approve: the checkout's EC token, or the billing agreement's BA token. */
function approvalBody(resource: PaymentResource, access: BrowserAccess): Record<string, unknown> {
  const web = paypalWebOrigin(access);
  if (resource.flow === 'checkout') {
    return {
      paymentResource: {
        paymentToken: resource.ecToken,
        intent: resource.intent,
        redirectUrl: `${web}/checkoutnow?token=${resource.ecToken}`,
        authenticateUrl: null,
      },
    };
  }
  return {
    agreementSetup: {
      tokenId: resource.billingToken,
      approvalUrl: `${web}/agreements/approve?ba_token=${resource.billingToken}&token=${resource.ecToken}`,
    },
  };
}

/**
 * `POST …/paypal_hermes/create_payment_resource` (checkout) and `…/setup_billing_agreement`
 * (vault), with the body braintree-web's `_formatPaymentResourceData` builds: a checkout needs an
 * amount and a currency PayPal accepts; both need the return and cancel URLs.
 */
export function createPaymentResource(
  store: PaymentResourceStore,
  merchant: Merchant,
  access: BrowserAccess,
  flow: PayPalFlow,
  input: unknown,
): HermesOutcome {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!merchant.paypalEnabled) return notAccepted();
  const { amount, currency, intent, problems } = readPayment(flow, body);
  if (problems.length > 0) {
    return { ok: false, status: 422, message: 'The PayPal payment could not be set up.', problems };
  }
  const shippingAddress = shippingFor(flow, body);
  const resource = store.create({
    flow,
    amount,
    currency,
    intent,
    offerCredit: body.offerPaypalCredit === true,
    merchantId: merchant.merchantId,
    ...(shippingAddress ? { shippingAddress } : {}),
  });
  return { ok: true, status: 201, resource, body: approvalBody(resource, access) };
}
