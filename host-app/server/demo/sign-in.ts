import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { EndedSessions } from '../db/ended-sessions.js';
import type { Orders } from '../db/orders.js';
import type { Identity } from '../identity.js';
import { field, formPost, type Pages } from '../routes/respond.js';
import { DEMO_CUSTOMER, type DemoCustomer } from './demo-customer.js';
import { returnAddress } from '../pages/demo-settings.js';

/** The name the checkout shows for the demo's signed-in shopper. */
export const DEMO_SHOPPER_NAME = `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;

/** What the demo's sign-in needs of the server. */
export interface DemoSignInOptions {
  customer: DemoCustomer;
  csrf: RequestHandler;
  /** This session's CSRF token (`fresh`: a new one, bound to the session's new id). */
  csrfToken: (req: Request, res: Response, fresh: boolean) => string;
  /** The shopper's orders follow their session to its new id when they sign in. */
  orders: Pick<Orders, 'moveSession'>;
  /** Signed-out sessions, whose signed-in cookies are refused from then on. */
  endedSessions: Pick<EndedSessions, 'end'>;
  pages: Pages;
}

/**
 * The demo's sign-in: a shared shopper of test data on the emulated gateway, whose saved cards the
 * widget then shows. Only a form post with the session's CSRF token signs in (a link cannot), and
 * the route exists only when the gateway is the emulator: with real credentials, who pays is the
 * merchant's own sign-in (`getCustomerId`). Signing in or out gives the session a new id and a new CSRF
 * token: a cookie known before the sign-in never becomes the signed-in one, and a signed-in cookie kept
 * after the sign-out is refused. The orders a guest made follow them when they sign in; the signed-in
 * shopper's stay behind when they sign out, so the browser's next visitor, a guest, sees none of their
 * receipts.
 */
export function demoSignInRouter(o: DemoSignInOptions): Router {
  const router = Router();
  const renew = async (req: Request, res: Response, customerId: string | undefined): Promise<void> => {
    const before = { id: req.session.id, expiresAt: req.session.expiresAt, signedIn: req.session.customerId };
    req.session.rotate();
    if (customerId) req.session.customerId = customerId;
    else delete req.session.customerId;
    req.session.save();
    o.csrfToken(req, res, true);
    // Signing in: the guest's orders (one being paid, say) are the shopper's. Signing out: they stay with the
    // ended session, which no cookie opens any more.
    if (customerId) await o.orders.moveSession(before.id, req.session.id);
    if (before.signedIn) await o.endedSessions.end(before.id, before.expiresAt, Date.now());
  };
  router.post('/sign-in', ...formPost(o.pages), o.csrf, async (req, res) => {
    await renew(req, res, await o.customer.ensure());
    res.redirect(303, returnAddress(field(req.body, 'return_to')));
  });
  router.post('/sign-out', ...formPost(o.pages), o.csrf, async (req, res) => {
    await renew(req, res, undefined);
    res.redirect(303, returnAddress(field(req.body, 'return_to')));
  });
  return router;
}

/** Who pays in the demo: the demo shopper once signed in, made again if the gateway forgot it. */
export function demoIdentity(customer: DemoCustomer): Identity {
  return {
    getCustomerId: (req) => req.session.customerId,
    customerMissing: async () => {
      customer.forget();
      return customer.ensure();
    },
  };
}
