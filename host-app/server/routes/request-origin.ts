/**
 * Who a request comes from, checked before the rate limits count it: another site must not be able to spend a
 * shopper's limits. Any page the shopper visits can make their browser send requests to the checkout (an image, a
 * frame, a `no-cors` fetch) from their address, and behind a NAT, a carrier's CGNAT or an office proxy from everyone
 * else's there too; a limit that counted those would refuse the shopper's own checkout, payments and tokens, and each
 * forged token request would be a real call to the merchant's gateway.
 *
 * Browsers say where a request comes from in `Sec-Fetch-Site` (`same-origin`, `same-site`, `cross-site`, or `none`
 * for what the user typed or bookmarked) and what it is for in `Sec-Fetch-Dest` (`document` for a page opened at the
 * top, `iframe`, `image`, `empty` for a fetch…). A page cannot set or remove either. Every current browser sends them
 * (Chrome and Edge since 2020, Firefox since 90, Safari since 16.4); a browser that sends none is years old, and so is
 * a client that is no browser (a script then spends its own address's limits, which is what they are for).
 */
import type { Request, RequestHandler } from 'express';
import type { Security } from '../security.js';
import { sendProblem, type Pages } from './respond.js';

/** What the token route answers a request that is not from our own page. */
export const TOKEN_NOT_OWN_PAGE = 'A client token is given to the checkout page only.';
/** What the checkout answers when it is asked for inside another site's page (as an image, a frame…). */
export const CHECKOUT_EMBEDDED = 'The checkout opens as a page of its own, not inside another site.';

/**
 * Whether the browser says the request comes from another origin and is not the page itself opened at the top:
 * another site's (or a sibling subdomain's) image, frame, object, script or fetch. A link or a redirect from elsewhere
 * that opens the checkout (`Sec-Fetch-Dest: document`) is not, nor is a request that carries no `Sec-Fetch-*`.
 */
export function embeddedByAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  const dest = req.get('sec-fetch-dest');
  return (site === 'cross-site' || site === 'same-site') && dest !== undefined && dest !== 'document';
}

/**
 * `GET /` (and the demo's `/?form=plain`): another site's image, frame or fetch of the checkout is refused with 403,
 * before the checkout limit counts it and before an order is stored for it. `frame-ancestors 'none'` stops a frame
 * from showing the page, not the request (the order, the count). A top-level navigation from another site (a link, a
 * redirect, a form) still opens the checkout and counts: no page can make many of those unseen (each leaves the page
 * that made it, and a new window needs the user's click). A browser without `Sec-Fetch-*` is counted as before: there
 * is no cheap way to tell its forged image from a visit (the cookies are no help: a cross-site image carries none, as
 * a first visit carries none).
 */
export function checkoutNotEmbedded(pages: Pages): RequestHandler {
  return (req, res, next) => {
    if (!embeddedByAnotherSite(req)) return next();
    sendProblem(pages, res, 403, 'Not accepted', CHECKOUT_EMBEDDED);
  };
}

/**
 * `GET /api/payment_methods/token`: only the checkout page's own request, refused otherwise with 403 JSON before the
 * token limit counts it and before the gateway is asked. With `Sec-Fetch-Site`, it must be `same-origin` (the page's
 * `fetch`; not a sibling subdomain, not an address typed in the bar). Without it (a browser too old to send it, or a
 * client that is no browser), the request must carry this session's CSRF token in the `x-csrf-token` header, as the
 * checkout's form sends it from the page's `<meta name="csrf-token">`: another site's image or `no-cors` fetch cannot
 * set a header, and cannot read the token.
 */
export function tokenFromOwnPage(security: Pick<Security, 'csrfValid'>): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    if (site === undefined ? security.csrfValid(req) : site === 'same-origin') return next();
    res.status(403).json({ error: { message: TOKEN_NOT_OWN_PAGE } });
  };
}
