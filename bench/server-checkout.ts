/**
 * `npm run bench:server`: full checkouts per second against the product server on loopback, with
 * autocannon, bounded in time, and the CPU time each checkout costs, split into the product's part
 * (the server's process: session, CSRF, order writes, the SDK, rendering) and the gateway emulator's
 * (its own process, which the server reaches as any gateway, with BRAINTREE_ENVIRONMENT=development).
 * One checkout is what a shopper's browser does over HTTP: open the checkout (a new session and a new
 * order), post the payment form with a nonce, and follow the redirect to the receipt. Each run
 * reports checkouts/s, the p50 and p99 of a whole checkout and the CPU per checkout, then counts
 * orders paid, sales at the gateway and receipts shown: they must be equal.
 *
 * The same is then run with the emulator's faults on the transaction route (a 500, a stall past the
 * server's answer time but within the SDK's, a dropped connection). After the run, the shopper of
 * each unfinished checkout looks at the order and presses "Try again" if it is not paid.
 *
 * Before the counted runs, a warm-up run (BENCH_WARMUP_SECONDS, default 3, at 10 connections) is not counted:
 * without it the first run's CPU per checkout includes compiling the server's code for the first time.
 *
 * Settings (environment): BENCH_SECONDS (each run, default 5), BENCH_WARMUP_SECONDS (default 3; 0 for none),
 * BENCH_FAULTS (faulted requests per fault run, default 20), BENCH_FAULT_CONNECTIONS (concurrency of the fault
 * runs, default 10), BENCH_FAULT_RUNS=0 (the runs without faults only),
 * BENCH_PROFILE=<dir> (each process writes a `node --cpu-prof` profile there when it stops).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { markdownTable, ms, percentile } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const FAULT_RUNS = process.env.BENCH_FAULT_RUNS !== '0';
const FAULTS = Number(process.env.BENCH_FAULTS ?? 20);
const FAULT_CONNECTIONS = Number(process.env.BENCH_FAULT_CONNECTIONS ?? 10);
/** How long the server waits for the gateway before answering; the SDK waits longer. */
const GATEWAY_TIMEOUT_MS = 1000;
const SDK_TIMEOUT_MS = 2000;
/** Past the server's answer time, within the SDK's: the late answer is recorded. */
const STALL_MS = 1500;
/** An unanswered attempt (a dropped connection) may make a sale until then; after it, it is let go. */
const ATTEMPT_OVER_MS = 2 * SDK_TIMEOUT_MS + 500;
const NONCE = 'fake-valid-visa-nonce';
const SUCCESS = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled']);

/** A process of the bench (bench/server-processes.ts), asked for its CPU time over IPC. */
interface Measured {
  child: ChildProcess;
  url: string;
  usage(): Promise<{ cpuMs: number; orders?: Record<string, number> }>;
}

/** What the runs talk to: the product server and the gateway emulator, each in its own process. */
interface Setup {
  url: string;
  emulatorUrl: string;
  server: Measured;
  emulator: Measured;
}

function startMeasured(role: 'server' | 'emulator', env: NodeJS.ProcessEnv, onError: () => void): Promise<Measured> {
  const child = fork(new URL('./server-processes.ts', import.meta.url).pathname, [], {
    env: { ...process.env, ...env, BENCH_ROLE: role },
    // BENCH_PROFILE=<dir>: a CPU profile of each process (node --cpu-prof) written there on exit.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<(usage: { cpuMs: number; orders?: Record<string, number> }) => void> = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${role} process exited with ${code}`)));
    child.on('message', (message: { type: string; url?: string; cpuMs?: number; orders?: Record<string, number> }) => {
      if (message.type === 'ready') {
        resolve({
          child,
          url: message.url!,
          usage: () =>
            new Promise((answer) => {
              waiting.push(answer);
              child.send({ type: 'usage' });
            }),
        });
      } else if (message.type === 'usage') waiting.shift()?.({ cpuMs: message.cpuMs!, orders: message.orders });
      else if (message.type === 'error') onError();
    });
  });
}

interface Checkout {
  cookies: Map<string, string>;
  orderId?: string;
  csrf?: string;
  location?: string;
  startedAt: number;
}

