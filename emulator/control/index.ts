import { Router, type Request, type Response } from 'express';
import { makeClientToken, type BrowserAccess } from '../authorization.js';
import type { EmulatorContext } from '../context.js';
import { validateFault } from '../faults.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { seedCustomer, type SeedCustomer } from './seed.js';
import { walletControlRouter } from './wallets.js';

/** `POST /faults` (one fault or a list): arms them, or answers 400 naming the first bad one. */
function armFaults(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const list = Array.isArray(req.body) ? (req.body as unknown[]) : [req.body];
    const faults = list.map(validateFault);
    const bad = faults.find((f) => typeof f === 'string');
    if (bad !== undefined) {
      res.status(400).json({ error: bad });
      return;
    }
    for (const f of faults) if (typeof f !== 'string') ctx.faults.add(f);
    res.status(201).json({ pending: ctx.faults.pending });
  };
}

/**
 * `POST /client-token`: a client token without the server SDK, `{customerId?, access?: 'host-mapped' | 'direct'}`. A
 * direct one names the public origin when the merchant gave one (the caller may be a test on another network than
 * the browser), else the origin the request was addressed to.
 */
function clientToken(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const body = (req.body ?? {}) as {
      customerId?: string;
      verifyCard?: boolean;
      failOnDuplicatePaymentMethod?: boolean;
      access?: string;
    };
    if (body.customerId && !ctx.state.customers.has(body.customerId)) {
      res.status(422).json({ error: `Customer ${body.customerId} does not exist.` });
      return;
    }
    const access: BrowserAccess =
      body.access === 'direct'
        ? { kind: 'direct', origin: ctx.publicOrigin ?? `${req.protocol}://${req.get('host')}` }
        : body.access === 'host-mapped'
          ? { kind: 'host-mapped' }
          : ctx.defaultAccess();
    res.json({
      clientToken: makeClientToken(ctx.state, access, {
        customerId: body.customerId,
        verifyCard: body.verifyCard,
        failOnDuplicatePaymentMethod: body.failOnDuplicatePaymentMethod,
      }),
    });
  };
}

/** `POST /customers`: creates a customer with saved methods in one call (see SeedCustomer). */
function seedCustomers(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const result = seedCustomer(ctx.state, (req.body ?? {}) as SeedCustomer);
    if (typeof result === 'string') {
      res.status(422).json({ error: result });
      return;
    }
    res.status(201).json(result);
  };
}

/** `POST /merchant`: changes merchant settings until the next reset (`{challenges?, supportedCardTypes?, …}`). */
function configureMerchant(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const body = req.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).json({ error: 'The merchant settings must be a JSON object.' });
      return;
    }
    ctx.state.configureMerchant(body);
    res.json(ctx.state.merchant);
  };
}

/** `GET /state`: everything the emulator holds, for assertions (no card secrets: instruments' details only). */
function showState(ctx: EmulatorContext) {
  return (_req: Request, res: Response): void => {
    res.json({
      customers: [...ctx.state.customers.values()],
      paymentMethods: [...ctx.state.vault.values()].map((m) => ({
        token: m.token,
        customerId: m.customerId,
        type: m.instrument.type,
        description: m.instrument.description,
        details: m.instrument.details,
        default: m.isDefault,
        hasSubscription: m.hasSubscription,
      })),
      transactions: [...ctx.state.transactions.values()].map(({ instrument, ...t }) => ({
        ...t,
        type: instrument.type,
        details: instrument.details,
      })),
      analytics: ctx.state.analytics,
      faults: ctx.faults.pending,
      heldByFaults: ctx.faults.held,
    });
  };
}

/**
 * `/__emulator/*`: the control API for tests and merchants' own sandboxes. Never part of the
 * gateway's protocol. The wallets' routes come first: their reset forgets the pending outcomes and
 * passes on to the general reset.
 */
export function controlRouter(ctx: EmulatorContext, wallets: WalletOutcomes): Router {
  const router = Router();
  router.use(walletControlRouter(wallets));
  router.post('/faults', armFaults(ctx));
  router.post('/faults/release', (_req, res) => {
    res.json({ released: ctx.faults.release() });
  });
  router.delete('/faults', (_req, res) => {
    ctx.faults.clear();
    res.status(204).end();
  });
  router.post('/reset', (_req, res) => {
    ctx.state.reset();
    ctx.faults.clear();
    res.status(204).end();
  });
  router.post('/client-token', clientToken(ctx));
  router.post('/customers', seedCustomers(ctx));
  router.post('/merchant', configureMerchant(ctx));
  router.get('/state', showState(ctx));
  return router;
}
