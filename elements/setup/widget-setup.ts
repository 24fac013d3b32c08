import type { ReactiveControllerHost } from 'lit';
import { watchPolicyViolations } from '../element/policy-watch.js';
import type { ExpressPayments } from '../element/express-row.js';
import { focusInWidget } from '../element/frame-holders.js';
import { loadedLists } from '../element/lists-loader.js';
import type { Settling } from '../element/settling.js';
import { enUSCommon, format, loadedEnglishFor } from '../i18n/index.js';
import {
  PartNotLoaded,
  partsFor,
  reduce,
  start,
  type DropinAction,
  type DropinEffect,
  type DropinState,
  type ModelConfig,
} from '../model/dropin-model.js';
import { applyConfigurationUpdate, isUpdatableProperty } from '../model/options.js';
import { nextTask, yieldToBrowser } from '../options/kit/next-task.js';
import type { Clock, PaymentOptionModule } from '../options/kit/option.js';
import { AnalyticsQueue } from '../provider/analytics.js';
import {
  createGatewayClient,
  releaseGatewayClient,
  type Client,
  type ClientFacts,
} from '../provider/gateway-client.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { FireEvent } from '../vocabulary/events.js';
import type { DropinOptions, PaymentOptionId, UpdatableProperty } from '../vocabulary/types.js';
import { loadPart, loadedParts, loadedWalletSessions } from './model-parts.js';
import { OptionInstances, type OptionBase, type OptionEntries } from './option-instances.js';
import type { SavedMethods } from './saved-methods.js';
import type { Services } from './services.js';
import { Timers } from './timers.js';

/** The element as one setup needs it. */
export interface SessionElement extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Timers; read at each call (tests replace the clock). */
  readonly clock: Clock;
}

/** How one setup's news reaches the widget that runs it. */
export interface SetupReports {
  readonly fire: FireEvent;
  /** Setup finished: `ready`. */
  ready(): void;
  /**
   * A payment method was made with the express row's button (the `express` option): the element's form, if it
   * is in one, is submitted with it.
   */
  expressPaid(): void;
  /** The element's form control is paying and submitting its form (an express tap then begins nothing). */
  formBusy(): boolean;
  /** Setup failed: the panel is cleared and `error` fired. */
  fail(message: string, cause: unknown): void;
  /** The last error the shopper saw, kept for `teardown()`'s rejection. */
  keepError(error: unknown): void;
  /** The model moved from `previous` to `next` (focus and the live region follow). */
  changed(previous: DropinState, next: DropinState): void;
}

/** What a setup is made with: the element, its id prefix and what the widget lends every setup. */
export interface SetupParts {
  readonly element: SessionElement;
  readonly idPrefix: string;
  /** The payment options it may start (the registry's). */
  readonly entries: OptionEntries;
  /** Options whose code came with the element (cards). */
  readonly bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>>;
  /** Holds the redraw and analytics while `requestPaymentMethod()` hands over its payload. */
  readonly settling: Settling;
  /** Colours and fonts for inputs inside frames, from the element's appearance. */
  frameStyles(): Record<string, Record<string, string>>;
  /** The gateway client the element asked for as it connected, when it was for `authorization` (handed over once). */
  earlyClient(authorization: string): Promise<Client> | undefined;
  readonly reports: SetupReports;
}

/**
 * One setup of the widget, the one owner of everything it starts: its AbortSignal is handed to the option instances,
 * the services, the saved methods, the timers and every answer that comes back later, so a teardown, a removal or a
 * new authorization ends all of it at once (`end`). It runs the model: an action in, its effects carried out here.
 * startup.ts fills it in, from the merchant's options to the model's first state.
 */
