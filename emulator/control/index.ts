import { Router, type Request, type Response } from 'express';
import { makeClientToken } from '../authorization.js';
import type { EmulatorContext } from '../context.js';
import { validateFault } from '../faults.js';
import { seedCustomer, type SeedCustomer } from './seed.js';

/**
 * `/__emulator/*`: the control API for tests and merchants' own sandboxes. Never part of the
 * gateway's protocol.
 */
export function controlRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.post('/faults', (req: Request, res: Response) => {
    const list = Array.isArray(req.body) ? (req.body as unknown[]) : [req.body];
    const faults = list.map(validateFault);
    const bad = faults.find((f) => typeof f === 'string');
    if (bad !== undefined) {
      res.status(400).json({ error: bad });
      return;
    }
    for (const f of faults) if (typeof f !== 'string') ctx.faults.add(f);
    res.status(201).json({ pending: ctx.faults.pending });
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

  /** A client token without the server SDK: `{customerId?, access?: 'host-mapped' | 'direct'}`. */
  router.post('/client-token', (req, res) => {
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
    const access =
      body.access === 'direct'
        ? { kind: 'direct' as const, origin: `${req.protocol}://${req.get('host')}` }
        : body.access === 'host-mapped'
          ? { kind: 'host-mapped' as const }
          : ctx.defaultAccess();
    res.json({
      clientToken: makeClientToken(ctx.state, access, {
        customerId: body.customerId,
        verifyCard: body.verifyCard,
        failOnDuplicatePaymentMethod: body.failOnDuplicatePaymentMethod,
      }),
    });
  });

  /** Creates a customer with saved methods in one call (see SeedCustomer). */
  router.post('/customers', (req, res) => {
    const result = seedCustomer(ctx.state, (req.body ?? {}) as SeedCustomer);
    if (typeof result === 'string') {
      res.status(422).json({ error: result });
      return;
    }
    res.status(201).json(result);
  });

  /** Changes merchant settings until the next reset: `{challenges?, supportedCardTypes?, graphQLTokenization?, …}`. */
  router.post('/merchant', (req, res) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).json({ error: 'The merchant settings must be a JSON object.' });
      return;
    }
    ctx.state.configureMerchant(body);
    res.json(ctx.state.merchant);
  });

  router.get('/state', (_req, res) => {
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
  });

  return router;
}
