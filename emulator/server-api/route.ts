import type { RequestHandler } from 'express';
import type { EmulatorContext } from '../context.js';

/** A handler of the server API, made for one emulator. */
export type HandlerFactory = (ctx: EmulatorContext) => RequestHandler;

/**
 * One route of a resource: the method, the path under `/merchants/<merchantId>` (as the Node SDK's
 * gateway for that resource builds it) and its handlers, in order (a handler may pass the request on).
 */
export interface ServerRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  handlers: readonly HandlerFactory[];
}
