import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { THREE_D_SECURE_CARDS, type ThreeDSecureOutcome } from '../../sandbox-values.js';
import { newTransactionIds, threeDSecureInfo } from '../../three-d-secure/outcomes.js';
import { lookupNonce } from './lookup.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import { sendNotFound, sendXml } from '../respond.js';
import { isStaticNonce } from './static-nonces.js';
import { objectXml, type XmlObject } from '../xml.js';
import type { Instrument } from '../../state/records.js';

/** The 3D Secure outcomes Braintree's static 3D Secure test nonces stand for. */
const STATIC_THREE_D_SECURE: Readonly<Record<string, ThreeDSecureOutcome>> = {
  'fake-three-d-secure-visa-full-authentication-nonce': THREE_D_SECURE_CARDS['4000000000001000']!,
  'fake-three-d-secure-visa-failed-authentication-nonce': THREE_D_SECURE_CARDS['4000000000001109']!,
  'fake-three-d-secure-visa-attempts-non-participating-nonce': THREE_D_SECURE_CARDS['4000000000001026']!,
  'fake-three-d-secure-visa-not-enrolled-nonce': {
    status: 'lookup_not_enrolled',
    liabilityShifted: false,
    liabilityShiftPossible: false,
    challenge: false,
  },
};

/** The 3D Secure result a nonce carries: from a 3D Secure flow, or the one its static name stands for. */
export function nonceThreeDSecureInfo(ctx: EmulatorContext, nonce: string): Record<string, unknown> | undefined {
  const recorded = ctx.state.nonces.get(nonce)?.threeDSecureInfo;
  if (recorded) return recorded;
  const outcome = STATIC_THREE_D_SECURE[nonce];
  if (!outcome) return undefined;
  const info = threeDSecureInfo(outcome, newTransactionIds(), { lookup: outcome, authenticated: true });
  // The sandbox's fixed results carry a 3D Secure 1 transaction id as well.
  return { ...info, xid: randomBytes(20).toString('base64') };
}

function nonceXml(
  ctx: EmulatorContext,
  nonce: string,
  instrument: Instrument,
  fields: { consumed: boolean; isDefault: boolean },
): XmlObject {
  return {
    nonce,
    type: instrument.type,
    description: instrument.description,
    consumed: fields.consumed,
    default: fields.isDefault,
    details: objectXml(instrument.details),
    'bin-data': objectXml(instrument.binData ?? null),
    'three-d-secure-info': objectXml(nonceThreeDSecureInfo(ctx, nonce) ?? null),
  };
}

/**
 * `POST /merchants/<id>/payment_methods/<token>/nonces` (`gateway.paymentMethodNonce.create`): a
 * new single-use nonce for a saved method.
 */
export function createNonceForMethod(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const method = ctx.state.vault.get(String(req.params.token));
    if (!method) return sendNotFound(res);
    const record = ctx.state.createNonce(method.instrument, { vaultToken: method.token });
    sendXml(
      res,
      201,
      'payment-method-nonce',
      nonceXml(ctx, record.nonce, method.instrument, { consumed: false, isDefault: method.isDefault }),
    );
  };
}

/** `GET /merchants/<id>/payment_method_nonces/<nonce>` (`gateway.paymentMethodNonce.find`): 404 when unknown. */
export function findNonce(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const nonce = String(req.params.nonce);
    const found = lookupNonce(ctx.state, nonce);
    const record = ctx.state.nonces.get(nonce);
    if (!found.ok && !(found.reason === 'consumed' && record)) return sendNotFound(res);
    const instrument = found.ok ? found.instrument : record!.instrument;
    const isDefault = found.ok ? (found.vaulted?.isDefault ?? false) : false;
    sendXml(
      res,
      200,
      'payment-method-nonce',
      nonceXml(ctx, nonce, instrument, { consumed: !found.ok || (record?.consumed ?? false), isDefault }),
    );
  };
}

/**
 * `GET /merchants/<id>/payment_methods/from_nonce/<nonce>` (`gateway.creditCard.fromNonce`): the
 * saved card a nonce stands for; 404 when the nonce is unknown, used, or not for a saved method.
 */
export function findMethodFromNonce(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const nonce = String(req.params.nonce);
    const found = lookupNonce(ctx.state, nonce);
    if (!found.ok || !found.vaulted || isStaticNonce(nonce)) return sendNotFound(res);
    const method = found.vaulted;
    ctx.state.consumeNonce(nonce);
    sendXml(
      res,
      200,
      'credit-card',
      paymentMethodXml(method, {
        merchantAccountId: ctx.state.merchant.merchantId,
        currencyIsoCode: ctx.state.merchant.currencyIsoCode,
      }),
    );
  };
}
