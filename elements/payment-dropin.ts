import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { Appearance } from './controllers/appearance.js';
import { ListsGate } from './controllers/lists-gate.js';
import { OptionInstances } from './controllers/option-instances.js';
import { SavedMethods } from './controllers/saved-methods.js';
import { SharedServices } from './controllers/shared-services.js';
import { TimerController } from './controllers/timers.js';
import { ViewFocus } from './controllers/view-focus.js';
import {
  OPTION_ID_PROPERTIES,
  OPTION_PROPERTIES,
  booleanAttribute,
  jsonAttribute,
  realClock,
  type Clock,
  type Theme,
} from './element/attributes.js';
import { removeFieldHolders } from './element/frame-holders.js';
import { createOptionHost, type OptionHostWidget } from './element/option-host.js';
import { loadLists, panelView, viewName } from './element/panel.js';
import { requestPaymentMethod } from './element/payment-request.js';
import { watchPolicyViolations } from './element/policy-watch.js';
import { PaymentDropinError } from './errors.js';
import { DropinEvent, aliasOf, type DropinEventDetails, type DropinEventName } from './events.js';
import { enUS, format, loadLocaleStrings, resolveLocale } from './i18n/index.js';
import {
  availableOptions,
  createModelConfig,
  disabledOptions,
  isPaymentMethodRequestable,
  reduce,
  start,
  type DropinAction,
  type DropinEffect,
  type DropinState,
  type WalletOutcome,
  type WalletSessionOption,
} from './model/dropin-model.js';
import { mergeStrings } from './model/locale.js';
import { MESSAGES } from './model/messages.js';
import {
  applyConfigurationUpdate,
  enabledPaymentOptions,
  isUpdatableProperty,
  resolvePaymentOptionPriority,
  validateOptions,
} from './model/options.js';
import { readOptions, type ReadOptions } from './model/read-options.js';
import type {
  BrowserFacts,
  DependencyName,
  DropinOptions,
  PaymentMethodPayload,
  PaymentOptionId,
  ThreeDSecureOptions,
  UpdatableProperty,
} from './model/types.js';
import type { OptionContext } from './options/option.js';
import { optionDefinition } from './options/registry.js';
import { sendAnalyticsEvent } from './provider/analytics.js';
import {
  clientFacts,
  createGatewayClient,
  releaseGatewayClient,
  type Client,
  type ClientFacts,
} from './provider/gateway-client.js';
import { dropinStyles } from './styles.js';
import { loadingView } from './views/loading.view.js';
// Cards are on almost every page: bundled with the element, so a card-only page needs no second download.
import { cardModule } from './options/card/card-option.js';

export type { PaymentMethodPayload } from './model/types.js';

export type { Clock } from './element/attributes.js';

let instances = 0;

