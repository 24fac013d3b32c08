import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { EntryAssets } from '../../build.js';
import { problemPage } from '../pages/order-pages.js';
import type { PageContext } from '../pages/shell.js';

/** The largest form body accepted. */
const BODY_LIMIT = '100kb';

/** A request the server cannot act on, with the words to say why. */
export class BadRequest extends Error {
  readonly status = 400;
}

/** One form field, as a string; a field sent twice is refused (which one would we believe?). */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) throw new BadRequest(`The field ${name} was sent more than once.`);
  return typeof value === 'string' ? value : '';
}

/** What every page needs of this response: the bundle's URLs and the CSP nonce. */
export type Pages = (res: Response) => PageContext;

export function pageContext(assets: () => EntryAssets): Pages {
  return (res) => ({ assets: assets(), nonce: res.locals.cspNonce as string });
}

export function sendPage(res: Response, status: number, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
}

export function sendProblem(pages: Pages, res: Response, status: number, title: string, message: string): void {
  sendPage(res, status, problemPage({ ...pages(res), title, message }));
}

/** Form posts only: anything else is a 415 before the body is read; then the body, bounded. */
export function formPost(pages: Pages): RequestHandler[] {
  const requireForm = (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('application/x-www-form-urlencoded')) {
      sendProblem(pages, res, 415, 'Not accepted', 'This address takes a submitted form only.');
      return;
    }
    next();
  };
  return [requireForm, express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 50 })];
}
