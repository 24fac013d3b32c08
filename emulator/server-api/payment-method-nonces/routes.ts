import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import type { Instrument } from '../../state/records.js';
import { sendNotFound, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { objectXml, type XmlObject } from '../xml.js';
import { lookupNonce, nonceThreeDSecureInfo } from './lookup.js';

/** A nonce as the payment method nonce gateway answers it. */
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
function createNonceForMethod(ctx: EmulatorContext) {
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
function findNonce(ctx: EmulatorContext) {
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

/** The payment method nonce gateway's routes (`payment_method_nonce_gateway`). */
export const paymentMethodNonceRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/payment_methods/:token/nonces', handlers: [createNonceForMethod] },
  { method: 'get', path: '/payment_method_nonces/:nonce', handlers: [findNonce] },
];
