import { Router, type Request, type Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { sendBrowserScript } from '../browser-bundle.js';
import { browserScript, type BrowserScript } from './build.js';

/** Version path segments we accept (`3.144.0`, `3.144.0-beta.1`): nothing that could escape HTML. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/**
 * The frame page's policy: scripts only from this origin, no inline script or style (the frame
 * styles itself with constructed stylesheets), card data only to this origin or Braintree hosts.
 */
const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self' https://*.braintree-api.com https://*.braintreegateway.com https://*.braintreepayments.com https://*.paypal.com",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function page(version: string, script: BrowserScript, title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="origin">',
    `<title>${title}</title>`,
    `<script src="/web/${version}/js/${script}.js" defer></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

const PAGE_TITLES: Readonly<Record<BrowserScript, string>> = {
  'hosted-fields-frame': 'Secure card field',
  'hosted-fields-inspector': 'Hosted fields inspector (emulator test aid)',
};

/**
 * The hosted-fields frame braintree-web loads from `assetsUrl`:
 * `GET /web/:version/html/hosted-fields-frame(.min).html` (any version) and the script it loads,
 * `GET /web/:version/js/hosted-fields-frame.js`, bundled from `frame/` on first request. Also the
 * inspector page tests embed to see the frames' rendering (`frame/inspector.ts`).
 */
export function hostedFieldsRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.get(
    /^\/web\/([^/]+)\/html\/(hosted-fields-frame|hosted-fields-inspector)(?:\.min)?\.html$/,
    (req: Request, res: Response) => {
      const version = String(req.params[0] ?? '');
      const script = String(req.params[1]) as BrowserScript;
      if (!VERSION.test(version)) {
        res.status(404).json({ error: { message: `Unknown braintree-web version ${JSON.stringify(version)}.` } });
        return;
      }
      res.set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': FRAME_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'origin',
        'Cache-Control': 'no-cache',
      });
      res.send(page(version, script, PAGE_TITLES[script]));
    },
  );

  router.get(/^\/web\/[^/]+\/js\/(hosted-fields-frame|hosted-fields-inspector)(?:\.min)?\.js$/, async (req, res) => {
    const name = String(req.params[0]) as BrowserScript;
    await sendBrowserScript(req, res, browserScript(name), `The ${name} script`, ctx.log);
  });

  return router;
}
