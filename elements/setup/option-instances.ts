import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { PaymentOptionId } from '../vocabulary/types.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../options/kit/option.js';
import { OPTIONS, OPTION_IDS } from '../options/registry.js';
import { yieldToBrowser } from '../options/kit/next-task.js';
import { addLoadedEnglish } from '../i18n/index.js';
import { addOptionMark } from '../views/icons.js';

/** How an option's setup ended. */
export type OptionSetupOutcome = 'ready' | 'not-enabled';

/**
 * Owns the widget's option instances: loads each offered option's code, asks whether it can run here,
 * creates it, lets its sheet render before it sets up, and tears all of them down together. Instances
 * are the only way the element reaches an option.
 */
export class OptionInstances implements ReactiveController {
  private readonly instances = new Map<PaymentOptionId, PaymentOptionInstance>();
  /** Instances being set up; teardown reaches them too. */
  private readonly starting = new Set<PaymentOptionInstance>();

  /**
   * `bundled`: options whose code came with the element (cards); they are used as they are, with no
   * `import()`. The element imports them by name, so no bundler can drop them as unused.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>> = {},
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    // The element decides when to tear down (a move within the page reconnects at once).
  }

  get(id: PaymentOptionId): PaymentOptionInstance | undefined {
    return this.instances.get(id);
  }

  has(id: PaymentOptionId): boolean {
    return this.instances.has(id);
  }

  /** Sets `context.id` up; rejects with the option's error, or the signal's reason when aborted. */
  async start(context: OptionContext, optionHost: OptionHost): Promise<OptionSetupOutcome> {
    const { id, signal } = context;
    let module = this.bundled[id];
    if (!module) {
      // Every option starts in the same task; each asks for its code in a task of its own, as asking costs
      // the bundler's preload links and the requests for the option's chunks, and goes on in the task after
      // the one that ran the code (a wallet's braintree-web module is long to evaluate on a phone).
      await yieldToBrowser();
      signal.throwIfAborted();
      module = await OPTIONS[id].load();
      if (module.english) addLoadedEnglish(module.english);
      // Its mark, for the lists: its file, or its inline copy where the bundler shipped no file.
      if (module.inlineMark) await addOptionMark(OPTIONS[id].method.type, module.markFile, module.inlineMark);
      await yieldToBrowser();
    }
    signal.throwIfAborted();
    if (!(await module.isEnabled(context))) return 'not-enabled';
    signal.throwIfAborted();
    const instance = module.create(context, optionHost);
    this.instances.set(id, instance);
    this.starting.add(instance);
    try {
      // The sheet's containers must be in the shadow root before the option sets up in them. The setup then
      // starts in a task of its own: drawing the sheet and making a provider's frames or buttons are each long
      // enough on a phone without the other.
      this.host.requestUpdate();
      await this.host.updateComplete;
      await yieldToBrowser();
      signal.throwIfAborted();
      await instance.setup();
      signal.throwIfAborted();
      return 'ready';
    } finally {
      this.starting.delete(instance);
    }
  }

  /**
   * Every instance's sheet, one fixed position per registry entry: a sheet's DOM must never be re-created
   * when another option's instance arrives, or its frames and buttons would be detached.
   */
  renderSheets(props: (id: PaymentOptionId) => SheetProps): Array<TemplateResult | typeof nothing> {
    return OPTION_IDS.map((id) => {
      const instance = this.instances.get(id);
      return instance ? instance.renderSheet(props(id)) : nothing;
    });
  }

  /** Applies Drop-in's `updateConfiguration` to the running instance; false when it has none. */
  updateConfiguration(id: PaymentOptionId, key: string, value: unknown): boolean {
    const instance = this.instances.get(id);
    if (!instance?.updateConfiguration) return false;
    instance.updateConfiguration(key, value);
    return true;
  }

  /** Tears every instance down; resolves to the errors met on the way. */
  async teardown(): Promise<unknown[]> {
    const all = [...this.instances.values()];
    this.instances.clear();
    this.starting.clear();
    const errors: unknown[] = [];
    await Promise.all(all.map((instance) => instance.teardown().catch((error: unknown) => errors.push(error))));
    return errors;
  }
}
