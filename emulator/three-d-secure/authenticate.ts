import type { Request, Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { cardinalKey } from './acs.js';
import { answer, authorizeThreeDSecure, invalid, isRecord, upgrade } from './answers.js';
import type { ChallengeStore } from './challenges.js';
import { verifyJwt } from './jwt.js';
import { CANCELED_CHALLENGE, CHALLENGE_REQUIRED, threeDSecureInfo } from './outcomes.js';

/**
 * `POST …/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`: checks Cardinal's JWT of an
 * answered challenge and upgrades the lookup's nonce to a new one with the challenge's outcome.
 */
export function authenticateHandler(ctx: EmulatorContext, challenges: ChallengeStore) {
  return (req: Request, res: Response): void => {
    const record = authorizeThreeDSecure(ctx, req, res);
    if (!record) return;
    const body = isRecord(req.body) ? req.body : {};
    if (body.paymentMethodNonce !== undefined && body.paymentMethodNonce !== record.nonce) {
      invalid(res, 'paymentMethodNonce does not match the nonce in the path.');
      return;
    }
    const verified = verifyJwt(body.jwt, cardinalKey(ctx.state));
    if (!verified.ok) {
      invalid(res, verified.reason);
      return;
    }
    const payload = isRecord(verified.payload.Payload) ? verified.payload.Payload : {};
    const payment = isRecord(payload.Payment) ? payload.Payment : {};
    const challenge = challenges.get(String(payment.ProcessorTransactionId ?? ''));
    if (!challenge || challenge.lookupNonce !== record.nonce) {
      invalid(res, 'The JWT is not for this payment method nonce.');
      return;
    }
    if (challenge.state !== 'submit' && challenge.state !== 'cancel') {
      invalid(
        res,
        challenge.state === 'pending' ? 'The challenge has not been answered.' : 'The JWT has already been used.',
      );
      return;
    }
    const final = challenge.state === 'cancel' ? CANCELED_CHALLENGE : challenge.outcome;
    const info = threeDSecureInfo(final, challenge.ids, { lookup: CHALLENGE_REQUIRED, authenticated: true });
    const extended = isRecord(payment.ExtendedData) ? payment.ExtendedData : {};
    // The CAVV is the one Cardinal's JWT carries (what the issuer signed), not a new one.
    info.cavv = typeof extended.CAVV === 'string' ? extended.CAVV : null;
    challenge.state = 'authenticated';
    const next = upgrade(ctx, record, info);
    challenges.delete(challenge.transactionId);
    res.status(201).json(answer(next, final, challenge.lookup));
  };
}
