/**
 * The checkout's security headers, through helmet: a strict Content-Security-Policy (no
 * 'unsafe-inline', no 'unsafe-eval'; a fresh nonce per response for the styles PayPal's SDK
 * injects; only the payment providers' hosts, or the emulator's origin in the demo; no framing),
 * nosniff, a same-origin referrer policy, and an opener policy that still lets PayPal's window
 * talk back to the page.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The hosts each payment part loads from on the real gateway (the README's CSP table). */
const PROVIDERS = {
  script: [
    'https://*.braintreegateway.com',
    'https://*.paypal.com',
    'https://songbird.cardinalcommerce.com',
    'https://songbirdstag.cardinalcommerce.com',
  ],
  connect: [
    'https://*.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
  ],
  frame: ['https://*.braintreegateway.com', 'https://*.paypal.com', 'https://*.cardinalcommerce.com'],
  img: ['https://*.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** This response's CSP nonce (set by `securityHeaders`). */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/**
 * The directives: the providers' hosts, or in the demo the emulator's origin, which stands in for
 * all of them (braintree-web is pointed at it).
 */
export function cspDirectives(
  emulatorOrigin: string | undefined,
): Record<string, Iterable<string | ((req: unknown, res: unknown) => string)>> {
  const hosts = (list: string[]): string[] => (emulatorOrigin ? [emulatorOrigin] : list);
  const nonce = (_req: unknown, res: unknown): string => `'nonce-${cspNonce(res as Response)}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hosts(PROVIDERS.script)],
    'style-src': ["'self'", nonce],
    'img-src': ["'self'", 'data:', ...hosts(PROVIDERS.img)],
    'connect-src': ["'self'", ...hosts(PROVIDERS.connect)],
    'frame-src': hosts(PROVIDERS.frame),
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
}

export function securityHeaders(emulatorOrigin: string | undefined): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(emulatorOrigin) },
      referrerPolicy: { policy: 'same-origin' },
      // PayPal's window reports back to this page through window.opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // The card fields are frames from another origin that do not send CORP headers.
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