export class WidgetSetup {
  readonly #abort = new AbortController();
  /** Aborted when this setup ends: everything it started stops, and late answers are dropped. */
  readonly signal = this.#abort.signal;
  /** The merchant's options as validated (`updateConfiguration` changes them). */
  options: DropinOptions | undefined;
  strings: Record<string, string> = { ...enUSCommon };
  /** The language of `strings` as a tag (`ar-EG`; `en-US` when the locale's words failed to load), set with them. */
  lang: string | undefined;
  client: Client | undefined;
  facts: ClientFacts | undefined;
  model: DropinState | undefined;
  readonly instances: OptionInstances;
  /** 3D Secure and the data collector, whose code loads when the first of them starts (a page may have neither). */
  services: Services | undefined;
  /** The saved methods' code loads with their first fetch (a customer's client token) or deletion. */
  savedMethods: SavedMethods | undefined;
  /**
   * Actions held, in order, while a part of the model they need loads (see `dispatch`); undefined when none is.
   */
  #held: DropinAction[] | undefined;
  readonly #timers: Timers;
  #stopPolicyWatch: (() => void) | undefined;
  /** The express row's payments, from the first press of a row's button (they load with the row). */
  express: ExpressPayments | undefined;
  /** The analytics events waiting for their task (made once the gateway's configuration is read). */
  #analyticsQueue: AnalyticsQueue | undefined;
  /**
   * The shopper's last press on the page was in the widget. Safari focuses no button on a click, so a shopper who
   * clicks "Card" there leaves focus on the body, where a script's change (a form's reset) leaves it too.
   */
  #pressedIn = false;

  constructor(readonly parts: SetupParts) {
    const { element, reports, signal } = { ...parts, signal: this.signal };
    this.#timers = new Timers(() => element.clock, signal);
    element.ownerDocument.addEventListener(
      'pointerdown',
      (e) => (this.#pressedIn = e.composedPath().includes(element)),
      {
        capture: true,
        signal,
      },
    );
    this.instances = new OptionInstances({
      ...parts,
      signal,
      clock: () => element.clock,
      model: () => this.model,
      t: (key, values) => this.t(key, values),
      fire: reports.fire,
      dispatch: (action) => this.dispatch(action),
      answer: (action) => this.answer(action),
      // No row drawn (the lists not loaded), no express payment.
      expressBegins: (id, session) =>
        Boolean(
          (this.express ??= loadedLists()?.expressPayments())?.begins(this.model, reports.formBusy(), id, session),
        ),
      expressFlowEnded: () => this.express?.flowEnded(),
      expressPaid: () => reports.expressPaid(),
    });
  }

  get settling(): Settling {
    return this.parts.settling;
  }

  get element(): SessionElement {
    return this.parts.element;
  }

  /** braintree-web's client for the authorization: the one already on its way since the element connected, or a new one. */
  gatewayClient(authorization: string): Promise<Client> {
    return this.parts.earlyClient(authorization) ?? createGatewayClient(authorization);
  }

  /**
   * Starts the model in the task that read the gateway's configuration: the options its first state has starting
   * (the instance owner reads which from the state) and its first effects (the services starting, the saved
   * methods' fetch, the poll) are started at once (the card reaches `hostedFields.create` in this same task, a few
   * microtasks on), and its first state is drawn in a task after them.
   */
  async begin(config: ModelConfig): Promise<void> {
    const transition = start(config);
    this.model = transition.state;
    // The parts of the model this setup will need load beside the options (a failure shows when one is needed).
    for (const part of partsFor(config)) loadPart(part).catch(() => undefined);
    // The options the first state has starting start first, then the services and the rest of its effects.
    void this.instances.startFrom(transition.state, this.#optionBase());
    this.#perform(transition.effects);
    // The boundary buys a phone the panel's drawing (the sheet or the options list) in a task of its own, once
    // the card frames were asked for, instead of lengthening the task that asks for them.
    await yieldToBrowser();
    if (!this.signal.aborted) this.parts.element.requestUpdate();
  }

  /**
   * The model loop: an action in, the next state kept and drawn, its effects carried out. An action that needs a part
   * of the model not loaded yet (saved methods, wallets) is held, with every action after it, until the part is here.
   */
  dispatch(action: DropinAction): void {
    const previous = this.model;
    if (!previous) return;
    if (this.#held) {
      this.#held.push(action);
      return;
    }
    let transition;
    try {
      transition = reduce(previous, action, loadedParts());
    } catch (error) {
      if (!(error instanceof PartNotLoaded)) throw error;
      this.#held = [action];
      void this.#releaseAfter(error.part);
      return;
    }
    const { state, effects } = transition;
    this.model = state;
    this.#perform(effects);
    if (state === previous) return;
    this.parts.reports.changed(previous, state);
    this.parts.element.requestUpdate();
  }

  /**
   * Loads a part of the model, then dispatches the actions held for it. A failed load fails the widget while it sets
   * up: create cannot finish without the part. Once it is ready, the shopper keeps the widget and what they typed:
   * the held actions are dropped, the console says which, and the next action that needs the part asks for its code
   * again (browsers that follow the current HTML standard fetch a chunk whose fetch failed again). A setup torn down
   * meanwhile says nothing.
   */
  async #releaseAfter(part: PartNotLoaded['part']): Promise<void> {
    try {
      await loadPart(part);
    } catch (error) {
      const held = this.#held;
      this.#held = undefined;
      // A setup torn down meanwhile says nothing (`fail` checks the same).
      if (this.signal.aborted) return;
      if (this.model?.phase === 'ready')
        console.error('<payment-dropin>: code it needs could not be fetched:', held, error);
      else this.fail(MESSAGES.createFailed, error);
      return;
    }
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const action of held) this.dispatch(action);
  }

