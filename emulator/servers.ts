import type { Express } from 'express';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { makeCertificate } from './tls.js';

/** The emulator's two listening servers: HTTP for the Node SDK and direct browsers, HTTPS for host-mapped ones. */
export interface Listening {
  port: number;
  httpsPort: number;
  /** Stops both, dropping open connections (keep-alive ones included). */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Serves `app` over HTTP and over HTTPS (with a self-signed certificate made now for the provider's host
 * names) on `host`. When the HTTPS port cannot be had, the HTTP server is closed again and the error thrown.
 */
export async function listenTwice(
  app: Express,
  host: string,
  ports: { http: number; https: number },
): Promise<Listening> {
  const tls = await makeCertificate();
  const httpServer = createHttpServer(app);
  const httpsServer = createHttpsServer({ key: tls.key, cert: tls.cert }, app);
  const sockets = new Set<Socket>();
  for (const server of [httpServer, httpsServer] as Server[]) {
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  }
  const port = await listen(httpServer, ports.http, host);
  const httpsPort = await listen(httpsServer, ports.https, host).catch(async (error: unknown) => {
    httpServer.close();
    throw error;
  });
  return {
    port,
    httpsPort,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([httpServer, httpsServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
