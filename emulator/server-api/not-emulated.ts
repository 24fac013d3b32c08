import { Router, type Request, type Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { requireMerchantKeys } from './auth.js';
import { sendXml } from './respond.js';

/**
 * The Node SDK's gateways (and their methods) that a path of the server API the emulator does not serve belongs to,
 * by the path's start under `/merchants/<id>/`, most specific first: what the answer and the warning name.
 */
const SDK_RESOURCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^customers\/advanced_search/, 'customer.search'],
  [/^verifications/, 'creditCardVerification'],
  [/^disputes/, 'dispute'],
  [/^settlement_batch_summary/, 'settlementBatchSummary'],
  [/^merchant_accounts/, 'merchantAccount'],
  [/^merchants/, 'merchant'],
  [/^plans/, 'plan'],
  [/^subscriptions/, 'subscription'],
  [/^add_ons/, 'addOn'],
  [/^discounts/, 'discount'],
  [/^payment_methods\/us_bank_account/, 'usBankAccount'],
  [/^us_bank_account_verifications/, 'usBankAccountVerification'],
  [/^document_uploads/, 'documentUpload'],
  [/^oauth/, 'oauth'],
  [/^reports/, 'transactionReport'],
  [/^exchange_rate/, 'exchangeRateQuote'],
  [/^webhooks/, 'webhookTesting'],
  [/^transactions\/[^/]+\/(package_tracking|update_custom_fields)/, 'transaction (this operation)'],
];

function sdkResource(rest: string): string {
  for (const [pattern, name] of SDK_RESOURCES) if (pattern.test(rest)) return name;
  return rest.split('/')[0] || 'this resource';
}

/**
 * The server API's paths no resource serves: any other request under `/merchants/<id>/` (the client API's
 * `/client_api/…` excepted, which braintree-web speaks) answers 501 Not Implemented, not 404. A 404 makes the SDK
 * throw `notFoundError` ("Not Found"), which a merchant's code reads as "that record does not exist"; the SDK turns
 * a 501 into `unexpectedError` ("Unexpected HTTP response: 501"). The SDK shows no body, so the answer's XML message
 * and the `X-Emulator-Not-Emulated` header say which resource is not emulated, and the emulator warns once per
 * resource on its standard error. Authentication comes first, as on every route of the server API.
 */
export function notEmulatedRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const warned = new Set<string>();
  router.all(
    /^\/merchants\/([^/]+)\/(?!client_api(?:\/|$))(.+)$/,
    (req: Request, _res: Response, next) => {
      // The auth guard reads the merchant id by name.
      req.params = { ...req.params, merchantId: String(req.params[0]) };
      next();
    },
    requireMerchantKeys(ctx.state),
    (req: Request, res: Response) => {
      const rest = String(req.params[1] ?? '');
      const resource = sdkResource(rest);
      const message =
        `The Braintree emulator does not emulate ${req.method} /${rest} (the Node SDK's ${resource}); ` +
        'see "Not emulated" in its README.';
      if (!warned.has(resource)) {
        warned.add(resource);
        console.warn(`[emulator] ${message}`);
      }
      ctx.log(message);
      res.set('X-Emulator-Not-Emulated', resource);
      sendXml(res, 501, 'api-error-response', { message });
    },
  );
  return router;
}
