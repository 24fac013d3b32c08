import type { Request, Response } from 'express';
import type { EmulatorContext } from '../../context.js';
import { LINE_ITEM_FIELDS, type LineItem } from '../../state/transaction.js';
import { sendNotFound, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { dashedFields, XmlArray, type XmlObject } from '../xml.js';

/** A line item as the gateway answers it. */
function lineItemXml(item: LineItem): XmlObject {
  return dashedFields(item, LINE_ITEM_FIELDS);
}

/** `GET /merchants/<id>/transactions/<transactionId>/line_items` (`gateway.transactionLineItem.findAll`). */
function findLineItems(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const txn = ctx.state.transactions.get(String(req.params.transactionId));
    if (!txn) return sendNotFound(res);
    sendXml(res, 200, 'line-items', new XmlArray('line-item', (txn.details?.lineItems ?? []).map(lineItemXml)));
  };
}

/** The transaction line item gateway's route (`transaction_line_item_gateway`). */
export const transactionLineItemRoutes: readonly ServerRoute[] = [
  { method: 'get', path: '/transactions/:transactionId/line_items', handlers: [findLineItems] },
];