  /** An answer setup waits for (an option, a service, the saved methods): Drop-in's 200 ms poll is the latest moment. */
  answer(action: DropinAction): void {
    this.dispatch(action);
    if (this.model?.phase === 'initializing') this.dispatch({ type: 'setupPollTick' });
  }

  #perform(effects: readonly DropinEffect[]): void {
    for (const effect of effects) this.#carryOut(effect);
  }

  /** Carries out one of the model's effects: the model decides, this does. */
  #carryOut(effect: DropinEffect): void {
    switch (effect.kind) {
      case 'emit': {
        const event = effect.event;
        // The model's details are the public ones, more precise; except that the first view after setup has no
        // previous one (null), where the public type keeps Drop-in's string.
        return this.parts.reports.fire(event.name, ('detail' in event ? event.detail : {}) as never);
      }
      case 'analytics':
        return this.#analytics(effect.event);
      case 'schedule':
        return this.#timers.schedule(effect.timer, effect.delayMs, effect.action, (action) => this.dispatch(action));
      case 'cancel':
        return this.#timers.cancel(effect.timer);
      case 'cancelAllTimers':
        return this.#timers.cancelAll();
      case 'showError':
        return this.parts.reports.keepError(effect.error);
      case 'log':
        return console[effect.level](
          `<payment-dropin>: ${effect.message}`,
          ...(effect.error === undefined ? [] : [effect.error]),
        );
      // The services' and the saved methods' code load with the first effect that needs them (its own chunk).
      case 'startService':
        return this.#withModule(
          import('./services.js'),
          (module) => module.startService(this, effect.service),
          (error) => ({ type: 'serviceFailed', service: effect.service, error }),
        );
      case 'fetchSavedMethods':
        return this.#withModule(
          import('./saved-methods.js'),
          (module) => module.savedMethodsOf(this).fetch(effect.defaultFirst),
          (error) => ({ type: 'savedMethodsLoadFailed', error }),
        );
      case 'deleteVaultedMethod':
        return this.#withModule(
          import('./saved-methods.js'),
          (module) => module.savedMethodsOf(this).remove(effect.nonce),
          (error) => ({ type: 'deleteFailed', error }),
        );
      case 'focusCardField': {
        // Only when the shopper is in the widget, now and when the timer fires: on load, or after the page cleared the
        // selection (clearSelectedPaymentMethod(), a form's reset), focus is on the page and stays there. Focus on the
        // body is the shopper's when it was in the widget before this view (the button pressed is hidden now), or when
        // their last press was in it (Safari's click).
        const element = this.element;
        const inWidget = focusInWidget(element) || this.#pressedIn;
        element.clock.setTimeout(() => {
          if (focusInWidget(element) || (inWidget && document.activeElement === document.body))
            this.instances.get('card')?.focus?.(effect.field);
        }, effect.delayMs);
        return;
      }
      case 'startWalletSession':
        // Only the wallets' part asks for a session, and the sessions' code came with it (no load here: a wallet's
        // sheet must open in the shopper's tap).
        return void loadedWalletSessions()!.runWalletSession(this, effect.option);
      case 'setupSucceeded':
        return this.parts.reports.ready();
      case 'setupFailed':
        return this.#setupFailed(effect.message, effect.cause);
    }
  }

  /**
   * Queues an analytics event: those of one task leave together in the next (while `requestPaymentMethod()` hands
   * over its payload, in the task after the one that ends the handover). A setup torn down meanwhile still sends them.
   */
  #analytics(kind: string): void {
    const facts = this.facts;
    if (!facts) return;
    this.#analyticsQueue ??= new AnalyticsQueue(facts, this.parts.idPrefix, (send) => {
      // During a handover not even the next task is asked for until it is over: asking costs time before the nonce.
      const handover = this.settling.pending;
      void (handover ? handover.then(nextTask) : nextTask()).then(() => this.settling.run(send));
    });
    this.#analyticsQueue.add(kind);
  }

  /** What every option is given: the merchant's options, the client and what the gateway said. */
  #optionBase(): OptionBase {
    const options = this.options!;
    const facts = this.facts!;
    return {
      options,
      client: this.client!,
      gateway: facts.gateway,
      guestCheckout: facts.guestCheckout,
      locale: options.locale,
      cspNonce: options.nonce,
    };
  }

  /** Runs `use` once a module that loads on demand is here; a failed load is answered as `failed`. */
  #withModule<Module>(
    loading: Promise<Module>,
    use: (module: Module) => Promise<void>,
    failed: (error: unknown) => DropinAction,
  ): void {
    loading.then(
      (module) => {
        if (!this.signal.aborted) void use(module);
      },
      (error: unknown) => {
        if (!this.signal.aborted) this.answer(failed(error));
      },
    );
  }

  #setupFailed(message: string, cause: unknown): void {
    // Say why: each failed option's own error goes to the console; the model put them in the cause.
    for (const [name, error] of Object.entries(this.model?.dependencyErrors ?? {}))
      console.error(`<payment-dropin>: ${name} failed to set up.`, error);
    this.parts.reports.fail(message, cause ?? new Error(message));
  }

  /** Setup cannot go on: the widget reports it (once this setup is over, nothing is said). */
  fail(message: string, cause: unknown): void {
    if (!this.signal.aborted) this.parts.reports.fail(message, cause);
  }

  /** Keeps the error the shopper saw, for `teardown()`'s rejection. */
  keepError(error: unknown): void {
    this.parts.reports.keepError(error);
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
    const entries = this.parts.entries;
    if (!isUpdatableProperty(property, entries) || !this.options) return;
    const current = (this.options[property] ?? {}) as Record<string, unknown>;
    this.options = {
      ...this.options,
      [property]: applyConfigurationUpdate(property, typeof current === 'object' ? current : {}, key, value, entries),
    };
    // The running option gets the change too (threeDSecure is read at verification time).
    if (property !== 'threeDSecure') this.instances.updateConfiguration(property, key, value);
    this.dispatch({ type: 'configurationUpdated', property });
  }

  /** Names each payment provider's script or frame the page's policy blocks; its option fails at once. */
  watchPolicy(): void {
    this.#stopPolicyWatch = watchPolicyViolations((violation, message) => {
      console.error(`<payment-dropin>: ${message}`);
      // A blocked script never loads: its option fails now, not at its time-out.
      this.instances.stopBlocked(violation.part, message);
    });
  }

  /** Ends this setup: everything it started stops (its signal aborts), and the policy watch ends. */
  end(): void {
    this.#stopPolicyWatch?.();
    this.#abort.abort(new Error('The widget was torn down.'));
  }

  /** Undoes what this setup made (after `end`); resolves to the errors met on the way. */
  async teardown(): Promise<unknown[]> {
    const errors = await this.instances.teardown();
    const steps: Array<Promise<unknown> | undefined> = [
      ...(this.services?.teardown() ?? []),
      this.savedMethods?.teardown(),
      this.client ? releaseGatewayClient(this.client) : undefined,
    ];
    for (const step of steps) await step?.catch((error: unknown) => errors.push(error));
    this.client = undefined;
    this.facts = undefined;
    return errors;
  }
}