/**
 * `<payment-dropin>`: a payment form that does what Braintree Drop-in 1.40.2 does, on the real
 * braintree-web, in its own shadow root.
 *
 * Give it an `authorization` (client token or tokenization key); every other Drop-in option is
 * a property of the same name, or all at once through `options`. Setup starts when the element
 * is connected with an authorization, and restarts if the authorization changes.
 *
 * @fires ready - setup finished; the widget is usable
 * @fires error - setup failed; `detail: {error, message}` (the panel is cleared)
 * @fires paymentMethodRequestable - `detail: {type, paymentMethodIsSelected}`, after setup, once per change
 * @fires noPaymentMethodRequestable - after setup, when nothing can be requested any more
 * @fires paymentOptionSelected - `detail: {paymentOption}`
 * @fires changeActiveView - `detail: {previousViewId, newViewId}`
 * @fires card:binAvailable - braintree-web's hosted-fields payload
 * @fires card:blur - braintree-web's hosted-fields payload
 * @fires card:cardTypeChange - braintree-web's hosted-fields payload
 * @fires card:empty - braintree-web's hosted-fields payload
 * @fires card:focus - braintree-web's hosted-fields payload
 * @fires card:inputSubmitRequest - braintree-web's hosted-fields payload
 * @fires card:notEmpty - braintree-web's hosted-fields payload
 * @fires card:validityChange - braintree-web's hosted-fields payload
 * @fires card-bin-available - colon-free alias of card:binAvailable (same detail)
 * @fires card-blur - colon-free alias of card:blur
 * @fires card-card-type-change - colon-free alias of card:cardTypeChange
 * @fires card-empty - colon-free alias of card:empty
 * @fires card-focus - colon-free alias of card:focus
 * @fires card-input-submit-request - colon-free alias of card:inputSubmitRequest
 * @fires card-not-empty - colon-free alias of card:notEmpty
 * @fires card-validity-change - colon-free alias of card:validityChange
 * @fires 3ds-customer-canceled - colon-free alias of 3ds:customer-canceled
 * @fires 3ds-authentication-modal-render - colon-free alias of 3ds:authentication-modal-render
 * @fires 3ds-authentication-modal-close - colon-free alias of 3ds:authentication-modal-close
 * @csspart panel - the whole widget
 * @csspart heading - each view's heading
 * @csspart option - an entry of the options list
 * @csspart method - a saved or added payment method
 * @csspart sheet - a payment sheet (also `card-sheet`)
 * @csspart field - a card field with its label, input and error
 * @csspart label - a card field's label
 * @csspart input - the box that holds a hosted-field frame
 * @csspart field-error - a card field's error
 * @csspart error - a view's error (also `sheet-error`)
 * @csspart toggle - the edit and "other ways to pay" toggles (also `edit-toggle`, `other-ways`)
 * @csspart button - the confirmation buttons (also `confirm-button`, `cancel-button`)
 * @csspart loader - the loading indicator
 * @cssproperty --pd-color-primary - accent: focus, selection, links (#1a56db)
 * @cssproperty --pd-color-text - text (#1f2328)
 * @cssproperty --pd-color-muted - secondary text (#57606a)
 * @cssproperty --pd-color-error - errors (#b42318)
 * @cssproperty --pd-color-border - borders (#8c959f)
 * @cssproperty --pd-color-surface - backgrounds (#ffffff)
 * @cssproperty --pd-color-selected - the selected method's background (#eef4ff)
 * @cssproperty --pd-radius - corner radius (6px)
 * @cssproperty --pd-font-family - font (system-ui)
 * @cssproperty --pd-font-size - base size (16px)
 * @cssproperty --pd-spacing - gaps (12px)
 * @cssproperty --pd-color-canvas - the ground behind the views in the dark theme (#0d1117)
 * @cssproperty --pd-color-focus - the focus ring's colour (the accent colour)
 * @cssproperty --pd-color-control - the radio dot's ring (#57606a)
 * @cssproperty --pd-focus-ring - an extra focus box-shadow (none)
 */
export class PaymentDropin extends LitElement {
  static override styles = dropinStyles;

  static override properties = {
    authorization: { type: String },
    locale: { type: String },
    translations: { attribute: false },
    paymentOptionPriority: { attribute: 'payment-option-priority', converter: jsonAttribute },
    // `card`, `paypal`, `paypalCredit`, `venmo`, `applePay`, `googlePay`: one per option in the registry.
    ...OPTION_ID_PROPERTIES,
    threeDSecure: { attribute: false },
    dataCollector: { attribute: false },
    vaultManager: { attribute: 'vault-manager', converter: booleanAttribute },
    preselectVaultedPaymentMethod: { attribute: 'preselect-vaulted-payment-method', converter: booleanAttribute },
    showDefaultPaymentMethodFirst: { attribute: 'show-default-payment-method-first', converter: booleanAttribute },
    hiddenVaultedPaymentMethodTypes: { attribute: 'hidden-vaulted-payment-method-types', converter: jsonAttribute },
    options: { attribute: false },
    theme: { type: String },
  };

