/**
 * Drop-in's script-tag integration, the pure half: a `<script>` tag's data attributes become
 * merchant options. `data-paypal.flow="vault"` becomes `{paypal: {flow: 'vault'}}`, kebab-case
 * words become camelCase, and values are JSON where they parse (`true`, `10`, `["card"]`).
 */
import { SCRIPT_TAG_MESSAGES } from '../vocabulary/messages.js';
import type { DropinOptions } from '../vocabulary/types.js';

/** The attribute that carries the authorization. */
export const SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE = 'data-braintree-dropin-authorization';

/** The hidden fields the script tag adds to its form. */
export const SCRIPT_TAG_FIELDS = { nonce: 'payment_method_nonce', deviceData: 'device_data' } as const;

function camelCase(word: string): string {
  return word.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function parseValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Sets `value` at `path`, turning a scalar met on the way into an object (`card.cardholder-name` then `….required`). */
function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  const existing = node[last];
  // `data-card.cardholder-name="true"` after `….required` must not throw the nested settings away.
  if (typeof existing === 'object' && existing !== null && !Array.isArray(existing) && value === true) return;
  node[last] = value;
}

/**
 * Options from a script tag's attributes (name/value pairs, in document order), or the Drop-in
 * message when the authorization attribute is missing.
 */
export function scriptTagOptions(
  attributes: ReadonlyArray<readonly [string, string]>,
): { ok: true; options: DropinOptions } | { ok: false; message: string } {
  const options: Record<string, unknown> = {};
  let authorization: string | undefined;
  for (const [rawName, value] of attributes) {
    const name = rawName.toLowerCase();
    if (name === SCRIPT_TAG_AUTHORIZATION_ATTRIBUTE) {
      authorization = value;
      continue;
    }
    if (!name.startsWith('data-') || name.length === 5) continue;
    const path = name.slice(5).split('.').map(camelCase);
    if (path.some((key) => key === '' || key === '__proto__' || key === 'constructor' || key === 'prototype')) continue;
    setPath(options, path, parseValue(value));
  }
  if (!authorization) return { ok: false, message: SCRIPT_TAG_MESSAGES.scriptTagAuthorizationMissing };
  return { ok: true, options: { ...options, authorization } as DropinOptions };
}
