import type { ReactiveControllerHost } from 'lit';
import type { Clock } from '../element/attributes.js';
import { removeFieldHolders } from '../element/frame-holders.js';
import type { OptionHostWidget } from '../setup/option-host.js';
import { viewName } from '../element/panel.js';
import type { PaymentRequestHost } from '../setup/payment-request.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import { DropinEvent, aliasOf, type DropinEventDetails, type DropinEventName } from '../vocabulary/events.js';
import { enUSCommon, format, loadedEnglishFor } from '../i18n/index.js';
import { reduce, type DropinAction, type DropinEffect, type DropinState } from '../model/dropin-model.js';
import { MESSAGES } from '../vocabulary/messages.js';
import { applyConfigurationUpdate, isUpdatableProperty } from '../model/options.js';
import type { ReadOptions } from '../model/read-options.js';
import type { DropinOptions, PaymentOptionId, UpdatableProperty } from '../vocabulary/types.js';
import type { PaymentOptionModule } from '../options/kit/option.js';
import { OPTIONS } from '../options/registry.js';
import { releaseGatewayClient, type Client, type ClientFacts } from '../provider/gateway-client.js';
import { interpretEffect, type EffectHost } from '../setup/effect-interpreter.js';
import { OptionInstances } from '../setup/option-instances.js';
import { SavedMethods, type SavedMethodsHost } from '../setup/saved-methods.js';
import { Settling } from '../element/settling.js';
import { SharedServices } from '../setup/services.js';
import { TimerController } from '../setup/timers.js';
import { ViewFocus } from './view-focus.js';
import { WidgetSetup, type SetupSession } from '../setup/widget-setup.js';

/** The element as its session sees it. */
export interface SessionElement extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Timers; read at each call (tests replace the clock). */
  readonly clock: Clock;
}

let sessions = 0;

/**
 * Everything the widget holds between setup and teardown: the model and the loop that runs it (an action
 * in, the model's effects out to the interpreter), the gateway client and its facts, the merchant's
 * options as validated, the strings, and the parts that act for the model (option instances, timers,
 * saved methods, 3D Secure and the data collector, view focus). `generation` changes on every teardown,
 * so answers that belong to an old setup are dropped. The element only hands it options, calls and events.
 */
export class WidgetSession implements SetupSession, EffectHost, SavedMethodsHost, OptionHostWidget, PaymentRequestHost {
  readonly idPrefix = `pd${++sessions}`;
  model: DropinState | undefined;
  strings: Record<string, string> = { ...enUSCommon };
  generation = 0;
  client: Client | undefined;
  facts: ClientFacts | undefined;
  /** The merchant's options as validated (`updateConfiguration` changes them). */
  options: DropinOptions | undefined;
  lastError: unknown;
  /** The message of the failure that ended setup ('' while none did). */
  failureMessage = '';
  initialView = false;
  /** A setup was started and not torn down. */
  started = false;
  /** `ready` was fired for the current setup (a teardown before it cancels the setup). */
  private readyFired = false;
  /** The setup running now (none before the first, or after a teardown). */
  setup: WidgetSetup | undefined;
  private teardownPromise: Promise<void> | undefined;

  readonly instances: OptionInstances;
  readonly timers: TimerController;
  readonly savedMethods = new SavedMethods(this);
  readonly services = new SharedServices();
  readonly viewFocus: ViewFocus;
  /** Holds the redraw and analytics while `requestPaymentMethod()` hands over its payload. */
  readonly settling = new Settling();

  /**
   * `bundled`: options whose code comes with the element (cards), used with no `import()`.
   * `frameStyles`: colours and fonts for inputs inside frames, from the element's appearance.
   */
  constructor(
    readonly element: SessionElement,
    bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>>,
    readonly frameStyles: () => Record<string, Record<string, string>>,
  ) {
    this.instances = new OptionInstances(element, bundled);
    this.timers = new TimerController(element, () => element.clock);
    this.viewFocus = new ViewFocus(element);
  }

  get clock(): Clock {
    return this.element.clock;
  }

  /** A teardown ran and no setup started since: nothing is drawn. */
  get tornDown(): boolean {
    return this.teardownPromise !== undefined;
  }