  /** Client token or tokenization key (required). */
  authorization?: string;
  /** Locale id such as `de_DE` (34 locales; default English). */
  locale?: string;
  /** Merchant strings by translation key; angle brackets are escaped. */
  translations?: Record<string, string>;
  /** Order of the options list, e.g. `['paypal', 'card']`. */
  paymentOptionPriority?: unknown;
  // The payment options' typed fields: their reactive properties come from the registry (OPTION_ID_PROPERTIES),
  // but the TypeScript surface and the Custom Elements Manifest read fields written out, one per option.
  /**
   * `false` disables cards; `{cardholderName, overrides, vault, clearFieldsAfterTokenization}`.
   * @public
   */
  card?: DropinOptions['card'];
  /** @public */
  paypal?: DropinOptions['paypal'];
  /** @public */
  paypalCredit?: DropinOptions['paypalCredit'];
  /** @public */
  venmo?: DropinOptions['venmo'];
  /** @public */
  applePay?: DropinOptions['applePay'];
  /** @public */
  googlePay?: DropinOptions['googlePay'];
  threeDSecure?: DropinOptions['threeDSecure'];
  dataCollector?: DropinOptions['dataCollector'];
  /** Lets the shopper delete saved methods (Edit / Done editing). */
  vaultManager?: boolean;
  /** Select the first saved method on load (default true). */
  preselectVaultedPaymentMethod?: boolean;
  /** List the default saved method first (default true). */
  showDefaultPaymentMethodFirst?: boolean;
  /** Saved method types never to list (Apple Pay, Google Pay and Venmo never are). */
  hiddenVaultedPaymentMethodTypes?: unknown;
  /** Every Drop-in option at once; the individual properties win over it. */
  options?: Partial<DropinOptions>;
  /**
   * `light`, `dark` or `auto` (the default): auto follows the page's `color-scheme` where the
   * page chooses one, and the shopper's system setting otherwise. Also read from `options.theme`.
   */
  theme?: Theme;

  /** Timers; replace before connecting to drive the spec's delays in tests. */
  clock: Clock = realClock;

  private readonly idPrefix = `pd${++instances}`;
  private model: DropinState | undefined;
  private strings: Record<string, string> = { ...enUS };
  private generation = 0;
  private client: Client | undefined;
  private facts: ClientFacts | undefined;
  private readonly optionInstances = new OptionInstances(this, { card: cardModule });
  private readonly timers = new TimerController(this, () => this.clock);
  private readonly savedMethods = new SavedMethods(this.controllerHost());
  private readonly services = new SharedServices();
  /** Aborted when the current setup ends (teardown, removal, new authorization). */
  private setupAbort = new AbortController();
  private lastError: unknown;
  private failureMessage = '';
  private readonly viewFocus = new ViewFocus(this);
  /** The transition being performed shows the first view after setup. */
  private initialView = false;
  private started = false;
  /** `ready` was fired for the current setup (a teardown before it cancels the setup). */
  private readyFired = false;
  private teardownPromise: Promise<void> | undefined;
  private stopPolicyWatch: (() => void) | undefined;
  /** Provider setups in flight, by the part name the policy report uses, to fail at once when blocked. */
  private readonly providerSetups = new Map<string, Set<AbortController>>();
  /** Each option's own setup, to stop when its time-out passes. */
  private readonly optionSetups = new Map<PaymentOptionId, AbortController>();
  private readonly appearance = new Appearance(this);
  private readonly lists = new ListsGate(this);

  constructor() {
    super();
    // A shopper in the card form will see the methods list once they pay: its code loads now, off the
    // path from requestPaymentMethod() to the nonce.
    this.addEventListener('card:focus', () => void loadLists().catch(() => undefined), { once: true });
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    // Properties set right after creation (React, create()) land before the first update.
    void this.updateComplete.then(() => this.startIfReady());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move within the page reconnects in the same task; only a real removal tears down.
    queueMicrotask(() => {
      if (!this.isConnected && this.started) this.teardown().catch(() => undefined);
    });
  }

