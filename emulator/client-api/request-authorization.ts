import type { Request, Response } from 'express';
import { authorize, type ClientAuthorization } from '../authorization.js';
import type { EmulatorContext } from '../context.js';
import { AUTHORIZATION_INVALID_MESSAGE } from './errors.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SNAKE_CASE_KEYS: ReadonlyArray<[string, string]> = [
  ['authorization_fingerprint', 'authorizationFingerprint'],
  ['tokenization_key', 'tokenizationKey'],
];

/**
 * Who sent a client API request. REST calls carry `authorizationFingerprint` or
 * `tokenizationKey` in the query (GET) or the JSON body; GraphQL calls carry `Authorization: Bearer …`.
 */
export function clientAuthorizationOf(ctx: EmulatorContext, req: Request): ClientAuthorization | undefined {
  const fields: Record<string, unknown> = {
    ...(req.query as Record<string, unknown>),
    ...(isRecord(req.body) ? req.body : {}),
  };
  // Clients that send snake_case keys (the server SDKs' own helpers) are answered alike.
  for (const [snake, camel] of SNAKE_CASE_KEYS) {
    if (fields[camel] === undefined && fields[snake] !== undefined) fields[camel] = fields[snake];
  }
  return authorize(ctx.state, { header: req.get('authorization'), fields });
}

/** The customer a client token was made for; undefined for tokenization keys and guest tokens. */
export function customerIdOf(auth: ClientAuthorization): string | undefined {
  return auth.kind === 'clientToken' ? auth.claims.customerId : undefined;
}

/**
 * REST guard: the authorization must be valid and for the merchant in the path. Answers 401
 * as the gateway does otherwise, and returns undefined.
 */
export function requireRestAuthorization(
  ctx: EmulatorContext,
  req: Request,
  res: Response,
): ClientAuthorization | undefined {
  const auth = clientAuthorizationOf(ctx, req);
  const merchantId = (req.params as Record<string, string | undefined>).merchantId;
  if (!auth || (merchantId !== undefined && merchantId !== ctx.state.merchant.merchantId)) {
    res.status(401).json({ error: { message: AUTHORIZATION_INVALID_MESSAGE } });
    return undefined;
  }
  return auth;
}