  /**
   * Starts a setup with the options the element read. Without an authorization nothing starts, and nothing is
   * said: frameworks often set it after the element is on the page (a server-rendered page sets it when it
   * hydrates), and the element starts when it arrives. `create()` still refuses options without one.
   */
  start(read: ReadOptions): void {
    if (read.ok && !read.options.authorization) return;
    this.started = true;
    this.readyFired = false;
    this.teardownPromise = undefined;
    this.failureMessage = '';
    this.lastError = undefined;
    const generation = ++this.generation;
    if (!read.ok) {
      this.fail(
        read.message,
        new PaymentDropinError(read.message, { kind: 'validation', cause: new TypeError(read.reason) }),
      );
      return;
    }
    this.setup?.end();
    this.setup = new WidgetSetup(this, generation);
    // Whatever goes wrong in setup ends as an `error` event, never as an unhandled rejection.
    this.setup.run(read.options as unknown as DropinOptions).catch((error: unknown) => {
      if (generation === this.generation) this.fail(MESSAGES.createFailed, error);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // The model loop

  dispatch(action: DropinAction): void {
    if (!this.model) return;
    const { state, effects } = reduce(this.model, action);
    const previousView = this.model.activeView;
    if (state.pendingDeletion) this.viewFocus.confirming(state.pendingDeletion.nonce);
    this.model = state;
    this.initialView = previousView === null;
    this.perform(effects);
    const next = state.activeView;
    if (next !== previousView && next !== null)
      this.viewFocus.viewChanged(
        previousView,
        next,
        this.t('viewChangedAnnouncement', { viewName: viewName(next, (key) => this.t(key)) }),
      );
    this.element.requestUpdate();
  }

  perform(effects: readonly DropinEffect[]): void {
    for (const effect of effects) interpretEffect(this, effect);
  }

  settleSetupEarly(): void {
    if (this.model?.phase === 'initializing') this.dispatch({ type: 'setupPollTick' });
  }

  ready(): void {
    this.readyFired = true;
    this.fire('ready', {});
  }

  fail(message: string, cause: unknown, clear = true): void {
    const error =
      cause instanceof PaymentDropinError
        ? cause
        : new PaymentDropinError(message, {
            kind: 'setup',
            cause: cause instanceof Error && cause.message === message ? cause.cause : cause,
          });
    this.lastError = error;
    this.failureMessage = message;
    console.error(`<payment-dropin>: ${message}`, error.cause ?? error);
    if (clear) {
      this.model = undefined;
      this.element.requestUpdate();
    }
    this.fire('error', { error, message });
  }

  fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void {
    this.element.dispatchEvent(new DropinEvent(name, detail));
    const alias = aliasOf(name);
    if (alias) this.element.dispatchEvent(new CustomEvent(alias, { detail, bubbles: true, composed: true }));
  }

  t(key: string, values?: Record<string, string>): string {
    const template = this.string(key) ?? key;
    return values ? format(template, values) : template;
  }

  /** The string for a key: the merged strings', else the English that came with code loaded since (lists, wallets). */
  string(key: string): string | undefined {
    return Object.hasOwn(this.strings, key) ? this.strings[key] : loadedEnglishFor(key);
  }

  /** Drop-in's `updateConfiguration`: the options, the running option and the model all get the change. */
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void {
    if (!isUpdatableProperty(property, OPTIONS) || !this.options) return;
    const current = (this.options[property] ?? {}) as Record<string, unknown>;
    this.options = {
      ...this.options,
      [property]: applyConfigurationUpdate(property, typeof current === 'object' ? current : {}, key, value, OPTIONS),
    };
    // The running option gets the change too (threeDSecure is read at verification time).
    if (property !== 'threeDSecure') this.instances.updateConfiguration(property, key, value);
    this.dispatch({ type: 'configurationUpdated', property });
  }

  // ---------------------------------------------------------------------------------------------
  // Teardown

  /** One teardown at a time: a second call gets the first one's promise. */
  teardown(reason: 'teardown' | 'restart'): Promise<void> {
    this.teardownPromise ??= this.runTeardown(reason);
    return this.teardownPromise;
  }

  private async runTeardown(reason: 'teardown' | 'restart'): Promise<void> {
    // Torn down (or removed) before it was ready: whoever waits for setup hears that it was
    // canceled. A restart for a new authorization is not a cancel: setup goes on with the new one.
    if (reason === 'teardown' && this.started && !this.readyFired && !this.failureMessage) {
      const message = 'The widget was torn down before it was ready.';
      this.fire('error', { error: new PaymentDropinError(message, { kind: 'canceled' }), message });
    }
    this.generation += 1;
    if (this.model) this.dispatch({ type: 'teardownRequested' });
    this.timers.cancelAll();
    const errors: unknown[] = [];
    this.setup?.end();
    this.setup = undefined;
    errors.push(...(await this.instances.teardown()));
    const steps: Array<Promise<unknown> | undefined> = [
      ...this.services.teardown(),
      this.savedMethods.teardown(),
      this.client ? releaseGatewayClient(this.client) : undefined,
    ];
    for (const step of steps) await step?.catch((error: unknown) => errors.push(error));
    const element = this.element;
    // braintree-web removes its frames; the light-DOM holders they were slotted through are ours.
    removeFieldHolders(element);
    this.client = undefined;
    this.facts = undefined;
    this.model = undefined;
    this.started = false;
    element.requestUpdate();
    await element.updateComplete;
    // Teardown removes the styles too: the shadow root is left empty.
    if (element.shadowRoot) element.shadowRoot.adoptedStyleSheets = [];
    const last = errors.at(-1) ?? (this.failureMessage ? this.lastError : undefined);
    if (last !== undefined) throw last;
  }
}
