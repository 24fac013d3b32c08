import express, { type NextFunction, type Request, type Response } from 'express';
import type { EntryAssets } from '../build.js';
import { REPORT_CATEGORIES } from '../src/messages.js';
import { HIDDEN_FIELDS } from '../src/hidden-fields.js';
import type { SdkGateway, SdkTransaction } from './braintree-sdk.js';
import type { DemoCustomer } from './demo-customer.js';
import { DEFAULT_AMOUNT, parseAmount } from './money.js';
import { cspNonce, securityHeaders } from './security.js';
import { staticAssets } from './static-assets.js';
import { checkoutPage, declinedPage, paymentErrorPage, processorAnswer, receiptPage } from './pages.js';

export interface AppOptions {
  gateway: SdkGateway;
  demoCustomer: DemoCustomer;
  /** The built bundle: its directory (served at `/assets/`) and the entry's URLs. */
  assetsDir: string;
  assets: () => EntryAssets;
  currency: string;
  vaultedCards: boolean;
  supportEmail: string;
  emulated: boolean;
  /** The emulator's origin in the demo: the page's policy allows it in place of the providers' hosts. */
  emulatorOrigin?: string;
  log: (message: string) => void;
}

const REPORTABLE = new Set<string>(Object.values(REPORT_CATEGORIES));

/** Keeps what a browser sends us to a sane length before it reaches a log line. */
function clip(value: unknown, max = 500): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function createApp(o: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(...securityHeaders(o.emulatorOrigin));

  app.use('/assets', staticAssets(`${o.assetsDir}/assets`));

  const sendPage = (res: Response, status: number, body: string): void => {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
  };

  app.get('/', (req, res) => {
    const requested = req.query.amount;
    const amount = requested === undefined ? DEFAULT_AMOUNT : parseAmount(requested);
    if (!amount) {
      sendPage(
        res,
        400,
        paymentErrorPage({
          assets: o.assets(),
          message: 'The amount must be a positive number with at most two decimals, such as 10.00.',
          amount: DEFAULT_AMOUNT,
        }),
      );
      return;
    }
    sendPage(
      res,
      200,
      checkoutPage({
        assets: o.assets(),
        amount,
        currency: o.currency,
        vaultedCards: o.vaultedCards,
        supportEmail: o.supportEmail,
        emulated: o.emulated,
        nonce: cspNonce(res),
      }),
    );
  });

  app.get('/checkout', (req, res) => {
    const amount = parseAmount(req.query.amount);
    res.redirect(303, amount ? `/?amount=${amount}` : '/');
  });

  app.get('/api/payment_methods/token', async (req, res) => {
    const useVault = req.query.use_vault === 'true';
    try {
      let customerId: string | undefined;
      if (useVault) customerId = await o.demoCustomer.ensure();
      let result = await o.gateway.clientToken.generate(customerId ? { customerId } : {});
      if (!result.success && customerId) {
        // The customer may be gone (an emulator reset): find or create it again, once.
        o.demoCustomer.forget();
        customerId = await o.demoCustomer.ensure();
        result = await o.gateway.clientToken.generate({ customerId });
      }
      if (!result.success || !result.clientToken) throw new Error(result.message ?? 'no client token in the answer');
      res.setHeader('Cache-Control', 'no-store').json({ token: result.clientToken });
    } catch (error) {
      o.log(`[token] the gateway could not make a client token: ${(error as Error).message ?? String(error)}`);
      res.status(502).json({ error: { message: 'The payment processor could not make a client token.' } });
    }
  });

  app.post('/checkout', express.urlencoded({ extended: false, limit: '64kb' }), async (req, res) => {
    const rawAmount = field(req.body, 'amount');
    const amount = parseAmount(rawAmount);
    const nonce = field(req.body, HIDDEN_FIELDS.nonce.name);
    const deviceData = field(req.body, HIDDEN_FIELDS.deviceData.name);
    const usedSavedCard = field(req.body, HIDDEN_FIELDS.vaulted.name) === '1';
    const retryAmount = amount ?? DEFAULT_AMOUNT;
    if (!amount || !nonce) {
      const message = !amount
        ? 'The amount is missing or not valid.'
        : 'No payment details were received. Please enter them again.';
      sendPage(res, 400, paymentErrorPage({ assets: o.assets(), message, amount: retryAmount }));
      return;
    }
    let result: Awaited<ReturnType<SdkGateway['transaction']['sale']>>;
    try {
      result = await o.gateway.transaction.sale({
        amount,
        paymentMethodNonce: nonce,
        ...(deviceData ? { deviceData } : {}),
        options: { submitForSettlement: true },
      });
    } catch (error) {
      o.log(`[checkout] the sale could not reach the gateway: ${(error as Error).message ?? String(error)}`);
      sendPage(
        res,
        502,
        paymentErrorPage({
          assets: o.assets(),
          message: 'We could not reach our payment processor, and you have not been charged. Please try again.',
          amount: retryAmount,
        }),
      );
      return;
    }
    const transaction: SdkTransaction | undefined = result.transaction;
    if (result.success && transaction) {
      o.log(`[checkout] ${transaction.id} ${transaction.status} ${amount}${usedSavedCard ? ' (saved card)' : ''}`);
      sendPage(res, 200, receiptPage({ assets: o.assets(), transaction, usedSavedCard }));
    } else if (transaction) {
      o.log(`[checkout] ${transaction.id} ${transaction.status}: ${processorAnswer(transaction)}`);
      sendPage(res, 402, declinedPage({ assets: o.assets(), transaction, amount }));
    } else {
      o.log(`[checkout] refused: ${result.message ?? 'no message'}`);
      sendPage(
        res,
        422,
        paymentErrorPage({ assets: o.assets(), message: result.message ?? 'The payment was refused.', amount }),
      );
    }
  });

  app.post('/api/errors', express.json({ limit: '16kb' }), (req, res) => {
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
  });

  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });

  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) o.log(`[server] ${error.stack ?? error.message}`);
    res
      .status(status)
      .type('text')
      .send(status === 404 ? 'Not found' : 'Something went wrong.');
  });

  return app;
}
