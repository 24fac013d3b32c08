import type { PaymentOptionModule } from './kit/option.js';

type OptionCode = typeof import('./option-code.js');

/**
 * The table of the options' code (./option-code.ts), a chunk of its own: fetched the first time an option's code is
 * asked for, or earlier by setup on a page whose options name more than cards.
 */
export function loadOptionCode(): Promise<OptionCode> {
  return import('./option-code.js');
}

/** A definition with its `load()`: the option's code, through the table. */
export type WithCode<Definition> = Definition & { load(): Promise<PaymentOptionModule> };

/** The definition with the `load()` of the table's `name`. */
export function withCode<Definition>(definition: Definition, name: keyof OptionCode): WithCode<Definition> {
  return { ...definition, load: () => loadOptionCode().then((code) => code[name]()) };
}
