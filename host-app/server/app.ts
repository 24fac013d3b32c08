import express, { type NextFunction, type Request, type Response } from 'express';
import type { EntryAssets } from '../build.js';
import { REPORT_CATEGORIES } from '../src/messages.js';
import { HIDDEN_FIELDS } from '../src/hidden-fields.js';
import type { SdkGateway } from './braintree-sdk.js';
import { Charger } from './charge.js';
import { isOrderId, type Order, type Orders } from './db/orders.js';
import { DEMO_CUSTOMER, type DemoCustomer } from './demo-customer.js';
import { readSettings, returnAddress, SETTINGS_FIELD } from './demo-settings.js';
import { DEFAULT_AMOUNT, parseAmount } from './money.js';
import {
  chargingPage,
  checkoutPage,
  declinedPage,
  paymentErrorPage,
  problemPage,
  receiptPage,
  unpaidOrderPage,
  type PageContext,
} from './pages.js';
import type { GatewayConnection } from './gateway-mode.js';
import type { Security } from './security.js';
import { staticAssets } from './static-assets.js';

export interface AppOptions {
  gateway: SdkGateway;
  orders: Orders;
  security: Security;
  demoCustomer: DemoCustomer;
  /** The built bundle: its directory (served at `/assets/`) and the entry's URLs. */
  assetsDir: string;
  assets: () => EntryAssets;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  emulated: boolean;
  /** The emulated gateway's Apple Pay stand-in script (emulated mode only). */
  applePaySessionScript?: string;
  /** The merchant's Google Pay merchant id, if any (`GOOGLE_PAY_MERCHANT_ID`). */
  googlePayMerchantId?: string;
  /** The gateway's origins the checkout page connects to early (see `GatewayConnection`). */
  gatewayConnections?: readonly GatewayConnection[];
  /** Upper bound on each gateway call. */
  gatewayTimeoutMs: number;
  log: (message: string) => void;
}

const REPORTABLE = new Set<string>(Object.values(REPORT_CATEGORIES));
/** The largest form or report body accepted. */
const BODY_LIMIT = '100kb';
const NOT_CHARGED = 'We could not reach our payment processor, and you have not been charged. Please try again.';

/** Keeps what a browser sends us to a sane length before it reaches a log line. */
function clip(value: unknown, max = 500): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

class BadRequest extends Error {
  readonly status = 400;
}

