import { Router, type Request, type Response } from 'express';
import { gatewayUrls } from '../authorization.js';
import { CARDINAL_SONGBIRD_PATH, requireRestAuthorization } from '../client-api/index.js';
import { restValidationBody, type FieldProblem } from '../client-api/errors.js';
import { accessFromRequest, type EmulatorContext } from '../context.js';
import { publicInstrument } from '../card/instrument.js';
import type { ThreeDSecureOutcome } from '../sandbox-values.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { sendBrowserScript } from '../browser-bundle.js';
import { songbirdScript } from './bundle.js';
import { ChallengeStore, encodeChallengeRequest, type Challenge, type ChallengeAnswer } from './challenges.js';
import { signJwt, verifyJwt } from './jwt.js';
import {
  CANCELED_CHALLENGE,
  CHALLENGE_REQUIRED,
  newCardinalTransactionId,
  newTransactionIds,
  outcomeForCard,
  THREE_D_SECURE_VERSION,
  threeDSecureInfo,
} from './outcomes.js';
import type { AcsAnswerResponse, ValidatedData } from './songbird/protocol.js';
import type { NonceRecord } from '../state/records.js';

export { CANCELED_CHALLENGE, CHALLENGE_REQUIRED, outcomeForCard } from './outcomes.js';

const V1 = '/merchants/:merchantId/client_api/v1';
/** Where the emulated issuer (ACS) takes the customer's answer to a challenge. */
export const ACS_PATH_PREFIX = '/web/emulator/cardinal/acs/';
/** Window sizes EMV 3DS defines: 01 250x400, 02 390x400, 03 500x600, 04 600x400, 05 full screen. */
const ACS_WINDOW_SIZES = new Set(['01', '02', '03', '04', '05']);
/** How long Cardinal's response JWT may wait before braintree-web authenticates it. */
const RESPONSE_JWT_LIFETIME_S = 10 * 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key the emulated Cardinal signs response JWTs with (never leaves the emulator). */
function cardinalKey(state: EmulatorState): string {
  return `emulated-cardinal:${state.merchant.privateKey}`;
}

function notFound(res: Response, message: string): void {
  res.status(404).json({ error: { message } });
}

function invalid(res: Response, message: string, problems: FieldProblem[] = []): void {
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

function answer(
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

/** Reads a positive amount with at most two decimals (what the gateway accepts). */
function readAmount(value: unknown): string | FieldProblem {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return { path: ['amount'], code: '81502', message: 'Amount is required.' };
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text))
    return { path: ['amount'], code: '81503', message: 'Amount is an invalid format.' };
  if (Number(text) <= 0) return { path: ['amount'], code: '81531', message: 'Amount must be greater than zero.' };
  return Number(text).toFixed(2);
}

/** The Cardinal validation data and response JWT for a customer's answer to a challenge. */
function acsAnswer(state: EmulatorState, challenge: Challenge, action: ChallengeAnswer): AcsAnswerResponse {
  const final = action === 'cancel' ? CANCELED_CHALLENGE : challenge.outcome;
  const info = threeDSecureInfo(final, challenge.ids, { lookup: CHALLENGE_REQUIRED, authenticated: true });
  const data: ValidatedData = {
    Validated: true,
    ActionCode: final.liabilityShifted ? 'SUCCESS' : 'FAILURE',
    ErrorNumber: 0,
    ErrorDescription: 'Success',
    Payment: {
      Type: 'CCA',
      ProcessorTransactionId: challenge.transactionId,
      ExtendedData: {
        Enrolled: 'Y',
        PAResStatus: (info.paresStatus as string | null) ?? null,
        SignatureVerification: 'Y',
        ECIFlag: (info.eciFlag as string | null) ?? null,
        CAVV: (info.cavv as string | null) ?? null,
        ...(action === 'cancel' ? { ChallengeCancel: '01' } : {}),
      },
    },
  };
  const now = Math.floor(Date.now() / 1000);
  const jwt = signJwt(
    {
      jti: state.newUuid(),
      iat: now,
      exp: now + RESPONSE_JWT_LIFETIME_S,
      iss: 'emulated-cardinal',
      aud: state.merchant.merchantId,
      Payload: data,
    },
    cardinalKey(state),
  );
  return { data, jwt };
}

/**
 * 3D Secure 2 as braintree-web 3.144 drives it:
 *
 * - `GET <CARDINAL_SONGBIRD_PATH>`: the Songbird stand-in (see `songbird/main.ts`);
 * - `POST …/client_api/v1/payment_methods/:nonce/three_d_secure/lookup`: the lookup; frictionless
 *   cards get their outcome at once, challenge cards an `acsUrl`, others are not enrolled. The
 *   nonce is used up and a new single-use nonce carries `threeDSecureInfo`;
 * - `POST <ACS_PATH_PREFIX>:transactionId`: the emulated issuer takes the customer's answer
 *   (`submit` or `cancel`) and returns Cardinal's validation data and a signed JWT;
 * - `POST …/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`: checks that JWT and
 *   upgrades the lookup's nonce to a new one with the challenge's outcome.
 *
 * Refusals: bad authorization 401, tokenization key 403, unknown nonce 404 (braintree-web's
 * `THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR`), invalid input or used nonce 422.
 */
