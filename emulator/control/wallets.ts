import { Router, type Request, type Response } from 'express';
import { readOutcome, WALLETS, type WalletOutcomes } from '../wallet-outcomes.js';

/**
 * `/__emulator/wallets/:wallet/next` (`{outcome}`): decides what the wallet's next sheet does.
 * `GET` shows the pending outcomes; `/__emulator/reset` clears them too.
 */
export function walletControlRouter(outcomes: WalletOutcomes): Router {
  const router = Router();
  router.post('/wallets/:wallet/next', (req: Request, res: Response) => {
    const read = readOutcome(req.params.wallet, req.body);
    if (typeof read === 'string') {
      res.status(400).json({ error: read });
      return;
    }
    outcomes.set(read.wallet, read.outcome);
    res.status(201).json({ wallet: read.wallet, next: read.outcome });
  });
  router.get('/wallets', (_req: Request, res: Response) => {
    res.json(Object.fromEntries(WALLETS.map((w) => [w, outcomes.peek(w) ?? null])));
  });
  // The general reset is answered by the control router that follows; pending outcomes go too.
  router.post('/reset', (_req: Request, _res: Response, next) => {
    outcomes.clear();
    next();
  });
  return router;
}