/** A checkout that has not shown its receipt yet. */
interface Unfinished {
  cookies: Map<string, string>;
  orderId: string;
  csrf: string;
  /** The payment form was posted (else the shopper only looked at the checkout). */
  posted: boolean;
}

interface Tally {
  latencies: number[];
  receipts: number;
  /** By order id, until the receipt is shown. */
  open: Map<string, Unfinished>;
  statuses: Map<string, number>;
}

type Headers = Record<string, string | string[]>;

/** A response header by name, whatever case the server wrote it in. */
function header(headers: Headers, name: string): string | string[] | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function keepCookies(jar: Map<string, string>, headers: Headers): void {
  const raw = header(headers, 'set-cookie');
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

function inputValue(page: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function count(tally: Tally, step: string, status: number): void {
  const key = `${step} ${status}`;
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
}

/** One bounded autocannon run of whole checkouts at `connections`. */
async function run(server: Setup, connections: number, tally: Tally, seconds = SECONDS): Promise<number> {
  const url = new URL(server.url);
  const started = Date.now();
  await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    // Each request waits for its answer (a checkout is three steps in order).
    pipelining: 1,
    timeout: 30,
    initialContext: {},
    requests: [
      {
        method: 'GET',
        path: '/',
        setupRequest: (request, context) => {
          const checkout = context as unknown as Checkout;
          checkout.cookies = new Map();
          checkout.startedAt = performance.now();
          return request;
        },
        onResponse: (status, body, context, headers) => {
          const checkout = context as unknown as Checkout;
          count(tally, 'GET /', status);
          keepCookies(checkout.cookies, headers as Headers);
          checkout.orderId = inputValue(body, 'order_id');
          checkout.csrf = inputValue(body, '_csrf');
          if (checkout.orderId && checkout.csrf) {
            const { cookies, orderId, csrf } = checkout;
            tally.open.set(orderId, { cookies, orderId, csrf, posted: false });
          }
        },
      },
      {
        method: 'POST',
        path: '/checkout',
        setupRequest: (request, context) => {
          const checkout = context as unknown as Checkout;
          if (!checkout.orderId || !checkout.csrf) return undefined as never;
          tally.open.get(checkout.orderId)!.posted = true;
          return {
            ...request,
            headers: {
              host: url.host,
              'content-type': 'application/x-www-form-urlencoded',
              cookie: cookieHeader(checkout.cookies),
            },
            body: new URLSearchParams({
              order_id: checkout.orderId,
              _csrf: checkout.csrf,
              payment_method_nonce: NONCE,
              use_vaulted_card: '0',
              payment_method_device_data: '',
            }).toString(),
          };
        },
        onResponse: (status, _body, context, headers) => {
          const checkout = context as unknown as Checkout;
          count(tally, 'POST /checkout', status);
          const location = header(headers as Headers, 'location');
          checkout.location = status === 303 && typeof location === 'string' ? location : undefined;
        },
      },
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const checkout = context as unknown as Checkout;
          if (!checkout.location) return undefined as never;
          return {
            ...request,
            path: checkout.location,
            headers: { host: url.host, cookie: cookieHeader(checkout.cookies) },
          };
        },
        onResponse: (status, body, context) => {
          const checkout = context as unknown as Checkout;
          count(tally, 'GET /orders/:id', status);
          if (status === 200 && body.includes('Payment received')) {
            tally.receipts += 1;
            tally.latencies.push(performance.now() - checkout.startedAt);
            if (checkout.orderId) tally.open.delete(checkout.orderId);
          }
        },
      },
    ],
  });
  return (Date.now() - started) / 1000;
}

async function receiptShown(server: Setup, unfinished: Unfinished): Promise<boolean> {
  const receipt = await fetch(new URL(`/orders/${unfinished.orderId}`, server.url), {
    headers: { cookie: cookieHeader(unfinished.cookies) },
  });
  return receipt.status === 200 && (await receipt.text()).includes('Payment received');
}