  /** A state that shows a list waits for the lists' code (see ListsGate); a new authorization or options never do. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (!changed.has('authorization') && !changed.has('options') && this.lists.holdsBack(this.model)) return false;
    return super.shouldUpdate(changed);
  }

  /** Settles once what the model shows is drawn, including a wait for the lists' code. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (await this.lists.settled()) complete = await super.getUpdateComplete();
    return complete;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.lists.adoptStyles(this.renderRoot, PaymentDropin.elementStyles);
    if (changed.has('theme') || changed.has('locale') || changed.has('options')) this.appearance.apply();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('authorization') && changed.get('authorization') !== undefined && this.started) {
      // A new authorization is a new shopper session: start again.
      void this.restart();
    } else if (changed.has('authorization') || changed.has('options')) {
      this.startIfReady();
    }
  }

  private startIfReady(): void {
    if (!this.isConnected || this.started) return;
    const read = this.collectOptions();
    if (read.ok && !read.options.authorization) {
      // Not yet: React and templates often set the token later. Tell the developer anyway.
      if (this.hasUpdated)
        this.fail(
          MESSAGES.authorizationRequired,
          new PaymentDropinError(MESSAGES.authorizationRequired, { kind: 'validation' }),
          false,
        );
      return;
    }
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
    // Whatever goes wrong in setup ends as an `error` event, never as an unhandled rejection.
    this.setup(read.options as unknown as DropinOptions, generation).catch((error: unknown) => {
      if (generation === this.generation) this.fail(MESSAGES.createFailed, error);
    });
  }

  private async restart(): Promise<void> {
    await this.runTeardownOnce('restart').catch(() => undefined);
    this.started = false;
    this.startIfReady();
  }

  /**
   * The options as the widget will use them, read once into plain data: `options`, then each
   * option property over it, then the `nonce` attribute. A throwing getter, a proxy, a cycle or a
   * wrong type comes back as a failure naming the option.
   */
  private collectOptions(): ReadOptions {
    const base = readOptions(this.options);
    if (!base.ok) return base;
    const merged: Record<string, unknown> = base.options;
    for (const name of OPTION_PROPERTIES) {
      let value: unknown;
      try {
        value = this[name];
      } catch (error) {
        return { ok: false, message: MESSAGES.createFailed, reason: `${name} could not be read (${String(error)})` };
      }
      if (value !== undefined) merged[name] = value;
    }
    // The built-in `nonce` property keeps the attribute's value after the browser hides it.
    if (merged.nonce === undefined && this.nonce) merged.nonce = this.nonce;
    return readOptions(merged);
  }

  // ---------------------------------------------------------------------------------------------
  // Setup

  private async setup(raw: DropinOptions, generation: number): Promise<void> {
    const current = (): boolean => generation === this.generation;
    const checked = validateOptions(raw, { requireContainer: false });
    if (!checked.ok) return this.fail(checked.message, new PaymentDropinError(checked.message, { kind: 'validation' }));
    const options = checked.options;
    this.resolvedOptions = options;
    // A provider's script or frame blocked by the page's policy is named, with what to allow.
    this.stopPolicyWatch?.();
    this.stopPolicyWatch = watchPolicyViolations((violation, message) => {
      console.error(`<payment-dropin>: ${message}`);
      // A blocked script never loads: its option fails now, not at its time-out.
      for (const controller of this.providerSetups.get(violation.part) ?? []) controller.abort(new Error(message));
    });

    // The locale's strings (a chunk of their own) and the gateway client load side by side.
    const clientLoad = createGatewayClient(options.authorization);
    clientLoad.catch(() => undefined); // answered below, or released when this setup ended meanwhile
    const localeStrings = await loadLocaleStrings(resolveLocale(options.locale)).catch(() => ({}));
    if (!current()) {
      clientLoad.then((client) => releaseGatewayClient(client)).catch(() => undefined);
      return;
    }
    this.strings = mergeStrings({
      english: enUS,
      localized: localeStrings as Record<string, string>,
      merchant: options.translations,
      charset: document.characterSet,
    });

    let client: Client;
    try {
      client = await clientLoad;
    } catch (error) {
      if (current()) this.fail(MESSAGES.createFailed, error);
      return;
    }
    if (!current()) {
      await releaseGatewayClient(client).catch(() => undefined);
      return;
    }
    this.client = client;
    const facts = clientFacts(client);
    this.facts = facts;

    const enabled = enabledPaymentOptions(options, facts.gateway, this.browserFacts());
    const offered = resolvePaymentOptionPriority(options.paymentOptionPriority, enabled);
    if (!offered.ok) return this.fail(offered.message, new PaymentDropinError(offered.message, { kind: 'validation' }));

    const config = createModelConfig(options, offered.value, facts.guestCheckout);
    // Saved methods to fetch, or more than one option: a list will be shown.
    if (!facts.guestCheckout || offered.value.some((id) => id !== 'card')) void loadLists();
    const transition = start(config);
    this.model = transition.state;
    this.requestUpdate();
    // Hosted-field containers must be in the shadow root before the frames are created.
    await this.updateComplete;
    if (!current()) return;
    this.perform(transition.effects);
  }

