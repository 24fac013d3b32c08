import express, { Router, type RequestHandler } from 'express';
import { REPORT_CATEGORIES } from '../../src/messages.js';

const REPORTABLE = new Set<string>(Object.values(REPORT_CATEGORIES));

/** Keeps what a browser sends us to a sane length before it reaches a log line. */
function clip(value: unknown, max = 500): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

/**
 * `POST /api/errors`: the payment form's error reports (JSON, with the CSRF token in a header, then rate
 * limited), written to the server's log under their category.
 */
export function errorReportsRouter(o: {
  csrf: RequestHandler;
  limit: RequestHandler;
  log: (message: string) => void;
}): Router {
  const router = Router();
  router.post(
    '/api/errors',
    (req, res, next) => {
      if (!req.is('application/json')) {
        res.status(415).json({ error: { message: 'Send a JSON error report.' } });
        return;
      }
      next();
    },
    express.json({ limit: '16kb' }),
    o.csrf,
    // Counted once the report is the page's own (JSON, this session's CSRF token): another site's forged posts are
    // refused above without spending the shopper's reports.
    o.limit,
    (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const category = clip(body.category, 100);
      if (!category || !REPORTABLE.has(category)) {
        res.status(400).json({ error: { message: `category must be one of: ${[...REPORTABLE].join(', ')}` } });
        return;
      }
      const report = {
        name: clip(body.name, 100),
        message: clip(body.message),
        code: clip(body.code, 100),
        type: clip(body.type, 100),
        reason: clip(body.reason),
        page: clip(body.page, 200),
      };
      o.log(`[client error] ${category}: ${JSON.stringify(report)}`);
      res.status(204).end();
    },
  );
  return router;
}
