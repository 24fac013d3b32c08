/**
 * What `<PaymentDropin>` does when a prop changes after mount. The element reads its options once,
 * at setup (as Drop-in does), so a later change must be applied on purpose, never dropped:
 * - `authorization`: the element restarts itself (a new shopper session);
 * - a key inside `paypal`, `paypalCredit`, `applePay`, `googlePay` or `threeDSecure`: applied in place
 *   through `updateConfiguration(property, key, value)`, as Drop-in allows (except PayPal's
 *   `offerCredit` and `locale`, which Drop-in keeps as created: those restart);
 * - anything else (locale, translations, card, vaultManager, turning an option on or off, …): a clean
 *   restart, by giving React a new key for the element (the old one tears itself down on removal).
 *
 * Values are compared by content, so an options object re-created on every render changes nothing.
 * Functions compare by presence only: inline arrow functions are new on every render.
 */
import type { DropinOptions, UpdatableProperty } from '../model/types.js';
import { readOnlyKeys } from '../model/options.js';
import { OPTION_IDS, UPDATABLE_PROPERTIES } from '../options/registry.js';

/** The Drop-in options that are props of `<PaymentDropin>` (the container is the element itself). */
export type OptionName = Exclude<keyof DropinOptions, 'container' | 'selector'>;

export const OPTION_NAMES = [
  'authorization',
  'locale',
  'translations',
  'paymentOptionPriority',
  // Every payment option in the registry, by its id.
  ...OPTION_IDS,
  'threeDSecure',
  'dataCollector',
  'vaultManager',
  'preselectVaultedPaymentMethod',
  'showDefaultPaymentMethodFirst',
  'hiddenVaultedPaymentMethodTypes',
  'nonce',
] as const satisfies readonly OptionName[];

// An option missing from the list above is a compile error here.
type Unlisted = Exclude<OptionName, (typeof OPTION_NAMES)[number]>;
const everyOptionListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyOptionListed;

/** The props that carry options: each option by name, and `options` with all of them at once. */
export type OptionProps = Partial<Record<OptionName, unknown>> & { options?: Partial<DropinOptions> };

/** The options the element will use: `options`, with the individual props winning (as the element merges them). */
export function effectiveOptions(props: OptionProps): Partial<Record<OptionName, unknown>> {
  const merged: Partial<Record<OptionName, unknown>> = { ...(props.options ?? {}) };
  for (const name of OPTION_NAMES) if (props[name] !== undefined) merged[name] = props[name];
  return merged;
}

/** A content fingerprint: key order ignored, functions reduced to their presence, cycles cut. */
export function fingerprint(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'function') return '[function]';
    if (typeof v === 'bigint') return `${v}n`;
    if (v === undefined) return '[undefined]';
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    const out = Array.isArray(v)
      ? v.map(walk)
      : Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, walk((v as Record<string, unknown>)[k])]),
        );
    seen.delete(v);
    return out;
  };
  return JSON.stringify(walk(value)) ?? '';
}

const UPDATABLE = new Set<string>(UPDATABLE_PROPERTIES);

function isEnabledObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The element's restart key: changes exactly when an option changes that cannot be applied in
 * place. `authorization` is left out (the element restarts on it by itself); for the updatable
 * options only whether they are on (an object) or off counts, and the keys they cannot update.
 */
export function restartKey(props: OptionProps): string {
  const options = effectiveOptions(props);
  const fixed: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    if (name === 'authorization') continue;
    const value = options[name];
    if (!UPDATABLE.has(name) || !isEnabledObject(value)) fixed[name] = value;
    else
      fixed[name] = {
        on: true,
        ...Object.fromEntries(readOnlyKeys(name as UpdatableProperty).map((key) => [key, value[key]])),
      };
  }
  return fingerprint(fixed);
}

export interface ConfigurationUpdate {
  property: UpdatableProperty;
  key: string;
  value: unknown;
}

/**
 * The `updateConfiguration` calls that turn the previous props' updatable options into the next
 * ones: one per key whose content changed (a removed key is set to `undefined`). Options turned on
 * or off are not here: `restartKey` changes for those.
 */
export function configurationUpdates(previous: OptionProps, next: OptionProps): ConfigurationUpdate[] {
  const before = effectiveOptions(previous);
  const after = effectiveOptions(next);
  const updates: ConfigurationUpdate[] = [];
  for (const property of UPDATABLE_PROPERTIES) {
    const was = before[property];
    const is = after[property];
    if (was === is || !isEnabledObject(was) || !isEnabledObject(is)) continue;
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (readOnlyKeys(property).includes(key)) continue;
      if (fingerprint(was[key]) !== fingerprint(is[key])) updates.push({ property, key, value: is[key] });
    }
  }
  return updates;
}

/** What `keepEqualOptions` remembers of each option prop between renders. */
export type KeptOptions = Map<string, { print: string; value: object }>;

/**
 * The props, with each option object whose content equals the one passed on the previous render replaced by
 * that earlier object. The element compares its properties by identity, so an equal object made anew on each
 * render of the merchant's component would make it draw its panel again for nothing. An object holding
 * functions is always passed as given (a new callback must reach the element). `kept` is updated.
 */
export function keepEqualOptions<P extends OptionProps>(props: P, kept: KeptOptions): P {
  let result = props;
  for (const name of [...OPTION_NAMES, 'options'] as const) {
    const value = props[name];
    if (typeof value !== 'object' || value === null) {
      kept.delete(name);
      continue;
    }
    const print = fingerprint(value);
    const before = kept.get(name);
    if (before && before.print === print && !print.includes('"[function]"')) {
      if (before.value !== value) result = { ...result, [name]: before.value };
    } else kept.set(name, { print, value });
  }
  return result;
}
