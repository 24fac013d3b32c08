/**
 * The two processes `npm run bench:server` measures, each started from this file: the gateway emulator
 * (`role=emulator`) and the product server pointed at it as at any gateway (`role=server`,
 * BRAINTREE_ENVIRONMENT=development). Apart, each one's CPU time is its own: the product's part of a
 * checkout (session, CSRF, order writes, the SDK, rendering) and the emulator's. Each answers the
 * bench over IPC: `{type: 'usage'}` → its CPU time so far (and, for the server, its orders by status).
 */
import { createEmulator } from '../emulator/index.js';
import { startServer } from '../host-app/server/index.js';

interface Usage {
  type: 'usage';
  cpuMs: number;
  orders?: Record<string, number>;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const role = process.env.BENCH_ROLE;
if (role === 'emulator') {
  const emulator = await createEmulator({ port: 0, browserAccess: 'direct' });
  process.send!({ type: 'ready', url: emulator.url });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'usage') process.send!({ type: 'usage', cpuMs: cpuMs() } satisfies Usage);
  });
  // A clean exit on SIGTERM, so that a CPU profile (node --cpu-prof) is written.
  process.on('SIGTERM', () => void emulator.close().then(() => process.exit(0)));
} else if (role === 'server') {
  const server = await startServer({
    port: 0,
    env: process.env,
    outDir: process.env.BENCH_OUT_DIR!,
    dataDir: process.env.BENCH_DATA_DIR!,
    build: 'auto',
    gatewayTimeoutMs: Number(process.env.BENCH_GATEWAY_TIMEOUT_MS),
    sdkTimeoutMs: Number(process.env.BENCH_SDK_TIMEOUT_MS),
    log: (line) => {
      if (line.startsWith('[server]')) process.send!({ type: 'error', line });
    },
  });
  process.send!({ type: 'ready', url: server.url });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'usage') {
      // The CPU time is read before the count: the bench's own query is not the product's work.
      const cpu = cpuMs();
      void server.orders.countByStatus().then((orders) => {
        process.send!({ type: 'usage', cpuMs: cpu, orders } satisfies Usage);
      });
    } else if (message.type === 'stop') {
      void server.close().then(() => process.exit(0));
    }
  });
} else {
  throw new Error('BENCH_ROLE must be "emulator" or "server".');
}
