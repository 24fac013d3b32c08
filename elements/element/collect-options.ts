import { MESSAGES } from '../vocabulary/messages.js';
import { readOptions, type ReadOptions } from '../model/read-options.js';
import { OPTIONS } from '../options/registry.js';
import { OPTION_PROPERTIES } from './attributes.js';

/** The element as its options are read from it. */
export type OptionSource = { readonly [Name in (typeof OPTION_PROPERTIES)[number]]?: unknown } & {
  readonly options?: unknown;
  readonly nonce?: string;
};

/**
 * The options as the widget will use them, read once into plain data: `options`, then each option
 * property over it, then the `nonce` attribute. A throwing getter, a proxy, a cycle or a wrong type
 * comes back as a failure naming the option.
 */
export function collectOptions(element: OptionSource): ReadOptions {
  const base = readOptions(element.options, OPTIONS);
  if (!base.ok) return base;
  const merged: Record<string, unknown> = base.options;
  for (const name of OPTION_PROPERTIES) {
    let value: unknown;
    try {
      value = element[name];
    } catch (error) {
      return { ok: false, message: MESSAGES.createFailed, reason: `${name} could not be read (${String(error)})` };
    }
    if (value !== undefined) merged[name] = value;
  }
  // The built-in `nonce` property keeps the attribute's value after the browser hides it.
  if (merged.nonce === undefined && element.nonce) merged.nonce = element.nonce;
  return readOptions(merged, OPTIONS);
}
