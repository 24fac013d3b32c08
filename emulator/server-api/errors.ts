import { XmlArray, XmlTyped, type XmlObject, type XmlValue } from './xml.js';

/**
 * One validation error, placed where the gateway puts it: `scope` is the path of nested error
 * collections (`['transaction']`, `['customer', 'credit-card']`), which the SDK exposes as
 * `result.errors.for('customer').for('creditCard').on('paymentMethodNonce')`.
 */
export interface ValidationError {
  scope: readonly string[];
  attribute: string;
  code: string;
  message: string;
}

export function validationError(
  scope: readonly string[],
  attribute: string,
  code: string,
  message: string,
): ValidationError {
  return { scope, attribute, code, message };
}

interface ErrorTree {
  errors: ValidationError[];
  children: Map<string, ErrorTree>;
}

function treeXml(tree: ErrorTree): XmlObject {
  const out: XmlObject = {
    errors: new XmlArray(
      'error',
      tree.errors.map((e) => ({ code: e.code, attribute: new XmlTyped('symbol', e.attribute), message: e.message })),
    ),
  };
  for (const [name, child] of tree.children) out[name] = treeXml(child);
  return out;
}

/** The `<errors>` element: a (possibly empty) top-level list, then one nested element per scope. */
export function errorsXml(errors: readonly ValidationError[]): XmlObject {
  const root: ErrorTree = { errors: [], children: new Map() };
  for (const error of errors) {
    let node = root;
    for (const name of error.scope) {
      let next = node.children.get(name);
      if (!next) {
        next = { errors: [], children: new Map() };
        node.children.set(name, next);
      }
      node = next;
    }
    node.errors.push(error);
  }
  return treeXml(root);
}

const SECRET_PARAMS = new Set(['number', 'cvv', 'private_key']);

/**
 * The request echoed back as `<params>`, as the gateway does on a failure (keys dashed, card
 * number and CVV left out). Lists are dropped: the SDK never reads them back from here.
 */
export function paramsXml(body: unknown): XmlValue {
  if (typeof body === 'string' || typeof body === 'number' || typeof body === 'boolean') return String(body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const out: XmlObject = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET_PARAMS.has(key)) continue;
    out[key.replace(/_/g, '-')] = paramsXml(value);
  }
  return out;
}

/**
 * `<api-error-response>`: the errors, the echoed params, the message (error messages joined by
 * newlines, or the processor's text for a declined transaction) and any object it carries
 * (`transaction`, `verification`).
 */
export function apiErrorResponse(
  errors: readonly ValidationError[],
  options: { body?: unknown; message?: string; extra?: XmlObject } = {},
): XmlObject {
  return {
    errors: errorsXml(errors),
    params: paramsXml(options.body ?? {}),
    message: options.message ?? errors.map((e) => e.message).join('\n'),
    ...options.extra,
  };
}
