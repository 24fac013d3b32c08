import { CSRF_HEADER, csrfToken, ERROR_REPORT_URL } from './page-contract.js';
import type { ReportCategory } from './messages.js';
import { summarizeError, type ErrorSummary } from './payment-errors.js';

/** Where product errors go besides the console. Swap it for Sentry, Bugsnag, … */
export interface ErrorReporter {
  report(category: ReportCategory, error: unknown): void;
}

/** The JSON body of `POST /api/errors`. */
export interface ErrorReport extends ErrorSummary {
  category: ReportCategory;
  page: string;
}

/** The default: POSTs each report to the product server, which logs it. Never throws. */
export function httpErrorReporter(url = ERROR_REPORT_URL): ErrorReporter {
  return {
    report(category, error) {
      const body: ErrorReport = { category, ...summarizeError(error), page: location.pathname };
      void fetch(url, {
        method: 'POST',
        // The server refuses reports without the page's CSRF token.
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrfToken(document) },
        body: JSON.stringify(body),
        // The report must survive the page navigating away right after.
        keepalive: true,
      }).catch((sendError: unknown) => console.warn('Could not send the error report', sendError));
    },
  };
}
