import express from 'express';
import type { EntryAssets } from '../build.js';
import { allowedHostsOnly } from './allowed-hosts.js';
import type { SdkGateway } from './braintree-sdk.js';
import type { EndedSessions } from './db/ended-sessions.js';
import type { Orders } from './db/orders.js';
import type { RequestCounts } from './db/request-counts.js';
import type { DemoCustomer } from './demo/demo-customer.js';
import { DEMO_SHOPPER_NAME, demoSignInRouter } from './demo/sign-in.js';
import type { GatewayConnection } from './gateway-mode.js';
import type { Identity } from './identity.js';
import type { Charger } from './payments/charger.js';
import type { Clock } from './payments/clock.js';
import type { Reconciler } from './payments/reconciler.js';
import type { OrderPricing } from './pricing.js';
import { plainFormRouter } from './demo/plain-form.js';
import { checkoutRouter } from './routes/checkout.js';
import { clientTokenRouter } from './routes/client-token.js';
import { errorHandler, notFound } from './routes/errors.js';
import { errorReportsRouter } from './routes/error-reports.js';
import { pageContext } from './routes/respond.js';
import { requestLimits } from './routes/request-limits.js';
import { checkoutNotEmbedded, tokenFromOwnPage } from './routes/request-origin.js';
import type { CheckoutLimits, Security, TrustProxy } from './security.js';
import { staticAssets } from './static-assets.js';

export interface AppOptions {
  gateway: SdkGateway;
  orders: Orders;
  /** Signed-out sessions (the demo's sign-out records them). */
  endedSessions: EndedSessions;
  charger: Charger;
  reconciler: Reconciler;
  clock: Clock;
  security: Security;
  /** The rate limits of the payment path and the payments an order takes (see `CheckoutLimits`). */
  limits: CheckoutLimits;
  /** Where the rate limits count: the database, shared by every instance on it. */
  requestCounts: RequestCounts;
  /** `THREE_D_SECURE=required`: the form verifies every card with 3D Secure, and every sale requires it. */
  threeDSecureRequired: boolean;
  /** Which proxies are believed about the client's address (`TRUST_PROXY`); unset, none. */
  trustProxy?: TrustProxy;
  /**
   * The names requests may be addressed to besides loopback and IP addresses (`ALLOWED_HOSTS`, and the name the server
   * listens on): any other is refused before any route (see `allowedHostsOnly`).
   */
  allowedHosts: readonly string[];
  /** Who pays (the merchant's `getCustomerId`, or the demo's sign-in). */
  identity: Identity;
  /** The demo's sign-in as a shared shopper of test data: on the emulated gateway only. */
  demoCustomer?: DemoCustomer;
  /** The built bundle: its directory (served at `/assets/`) and the entry's URLs. */
  assetsDir: string;
  assets: () => EntryAssets;
  currency: string;
  /** What a new order costs (the merchant's `priceOrder`, `CHECKOUT_AMOUNT`, or the demo's `?amount=`). */
  price: OrderPricing;
  /** The merchant account that takes the sales (`BRAINTREE_MERCHANT_ACCOUNT_ID`); the gateway's default when absent. */
  merchantAccountId?: string;
  vaultedCards: boolean;
  supportEmail: string;
  /** The demo: an emulated gateway, no real money. Its switches in the address and its pages are on only then. */
  emulated: boolean;
  /** The emulated gateway's Apple Pay stand-in script (emulated mode only). */
  applePaySessionScript?: string;
  /** The merchant's Google Pay merchant id, if any (`GOOGLE_PAY_MERCHANT_ID`). */
  googlePayMerchantId?: string;
  /** The gateway's origins the checkout page connects to early (see `GatewayConnection`). */
  gatewayConnections?: readonly GatewayConnection[];
  /** How long a request waits for the gateway before answering. */
  answerWithinMs: number;
  log: (message: string) => void;
}

/**
 * The product server's app, composed of one router per concern: the bundle's files, the checkout and
 * its orders, the client token, the demo's sign-in (emulated gateway only), error reports.
 */
export function createApp(o: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Every page is sent with `Cache-Control: no-store`: an ETag (a hash of each page) would never be used.
  app.disable('etag');
  // The client's address (`req.ip`, which the rate limits count by) is read from `X-Forwarded-For`
  // only through the proxies this names.
  if (o.trustProxy !== undefined) app.set('trust proxy', o.trustProxy);
  // Before anything else (no file, session, database or rate limit): a request addressed to a name the checkout does
  // not answer to, such as a page of another site whose name was pointed at this server (DNS rebinding), is refused.
  app.use(allowedHostsOnly(o.allowedHosts, o.log));
  const pages = pageContext(o.assets);

  // The bundle's files come first: a script or stylesheet needs no policy, nonce, cookie or session
  // (their headers came to about 1 KB a file, sent for each of the page's two dozen files, and a
  // session lookup each), only what `staticAssets` sets.
  app.use('/assets', staticAssets(`${o.assetsDir}/assets`));
  app.use(o.security.pages);
  // Against card testing and floods: opening the checkout, paying and client tokens are rate limited, per client
  // address (and paying per session too), before any of them stores an order or asks the gateway. The counts are in
  // the database: every instance on it counts together, and a restart forgets none. Only requests another site cannot
  // forge are counted, so no page a shopper visits can spend their limits (see `request-origin.ts`): the checkout is
  // refused as another site's image or frame before it counts, the token to any caller but our own page, and a payment
  // counts once it has passed the form's checks and the CSRF check (in `checkoutRouter`).
  const limited = requestLimits(o.limits, pages, o.requestCounts);
  app.get('/', checkoutNotEmbedded(pages), limited.checkouts);
  app.get('/api/payment_methods/token', tokenFromOwnPage(o.security), limited.tokens);

  const checkout = {
    ...o,
    pages,
    paymentLimits: limited.payments,
    gatewayConnections: o.gatewayConnections ?? [],
    maxPaymentAttempts: o.limits.attemptsPerOrder,
    ...(o.demoCustomer ? { demoShopperName: DEMO_SHOPPER_NAME } : {}),
  };
  // The demo's no-script checkout (`/?form=plain`), beside the React one, on the emulated gateway only. It cannot
  // verify a card with 3D Secure (the element takes no such attribute), so when the sales require it, it is not
  // offered and the address opens the checkout.
  if (o.emulated && !o.threeDSecureRequired) app.use(plainFormRouter(checkout));
  app.use(checkoutRouter(checkout));
  app.use(clientTokenRouter(o));
  if (o.demoCustomer) {
    const { csrf, csrfToken } = o.security;
    const { demoCustomer: customer, orders, endedSessions } = o;
    app.use(demoSignInRouter({ customer, csrf, csrfToken, orders, endedSessions, pages }));
  }
  app.use(errorReportsRouter({ csrf: o.security.csrf, limit: o.security.errorReportLimit, log: o.log }));

  app.use(notFound(pages));
  app.use(errorHandler(pages, o.log));
  return app;
}
