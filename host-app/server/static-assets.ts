import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler } from 'express';

/**
 * The built bundle's files (`<outDir>/assets`). Their names carry a content hash, so they get a
 * year's `immutable` cache. The build writes `.br` and `.gz` beside each text asset
 * (`precompressAssets`); the browser gets the smallest encoding it accepts, with
 * `Vary: Accept-Encoding`, and the plain file when it accepts none.
 */
export function staticAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
  }) as RequestHandler;
}
