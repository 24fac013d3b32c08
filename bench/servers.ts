/**
 * The benchmark's two small servers, both on 127.0.0.1, port 0:
 * - the page server (HTTP): the three bench pages and the built scripts, from memory;
 * - the assets host (HTTPS): Chromium sends `assets.braintreegateway.com` here. It answers
 *   Drop-in's stylesheet request (`/web/dropin/<version>/css/dropin.css`, which the emulator does
 *   not serve) and passes every other request to the emulator unchanged, Host header included,
 *   so the hosted-fields frames of all three contenders come from the emulator through it.
 */
import {
  createServer as createHttpServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { makeCertificate } from '../emulator/tls.js';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StaticFile {
  body: string | Buffer;
  type: string;
  /** The body gzipped, sent to a browser that accepts it (as a merchant's server or CDN sends scripts). */
  gzip?: Buffer;
}

/** Listens on 127.0.0.1 at a free port; resolves to the port. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** What closes the server at once: its open connections are destroyed, not waited for. */
export function closer(server: Server): () => Promise<void> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * Passes a request on to `upstream` unchanged (method, path, headers and body) and its answer back; a failure to
 * reach it is a 502 that names `name`.
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  { upstream, agent, name }: { upstream: URL; agent?: Agent; name: string },
): void {
  const onward = httpRequest(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  onward.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`${name}: ${error.message}`);
  });
  req.pipe(onward);
}

/** Serves files held in memory by path; everything else is a 404. */
export async function startPageServer(files: ReadonlyMap<string, StaticFile>): Promise<RunningServer> {
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? file.gzip : undefined;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': 'no-store',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : (gzip ?? file.body));
  });
  const close = closer(server);
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, port, close };
}

/** The assets host: Drop-in's stylesheet here, everything else from the emulator. */
export async function startAssetsHost(options: {
  emulatorUrl: string;
  dropinVersion: string;
  dropinCss: string;
}): Promise<RunningServer> {
  const tls = await makeCertificate();
  const upstream = new URL(options.emulatorUrl);
  const agent = new Agent({ keepAlive: true });
  const cssPath = `/web/dropin/${options.dropinVersion}/css/dropin.css`;
  const server = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://assets.braintreegateway.com').pathname;
    if (path === cssPath && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : options.dropinCss);
      return;
    }
    forward(req, res, { upstream, agent, name: 'assets host' });
  });
  const closeServer = closer(server);
  const port = await listen(server);
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    close: async () => {
      await closeServer();
      agent.destroy();
    },
  };
}
