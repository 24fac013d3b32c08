import type { ReactiveController } from 'lit';
import { collectOptions, type OptionSource } from '../element/collect-options.js';
import { removeFieldHolders } from '../element/frame-holders.js';
import { loadedLists } from '../element/lists-loader.js';
import { listMissing, viewName } from '../element/panel.js';
import { Settling } from '../element/settling.js';
import { enUSCommon, format, loadedEnglishFor } from '../i18n/index.js';
import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type { ReadOptions } from '../model/read-options.js';
import type { PaymentOptionModule } from '../options/kit/option.js';
import { OPTIONS } from '../options/registry.js';
import { runStartup } from '../setup/startup.js';
import { WidgetSetup, type SessionElement } from '../setup/widget-setup.js';
import { createGatewayClient, releaseGatewayClient, type Client } from '../provider/gateway-client.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import { dispatchDropinEvent, type DropinEventDetails, type DropinEventName } from '../vocabulary/events.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { DropinOptions, PaymentOptionId, UpdatableProperty } from '../vocabulary/types.js';
import { ViewFocus, type ViewFocusHost } from './view-focus.js';

/** The element as its session sees it: where setups draw, where the options are read from, and its public calls. */
export type WidgetElement = SessionElement &
  OptionSource &
  ViewFocusHost & {
    /** Drop-in's `updateConfiguration`: an option changed in place takes the merchant's own path. */
    updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void;
  };

let sessions = 0;

/**
 * The widget's session, as the element's reactive controller: it starts a setup once the element is on the page
 * with an authorization (reading the options then, as Drop-in reads them at create()), applies the options changed
 * later (in place or by a restart), ends the setup on removal or teardown, and fires the element's events. What
 * outlives one setup is here: the id prefix, the last error and the failure message. Everything one setup starts
 * belongs to that setup (`WidgetSetup`): one owner, one AbortSignal.
 */
export class WidgetSession implements ReactiveController {
  readonly idPrefix = `pd${++sessions}`;
  readonly viewFocus: ViewFocus;
  /** Holds the redraw and analytics while `requestPaymentMethod()` hands over its payload. */
  readonly settling = new Settling();
  /** The setup running now (none before the first, or after a teardown). */
  setup: WidgetSetup | undefined;
  lastError: unknown;
  /**
   * Called when the express row's button made a payment method (the `express` option): the form control, once
   * loaded, submits the element's form with it.
   */
  onExpressPaid: (() => void) | undefined;
  /** Set by the form control, once loaded: it is paying and submitting the form (an express tap then waits). */
  formBusy: (() => boolean) | undefined;
  /** The message of the failure that ended setup ('' while none did). */
  failureMessage = '';
  /** A setup was started and not torn down. */
  started = false;
  /** `ready` was fired for the current setup (a teardown before it cancels the setup). */
  #readyFired = false;
  #teardownPromise: Promise<void> | undefined;
  /**
   * The teardown under way was caused by the element's removal alone: once it ends, the element sets up again if it
   * is back on the page.
   */
  #tornDownByRemoval = false;
  /** The options the running setup uses: as read when it started, with the in-place updates since. */
  applied: ReadOptions | undefined;
  /** A restart is under way; it reads the options as they are when it starts again. */
  restarting = false;
  /** The option changes being applied, one after the other. */
  #planning: Promise<void> = Promise.resolve();
  /**
   * braintree-web's client, asked for as the element connected with its authorization already set (create(), a
   * script that sets properties first): its configuration request then leaves before the element adopts its styles
   * and draws, as early as on a bare braintree-web page. The setup that starts with the same authorization takes
   * it; anything else lets it go.
   */
  #earlyClient: { readonly authorization: string; readonly client: Promise<Client> } | undefined;

  readonly #element: WidgetElement;
  readonly #bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>>;
  readonly #frameStyles: () => Record<string, Record<string, string>>;

  /**
   * `bundled`: options whose code comes with the element (cards), used with no `import()`.
   * `frameStyles`: colours and fonts for inputs inside frames, from the element's appearance.
   */
  constructor(
    element: WidgetElement,
    bundled: Partial<Record<PaymentOptionId, PaymentOptionModule>>,
    frameStyles: () => Record<string, Record<string, string>>,
  ) {
    this.#element = element;
    this.#bundled = bundled;
    this.#frameStyles = frameStyles;
    this.viewFocus = new ViewFocus(element);
    element.addController(this);
  }

  hostConnected(): void {
    // Properties set right after creation (React, create()) land before the first update.
    void this.#element.updateComplete.then(() => this.startIfReady());
  }

