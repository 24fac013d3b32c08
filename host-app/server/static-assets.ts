import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler } from 'express';

/**
 * The built bundle's files (`<outDir>/assets`). Their names carry a content hash, so they get a
 * year's `immutable` cache. The build writes `.br` and `.gz` beside each text asset
 * (`precompressAssets`); the browser gets the smallest encoding it accepts, with
 * `Vary: Accept-Encoding`, and the plain file when it accepts none. Each carries `nosniff` and a
 * same-origin resource policy, and nothing else of the pages' headers.
 */
export function staticAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      // Served before the pages' security headers: a script is only ever run as one, and only by
      // our own pages.
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      },
    },
  }) as RequestHandler;
}
