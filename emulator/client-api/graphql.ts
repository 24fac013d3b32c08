import { Router, type Request, type Response } from 'express';
import type { ClientAuthorization } from '../authorization.js';
import type { EmulatorContext } from '../context.js';
import { graphQLError, graphQLErrors, type GraphQLBody } from './errors.js';
import { clientAuthorizationOf } from './request-authorization.js';

/** What an operation handler is given: the parsed request and who sent it. */
export interface GraphQLCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  auth: ClientAuthorization;
  req: Request;
}

export type GraphQLOperationHandler = (ctx: EmulatorContext, call: GraphQLCall) => GraphQLBody | Promise<GraphQLBody>;

/** The operation's name: `operationName`, else the first `query X` / `mutation X` in the document. */
export function operationNameOf(body: { operationName?: unknown; query?: unknown }): string | undefined {
  if (typeof body.operationName === 'string' && body.operationName) return body.operationName;
  if (typeof body.query === 'string') return /\b(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1];
  return undefined;
}

/**
 * `POST /graphql`: a dispatcher by operation name, since braintree-web only sends fixed
 * documents; `operations` are every part's (the client API's, the configuration's, Venmo's).
 * Errors are HTTP 200 with `errors[].extensions.errorClass`, as the gateway answers and as
 * braintree-web's `determineStatus` and vault manager expect.
 */
export function graphQLRouter(ctx: EmulatorContext, operations: ReadonlyMap<string, GraphQLOperationHandler>): Router {
  const router = Router();
  router.post('/graphql', async (req: Request, res: Response): Promise<void> => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const operationName = operationNameOf(body);
    const query = typeof body.query === 'string' ? body.query : '';
    if (!operationName || !query) {
      res.json(
        graphQLErrors([graphQLError('VALIDATION', 'The request must carry a GraphQL `query` with a named operation.')]),
      );
      return;
    }
    const auth = clientAuthorizationOf(ctx, req);
    if (!auth) {
      res.json(
        graphQLErrors([
          graphQLError(
            'AUTHENTICATION',
            'Authentication credentials are invalid. Check the `Authorization: Bearer` header.',
          ),
        ]),
      );
      return;
    }
    const handler = operations.get(operationName);
    if (!handler) {
      res.json(
        graphQLErrors([
          graphQLError(
            'VALIDATION',
            `The gateway emulator does not implement the GraphQL operation "${operationName}".`,
          ),
        ]),
      );
      return;
    }
    const variables = (typeof body.variables === 'object' && body.variables !== null ? body.variables : {}) as Record<
      string,
      unknown
    >;
    res.json(await handler(ctx, { operationName, query, variables, auth, req }));
  });
  return router;
}
