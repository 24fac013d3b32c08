/**
 * One product server as a process of its own, for end-to-end tests that run several (two instances
 * on one PostgreSQL) or kill one. Everything comes from the environment, as with `npm start`
 * (DATABASE_URL, BRAINTREE_ENVIRONMENT=development, BRAINTREE_GATEWAY_URL, the keys), plus
 * SERVER_OUT_DIR (a built bundle or a pages-only folder, never built here), GATEWAY_TIMEOUT_MS and
 * SDK_TIMEOUT_MS, DATA_DIR (PGlite's directory when there is no DATABASE_URL; default in memory). Prints `listening <url>` once it answers; its log lines follow.
 */
import { startServer } from '../../../host-app/server/index.js';

const server = await startServer({
  port: 0,
  env: process.env,
  outDir: process.env.SERVER_OUT_DIR!,
  build: 'never',
  // Without DATABASE_URL: PGlite in DATA_DIR, else in memory (never the checkout's own data directory).
  dataDir: process.env.DATA_DIR || 'memory://',
  gatewayTimeoutMs: Number(process.env.GATEWAY_TIMEOUT_MS ?? 15_000),
  sdkTimeoutMs: Number(process.env.SDK_TIMEOUT_MS ?? 30_000),
  log: (line) => console.log(line),
});
console.log(`listening ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
