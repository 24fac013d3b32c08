import { randomUUID } from 'node:crypto';

/**
 * One thing wrong with a client API input, named by its path from the top of the input
 * (`['creditCard', 'number']`) and the gateway's legacy validation code.
 */
export interface FieldProblem {
  path: string[];
  code: string;
  message: string;
}

/** The REST client API's nested `fieldErrors` tree (what braintree-web's hosted fields read). */
export interface RestFieldError {
  field: string;
  code?: string;
  message?: string;
  fieldErrors?: RestFieldError[];
}

/** Nests problems by path: `[['creditCard','number']]` → `[{field:'creditCard', fieldErrors:[{field:'number', …}]}]`. */
export function restFieldErrors(problems: readonly FieldProblem[]): RestFieldError[] {
  const root: RestFieldError[] = [];
  for (const problem of problems) {
    let level = root;
    problem.path.forEach((field, i) => {
      if (i === problem.path.length - 1) {
        level.push({ field, code: problem.code, message: problem.message });
        return;
      }
      let parent = level.find((e) => e.field === field && e.fieldErrors);
      if (!parent) {
        parent = { field, fieldErrors: [] };
        level.push(parent);
      }
      level = parent.fieldErrors!;
    });
  }
  return root;
}

/** `{error:{message}, fieldErrors}`: the REST client API's 422 body. */
export function restValidationBody(
  message: string,
  problems: readonly FieldProblem[],
): { error: { message: string }; fieldErrors: RestFieldError[] } {
  return { error: { message }, fieldErrors: restFieldErrors(problems) };
}

/** GraphQL error classes braintree-web tells apart (`client/request/graphql/request.js`). */
export type GraphQLErrorClass =
  'VALIDATION' | 'AUTHORIZATION' | 'AUTHENTICATION' | 'NOT_FOUND' | 'INTERNAL' | 'UNKNOWN';

export interface GraphQLError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: string[];
  extensions: {
    errorClass: GraphQLErrorClass;
    errorType: 'user_error' | 'developer_error' | 'internal';
    legacyCode?: string;
    inputPath?: string[];
  };
}

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
  extensions: { requestId: string };
}

export function graphQLData(data: Record<string, unknown>): GraphQLBody {
  return { data, extensions: { requestId: randomUUID() } };
}

/** Errors as the gateway sends them: HTTP 200, `data` null for the failed field. */
export function graphQLErrors(errors: GraphQLError[], field?: string): GraphQLBody {
  return {
    data: field ? { [field]: null } : null,
    errors,
    extensions: { requestId: randomUUID() },
  };
}

export function graphQLError(
  errorClass: GraphQLErrorClass,
  message: string,
  extra: { field?: string; legacyCode?: string; inputPath?: string[] } = {},
): GraphQLError {
  const errorType =
    errorClass === 'INTERNAL' || errorClass === 'UNKNOWN'
      ? 'internal'
      : errorClass === 'VALIDATION'
        ? 'user_error'
        : 'developer_error';
  return {
    message,
    ...(extra.field ? { path: [extra.field] } : {}),
    extensions: {
      errorClass,
      errorType,
      ...(extra.legacyCode ? { legacyCode: extra.legacyCode } : {}),
      ...(extra.inputPath ? { inputPath: extra.inputPath } : {}),
    },
  };
}

/** Validation problems as GraphQL errors: `inputPath` starts at the mutation's `input` argument. */
export function graphQLValidationErrors(
  message: string,
  problems: readonly FieldProblem[],
  field: string,
): GraphQLError[] {
  if (problems.length === 0) return [graphQLError('VALIDATION', message, { field })];
  return problems.map((p) =>
    graphQLError('VALIDATION', p.message, { field, legacyCode: p.code, inputPath: ['input', ...p.path] }),
  );
}

/** Messages of the REST client API when the authorization is refused. */
export const AUTHORIZATION_INVALID_MESSAGE = 'Authorization is invalid or expired.';
export const AUTHORIZATION_INSUFFICIENT_MESSAGE = 'The authorization does not allow this operation.';