/** One form field, as a string; a field sent twice is refused (which one would we believe?). */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) throw new BadRequest(`The field ${name} was sent more than once.`);
  return typeof value === 'string' ? value : '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApp(o: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const charger = new Charger({ gateway: o.gateway, orders: o.orders, timeoutMs: o.gatewayTimeoutMs, log: o.log });

  // The bundle's files come first: a script or stylesheet needs no policy, nonce, cookie or session
  // (their headers came to about 1 KB a file, sent for each of the page's two dozen files, and a
  // session lookup each), only what `staticAssets` sets.
  app.use('/assets', staticAssets(`${o.assetsDir}/assets`));
  app.use(o.security.pages);

  const context = (res: Response): PageContext => ({ assets: o.assets(), nonce: res.locals.cspNonce as string });
  const sendPage = (res: Response, status: number, body: string): void => {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
  };
  const problem = (res: Response, status: number, title: string, message: string): void =>
    sendPage(res, status, problemPage({ ...context(res), title, message }));
  const formBody = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 50 });
  /** Form posts only: anything else is a 415 before the body is read. */
  const requireForm = (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('application/x-www-form-urlencoded')) {
      problem(res, 415, 'Not accepted', 'This address takes a submitted form only.');
      return;
    }
    next();
  };

  /** This session's order, or undefined (someone else's orders look like missing ones). */
  async function ownOrder(req: Request, id: unknown): Promise<Order | undefined> {
    if (!isOrderId(id)) return undefined;
    const order = await o.orders.find(id);
    return order && order.sessionId === req.session.id ? order : undefined;
  }

  app.get('/', async (req, res) => {
    let order: Order | undefined;
    if (req.query.order !== undefined) {
      order = await ownOrder(req, req.query.order);
      if (!order) {
        problem(res, 404, 'Order not found', 'There is no such order for you. Please start again.');
        return;
      }
      if (order.status === 'paid') {
        res.redirect(303, `/orders/${order.id}`);
        return;
      }
    } else {
      const requested = req.query.amount;
      const amount = requested === undefined ? DEFAULT_AMOUNT : parseAmount(requested);
      if (!amount) {
        sendPage(
          res,
          400,
          paymentErrorPage({
            ...context(res),
            message: 'The amount must be a positive number with at most two decimals, such as 10.00.',
            amount: DEFAULT_AMOUNT,
          }),
        );
        return;
      }
      // The order is stored with this session: only it may pay for it or see its receipt.
      req.session.startedAt ??= Date.now();
      await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
      order = await o.orders.create({ sessionId: req.session.id, amount, currency: o.currency });
    }
    // The demo's settings come with the address, so a link reproduces the page: `guest=1` pays as a
    // guest and `guest=0` as the demo shopper (a shared, public demo account; nothing of the
    // visitor's own is reachable through it).
    const settings = readSettings(req.query);
    if (settings.guest === true) delete req.session.customerId;
    if (settings.guest === false) req.session.customerId = await o.demoCustomer.ensure();
    const signedIn = Boolean(req.session.customerId);
    sendPage(
      res,
      200,
      checkoutPage({
        ...context(res),
        orderId: order.id,
        csrfToken: o.security.csrfToken(req, res),
        ...(signedIn ? { shopper: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}` } : {}),
        amount: order.amount,
        currency: order.currency,
        vaultedCards: o.vaultedCards && signedIn,
        supportEmail: o.supportEmail,
        emulated: o.emulated,
        settings,
        ...(o.applePaySessionScript ? { applePaySessionScript: o.applePaySessionScript } : {}),
        ...(o.googlePayMerchantId ? { googlePayMerchantId: o.googlePayMerchantId } : {}),
        gatewayConnections: o.gatewayConnections ?? [],
      }),
    );
  });

  app.get('/checkout', (req, res) => {
    const amount = parseAmount(req.query.amount);
    res.redirect(303, amount ? `/?amount=${amount}` : '/');
  });

  app.get('/api/payment_methods/token', async (req, res) => {
    const useVault = req.query.use_vault === 'true';
    // Saved cards belong to a signed-in shopper: a guest (or any other caller) never gets them.
    if (useVault && !req.session.customerId) {
      res.status(403).json({ error: { message: 'Sign in to use saved payment methods.' } });
      return;
    }
    try {
      let customerId: string | undefined;
      if (useVault) customerId = await o.demoCustomer.ensure();
      // A card the shopper chose to save is saved once: the gateway refuses a second copy of it,
      // and the widget tells the shopper the card is already saved.
      const forCustomer = (id: string) => ({ customerId: id, options: { failOnDuplicatePaymentMethod: true } });
      let result = await o.gateway.clientToken.generate(customerId ? forCustomer(customerId) : {});
      if (!result.success && customerId) {
        // The customer may be gone (an emulator reset): find or create it again, once.
        o.demoCustomer.forget();
        customerId = await o.demoCustomer.ensure();
        result = await o.gateway.clientToken.generate(forCustomer(customerId));
      }
      if (!result.success || !result.clientToken) throw new Error(result.message ?? 'no client token in the answer');
      res.setHeader('Cache-Control', 'no-store').json({ token: result.clientToken });
    } catch (error) {
      o.log(`[token] the gateway could not make a client token: ${(error as Error).message ?? String(error)}`);
      res.status(502).json({ error: { message: 'The payment processor could not make a client token.' } });
    }
  });

  /** Where sign-in and sign-out go back to: our own checkout only, saying who now pays. */
  const returnTo = (req: Request, guest: boolean): string => returnAddress(field(req.body, 'return_to'), guest);

  app.post('/sign-in', requireForm, formBody, o.security.csrf, async (req, res) => {
    req.session.customerId = await o.demoCustomer.ensure();
    res.redirect(303, returnTo(req, false));
  });

  app.post('/sign-out', requireForm, formBody, o.security.csrf, (req, res) => {
    delete req.session.customerId;
    res.redirect(303, returnTo(req, true));
  });

  app.post('/checkout', requireForm, formBody, o.security.csrf, async (req, res) => {
    const orderId = field(req.body, 'order_id');
    const nonce = field(req.body, HIDDEN_FIELDS.nonce.name);
    const deviceData = field(req.body, HIDDEN_FIELDS.deviceData.name);
    const usedSavedCard = field(req.body, HIDDEN_FIELDS.vaulted.name) === '1';
    // The way back keeps the language, theme and ways to pay the shopper paid under (never the account).
    const settings = {
      ...readSettings(Object.fromEntries(new URLSearchParams(field(req.body, SETTINGS_FIELD).slice(0, 500)))),
      guest: undefined,
    };
    if (!isOrderId(orderId)) {
      problem(res, 400, 'Payment not completed', 'The order is missing or not valid. Please start again.');
      return;
    }
    let order = await ownOrder(req, orderId);
    if (!order) {
      problem(res, 404, 'Order not found', 'There is no such order for you. Please start again.');
      return;
    }
    // A server that stopped mid-charge leaves an order charging: give it back once it is stale.
    await o.orders.releaseStale(order.id, o.gatewayTimeoutMs * 3);
    order = (await o.orders.find(order.id))!;
    if (order.status === 'charging') order = await waitWhileCharging(order);
    if (order.status === 'paid') {
      res.redirect(303, `/orders/${order.id}`);
      return;
    }
    if (order.status === 'charging') {
      sendPage(res, 409, chargingPage({ ...context(res), orderId: order.id }));
      return;
    }
    if (!nonce || nonce.length > 4096) {
      sendPage(
        res,
        400,
        paymentErrorPage({
          ...context(res),
          message: 'No payment details were received. Please enter them again.',
          amount: order.amount,
          orderId: order.id,
          settings,
        }),
      );
      return;
    }
    const result = await charger.charge({ order, nonce, deviceData: deviceData.slice(0, 20_000), usedSavedCard });
    const ctx = { ...context(res), amount: result.order.amount, orderId: result.order.id, settings };
    switch (result.kind) {
      case 'paid':
        // Post/redirect/get: reloading the receipt never posts again.
        res.redirect(303, `/orders/${result.order.id}`);
        return;
      case 'busy':
        sendPage(res, 409, chargingPage(ctx));
        return;
      case 'declined':
        sendPage(res, 402, declinedPage({ ...ctx, receipt: result.order.receipt! }));
        return;
      case 'refused':
        sendPage(res, 422, paymentErrorPage({ ...ctx, message: result.message }));
        return;
      case 'unreachable':
        sendPage(res, 503, paymentErrorPage({ ...ctx, message: NOT_CHARGED }));
        return;
    }
  });

  /** A concurrent submit waits for the one that is charging, a little longer than its gateway call may take. */
  async function waitWhileCharging(order: Order): Promise<Order> {
    const until = Date.now() + o.gatewayTimeoutMs + 1000;
    let now = order;
    while (now.status === 'charging' && Date.now() < until) {
      await sleep(100);
      now = (await o.orders.find(order.id))!;
    }
    return now;
  }

  app.get('/orders/:id', async (req, res) => {
    const order = await ownOrder(req, req.params.id);
    if (!order) {
      problem(res, 404, 'Order not found', 'There is no such order for you.');
      return;
    }
    if (order.status === 'paid' && order.receipt) {
      sendPage(res, 200, receiptPage({ ...context(res), orderId: order.id, receipt: order.receipt }));
      return;
    }
    sendPage(
      res,
      200,
      unpaidOrderPage({
        ...context(res),
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        status: order.status,
      }),
    );
  });

  app.post(
    '/api/errors',
    o.security.errorReportLimit,
    (req, res, next) => {
      if (!req.is('application/json')) {
        res.status(415).json({ error: { message: 'Send a JSON error report.' } });
        return;
      }
      next();
    },
    express.json({ limit: '16kb' }),
    o.security.csrf,
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
        page: clip(body.page, 200),
      };
      o.log(`[client error] ${category}: ${JSON.stringify(report)}`);
      res.status(204).end();
    },
  );

  app.use((_req, res) => {
    problem(res, 404, 'Not found', 'There is no page at this address.');
  });

  app.use(
    (
      error: Error & { status?: number; code?: string; type?: string },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
      if (status >= 500) o.log(`[server] ${error.stack ?? error.message}`);
      const json = req.path.startsWith('/api/');
      const message =
        error.code === 'EBADCSRFTOKEN' || /csrf/i.test(error.message)
          ? 'This form has expired or did not come from our checkout. Please reload the page and try again.'
          : error instanceof BadRequest
            ? error.message
            : status === 413
              ? 'What was sent is too large.'
              : status === 404
                ? 'There is no page at this address.'
                : status < 500
                  ? 'The request could not be read.'
                  : 'Something went wrong on our side. You have not been charged.';
      if (json) {
        res.status(status).json({ error: { message } });
        return;
      }
      if (!res.locals.cspNonce) {
        res.status(status).type('text').send(message);
        return;
      }
      problem(res, status, status < 500 ? 'Request refused' : 'Something went wrong', message);
    },
  );

  return app;
}
