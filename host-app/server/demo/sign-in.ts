import { Router, type RequestHandler } from 'express';
import type { Identity } from '../identity.js';
import { field, formPost, type Pages } from '../routes/respond.js';
import { DEMO_CUSTOMER, type DemoCustomer } from './demo-customer.js';
import { returnAddress } from '../pages/demo-settings.js';

/** The name the checkout shows for the demo's signed-in shopper. */
export const DEMO_SHOPPER_NAME = `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;

/**
 * The demo's sign-in: a shared shopper of test data on the emulated gateway, whose saved cards the
 * widget then shows. Only a form post with the session's CSRF token signs in (a link cannot), and
 * the route exists only when the gateway is the emulator: with real credentials, who pays is the
 * merchant's own sign-in (`getCustomerId`).
 */
export function demoSignInRouter(o: { customer: DemoCustomer; csrf: RequestHandler; pages: Pages }): Router {
  const router = Router();
  router.post('/sign-in', ...formPost(o.pages), o.csrf, async (req, res) => {
    req.session.customerId = await o.customer.ensure();
    req.session.save();
    res.redirect(303, returnAddress(field(req.body, 'return_to')));
  });
  router.post('/sign-out', ...formPost(o.pages), o.csrf, (req, res) => {
    delete req.session.customerId;
    req.session.save();
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
