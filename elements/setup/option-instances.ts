import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type {
  OptionContext,
  PaymentOptionEntry,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../options/kit/option.js';
import { yieldToBrowser } from '../options/kit/next-task.js';
import { addLoadedEnglish } from '../i18n/index.js';
import { addOptionMark } from '../views/icons.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { createOptionHost, type OptionHostParts } from './option-host.js';

/** The payment options a setup may start: the registry's entries, by id (each a definition and its `load()`). */
export type OptionEntries = { readonly [Id in PaymentOptionId]: PaymentOptionEntry<Id> };

/** What a setup hands the owner of its option instances. */
export interface InstanceOwnerParts extends OptionHostParts {
  readonly element: OptionHostParts['element'] & ReactiveControllerHost;
  readonly entries: OptionEntries;
  /** Options whose code came with the element (cards), used with no `import()`. */
  readonly bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>>;
  /** Tells the model how an option's setup went (an answer setup waits for). */
  answer(action: DropinAction): void;
}

/** What every option of a setup is given besides its own id, settings and signal. */
export type OptionBase = Omit<OptionContext, 'id' | 'settings' | 'signal'>;

/** One option of the setup: its definition from the start, its own stop, and its instance once made. */
interface Owned {
  readonly definition: PaymentOptionEntry;
  /** Stops this option alone: its time-out passed, or the page's policy blocked its script. */
  readonly stop: AbortController;
  instance?: PaymentOptionInstance;
}

/**
 * Owns one setup's option instances: an option's id becomes its definition here, once, when setup starts it; the
 * owner loads its code, asks whether it can run here, creates it, lets its sheet render before it sets up, runs its
 * one time-out, tells the model how it went, and tears every instance down together. Instances are the only way the
 * element reaches an option.
 */
export class OptionInstances {
  readonly #owned = new Map<PaymentOptionId, Owned>();

  readonly #parts: InstanceOwnerParts;

  constructor(parts: InstanceOwnerParts) {
    this.#parts = parts;
  }

  get(id: PaymentOptionId): PaymentOptionInstance | undefined {
    return this.#owned.get(id)?.instance;
  }

  /**
   * Starts every option the model's state has starting and this owner has not started yet, in the registry's
   * order (the order the model lists them): the model says which, by its state alone, and this is where each id
   * becomes its definition. Settles when every option it started has answered the model.
   */
  startFrom(state: Pick<DropinState, 'dependencies'>, base: OptionBase): Promise<void> {
    const starting = (Object.keys(this.#parts.entries) as PaymentOptionId[]).filter(
      (id) => state.dependencies[id] === 'initializing' && !this.#owned.has(id),
    );
    return Promise.all(starting.map((id) => this.#start(this.#parts.entries[id], base))).then(() => undefined);
  }

  /**
   * Sets one option up and answers the model: ready, not enabled, or failed with its error. It stops at once (and
   * fails with the reason) when its time-out passes or its script is blocked, and says nothing once the setup ended.
   */
  async #start(definition: PaymentOptionEntry, base: OptionBase): Promise<void> {
    const id = definition.id;
    const owned: Owned = { definition, stop: new AbortController() };
    this.#owned.set(id, owned);
    const signal = AbortSignal.any([this.#parts.signal, owned.stop.signal]);
    const deadline = this.#deadline(owned);
    try {
      const enabled = await untilAborted(this.#setUp(owned, base, signal), signal);
      if (!this.#parts.signal.aborted)
        this.#parts.answer({ type: enabled ? 'optionReady' : 'optionNotEnabled', option: id });
    } catch (error) {
      if (!this.#parts.signal.aborted) this.#parts.answer({ type: 'optionFailed', option: id, error });
    } finally {
      if (deadline !== undefined) this.#parts.clock().clearTimeout(deadline);
    }
  }

  /** The option's one setup time-out (its definition's; PayPal's 30 s): past it, the option stops with its error. */
  #deadline({ definition, stop }: Owned): unknown {
    const ms = definition.setupTimeoutMs;
    if (ms === undefined) return undefined;
    const error = new Error(definition.setupTimeoutError ?? MESSAGES.developerError);
    return this.#parts.clock().setTimeout(() => stop.abort(error), ms);
  }

  /** Stops every option whose third-party scripts the report calls `part` (the page's policy blocked one). */
  stopBlocked(part: string, reason: string): void {
    for (const { definition, stop } of this.#owned.values())
      if (definition.policyPart === part) stop.abort(new Error(reason));
  }

  /** Loads, checks, creates and sets the option up; false when it turned out not enabled here. */
  async #setUp(owned: Owned, base: OptionBase, signal: AbortSignal): Promise<boolean> {
    const { definition } = owned;
    const module = await this.#moduleOf(definition, signal);
    const context: OptionContext = { ...base, id: definition.id, settings: base.options[definition.id], signal };
    signal.throwIfAborted();
    if (!(await module.isEnabled(context))) return false;
    signal.throwIfAborted();
    owned.instance = module.create(context, createOptionHost(this.#parts, definition.id));
    if (module.setsUpUndrawn) {
      // Its containers need no drawn sheet (the card's frames go in light-DOM holders): it sets up at once, in
      // the task that read the configuration, and its sheet is drawn in a later task, as setup's first state is.
      const settingUp = owned.instance.setup();
      void yieldToBrowser().then(() => this.#parts.element.requestUpdate());
      await settingUp;
    } else {
      // The sheet's containers must be in the shadow root before the option sets up in them. The setup then
      // starts in a task of its own: drawing the sheet and making a provider's frames or buttons are each long
      // enough on a phone without the other.
      this.#parts.element.requestUpdate();
      await this.#parts.element.updateComplete;
      await yieldToBrowser();
      signal.throwIfAborted();
      await owned.instance.setup();
    }
    signal.throwIfAborted();
    return true;
  }

  /** The option's code: bundled with the element (cards), or loaded now with its English and its mark. */
  async #moduleOf(definition: PaymentOptionEntry, signal: AbortSignal): Promise<PaymentOptionModule> {
    const bundled = this.#parts.bundled[definition.id];
    if (bundled) return bundled;
    // Every option starts in the same task; each asks for its code in a task of its own, as asking costs
    // the bundler's preload links and the requests for the option's chunks, and goes on in the task after
    // the one that ran the code (a wallet's braintree-web module is long to evaluate on a phone).
    await yieldToBrowser();
    signal.throwIfAborted();
    const module = await definition.load();
    if (module.english) addLoadedEnglish(module.english);
    // Its mark, for the lists: its file, or its inline copy where the bundler shipped no file.
    if (module.inlineMark) await addOptionMark(definition.method.type, module.markFile, module.inlineMark);
    await yieldToBrowser();
    return module;
  }

  /**
   * Every instance's sheet, one fixed position per registry entry: a sheet's DOM must never be re-created
   * when another option's instance arrives, or its frames and buttons would be detached.
   */
  renderSheets(props: (id: PaymentOptionId) => SheetProps): Array<TemplateResult | typeof nothing> {
    return (Object.keys(this.#parts.entries) as PaymentOptionId[]).map((id) => {
      const instance = this.get(id);
      return instance ? instance.renderSheet(props(id)) : nothing;
    });
  }

  /** Applies Drop-in's `updateConfiguration` to the running instance; false when it has none. */
  updateConfiguration(id: PaymentOptionId, key: string, value: unknown): boolean {
    const instance = this.get(id);
    if (!instance?.updateConfiguration) return false;
    instance.updateConfiguration(key, value);
    return true;
  }

  /** Tears every instance down; resolves to the errors met on the way. */
  async teardown(): Promise<unknown[]> {
    const all = [...this.#owned.values()].flatMap(({ instance }) => (instance ? [instance] : []));
    this.#owned.clear();
    const errors: unknown[] = [];
    await Promise.all(all.map((instance) => instance.teardown().catch((error: unknown) => errors.push(error))));
    return errors;
  }
}

/** Settles as `work` does, or rejects with the signal's reason as soon as it aborts (whatever `work` does then). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined); // its own failure after an abort is nobody's business
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
