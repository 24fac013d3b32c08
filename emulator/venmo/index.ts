import { Router, type Request, type Response } from 'express';
import { browserBundle, sendBrowserScript } from '../browser-bundle.js';
import type { GraphQLOperationHandler } from '../client-api/graphql.js';
import type { EmulatorContext } from '../context.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { decide, pageOutcome, VenmoContextStore } from './contexts.js';
import { venmoOperations } from './graphql.js';

export { DEFAULT_VENMO_USERNAME } from './contexts.js';

/** Where the shopper's move on the approval page (or in the stand-in app) is reported. */
export const VENMO_DECISION_PATH = '/web/emulator/venmo/decision';
/** Where the approval page asks whether it should cancel or fail by itself (the control's outcome). */
export const VENMO_PAGE_OUTCOME_PATH = '/web/emulator/venmo/page-outcome';
const FRAME_SCRIPT_PATH = '/web/emulator/venmo/desktop-frame.js';

/** braintree-web version path segments we accept: nothing that could escape HTML. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const frameScript = browserBundle({
  entry: new URL('./desktop-frame/main.ts', import.meta.url),
  globalName: 'venmoEmulatorDesktopFrame',
  label: "Venmo's desktop approval page",
});

function desktopFramePage(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Venmo</title>',
    `<script src="${FRAME_SCRIPT_PATH}" defer></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

/** Venmo's routes, and its GraphQL operations (the emulator's GraphQL endpoint dispatches to them). */
export interface VenmoStandIn {
  router: Router;
  operations: ReadonlyMap<string, GraphQLOperationHandler>;
}

/**
 * Venmo, as braintree-web's `venmo` module meets it: the payment context operations over
 * GraphQL (create, status, update), and, on the assets host, Venmo's desktop approval page (the
 * frame braintree-web opens for its desktop QR flow) with the shopper's moves on it.
 */
export function venmoStandIn(ctx: EmulatorContext, outcomes: WalletOutcomes): VenmoStandIn {
  const router = Router();
  const store = new VenmoContextStore();

  router.get(/^\/web\/([^/]+)\/html\/venmo-desktop-frame(?:\.min)?\.html$/, (req: Request, res: Response) => {
    if (!VERSION.test(String(req.params[0] ?? ''))) {
      res.status(404).json({ error: { message: 'Unknown braintree-web version.' } });
      return;
    }
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': FRAME_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    res.send(desktopFramePage());
  });

  router.get(FRAME_SCRIPT_PATH, async (req: Request, res: Response) => {
    await sendBrowserScript(req, res, frameScript, "Venmo's desktop approval page", ctx.log);
  });

  router.post(VENMO_DECISION_PATH, (req: Request, res: Response) => {
    const outcome = decide(ctx.state, store, req.body);
    if (typeof outcome === 'string') {
      res.status(outcome.includes('unknown') ? 404 : outcome.includes('already') ? 409 : 400).json({
        error: { message: outcome },
      });
      return;
    }
    res.json({ id: outcome.id, status: outcome.status });
  });

  router.post(VENMO_PAGE_OUTCOME_PATH, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.json({ outcome: pageOutcome(store, body.id) });
  });

  // A reset of the emulator forgets the contexts with the pending outcomes.
  outcomes.onClear(() => store.clear());

  return { router, operations: venmoOperations(store, outcomes) };
}