  private resolvedOptions: DropinOptions | undefined;

  private browserFacts(): BrowserFacts {
    return {
      secureContext: location.protocol === 'https:' || window.isSecureContext,
      global: window as unknown as Record<string, unknown>,
    };
  }

  private async startDependency(name: DependencyName): Promise<void> {
    const generation = this.generation;
    this.dispatch({ type: 'dependencyStarted', name });
    try {
      if (name === 'threeDSecure') {
        await this.services.startThreeDSecure(
          this.client!,
          this.resolvedOptions?.threeDSecure as ThreeDSecureOptions | undefined,
          () => generation === this.generation,
          (event, detail) => this.fire(event, detail),
        );
      } else if (name === 'dataCollector') {
        await this.services.startDataCollector(
          this.client!,
          this.resolvedOptions?.dataCollector,
          () => generation === this.generation,
        );
      } else {
        // A payment option: whichever the registry lists.
        const outcome = await this.optionInstances.start(
          this.optionContext(name),
          createOptionHost(this.optionHostWidget(), name),
        );
        if (outcome === 'not-enabled') {
          if (generation === this.generation) this.dispatch({ type: 'dependencyNotEnabled', name });
          this.settleSetupEarly();
          return;
        }
      }
      if (generation === this.generation) this.dispatch({ type: 'dependencyReady', name });
    } catch (error) {
      if (generation === this.generation) this.dispatch({ type: 'dependencyFailed', name, error });
    }
    this.settleSetupEarly();
  }

  private optionContext(id: PaymentOptionId): OptionContext {
    const options = this.resolvedOptions!;
    // Aborted with the whole setup, or alone when the page's policy blocks this option's script.
    const own = new AbortController();
    this.optionSetups.set(id, own);
    const part = optionDefinition(id).policyPart;
    if (part) {
      const setups = this.providerSetups.get(part) ?? new Set<AbortController>();
      this.providerSetups.set(part, setups);
      setups.add(own);
    }
    return {
      id,
      settings: options[id],
      options,
      client: this.client!,
      gateway: this.facts!.gateway,
      guestCheckout: this.facts!.guestCheckout,
      locale: options.locale,
      cspNonce: options.nonce,
      signal: AbortSignal.any([this.setupAbort.signal, own.signal]),
    };
  }

  /** The spec's 200 ms poll is the latest moment: finish setup as soon as nothing is pending. */
  private settleSetupEarly(): void {
    if (this.model?.phase === 'initializing') this.dispatch({ type: 'setupPollTick' });
  }