  hostDisconnected(): void {
    queueMicrotask(() => {
      const back = this.#element.isConnected;
      if (!back) this.#letEarlyClientGo();
      // Nothing set up, or a teardown already under way (the merchant's, a restart's, an earlier removal's).
      if (!this.started || this.#teardownPromise) return;
      // Back in the same task: moved by removal and insertion (moveBefore() calls neither callback: see the element's
      // connectedMoveCallback). The browser reloaded every frame in it, so the old setup's card fields never answer
      // again: it sets up afresh. Folded into the checks above to stay small (this ships on every checkout page).
      if (back) return void this.restart();
      const ended = this.teardown('teardown');
      this.#tornDownByRemoval = true;
      // A modal or tab component puts its content back on the page after an `await` or an animation frame, while
      // this teardown still runs: `started` holds until it ends, so the element's reconnection could not start a
      // setup. Once it has ended, the element back on the page sets up afresh, as one put back later does.
      void ended
        .catch(() => undefined)
        .then(() => {
          if (!this.#tornDownByRemoval) return;
          this.#tornDownByRemoval = false;
          this.startIfReady();
        });
    });
  }

  /** The element is connecting (before its styles and first update): the client is asked for if it can be. */
  connecting(): void {
    if (this.started || this.#earlyClient) return;
    const authorization = authorizationOf(this.#element);
    if (!authorization) return;
    const client = createGatewayClient(authorization);
    client.catch(() => undefined); // the setup that takes it hears of its failure
    this.#earlyClient = { authorization, client };
  }

  /** The early client, once, when it was asked for with `authorization`; otherwise it is let go. */
  #takeEarlyClient(authorization: string): Promise<Client> | undefined {
    const early = this.#earlyClient;
    if (early?.authorization !== authorization) return this.#letEarlyClientGo();
    this.#earlyClient = undefined;
    return early.client;
  }

  #letEarlyClientGo(): undefined {
    const early = this.#earlyClient;
    this.#earlyClient = undefined;
    early?.client.then((client) => releaseGatewayClient(client)).catch(() => undefined);
    return undefined;
  }

  /** The running setup's model (none before setup drew its first state, after a failure or a teardown). */
  get model(): DropinState | undefined {
    return this.setup?.model;
  }

  /** A teardown ran and no setup started since: nothing is drawn. */
  get tornDown(): boolean {
    return this.#teardownPromise !== undefined;
  }

  /** Starts a setup with the options as they are now, once the element is on the page and none runs. */
  startIfReady(): void {
    if (!this.#element.isConnected || this.started) return;
    this.applied = collectOptions(this.#element);
    this.#start(this.applied);
  }

  /**
   * Whoever changed an option (a template, React, a script), the element applies it: in place through
   * `updateConfiguration` where Drop-in can, by a clean restart otherwise (see option-plan.ts, which loads the first
   * time an option changes after setup).
   */
  optionsChanged(): void {
    if (!this.started) return this.startIfReady();
    this.#planning = this.#planning
      .then(() => import('../element/option-plan.js'))
      .then(
        ({ applyOptionChange }) =>
          applyOptionChange(this, {
            read: () => collectOptions(this.#element),
            updateConfiguration: (property, key, value) => this.#element.updateConfiguration(property, key, value),
          }),
        (error: unknown) => console.error('<payment-dropin>: the changed options could not be applied.', error),
      );
  }

  /** Tears the running setup down and starts one with the options as they are now. */
  async restart(): Promise<void> {
    this.restarting = true;
    try {
      await this.teardown('restart').catch(() => undefined);
    } finally {
      this.restarting = false;
    }
    this.started = false;
    this.startIfReady();
  }

  /**
   * Starts a setup with the options the element read. Without an authorization nothing starts, and nothing is
   * said: frameworks often set it after the element is on the page (a server-rendered page sets it when it
   * hydrates), and the element starts when it arrives. `create()` still refuses options without one.
   */
  #start(read: ReadOptions): void {
    if (read.ok && !read.options.authorization) return void this.#letEarlyClientGo();
    this.started = true;
    this.#readyFired = false;
    this.#teardownPromise = undefined;
    this.failureMessage = '';
    this.lastError = undefined;
    this.setup?.end();
    this.setup = undefined;
    if (!read.ok) {
      this.#letEarlyClientGo();
      const cause = new TypeError(read.reason);
      return this.fail(read.message, new PaymentDropinError(read.message, { kind: 'validation', cause }));
    }
    const setup = (this.setup = this.#newSetup());
    // Whatever goes wrong in setup ends as an `error` event, never as an unhandled rejection.
    runStartup(setup, read.options as unknown as DropinOptions)
      .catch((error: unknown) => setup.fail(MESSAGES.createFailed, error))
      // Options that failed validation never asked for a client: the early one is let go.
      .finally(() => this.#letEarlyClientGo());
  }

  #newSetup(): WidgetSetup {
    return new WidgetSetup({
      element: this.#element,
      idPrefix: this.idPrefix,
      entries: OPTIONS,
      bundled: this.#bundled,
      settling: this.settling,
      frameStyles: this.#frameStyles,
      earlyClient: (authorization) => this.#takeEarlyClient(authorization),
      reports: {
        fire: (name, detail) => this.fire(name, detail),
        ready: () => {
          this.#readyFired = true;
          this.fire('ready', {});
        },
        fail: (message, cause) => this.fail(message, cause),
        expressPaid: () => this.onExpressPaid?.(),
        formBusy: () => this.formBusy?.() ?? false,
        keepError: (error) => {
          this.lastError = error;
        },
        changed: (previous, next) => this.#changed(previous, next),
      },
    });
  }

  /** Focus and the live region follow the model into a new view; the delete confirmation remembers its method. */
  #changed(previous: DropinState, next: DropinState): void {
    const t = (key: string, values?: Record<string, string>): string => this.t(key, values);
    const nowShowing = (name: string): string => this.#nowShowing(name);
    // A change made with the lists' own controls (a deletion asked for, Edit, "Pay another way") comes with their code,
    // which follows it: without it, no such change can happen.
    if (loadedLists()?.followListChange(this.viewFocus, previous, next, nowShowing, t)) return;
    const view = next.activeView;
    if (view === previous.activeView || view === null) return;
    // A list whose code could not be fetched is not drawn (the panel's alert says something went wrong in its place):
    // it is not announced as shown, nor given the focus.
    if (listMissing(view)) return;
    this.viewFocus.viewChanged(previous.activeView, view, this.#nowShowing(viewName(next, t)));
  }

  /** The live region's words for a view or list now shown ("Now showing: …"). */
  #nowShowing(name: string): string {
    return this.t('viewChangedAnnouncement', { viewName: name });
  }

  dispatch(action: DropinAction): void {
    this.setup?.dispatch(action);
  }

  /** Drop-in's `updateConfiguration`, on the running setup. */
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void {
    this.setup?.updateConfiguration(property, key, value);
  }

  fail(message: string, cause: unknown): void {
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
    if (this.setup) this.setup.model = undefined;
    this.#element.requestUpdate();
    this.fire('error', { error, message });
  }

  fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void {
    dispatchDropinEvent(this.#element, name, detail);
  }

  t(key: string, values?: Record<string, string>): string {
    const template = this.string(key) ?? key;
    return values ? format(template, values) : template;
  }

  /** The string for a key: the running setup's, else English (before setup, and for code loaded on demand). */
  string(key: string): string | undefined {
    if (this.setup) return this.setup.string(key);
    return Object.hasOwn(enUSCommon, key) ? enUSCommon[key as keyof typeof enUSCommon] : loadedEnglishFor(key);
  }

  /** One teardown at a time: a second call gets the first one's promise. */
  teardown(reason: 'teardown' | 'restart'): Promise<void> {
    // Asked for (the merchant's teardown(), a restart), not only caused by the removal: a restart starts again
    // itself, and after the merchant's teardown() the widget stays gone, even put back on the page meanwhile.
    this.#tornDownByRemoval = false;
    this.#teardownPromise ??= this.#runTeardown(reason);
    return this.#teardownPromise;
  }

  async #runTeardown(reason: 'teardown' | 'restart'): Promise<void> {
    // Torn down (or removed) before it was ready: whoever waits for setup hears that it was
    // canceled. A restart for a new authorization is not a cancel: setup goes on with the new one.
    if (reason === 'teardown' && this.started && !this.#readyFired && !this.failureMessage) {
      const message = 'The widget was torn down before it was ready.';
      this.fire('error', { error: new PaymentDropinError(message, { kind: 'canceled' }), message });
    }
    const setup = this.setup;
    setup?.dispatch({ type: 'teardownRequested' });
    setup?.end();
    const errors = setup ? await setup.teardown() : [];
    const element = this.#element;
    // braintree-web removes its frames; the light-DOM holders they were slotted through are ours.
    removeFieldHolders(element);
    this.setup = undefined;
    this.started = false;
    element.requestUpdate();
    await element.updateComplete;
    // Teardown removes the styles too: the shadow root is left empty.
    if (element.shadowRoot) element.shadowRoot.adoptedStyleSheets = [];
    const last = errors.at(-1) ?? (this.failureMessage ? this.lastError : undefined);
    if (last !== undefined) throw last;
  }
}

/** The authorization the element has now, by its property or its `options`; undefined for none or a throwing getter. */
function authorizationOf(element: OptionSource): string | undefined {
  try {
    const value = element.authorization ?? (element.options as { authorization?: unknown } | undefined)?.authorization;
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}