export function threeDSecureRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const challenges = new ChallengeStore(ctx.state);

  router.get(CARDINAL_SONGBIRD_PATH, async (_req: Request, res: Response) => {
    await sendBrowserScript(res, songbirdScript, 'The Songbird stand-in', ctx.log);
  });

  /** Common checks of both client API calls: who asks, for which merchant, about which nonce. */
  const authorizeThreeDSecure = (req: Request, res: Response): NonceRecord | undefined => {
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
    const nonce = String(req.params.nonce ?? '');
    const record = ctx.state.nonces.get(nonce);
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
  };

  /** Uses up `record` and issues the single-use nonce that replaces it. */
  const upgrade = (record: NonceRecord, info: Record<string, unknown>): NonceRecord => {
    record.consumed = true;
    return ctx.state.createNonce(record.instrument, {
      ...(record.vaultToken ? { vaultToken: record.vaultToken } : {}),
      threeDSecureInfo: info,
    });
  };

  router.post(`${V1}/payment_methods/:nonce/three_d_secure/lookup`, (req: Request, res: Response) => {
    const record = authorizeThreeDSecure(req, res);
    if (!record) return;
    const body = isRecord(req.body) ? req.body : {};
    const amount = readAmount(body.amount);
    const additional = isRecord(body.additionalInfo) ? body.additionalInfo : {};
    if (typeof amount !== 'string') {
      invalid(res, amount.message, [amount]);
      return;
    }
    const acsWindowSize = additional.acsWindowSize;
    if (acsWindowSize !== undefined && acsWindowSize !== null && !ACS_WINDOW_SIZES.has(String(acsWindowSize))) {
      invalid(res, 'additionalInfo.acsWindowSize must be one of 01, 02, 03, 04 or 05.');
      return;
    }

    const number = record.instrument.secret?.number;
    const outcome = outcomeForCard(number);
    const ids = newTransactionIds();
    const transactionId = newCardinalTransactionId();
    const lookup: Record<string, unknown> = {
      acsUrl: null,
      md: null,
      pareq: null,
      termUrl: null,
      threeDSecureVersion: THREE_D_SECURE_VERSION,
      transactionId,
    };

    if (!outcome.challenge) {
      const enrolled = outcome.status !== 'lookup_not_enrolled';
      const next = upgrade(record, threeDSecureInfo(outcome, ids, { lookup: outcome, authenticated: enrolled }));
      res.status(201).json(answer(next, outcome, lookup));
      return;
    }

    const next = upgrade(
      record,
      threeDSecureInfo(CHALLENGE_REQUIRED, ids, { lookup: CHALLENGE_REQUIRED, authenticated: false }),
    );
    const assets = gatewayUrls(accessFromRequest(req)).assets;
    lookup.acsUrl = `${assets}${ACS_PATH_PREFIX}${transactionId}`;
    lookup.pareq = encodeChallengeRequest({
      messageVersion: THREE_D_SECURE_VERSION,
      transactionId,
      amount,
      currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      merchantName: 'Emulated Merchant',
      cardLastFour: number ? number.slice(-4) : '',
      acsWindowSize: acsWindowSize === undefined || acsWindowSize === null ? '03' : String(acsWindowSize),
    });
    challenges.add({
      transactionId,
      pareq: lookup.pareq as string,
      lookupNonce: next.nonce,
      outcome,
      ids,
      lookup: { ...lookup },
      state: 'pending',
      createdAt: Date.now(),
    });
    res.status(201).json(answer(next, CHALLENGE_REQUIRED, lookup));
  });

  router.post(`${ACS_PATH_PREFIX}:transactionId`, (req: Request, res: Response) => {
    const challenge = challenges.get(String(req.params.transactionId ?? ''));
    const body = isRecord(req.body) ? req.body : {};
    if (!challenge || body.pareq !== challenge.pareq) {
      notFound(res, 'No challenge is waiting for this transaction.');
      return;
    }
    if (body.action !== 'submit' && body.action !== 'cancel') {
      invalid(res, 'action must be submit or cancel.');
      return;
    }
    if (challenge.state !== 'pending') {
      res.status(409).json({ error: { message: 'This challenge has already been answered.' } });
      return;
    }
    challenge.state = body.action;
    res.status(200).json(acsAnswer(ctx.state, challenge, body.action));
  });

  router.post(`${V1}/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`, (req: Request, res: Response) => {
    const record = authorizeThreeDSecure(req, res);
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
    const next = upgrade(record, info);
    challenges.delete(challenge.transactionId);
    res.status(201).json(answer(next, final, challenge.lookup));
  });

  return router;
}