  /** The element as its controllers see it (read at each call). */
  private controllerHost() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters read the element's current setup.
    const element = this;
    return {
      get client() {
        return element.client;
      },
      get generation() {
        return element.generation;
      },
      dispatch: (action: DropinAction) => this.dispatch(action),
      settleSetupEarly: () => this.settleSetupEarly(),
    };
  }

  private fail(message: string, cause: unknown, clear = true): void {
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
      this.requestUpdate();
    }
    this.fire('error', { error, message });
  }

  // ---------------------------------------------------------------------------------------------
  // The model loop

  private dispatch(action: DropinAction): void {
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
    this.requestUpdate();
  }

  private perform(effects: readonly DropinEffect[]): void {
    for (const effect of effects) this.performOne(effect);
  }

  private performOne(effect: DropinEffect): void {
    switch (effect.kind) {
      case 'emit': {
        const event = effect.event;
        if (event.name === 'noPaymentMethodRequestable') this.fire(event.name, {});
        else this.fire(event.name, event.detail as never);
        return;
      }
      case 'analytics':
        if (this.facts) void sendAnalyticsEvent(this.facts, effect.event, this.idPrefix);
        return;
      case 'schedule':
        this.timers.schedule(effect.timer, effect.delayMs, effect.action, (action) => this.dispatch(action));
        return;
      case 'cancel':
        this.timers.cancel(effect.timer);
        return;
      case 'cancelAllTimers':
        this.timers.cancelAll();
        return;
      case 'showError':
        this.lastError = effect.error;
        return;
      case 'clearError':
        return;
      case 'log':
        console[effect.level](
          `<payment-dropin>: ${effect.message}`,
          ...(effect.error === undefined ? [] : [effect.error]),
        );
        return;
      case 'stopDependency':
        this.optionSetups.get(effect.name)?.abort(new Error(effect.reason));
        return;
      case 'startDependency':
        void this.startDependency(effect.name);
        return;
      case 'fetchSavedMethods':
        void this.savedMethods.fetch(effect.defaultFirst);
        return;
      case 'deleteVaultedMethod':
        void this.savedMethods.remove(effect.nonce);
        return;
      case 'focusCardField':
        // Only when the shopper navigated here: focusing on page load would steal the page's focus.
        if (!this.initialView)
          this.clock.setTimeout(() => this.optionInstances.get('card')?.focus?.(effect.field), effect.delayMs);
        return;
      case 'startWalletSession':
        void this.runWalletSession(effect.option);
        return;
      case 'setupSucceeded':
        this.readyFired = true;
        this.fire('ready', {});
        return;
      case 'setupFailed': {
        // Say why: each failed option's own error goes to the console and into the cause.
        const failures = this.model?.dependencyErrors ?? {};
        for (const [name, error] of Object.entries(failures))
          console.error(`<payment-dropin>: ${name} failed to set up.`, error);
        const cause = effect.cause ?? (Object.keys(failures).length > 0 ? failures : undefined);
        this.fail(effect.message, cause ?? new Error(effect.message));
        return;
      }
    }
  }

  /** Opens a wallet's payment sheet and hands its outcome to the model. */
  private async runWalletSession(option: WalletSessionOption): Promise<void> {
    const generation = this.generation;
    const instance = this.optionInstances.get(option);
    const outcome: WalletOutcome = instance?.startSession
      ? await instance.startSession().catch((error: unknown) => ({ kind: 'failed', error }) as const)
      : { kind: 'failed', error: new Error(`${option} is not available in this build.`) };
    if (generation === this.generation) this.dispatch({ type: 'walletSessionEnded', option, outcome });
  }

  private fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void {
    this.dispatchEvent(new DropinEvent(name, detail));
    const alias = aliasOf(name);
    if (alias) this.dispatchEvent(new CustomEvent(alias, { detail, bubbles: true, composed: true }));
  }

  /** The element as its option hosts see it (read at each call). */
  private optionHostWidget(): OptionHostWidget {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters read the element's current setup.
    const element = this;
    return {
      element,
      idPrefix: this.idPrefix,
      get generation() {
        return element.generation;
      },
      get model() {
        return element.model;
      },
      get clock() {
        return element.clock;
      },
      t: (key, values) => this.t(key, values),
      fire: (name, detail) => this.fire(name, detail),
      dispatch: (action) => this.dispatch(action),
      frameStyles: () => this.appearance.frameStyles(),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Public methods (Drop-in's)

  /**
   * Resolves to a payment method: tokenizes the card form in the card view, returns the
   * selected method in the methods view. Rejects with "No payment method is available." when
   * there is none (or in edit mode), and with braintree-web's error when tokenization fails.
   */
  requestPaymentMethod(options: { threeDSecure?: Record<string, unknown> } = {}): Promise<PaymentMethodPayload> {
    // A tokenized card is shown in the methods list: fetch the lists' code beside the tokenization.
    loadLists().catch(() => undefined);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the request reads the element's state as it changes.
    const element = this;
    return requestPaymentMethod(
      {
        get model() {
          return element.model;
        },
        get threeDSecureOptions() {
          return element.resolvedOptions?.threeDSecure as ThreeDSecureOptions | undefined;
        },
        services: this.services,
        instance: (id) => this.optionInstances.get(id),
        dispatch: (action) => this.dispatch(action),
        t: (key) => this.t(key),
        recordError: (cause) => {
          this.lastError = cause;
        },
      },
      options,
    );
  }

  /** Whether `requestPaymentMethod` would succeed without more input. */
  isPaymentMethodRequestable(): boolean {
    return this.model ? isPaymentMethodRequestable(this.model) : false;
  }

  /** Forgets the selected and unsaved methods and returns to the initial view. */
  clearSelectedPaymentMethod(): void {
    this.dispatch({ type: 'selectionCleared' });
  }

  /** Changes a wallet's or 3D Secure's option after setup (paypal, paypalCredit, applePay, googlePay, threeDSecure). */
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void {
    if (!isUpdatableProperty(property) || !this.resolvedOptions) return;
    const current = (this.resolvedOptions[property] ?? {}) as Record<string, unknown>;
    this.resolvedOptions = {
      ...this.resolvedOptions,
      [property]: applyConfigurationUpdate(property, typeof current === 'object' ? current : {}, key, value),
    };
    // The running option gets the change too (threeDSecure is read at verification time).
    if (property !== 'threeDSecure') this.optionInstances.updateConfiguration(property, key, value);
    this.dispatch({ type: 'configurationUpdated', property });
  }

  /** The options the shopper can use, in order (failed ones left out). */
  getAvailablePaymentOptions(): PaymentOptionId[] {
    if (!this.model) return [];
    const failed = new Set(disabledOptions(this.model));
    return availableOptions(this.model).filter((id) => !failed.has(id));
  }

  /**
   * Removes everything the widget set up: timers, hosted fields, vault manager, client, styles
   * and views. Resolves when all of it is gone; rejects with the last error seen.
   */
  teardown(): Promise<void> {
    return this.runTeardownOnce('teardown');
  }

  /** One teardown at a time: a second call gets the first one's promise. */
  private runTeardownOnce(reason: 'teardown' | 'restart'): Promise<void> {
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
    this.stopPolicyWatch?.();
    this.stopPolicyWatch = undefined;
    if (this.model) this.dispatch({ type: 'teardownRequested' });
    this.timers.cancelAll();
    const errors: unknown[] = [];
    this.setupAbort.abort(new Error('The widget was torn down.'));
    this.setupAbort = new AbortController();
    this.providerSetups.clear();
    this.optionSetups.clear();
    errors.push(...(await this.optionInstances.teardown()));
    const steps: Array<Promise<unknown> | undefined> = [
      ...this.services.teardown(),
      this.savedMethods.teardown(),
      this.client ? releaseGatewayClient(this.client) : undefined,
    ];
    for (const step of steps) await step?.catch((error: unknown) => errors.push(error));
    // braintree-web removes its frames; the light-DOM holders they were slotted through are ours.
    removeFieldHolders(this);
    this.client = undefined;
    this.facts = undefined;
    this.model = undefined;
    this.started = false;
    this.requestUpdate();
    await this.updateComplete;
    // Teardown removes the styles too: the shadow root is left empty.
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [];
    const last = errors.at(-1) ?? (this.failureMessage ? this.lastError : undefined);
    if (last !== undefined) throw last;
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  private t(key: string, values?: Record<string, string>): string {
    const template = this.strings[key] ?? key;
    return values ? format(template, values) : template;
  }

  override render() {
    const state = this.model;
    if (!state) {
      return this.teardownPromise
        ? nothing
        : html`<div class="panel" part="panel">
            ${loadingView({ active: !this.failureMessage, label: this.t('loadingLabel') })}
          </div>`;
    }
    return panelView({
      state,
      idPrefix: this.idPrefix,
      announcement: this.viewFocus.announcement,
      strings: this.strings,
      t: (key, values) => this.t(key, values),
      dispatch: (action) => this.dispatch(action),
      sheets: (props) => this.optionInstances.renderSheets(props),
    });
  }
}
