import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { flag, text, type Params } from '../../params.js';
import type { AvsInput } from '../../card/checks.js';
import type { Instrument } from '../../state/records.js';
import type { ValidationError } from '../errors.js';
import { sendValidationErrors } from '../respond.js';
import { readVerificationOptions } from './options.js';
import { verifyCard, withAccountInformationInquiry, type Verification } from './verification.js';
import { sendDeclinedVerification } from './xml.js';

/** What `verify_card` on an update decided: go on (with the verification run, if any), or refuse. */
export type UpdateVerification =
  | { ok: true; verification?: Verification }
  | { ok: false; errors: ValidationError[]; declined?: undefined }
  | { ok: false; errors: []; declined: Verification };

/**
 * `options.verify_card` on a saved card's update: the card it would become (with the billing address it
 * will have) is verified first, and a declined or rejected card is left as it was. Without the option
 * nothing is verified.
 */
export function verifyBeforeUpdate(
  ctx: EmulatorContext,
  candidate: Instrument,
  options: Params,
  billing: AvsInput = {},
): UpdateVerification {
  if (!flag(options, 'verify_card')) return { ok: true };
  const verifyOptions = readVerificationOptions(ctx.state, options, 'CreditCard', []);
  if (verifyOptions.errors.length > 0) return { ok: false, errors: verifyOptions.errors };
  const verification = withAccountInformationInquiry(
    verifyCard(candidate, ctx.state.newTransactionId(), verifyOptions.amount, verifyOptions.merchantAccountId, {
      merchant: ctx.state.merchant,
      billing,
    }),
    text(options, 'account_information_inquiry'),
  );
  if (verification) ctx.state.verifications.set(verification.id, verification);
  if (verification && verification.status !== 'verified') return { ok: false, errors: [], declined: verification };
  return { ok: true, verification };
}

/** Answers an update that `verify_card` refused: its option errors, or the declined verification. */
export function sendUpdateRefused(
  ctx: EmulatorContext,
  req: Request,
  res: Response,
  refused: Exclude<UpdateVerification, { ok: true }>,
): void {
  if (refused.declined) sendDeclinedVerification(ctx, req, res, refused.declined);
  else sendValidationErrors(res, refused.errors, { body: req.body });
}
