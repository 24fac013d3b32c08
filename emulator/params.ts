/**
 * Reading the SDK's request bodies. The Node SDK sends JSON whose keys it has converted to
 * snake_case (`payment_method_nonce`, `options.submit_for_settlement`); values arrive as the
 * merchant passed them, so numbers and `"true"` strings are accepted where the gateway accepts them.
 */

export type Params = Record<string, unknown>;

function isParams(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A nested object of the body (`{}` when it is absent or not an object). */
export function section(from: unknown, key: string): Params {
  if (!isParams(from)) return {};
  const value = from[key];
  return isParams(value) ? value : {};
}

/** A text field: strings as given (trimmed), numbers as their decimal text, anything else absent. */
export function text(from: Params, key: string): string | undefined {
  const value = from[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A boolean option: `true` or `"true"`. */
export function flag(from: Params, key: string): boolean {
  const value = from[key];
  return value === true || value === 'true';
}

/** Whether the field was sent at all (even blank), for "is required" checks. */
export function present(from: Params, key: string): boolean {
  return from[key] !== undefined && from[key] !== null;
}
