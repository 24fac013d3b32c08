import type { Request, Response } from 'express';
import { gatewayUrls } from '../authorization.js';
import type { FieldProblem } from '../client-api/errors.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';
import type { NonceRecord } from '../state/records.js';
import { ACS_PATH_PREFIX } from './acs.js';
import { answer, authorizeThreeDSecure, invalid, isRecord, upgrade } from './answers.js';
import { encodeChallengeRequest, type ChallengeStore } from './challenges.js';
import {
  CHALLENGE_REQUIRED,
  newCardinalTransactionId,
  newTransactionIds,
  outcomeForCard,
  THREE_D_SECURE_VERSION,
  threeDSecureInfo,
} from './outcomes.js';

/** Window sizes EMV 3DS defines: 01 250x400, 02 390x400, 03 500x600, 04 600x400, 05 full screen. */
const ACS_WINDOW_SIZES = new Set(['01', '02', '03', '04', '05']);

/** Reads a positive amount with at most two decimals (what the gateway accepts). */
function readAmount(value: unknown): string | FieldProblem {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return { path: ['amount'], code: '81502', message: 'Amount is required.' };
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text))
    return { path: ['amount'], code: '81503', message: 'Amount is an invalid format.' };
  if (Number(text) <= 0) return { path: ['amount'], code: '81531', message: 'Amount must be greater than zero.' };
  return Number(text).toFixed(2);
}

/** The lookup's request: the amount, and the challenge window size the page asked for. */
function readLookup(req: Request, res: Response): { amount: string; acsWindowSize: string } | undefined {
  const body = isRecord(req.body) ? req.body : {};
  const amount = readAmount(body.amount);
  if (typeof amount !== 'string') {
    invalid(res, amount.message, [amount]);
    return undefined;
  }
  const additional = isRecord(body.additionalInfo) ? body.additionalInfo : {};
  const acsWindowSize = additional.acsWindowSize;
  if (acsWindowSize === undefined || acsWindowSize === null) return { amount, acsWindowSize: '03' };
  if (!ACS_WINDOW_SIZES.has(String(acsWindowSize))) {
    invalid(res, 'additionalInfo.acsWindowSize must be one of 01, 02, 03, 04 or 05.');
    return undefined;
  }
  return { amount, acsWindowSize: String(acsWindowSize) };
}

/**
 * A card that must be challenged: the lookup's nonce says so, the lookup names the emulated issuer's
 * page, and the challenge waits for the customer's answer.
 */
function challengeLookup(
  ctx: EmulatorContext,
  req: Request,
  record: NonceRecord,
  challenges: ChallengeStore,
  request: { amount: string; acsWindowSize: string },
): { next: NonceRecord; lookup: Record<string, unknown> } {
  const number = record.instrument.secret?.number;
  const ids = newTransactionIds();
  const transactionId = newCardinalTransactionId();
  const next = upgrade(
    ctx,
    record,
    threeDSecureInfo(CHALLENGE_REQUIRED, ids, { lookup: CHALLENGE_REQUIRED, authenticated: false }),
  );
  const pareq = encodeChallengeRequest({
    messageVersion: THREE_D_SECURE_VERSION,
    transactionId,
    amount: request.amount,
    currencyIsoCode: ctx.state.merchant.currencyIsoCode,
    merchantName: 'Emulated Merchant',
    cardLastFour: number ? number.slice(-4) : '',
    acsWindowSize: request.acsWindowSize,
  });
  const lookup: Record<string, unknown> = {
    acsUrl: `${gatewayUrls(accessFromRequest(ctx, req)).assets}${ACS_PATH_PREFIX}${transactionId}`,
    md: null,
    pareq,
    termUrl: null,
    threeDSecureVersion: THREE_D_SECURE_VERSION,
    transactionId,
  };
  challenges.add({
    transactionId,
    pareq,
    lookupNonce: next.nonce,
    outcome: outcomeForCard(number),
    ids,
    lookup: { ...lookup },
    state: 'pending',
    createdAt: Date.now(),
  });
  return { next, lookup };
}

/**
 * `POST …/client_api/v1/payment_methods/:nonce/three_d_secure/lookup`: frictionless cards get their
 * outcome at once, challenge cards an `acsUrl`, others are not enrolled. The nonce is used up and a new
 * single-use nonce carries `threeDSecureInfo`.
 */
export function lookupHandler(ctx: EmulatorContext, challenges: ChallengeStore) {
  return (req: Request, res: Response): void => {
    const record = authorizeThreeDSecure(ctx, req, res);
    if (!record) return;
    const request = readLookup(req, res);
    if (!request) return;
    const outcome = outcomeForCard(record.instrument.secret?.number);
    if (outcome.challenge) {
      const { next, lookup } = challengeLookup(ctx, req, record, challenges, request);
      res.status(201).json(answer(next, CHALLENGE_REQUIRED, lookup));
      return;
    }
    const ids = newTransactionIds();
    const lookup = {
      acsUrl: null,
      md: null,
      pareq: null,
      termUrl: null,
      threeDSecureVersion: THREE_D_SECURE_VERSION,
      transactionId: newCardinalTransactionId(),
    };
    const enrolled = outcome.status !== 'lookup_not_enrolled';
    const next = upgrade(ctx, record, threeDSecureInfo(outcome, ids, { lookup: outcome, authenticated: enrolled }));
    res.status(201).json(answer(next, outcome, lookup));
  };
}
