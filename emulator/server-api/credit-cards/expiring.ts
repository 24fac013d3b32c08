import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { section } from '../../params.js';
import { detail } from '../../instruments/fields.js';
import { paymentMethodXml } from '../payment-methods/xml.js';
import { sendXml } from '../respond.js';
import { SEARCH_PAGE_SIZE } from '../transactions/search.js';
import { XmlArray, XmlCollection } from '../xml.js';
import type { VaultedMethod } from '../../state/records.js';

/** A saved card's expiration as a comparable month number (year × 12 + month), or undefined. */
function expiryOf(method: VaultedMethod): number | undefined {
  if (method.instrument.type !== 'CreditCard') return undefined;
  const month = Number(detail(method.instrument, 'expirationMonth'));
  const year = Number(detail(method.instrument, 'expirationYear'));
  return Number.isFinite(month) && Number.isFinite(year) && month > 0 ? year * 12 + (month - 1) : undefined;
}

/** `MMYYYY`, as the SDK sends `start` and `end`, as a comparable month number. */
function monthOf(value: unknown): number | undefined {
  const m = /^(\d{2})(\d{4})$/.exec(String(value ?? ''));
  return m ? Number(m[2]) * 12 + (Number(m[1]) - 1) : undefined;
}

type CardFilter = (req: Request) => (expiry: number) => boolean;

const EXPIRED: CardFilter = () => {
  const now = new Date();
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return (expiry) => expiry < thisMonth;
};

const EXPIRING: CardFilter = (req) => {
  const start = monthOf(req.query.start);
  const end = monthOf(req.query.end);
  return (expiry) => start !== undefined && end !== undefined && expiry >= start && expiry <= end;
};

function matching(ctx: EmulatorContext, req: Request, filter: CardFilter): VaultedMethod[] {
  const test = filter(req);
  return [...ctx.state.vault.values()]
    .filter((method) => {
      const expiry = expiryOf(method);
      return expiry !== undefined && test(expiry);
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}

function idsHandler(ctx: EmulatorContext, filter: CardFilter) {
  return (req: Request, res: Response): void => {
    sendXml(res, 200, 'search-results', {
      'page-size': SEARCH_PAGE_SIZE,
      ids: new XmlArray(
        'item',
        matching(ctx, req, filter).map((m) => m.token),
      ),
    });
  };
}

function pageHandler(ctx: EmulatorContext, filter: CardFilter) {
  return (req: Request, res: Response): void => {
    const wanted = section(req.body, 'search').ids;
    const ids = new Set(Array.isArray(wanted) ? wanted.map(String) : []);
    const page = matching(ctx, req, filter).filter((m) => ids.has(m.token));
    sendXml(
      res,
      200,
      'payment-methods',
      new XmlCollection(
        { 'current-page-number': 1, 'page-size': SEARCH_PAGE_SIZE, 'total-items': page.length },
        'credit-card',
        page.map((method) =>
          paymentMethodXml(method, {
            merchantAccountId: ctx.state.merchant.merchantId,
            currencyIsoCode: ctx.state.merchant.currencyIsoCode,
          }),
        ),
      ),
    );
  };
}

/**
 * `POST …/payment_methods/all/expired_ids` and `…/expired` (`gateway.creditCard.expired`): the
 * saved cards whose expiration month has passed, ids first, then a page of cards.
 */
export const expiredCardIds = (ctx: EmulatorContext) => idsHandler(ctx, EXPIRED);
export const expiredCards = (ctx: EmulatorContext) => pageHandler(ctx, EXPIRED);

/**
 * `POST …/payment_methods/all/expiring_ids?start=MMYYYY&end=MMYYYY` and `…/expiring`
 * (`gateway.creditCard.expiringBetween`): saved cards expiring in those months, both included.
 */
export const expiringCardIds = (ctx: EmulatorContext) => idsHandler(ctx, EXPIRING);
export const expiringCards = (ctx: EmulatorContext) => pageHandler(ctx, EXPIRING);
