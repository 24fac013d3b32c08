import type { Request, Response } from 'express';
import { restValidationBody, type FieldProblem } from '../client-api/errors.js';
import { requireRestAuthorization } from '../client-api/request-authorization.js';
import type { EmulatorContext } from '../context.js';
import { publicInstrument } from '../instruments/public-instrument.js';
import type { NonceRecord } from '../state/records.js';
import type { ThreeDSecureOutcome } from './test-cards.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function notFound(res: Response, message: string): void {
  res.status(404).json({ error: { message } });
}

export function invalid(res: Response, message: string, problems: FieldProblem[] = []): void {
  res.status(422).json(restValidationBody(message, problems));
}

/** The payment method part of a 3DS answer, as braintree-web's `_formatAuthResponse` reads it. */
function paymentMethodJson(record: NonceRecord): Record<string, unknown> {
  const { type, description, details, binData } = publicInstrument(record.instrument);
  return {
    type,
    nonce: record.nonce,
    description,
    consumed: false,
    details,
    binData,
    threeDSecureInfo: record.threeDSecureInfo ?? null,
  };
}

/** A lookup's or an authentication's answer: the new nonce, the lookup, the liability flags. */
export function answer(
  record: NonceRecord,
  outcome: ThreeDSecureOutcome,
  lookup: Record<string, unknown>,
): Record<string, unknown> {
  return {
    paymentMethod: paymentMethodJson(record),
    lookup,
    threeDSecureInfo: {
      liabilityShifted: outcome.liabilityShifted,
      liabilityShiftPossible: outcome.liabilityShiftPossible,
    },
  };
}

/**
 * Common checks of both client API calls: who asks, for which merchant, about which nonce. Answers the
 * refusal and returns undefined, or returns the nonce's record.
 */
export function authorizeThreeDSecure(ctx: EmulatorContext, req: Request, res: Response): NonceRecord | undefined {
  const auth = requireRestAuthorization(ctx, req, res);
  if (!auth) return undefined;
  if (auth.kind === 'tokenizationKey') {
    res.status(403).json({ error: { message: '3D Secure can not use a tokenization key for authorization.' } });
    return undefined;
  }
  if (!ctx.state.merchant.threeDSecureEnabled) {
    invalid(res, '3D Secure is not enabled for this merchant account.');
    return undefined;
  }
  const record = ctx.state.nonces.get(String(req.params.nonce ?? ''));
  if (!record) {
    notFound(res, 'Payment method nonce not found.');
    return undefined;
  }
  if (record.consumed) {
    invalid(res, 'Cannot use a payment_method_nonce more than once.', [
      { path: ['paymentMethodNonce'], code: '93107', message: 'Cannot use a payment_method_nonce more than once.' },
    ]);
    return undefined;
  }
  if (record.instrument.type !== 'CreditCard') {
    invalid(res, '3D Secure is only available for credit cards.');
    return undefined;
  }
  return record;
}

/** Uses up `record` and issues the single-use nonce that replaces it, carrying the 3D Secure result. */
export function upgrade(ctx: EmulatorContext, record: NonceRecord, info: Record<string, unknown>): NonceRecord {
  record.consumed = true;
  return ctx.state.createNonce(record.instrument, {
    ...(record.vaultToken ? { vaultToken: record.vaultToken } : {}),
    threeDSecureInfo: info,
  });
}