/** The shopper's "Try again" on a checkout that failed: the same order, a new nonce. */
async function tryAgain(server: Setup, unfinished: Unfinished): Promise<boolean> {
  const post = await fetch(new URL('/checkout', server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(unfinished.cookies) },
    body: new URLSearchParams({
      order_id: unfinished.orderId,
      _csrf: unfinished.csrf,
      payment_method_nonce: NONCE,
      use_vaulted_card: '0',
      payment_method_device_data: '',
    }),
  });
  await post.arrayBuffer();
  const location = post.headers.get('location');
  if (post.status !== 303 || !location) return false;
  const receipt = await fetch(new URL(location, server.url), {
    headers: { cookie: cookieHeader(unfinished.cookies) },
  });
  return receipt.status === 200 && (await receipt.text()).includes('Payment received');
}

async function emulatorControl(server: Setup, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.emulatorUrl}/__emulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function sales(server: Setup): Promise<number> {
  const state = (await emulatorControl(server, 'GET', 'state')) as { transactions: Array<{ status: string }> };
  return state.transactions.filter((t) => SUCCESS.has(t.status)).length;
}

interface Row {
  name: string;
  connections: number;
  checkoutsPerSecond: number;
  p50: number;
  p99: number;
  failedThenRetried: number;
  ordersPaid: number;
  sales: number;
  receipts: number;
  /** CPU time per checkout in the run (three answered requests), in ms: the product server's and the emulator's. */
  productCpuMs: number;
  emulatorCpuMs: number;
  statuses: string;
}

async function measure(
  server: Setup,
  name: string,
  connections: number,
  fault?: Record<string, unknown>,
): Promise<Row> {
  await emulatorControl(server, 'POST', 'reset');
  const paidBefore = (await server.server.usage()).orders!.paid!;
  if (fault) await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: FAULTS, ...fault });
  const tally: Tally = { latencies: [], receipts: 0, open: new Map(), statuses: new Map() };
  const [productBefore, emulatorBefore] = await Promise.all([server.server.usage(), server.emulator.usage()]);
  const seconds = await run(server, connections, tally);
  const [productAfter, emulatorAfter] = await Promise.all([server.server.usage(), server.emulator.usage()]);
  const checkouts = tally.latencies.length;
  // The CPU of the run also paid for the checkouts it cut short at its end (up to one per connection: a page
  // opened, a form posted, no receipt yet) and for failed posts. Each answered request is a third of a checkout:
  // the CPU is shared over those, not over the completed checkouts alone (which at 50 connections overstated it
  // by up to a tenth or more).
  const steps = [...tally.statuses.values()].reduce((sum, n) => sum + n, 0) / 3;
  const checkoutsPerSecond = checkouts / seconds;
  await emulatorControl(server, 'DELETE', 'faults');
  // A stalled sale lands after the run, and an unanswered one is let go once it can no longer make a
  // sale; the shopper's retry comes after that.
  await new Promise((resolve) => setTimeout(resolve, fault?.drop ? ATTEMPT_OVER_MS : STALL_MS + 500));
  // Checkouts the run cut short, or that failed: the shopper looks at the order (a paid one shows
  // its receipt), and presses "Try again" on one that is not paid.
  let retried = 0;
  for (const unfinished of tally.open.values()) {
    if (!unfinished.posted) continue;
    if (await receiptShown(server, unfinished)) tally.receipts += 1;
    else if (await tryAgain(server, unfinished)) {
      tally.receipts += 1;
      retried += 1;
    }
  }
  const ordersPaid = (await server.server.usage()).orders!.paid! - paidBefore;
  return {
    name,
    connections,
    checkoutsPerSecond,
    p50: percentile(tally.latencies, 50),
    p99: percentile(tally.latencies, 99),
    failedThenRetried: retried,
    ordersPaid,
    sales: await sales(server),
    receipts: tally.receipts,
    productCpuMs: (productAfter.cpuMs - productBefore.cpuMs) / steps,
    emulatorCpuMs: (emulatorAfter.cpuMs - emulatorBefore.cpuMs) / steps,
    statuses: [...tally.statuses]
      .filter(([key]) => !/ (200|303)$/.test(key))
      .map(([key, n]) => `${key}: ${n}`)
      .join(', '),
  };
}

