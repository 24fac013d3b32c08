import type { Request, Response } from 'express';
import type { EmulatorContext } from '../context.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { invalid, isRecord, notFound } from './answers.js';
import type { Challenge, ChallengeAnswer, ChallengeStore } from './challenges.js';
import { signJwt } from './jwt.js';
import { CANCELED_CHALLENGE, CHALLENGE_REQUIRED, threeDSecureInfo } from './outcomes.js';
import type { AcsAnswerResponse, ValidatedData } from './songbird/protocol.js';

/** Where the emulated issuer (ACS) takes the customer's answer to a challenge. */
export const ACS_PATH_PREFIX = '/web/emulator/cardinal/acs/';
/** How long Cardinal's response JWT may wait before braintree-web authenticates it. */
const RESPONSE_JWT_LIFETIME_S = 10 * 60;

/** The key the emulated Cardinal signs response JWTs with (never leaves the emulator). */
export function cardinalKey(state: EmulatorState): string {
  return `emulated-cardinal:${state.merchant.privateKey}`;
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
 * `POST <ACS_PATH_PREFIX>:transactionId`: the emulated issuer takes the customer's answer (`submit` or
 * `cancel`) to the challenge it issued, once, and returns Cardinal's validation data and a signed JWT.
 */
export function acsHandler(ctx: EmulatorContext, challenges: ChallengeStore) {
  return (req: Request, res: Response): void => {
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
  };
}
