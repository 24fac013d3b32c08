/**
 * Reads a merchant's options object once, defensively, into plain data the widget owns: every
 * property is read exactly once (a throwing getter or proxy trap becomes an error naming the
 * option), nested objects are copied (so a frozen, proxied or later-mutated object cannot change
 * what the widget set up with), a cycle is refused, and each known option's type is checked. Pure:
 * no DOM, no braintree-web.
 */
import { MESSAGES } from '../vocabulary/messages.js';
import type { OptionCatalogue, PaymentOptionDefinition } from '../vocabulary/option-definition.js';

export type ReadOptions =
  | { readonly ok: true; readonly options: Record<string, unknown> }
  | { readonly ok: false; readonly message: string; readonly reason: string };

/** What an option must be, in words for the error, and the check. */
type Expectation = { words: string; test(value: unknown): boolean };

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
const string: Expectation = { words: 'a string', test: (v: unknown) => typeof v === 'string' };
const boolean: Expectation = { words: 'true or false', test: (v: unknown) => typeof v === 'boolean' };
const objectOrBoolean: Expectation = {
  words: 'an object, true or false',
  test: (v: unknown) => typeof v === 'boolean' || isObject(v),
};
const objectOrFalse: Expectation = { words: 'an object or false', test: (v: unknown) => v === false || isObject(v) };

/** What each known option must be; each payment option's property as its definition says. */
function expected(catalogue: OptionCatalogue): Readonly<Record<string, Expectation>> {
  return {
    locale: string,
    nonce: string,
    translations: {
      words: 'an object of strings',
      test: (v: unknown) => isObject(v) && Object.values(v as object).every((s) => typeof s === 'string'),
    },
    // Each payment option's property, as its definition says.
    ...Object.fromEntries(
      Object.values(catalogue).map((option: PaymentOptionDefinition) => [
        option.id,
        option.settingsValue === 'objectOrBoolean' ? objectOrBoolean : objectOrFalse,
      ]),
    ),
    threeDSecure: objectOrBoolean,
    dataCollector: objectOrBoolean,
    vaultManager: boolean,
    preselectVaultedPaymentMethod: boolean,
    showDefaultPaymentMethodFirst: boolean,
    hiddenVaultedPaymentMethodTypes: {
      words: 'an array of payment option ids',
      test: (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
    },
  };
}

/** Options past this many nested levels are not option data. */
const MAX_DEPTH = 16;

class OptionReadError extends Error {}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value).slice(0, 40)}`;
}

function isNodeLike(value: object): boolean {
  try {
    const node = value as { nodeType?: unknown; nodeName?: unknown };
    return typeof node.nodeType === 'number' && typeof node.nodeName === 'string';
  } catch {
    return false;
  }
}

function copy(value: unknown, path: string, seen: Set<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value; // primitives and functions (callbacks) as they are
  if (seen.has(value)) throw new OptionReadError(`${path} refers back to itself; expected plain data`);
  if (depth > MAX_DEPTH) throw new OptionReadError(`${path} is nested more than ${MAX_DEPTH} levels deep`);
  // DOM nodes (a container) are not copied: the widget only checks and uses them. Told apart by
  // shape, so this pure module needs no DOM.
  if (isNodeLike(value)) return value;
  seen.add(value);
  try {
    let keys: string[];
    try {
      keys = Array.isArray(value) ? [...Array(value.length).keys()].map(String) : Object.keys(value);
    } catch (error) {
      throw new OptionReadError(`${path} could not be read (${String(error)})`);
    }
    const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
    for (const key of keys) {
      if (key === '__proto__') continue;
      let item: unknown;
      try {
        item = (value as Record<string, unknown>)[key];
      } catch (error) {
        throw new OptionReadError(`${path}.${key} could not be read (${String(error)})`);
      }
      (out as Record<string, unknown>)[key] = copy(item, `${path}.${key}`, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * The options as plain data, or Drop-in's "There was an error creating Drop-in." with the reason
 * (which option, and what was expected).
 */
export function readOptions(raw: unknown, catalogue: OptionCatalogue): ReadOptions {
  if (raw === undefined || raw === null) return { ok: true, options: {} };
  if (typeof raw !== 'object') {
    return { ok: false, message: MESSAGES.createFailed, reason: `options must be an object, not ${describe(raw)}` };
  }
  let options: Record<string, unknown>;
  try {
    options = copy(raw, 'options', new Set(), 0) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof OptionReadError) return { ok: false, message: MESSAGES.createFailed, reason: error.message };
    throw error;
  }
  // An option set to null is an option not given, as Drop-in reads them (`paypal: enabled ? {…} : null`, options
  // from a server's JSON).
  for (const [name, value] of Object.entries(options)) if (value === null) delete options[name];
  for (const [name, expectation] of Object.entries(expected(catalogue))) {
    const value = options[name];
    if (value !== undefined && !expectation.test(value)) {
      return {
        ok: false,
        message: MESSAGES.createFailed,
        reason: `options.${name} must be ${expectation.words}, not ${describe(value)}`,
      };
    }
  }
  return { ok: true, options };
}
