import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BadRequest, sendProblem, type Pages } from './respond.js';

/** Any address no router answered. */
export function notFound(pages: Pages): RequestHandler {
  return (_req, res) => sendProblem(pages, res, 404, 'Not found', 'There is no page at this address.');
}

/** What the shopper (or the page's script, in JSON) reads when a request fails: no internals. */
function messageFor(error: Error & { code?: string }, status: number): string {
  if (error.code === 'EBADCSRFTOKEN' || /csrf/i.test(error.message))
    return 'This form has expired or did not come from our checkout. Please reload the page and try again.';
  if (error instanceof BadRequest) return error.message;
  if (status === 413) return 'What was sent is too large.';
  if (status === 404) return 'There is no page at this address.';
  if (status < 500) return 'The request could not be read.';
  // Never "not charged" here: the store or the gateway may have failed after a sale; the order's page knows.
  return 'Something went wrong on our side. Please try again in a moment.';
}

export function errorHandler(pages: Pages, log: (message: string) => void): ErrorRequestHandler {
  return (error: Error & { status?: number; code?: string }, req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) log(`[server] ${error.stack ?? error.message}`);
    const message = messageFor(error, status);
    if (req.path.startsWith('/api/')) {
      res.status(status).json({ error: { message } });
      return;
    }
    if (!res.locals.cspNonce) {
      res.status(status).type('text').send(message);
      return;
    }
    sendProblem(pages, res, status, status < 500 ? 'Request refused' : 'Something went wrong', message);
  };
}
