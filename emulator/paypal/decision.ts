import { randomBytes } from 'node:crypto';
import {
  DEFAULT_PAYER_EMAIL,
  isFundingSource,
  type ApproveData,
  type CancelData,
  type FundingSource,
} from './protocol.js';
import { payerIdFor, type PaymentResourceStore } from './resources.js';

export type DecisionOutcome =
  { ok: true; data: ApproveData | CancelData } | { ok: false; status: 400 | 404 | 409; message: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

/**
 * The shopper's decision on PayPal's approval page for one EC or BA token: approve (as `email`,
 * with the button's funding source) or cancel. Each resource is decided once.
 */
export function decide(store: PaymentResourceStore, input: unknown): DecisionOutcome {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const action = body.action;
  if (action !== 'approve' && action !== 'cancel') {
    return { ok: false, status: 400, message: 'action must be "approve" or "cancel".' };
  }
  const resource = store.get(body.token);
  if (!resource) return { ok: false, status: 404, message: 'The PayPal token is unknown or has expired.' };
  if (resource.status !== 'created') {
    return { ok: false, status: 409, message: `This PayPal payment was already ${resource.status}.` };
  }
  const fundingSource: FundingSource =
    body.fundingSource === undefined ? 'paypal' : (body.fundingSource as FundingSource);
  if (!isFundingSource(fundingSource))
    return { ok: false, status: 400, message: 'fundingSource is not a PayPal funding source.' };
  const billingToken = resource.billingToken ?? null;

  if (action === 'cancel') {
    resource.status = 'canceled';
    return { ok: true, data: { orderID: resource.ecToken, billingToken } };
  }
  const email = body.email === undefined ? DEFAULT_PAYER_EMAIL : body.email;
  if (typeof email !== 'string' || !EMAIL.test(email))
    return { ok: false, status: 400, message: 'email is not an email address.' };
  const payerId = payerIdFor(email);
  resource.status = 'approved';
  resource.payer = { email, payerId, fundingSource };
  return {
    ok: true,
    data: {
      orderID: resource.ecToken,
      payerID: payerId,
      paymentID: resource.flow === 'checkout' ? resource.ecToken : null,
      billingToken,
      facilitatorAccessToken: `A21AA${randomBytes(24).toString('base64url')}`,
      paymentSource: fundingSource,
    },
  };
}
