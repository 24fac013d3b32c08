import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { EmulatorState } from '../state/emulator-state.js';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `Authorization: Basic base64(publicKey:privateKey)` names the emulated merchant's keys. */
export function hasMerchantKeys(state: EmulatorState, header: string | undefined): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return (
    same(decoded.slice(0, colon), state.merchant.publicKey) && same(decoded.slice(colon + 1), state.merchant.privateKey)
  );
}

/**
 * Guards the server API as the gateway does: wrong keys, or keys used under another merchant's
 * path, answer 401 with no body, which the SDK turns into `authenticationError`.
 */
export function requireMerchantKeys(state: EmulatorState) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const merchantId = req.params.merchantId;
    if (merchantId !== state.merchant.merchantId || !hasMerchantKeys(state, req.get('authorization'))) {
      res.status(401).end();
      return;
    }
    next();
  };
}