/** The same checkouts with the emulator's faults on the transaction route: a 500, a stall, a dropped connection. */
async function faultRuns(setup: Setup, rows: Row[]): Promise<void> {
  rows.push(await measure(setup, 'transaction 500', FAULT_CONNECTIONS, { status: 500 }));
  rows.push(
    await measure(
      setup,
      `transaction stall ${STALL_MS} ms (answer ${GATEWAY_TIMEOUT_MS} ms, SDK ${SDK_TIMEOUT_MS} ms)`,
      FAULT_CONNECTIONS,
      { delayMs: STALL_MS },
    ),
  );
  rows.push(await measure(setup, 'transaction connection dropped', FAULT_CONNECTIONS, { drop: true }));
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-db-'));
  let errors = 0;
  const onError = (): void => {
    errors += 1;
  };
  const emulator = await startMeasured('emulator', {}, onError);
  const product = await startMeasured(
    'server',
    {
      BRAINTREE_ENVIRONMENT: 'development',
      BRAINTREE_GATEWAY_URL: emulator.url,
      BRAINTREE_MERCHANT_ID: 'emulated_merchant',
      BRAINTREE_PUBLIC_KEY: 'emulated_public_key',
      BRAINTREE_PRIVATE_KEY: 'emulated_private_key',
      DATABASE_URL: '',
      BENCH_OUT_DIR: outDir,
      BENCH_DATA_DIR: dataDir,
      BENCH_GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      BENCH_SDK_TIMEOUT_MS: String(SDK_TIMEOUT_MS),
    },
    onError,
  );
  const setup: Setup = { url: product.url, emulatorUrl: emulator.url, server: product, emulator };
  const rows: Row[] = [];
  try {
    if (WARMUP_SECONDS > 0) {
      await run(setup, 10, { latencies: [], receipts: 0, open: new Map(), statuses: new Map() }, WARMUP_SECONDS);
      // A sale the warm-up left in flight lands before the first counted run starts.
      await new Promise((resolve) => setTimeout(resolve, STALL_MS + 500));
    }
    for (const connections of [1, 10, 50]) rows.push(await measure(setup, 'no faults', connections));
    if (FAULT_RUNS) await faultRuns(setup, rows);
  } finally {
    product.child.removeAllListeners('exit');
    emulator.child.removeAllListeners('exit');
    product.child.send({ type: 'stop' });
    await new Promise((resolve) => product.child.once('exit', resolve));
    emulator.child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nProduct server, full checkouts (GET / → POST /checkout → GET /orders/:id) on loopback, ${SECONDS} s per run, ` +
      `PGlite on disk; the product server and the gateway emulator each in its own process, CPU per checkout from ` +
      `each process's own CPU time over the run. Fault runs: the first ${FAULTS} sales at concurrency ${FAULT_CONNECTIONS}.\n`,
  );
  console.log(
    markdownTable(
      [
        'run',
        'connections',
        'checkouts/s',
        'p50 ms',
        'p99 ms',
        'retried after a failure',
        'orders paid',
        'sales',
        'receipts',
        'product CPU ms/checkout',
        'emulator CPU ms/checkout',
        'other answers',
      ],
      rows.map((r) => [
        r.name,
        String(r.connections),
        r.checkoutsPerSecond.toFixed(1),
        ms(r.p50),
        ms(r.p99),
        String(r.failedThenRetried),
        String(r.ordersPaid),
        String(r.sales),
        String(r.receipts),
        r.productCpuMs.toFixed(2),
        r.emulatorCpuMs.toFixed(2),
        r.statuses || '—',
      ]),
    ),
  );
  const unequal = rows.filter((r) => r.ordersPaid !== r.sales || r.sales !== r.receipts);
  if (errors > 0) console.log(`\nThe server logged ${errors} errors of its own.`);
  if (unequal.length > 0) {
    console.error(`\nCounts differ in: ${unequal.map((r) => `${r.name} at ${r.connections}`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nOrders paid, sales and receipts are equal in every run: nothing lost, nothing charged twice.');
  }
}

await main();
