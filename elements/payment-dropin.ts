import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { OptionInstances } from './controllers/option-instances.js';
import { describeViolation, watchPolicyViolations } from './csp-report.js';
import { PaymentDropinError, asPaymentDropinError } from './errors.js';
import { readOptions, type ReadOptions } from './model/read-options.js';
import { DropinEvent, aliasOf, type DropinEventDetails, type DropinEventName } from './events.js';
import { enUS, format, loadLocaleStrings, resolveLocale } from './i18n/index.js';
import { PAYMENT_METHOD_TYPE_BY_OPTION } from './model/constants.js';
import {
  availableOptions,
  canEditMethods,
  createModelConfig,
  decideRequest,
  disabledOptions,
  isMethodDeletable,
  isPaymentMethodRequestable,
  paymentMethods,
  reduce,
  start,
  type DropinAction,
  type DropinEffect,
  type DropinState,
  type TimerName,
  type WalletOutcome,
  type WalletSessionOption,
} from './model/dropin-model.js';
import { resolveErrorMessage } from './model/errors.js';
import { mergeStrings } from './model/locale.js';
import { MESSAGES } from './model/messages.js';
import {
  applyConfigurationUpdate,
  enabledPaymentOptions,
  isUpdatableProperty,
  resolvePaymentOptionPriority,
  validateOptions,
} from './model/options.js';
import {
  applyThreeDSecureResult,
  deleteConfirmation,
  formatPaymentMethodPayload,
  methodLabel,
  shouldVerifyThreeDSecure,
  threeDSecureVerifyOptions,
} from './model/payment-methods.js';
import type {
  BrowserFacts,
  DependencyName,
  DropinOptions,
  PaymentMethod,
  PaymentMethodPayload,
  PaymentOptionId,
  ThreeDSecureOptions,
  UpdatableProperty,
  ViewId,
} from './model/types.js';
import { sendAnalyticsEvent } from './provider/analytics.js';
import {
  clientFacts,
  createGatewayClient,
  releaseGatewayClient,
  type Client,
  type ClientFacts,
} from './provider/gateway-client.js';
// Parts only some pages use are loaded when their option is on (their braintree-web modules
// with them), so a card-only page does not download PayPal, 3D Secure or the data collector.
import type { DeviceDataCollector } from './provider/data-collector.js';
import type { ThreeDSecureProvider, VerifyCardRequest } from './provider/three-d-secure.js';
import type { Vault } from './provider/vault.js';
import { dropinStyles } from './styles.js';
import { deleteConfirmationView } from './views/delete-confirmation.view.js';
import { loadingView } from './views/loading.view.js';
import { methodsView, type MethodItem } from './views/methods.view.js';
import { optionsView } from './views/options.view.js';
import type { OptionContext, OptionHost, PaymentOptionDefinition, TokenizeResult } from './options/option.js';
import { OPTIONS, optionDefinition } from './options/registry.js';
// Cards are on almost every page: loaded with the element, so a card-only page needs no second download.
import './options/card/card-option.js';

export type { PaymentMethodPayload } from './model/types.js';

/** Timers the element owns; tests may pass a fake one. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Options that are objects or arrays in attributes are JSON. */
const jsonAttribute = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
};

/** `attr="false"` means false; present otherwise means true; absent leaves the default. */
const booleanAttribute = {
  fromAttribute(value: string | null): boolean | undefined {
    return value === null ? undefined : value !== 'false';
  },
};

let instances = 0;

/** The option names of SPEC §3 that are also element properties. */
const OPTION_PROPERTIES = [
  'authorization',
  'locale',
  'translations',
  'paymentOptionPriority',
  'card',
  'paypal',
  'paypalCredit',
  'venmo',
  'applePay',
  'googlePay',
  'threeDSecure',
  'dataCollector',
  'vaultManager',
  'preselectVaultedPaymentMethod',
  'showDefaultPaymentMethodFirst',
  'hiddenVaultedPaymentMethodTypes',
] as const;

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
 * @cssproperty --pd-focus-ring - focus box-shadow
 */
export class PaymentDropin extends LitElement {
  static override styles = dropinStyles;

  static override properties = {
    authorization: { type: String },
    locale: { type: String },
    translations: { attribute: false },
    paymentOptionPriority: { attribute: 'payment-option-priority', converter: jsonAttribute },
    card: { attribute: false },
    paypal: { attribute: false },
    paypalCredit: { attribute: false },
    venmo: { attribute: false },
    applePay: { attribute: false },
    googlePay: { attribute: false },
    threeDSecure: { attribute: false },
    dataCollector: { attribute: false },
    vaultManager: { attribute: 'vault-manager', converter: booleanAttribute },
    preselectVaultedPaymentMethod: { attribute: 'preselect-vaulted-payment-method', converter: booleanAttribute },
    showDefaultPaymentMethodFirst: { attribute: 'show-default-payment-method-first', converter: booleanAttribute },
    hiddenVaultedPaymentMethodTypes: { attribute: 'hidden-vaulted-payment-method-types', converter: jsonAttribute },
    options: { attribute: false },
  };

  /** Client token or tokenization key (required). */
  authorization?: string;
  /** Locale id such as `de_DE` (34 locales; default English). */
  locale?: string;
  /** Merchant strings by translation key; angle brackets are escaped. */
  translations?: Record<string, string>;
  /** Order of the options list, e.g. `['paypal', 'card']`. */
  paymentOptionPriority?: unknown;
  /** `false` disables cards; `{cardholderName, overrides, vault, clearFieldsAfterTokenization}`. */
  card?: DropinOptions['card'];
  paypal?: DropinOptions['paypal'];
  paypalCredit?: DropinOptions['paypalCredit'];
  venmo?: DropinOptions['venmo'];
  applePay?: DropinOptions['applePay'];
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

  /** Timers; replace before connecting to drive the spec's delays in tests. */
  clock: Clock = realClock;

  private readonly idPrefix = `pd${++instances}`;
  private model: DropinState | undefined;
  private strings: Record<string, string> = { ...enUS };
  private generation = 0;
  private client: Client | undefined;
  private facts: ClientFacts | undefined;
  private vault: Vault | undefined;
  private readonly optionInstances = new OptionInstances(this);
  /** Aborted when the current setup ends (teardown, removal, new authorization). */
  private setupAbort = new AbortController();
  private threeDSecureProvider: ThreeDSecureProvider | undefined;
  private deviceDataCollector: DeviceDataCollector | undefined;
  private timers = new Map<TimerName, unknown>();
  private lastError: unknown;
  private failureMessage = '';
  private announcement = '';
  private focusNextView = false;
  /** The method the delete confirmation was about: focus returns to it when the dialog closes. */
  private confirmingNonce: string | undefined;
  /** The transition being performed shows the first view after setup. */
  private initialView = false;
  private started = false;
  /** `ready` was fired for the current setup (a teardown before it cancels the setup). */
  private readyFired = false;
  private teardownPromise: Promise<void> | undefined;
  private stopPolicyWatch: (() => void) | undefined;
  /** Provider setups in flight, by the part name the policy report uses, to fail at once when blocked. */
  private readonly providerSetups = new Map<string, Set<AbortController>>();

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
    this.stopPolicyWatch = watchPolicyViolations((violation) => {
      const message = describeViolation(violation);
      console.error(`<payment-dropin>: ${message}`);
      // A blocked script never loads: its option fails now, not at its time-out.
      for (const controller of this.providerSetups.get(violation.part) ?? []) controller.abort(new Error(message));
    });

    const localeStrings = await loadLocaleStrings(resolveLocale(options.locale)).catch(() => ({}));
    if (!current()) return;
    this.strings = mergeStrings({
      english: enUS,
      localized: localeStrings as Record<string, string>,
      merchant: options.translations,
      charset: document.characterSet,
    });

    let client: Client;
    try {
      client = await createGatewayClient(options.authorization);
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
    const applePaySession = (
      window as { ApplePaySession?: { supportsVersion?(v: number): boolean; canMakePayments?(): boolean } }
    ).ApplePaySession;
    const applePay = this.resolvedOptions?.applePay;
    const version = (applePay && applePay.applePaySessionVersion) || 2;
    return {
      // Apple Pay JS runs only in a secure context: https, or localhost, which browsers treat alike.
      isHttps: location.protocol === 'https:' || window.isSecureContext,
      applePaySessionAvailable: Boolean(applePaySession),
      applePaySupportsVersion: Boolean(applePaySession?.supportsVersion?.(version)),
      applePayCanMakePayments: Boolean(applePaySession?.canMakePayments?.()),
      paypalBrowserSupported: true,
      // The PayPal SDK is loaded by the PayPal dependency itself; a failure disables the option.
      paypalSdkLoaded: true,
      // Venmo's browser check and Google Pay's ready-to-pay check are asynchronous and need their own
      // code: the option's module answers them (`isEnabled`), and an option that says no is left out.
      venmoBrowserSupported: true,
      googlePayReadyToPay: true,
    };
  }

  private async startDependency(name: DependencyName): Promise<void> {
    const generation = this.generation;
    this.dispatch({ type: 'dependencyStarted', name });
    try {
      switch (name) {
        case 'card':
        case 'paypal':
        case 'paypalCredit':
        case 'venmo':
        case 'applePay':
        case 'googlePay': {
          const outcome = await this.optionInstances.start(this.optionContext(name), this.optionHost(name));
          if (outcome === 'not-enabled') {
            if (generation === this.generation) this.dispatch({ type: 'dependencyNotEnabled', name });
            this.settleSetupEarly();
            return;
          }
          break;
        }
        case 'threeDSecure':
          await this.setupThreeDSecure(generation);
          break;
        case 'dataCollector': {
          const { createDataCollector } = await import('./provider/data-collector.js');
          const collector = await createDataCollector({
            client: this.client!,
            options: this.resolvedOptions?.dataCollector as never,
          });
          if (generation === this.generation) this.deviceDataCollector = collector;
          else await collector.teardown();
          break;
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

  private async setupThreeDSecure(generation: number): Promise<void> {
    const options = (this.resolvedOptions?.threeDSecure ?? {}) as ThreeDSecureOptions;
    const { createThreeDSecure, THREE_D_SECURE_EVENTS } = await import('./provider/three-d-secure.js');
    const created = await createThreeDSecure({
      client: this.client!,
      cardinalSDKConfig: options.cardinalSDKConfig as never,
    });
    if (generation !== this.generation) return created.teardown();
    this.threeDSecureProvider = created;
    for (const name of THREE_D_SECURE_EVENTS) created.on(name, () => this.fire(`3ds:${name}`, {}));
  }

  /** The spec's 200 ms poll is the latest moment: finish setup as soon as nothing is pending. */
  private settleSetupEarly(): void {
    if (this.model?.phase === 'initializing') this.dispatch({ type: 'setupPollTick' });
  }

  /** The vault manager, created once; one made for a widget torn down meanwhile is disposed of. */
  private async vaultFor(generation: number): Promise<Vault> {
    if (this.vault) return this.vault;
    const { createVault } = await import('./provider/vault.js');
    const vault = await createVault(this.client!);
    if (generation !== this.generation) {
      await vault.teardown();
      throw new Error('The widget was torn down.');
    }
    this.vault ??= vault;
    return this.vault;
  }

  private async fetchSavedMethods(defaultFirst: boolean): Promise<void> {
    const generation = this.generation;
    try {
      const vault = await this.vaultFor(generation);
      const methods = await vault.fetch(defaultFirst);
      if (generation !== this.generation) return;
      this.dispatch({
        type: 'savedMethodsLoaded',
        methods: methods.map((m) => ({ ...m, vaulted: true }) as unknown as PaymentMethod),
      });
    } catch (error) {
      if (generation === this.generation) this.dispatch({ type: 'savedMethodsLoadFailed', error });
    }
    this.settleSetupEarly();
  }

  private async deleteVaultedMethod(nonce: string): Promise<void> {
    const generation = this.generation;
    try {
      await (await this.vaultFor(generation)).remove(nonce);
      if (generation === this.generation) this.dispatch({ type: 'deleteSucceeded' });
    } catch (error) {
      if (generation === this.generation) this.dispatch({ type: 'deleteFailed', error });
    }
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
    if (state.pendingDeletion) this.confirmingNonce = state.pendingDeletion.nonce;
    this.model = state;
    this.initialView = previousView === null;
    this.perform(effects);
    if (state.activeView !== previousView) this.onViewChanged(previousView, state.activeView);
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
      case 'schedule': {
        this.cancelTimer(effect.timer);
        const handle = this.clock.setTimeout(() => {
          this.timers.delete(effect.timer);
          this.dispatch(effect.action);
        }, effect.delayMs);
        this.timers.set(effect.timer, handle);
        return;
      }
      case 'cancel':
        this.cancelTimer(effect.timer);
        return;
      case 'cancelAllTimers':
        for (const timer of [...this.timers.keys()]) this.cancelTimer(timer);
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
      case 'startDependency':
        void this.startDependency(effect.name);
        return;
      case 'fetchSavedMethods':
        void this.fetchSavedMethods(effect.defaultFirst);
        return;
      case 'deleteVaultedMethod':
        void this.deleteVaultedMethod(effect.nonce);
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

  private cancelTimer(timer: TimerName): void {
    if (!this.timers.has(timer)) return;
    this.clock.clearTimeout(this.timers.get(timer));
    this.timers.delete(timer);
  }

  private fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void {
    this.dispatchEvent(new DropinEvent(name, detail));
    const alias = aliasOf(name);
    if (alias) this.dispatchEvent(new CustomEvent(alias, { detail, bubbles: true, composed: true }));
  }

  /** Focus follows the shopper into a new view, and a polite live region says where they are. */
  private onViewChanged(previous: ViewId | null, next: ViewId | null): void {
    if (next === null) return;
    this.announcement = previous === null ? '' : this.t('viewChangedAnnouncement', { viewName: this.viewName(next) });
    // Never steal focus from the page on load; move it only when the shopper is in the widget.
    this.focusNextView = previous !== null && this.matches(':focus-within');
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    if (this.focusNextView && this.model?.activeView) {
      this.focusNextView = false;
      const view = this.model.activeView;
      if (view === 'card') return; // the model focuses the first card field itself
      const returning = view === 'methods' && this.confirmingNonce !== undefined;
      const target =
        view === 'delete-confirmation'
          ? this.renderRoot.querySelector<HTMLElement>('[data-view="delete-confirmation"] [data-answer="no"]')
          : ((returning
              ? this.renderRoot.querySelector<HTMLElement>(
                  `[data-view="methods"] [data-nonce="${CSS.escape(this.confirmingNonce!)}"]`,
                )
              : null) ?? this.renderRoot.querySelector<HTMLElement>(`[data-view="${view}"] h2`));
      if (view !== 'delete-confirmation') this.confirmingNonce = undefined;
      target?.focus();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Card sheet host

  /** The widget as option `id` sees it. */
  private optionHost(id: PaymentOptionId): OptionHost {
    const generation = this.generation;
    const current = (): boolean => generation === this.generation;
    return {
      idPrefix: this.idPrefix,
      // Read at each call: tests replace the clock after setup.
      clock: {
        setTimeout: (callback, ms) => this.clock.setTimeout(callback, ms),
        clearTimeout: (handle) => this.clock.clearTimeout(handle),
      },
      charset: document.characterSet,
      t: (key, values) => this.t(key, values),
      holder: (name) => this.fieldHolder(name),
      find: (elementId) => this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(elementId)}`),
      fire: (name, detail) => {
        if (current()) this.fire(name, detail);
      },
      addPaymentMethod: (method) => {
        if (current()) this.dispatch({ type: 'paymentMethodAdded', method });
      },
      reportError: (error) => {
        if (current() && this.model?.activeView === id) this.dispatch({ type: 'errorReported', error });
      },
      requestSession: () => {
        if (current() && (id === 'applePay' || id === 'googlePay' || id === 'venmo'))
          this.dispatch({ type: 'walletSessionRequested', option: id });
      },
      appSwitchReturned: (result) => {
        if (current()) this.dispatch({ type: 'appSwitchReturned', option: id, result });
      },
      completenessChanged: (isComplete) => {
        if (current() && this.model && this.model.cardFormComplete !== isComplete)
          this.dispatch({ type: 'cardValidityChanged', isComplete });
      },
      requestUpdate: () => this.requestUpdate(),
      focusInHolder: () => {
        // Frames of shadow-DOM containers live in our light DOM, slotted into the containers.
        const active = (this.getRootNode() as Document | ShadowRoot).activeElement;
        const slot = active?.tagName === 'IFRAME' ? active.parentElement?.assignedSlot : null;
        return Boolean(slot?.closest('[data-hosted-field]'));
      },
      frameStyles: () => this.frameStyles(),
    };
  }

  /**
   * The light-DOM holder a hosted field's frame goes into, slotted into its container in the
   * shadow root. braintree-web, given a container inside a shadow root, makes such a holder itself,
   * but also injects a `<style>` into the shadow root for it, which a Content-Security-Policy
   * without 'unsafe-inline' blocks (and hosted-fields setup then throws). A holder in the light DOM
   * is an ordinary container to braintree-web: it injects nothing, and our adopted stylesheet lays
   * the holder out through `::slotted`.
   */
  private fieldHolder(field: string): HTMLElement {
    const name = `${this.idPrefix}-${field}`;
    const existing = [...this.children].find((child) => child.getAttribute('slot') === name);
    if (existing) return existing as HTMLElement;
    const holder = document.createElement('div');
    holder.setAttribute('slot', name);
    holder.dataset.pdHolder = field;
    this.append(holder);
    return holder;
  }

  /** The frames cannot see our custom properties, so their resolved values are passed in. */
  private frameStyles(): Record<string, Record<string, string>> {
    const panel = this.renderRoot.querySelector('.panel') ?? this;
    const style = getComputedStyle(panel);
    const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
    return {
      input: {
        color: read('--_pd-text', '#1f2328'),
        'font-family': read('--_pd-font', 'system-ui, sans-serif'),
        'font-size': read('--_pd-size', '16px'),
      },
      ':focus': { color: read('--_pd-text', '#1f2328') },
      '.invalid': { color: read('--_pd-error', '#b42318') },
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Public methods (Drop-in's)

  /**
   * Resolves to a payment method: tokenizes the card form in the card view, returns the
   * selected method in the methods view. Rejects with "No payment method is available." when
   * there is none (or in edit mode), and with braintree-web's error when tokenization fails.
   */
  async requestPaymentMethod(_options: { threeDSecure?: Record<string, unknown> } = {}): Promise<PaymentMethodPayload> {
    if (!this.model) throw new PaymentDropinError(MESSAGES.noPaymentMethod, { kind: 'setup' });
    const decision = decideRequest(this.model);
    try {
      let method: PaymentMethod;
      if (decision.kind === 'reject') {
        if (decision.sheetError) this.dispatch({ type: 'errorReported', error: decision.sheetError });
        throw new PaymentDropinError(decision.message, { kind: 'validation' });
      } else if (decision.kind === 'returnSelected') {
        method = decision.method;
      } else {
        method = await this.tokenizeCard();
      }
      method = await this.verifyThreeDSecure(method, _options.threeDSecure);
      if (this.deviceDataCollector) method = { ...method, deviceData: this.deviceDataCollector.deviceData };
      const payload = formatPaymentMethodPayload(method);
      this.dispatch({ type: 'requestSucceeded', method });
      return payload;
    } catch (error) {
      this.dispatch({ type: 'requestFailed' });
      // braintree-web's own errors keep their message, code and type, inside our class.
      throw asPaymentDropinError(error, {
        message: error instanceof Error ? error.message : MESSAGES.noPaymentMethod,
        kind: 'provider',
      });
    }
  }

  /**
   * Cards (and non-network-tokenized Google Pay cards) go through 3D Secure when it is
   * configured. Requestable stays as it is until verification ends, so a merchant never sees a
   * method as selected before the challenge is done.
   */
  private async verifyThreeDSecure(
    method: PaymentMethod,
    requestOptions: Record<string, unknown> | undefined,
  ): Promise<PaymentMethod> {
    if (!this.threeDSecureProvider || !this.model || !shouldVerifyThreeDSecure(method, this.model.config.threeDSecure))
      return method;
    const configured = (this.resolvedOptions?.threeDSecure ?? {}) as ThreeDSecureOptions;
    const options = threeDSecureVerifyOptions(method, configured.amount, requestOptions);
    this.dispatch({ type: 'verificationStarted' });
    try {
      const result = await this.threeDSecureProvider.verifyCard({
        ...(options as unknown as VerifyCardRequest),
        onLookupComplete: (_data, next) => next(),
      });
      return applyThreeDSecureResult(method, result);
    } catch (cause) {
      this.lastError = cause;
      console.error(`<payment-dropin>: ${MESSAGES.threeDSecureAuthenticationFailed}`, cause);
      this.dispatch({ type: 'selectionCleared' });
      this.dispatch({ type: 'errorReported', error: 'threeDSecureAuthenticationError' });
      throw new PaymentDropinError(MESSAGES.threeDSecureAuthenticationFailed, { kind: 'provider', cause });
    } finally {
      this.dispatch({ type: 'verificationFinished' });
    }
  }

  private async tokenizeCard(): Promise<PaymentMethod> {
    const sheet = this.optionInstances.get('card');
    if (!sheet?.tokenize) throw new Error(MESSAGES.noPaymentMethod);
    this.dispatch({ type: 'cardTokenizationStarted' });
    let result: TokenizeResult;
    try {
      result = await sheet.tokenize();
    } catch (error) {
      this.dispatch({ type: 'cardTokenizationFailed', error });
      throw error;
    }
    if (result.kind === 'invalid') {
      this.dispatch({ type: 'cardSubmitInvalid' });
      throw new PaymentDropinError(this.t(result.sheetError), {
        kind: 'validation',
        code: 'HOSTED_FIELDS_FIELDS_INVALID',
        type: 'CUSTOMER',
      });
    }
    this.dispatch({ type: 'paymentMethodAdded', method: result.method });
    return result.method;
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
    for (const timer of [...this.timers.keys()]) this.cancelTimer(timer);
    const errors: unknown[] = [];
    this.setupAbort.abort(new Error('The widget was torn down.'));
    this.setupAbort = new AbortController();
    this.providerSetups.clear();
    errors.push(...(await this.optionInstances.teardown()));
    const steps: Array<Promise<unknown> | undefined> = [
      this.threeDSecureProvider?.teardown(),
      this.deviceDataCollector?.teardown(),
      this.vault?.teardown(),
      this.client ? releaseGatewayClient(this.client) : undefined,
    ];
    for (const step of steps) await step?.catch((error: unknown) => errors.push(error));
    // braintree-web removes its frames; the light-DOM holders they were slotted through are ours.
    for (const child of [...this.children]) if (child.hasAttribute('data-pd-holder')) child.remove();
    this.threeDSecureProvider = undefined;
    this.deviceDataCollector = undefined;
    this.vault = undefined;
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

  private viewName(view: ViewId): string {
    switch (view) {
      case 'methods':
        return this.t('paymentMethodsListLabel');
      case 'options':
        return this.t('chooseAWayToPay');
      case 'delete-confirmation':
        return this.t('deleteDialogLabel');
      case 'card':
        return this.t('payWithCard');
      default:
        return this.t(optionDefinition(view).labelKey);
    }
  }

  private methodItem(method: PaymentMethod, state: DropinState): MethodItem {
    const label = methodLabel(method);
    return {
      nonce: method.nonce,
      icon: method.type === 'CreditCard' ? String(method.details.cardType ?? 'Card') : method.type,
      label: label.titleKey
        ? this.t(label.titleKey, { lastFourCardDigits: label.lastFour ?? '' })
        : (label.title ?? ''),
      secondary: label.subtitleKey ? this.t(label.subtitleKey) : undefined,
      selected: state.activeMethod?.nonce === method.nonce,
      disabled: state.editMode && !isMethodDeletable(state, method),
      disabledReason: this.t('savedMethodSubscriptionLabel'),
    };
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
    const ready = state.phase === 'ready';
    const view = ready ? state.activeView : null;
    const failed = new Set(disabledOptions(state));
    const options = availableOptions(state);
    const methods = paymentMethods(state);
    const sheetError = state.sheetError ? resolveErrorMessage(state.sheetError.error, this.strings) : '';
    const pending = state.pendingDeletion;
    const active = state.activeMethod;
    const activeLabel = active
      ? this.t(active.type === 'CreditCard' ? 'Card' : optionDefinition(optionOfType(active.type)).labelKey)
      : '';

    return html`<div class="panel" part="panel" aria-busy=${state.loading ? 'true' : 'false'}>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${loadingView({ active: state.loading, label: this.t(state.deletion ? 'deletingPaymentMethodLabel' : 'loadingLabel') })}
      ${methodsView({
        active: view === 'methods',
        idPrefix: this.idPrefix,
        heading: state.editMode
          ? this.t('editPaymentMethods')
          : active
            ? this.t('payingWith', { paymentSource: activeLabel })
            : this.t('chooseAWayToPay'),
        methods: methods.map((m) => this.methodItem(m, state)),
        editMode: state.editMode,
        editToggle: canEditMethods(state)
          ? {
              label: this.t(state.editMode ? 'doneEditing' : 'edit'),
              onToggle: () => this.dispatch({ type: state.editMode ? 'editModeLeft' : 'editModeEntered' }),
            }
          : undefined,
        otherWays: state.toggleVisible
          ? { label: this.t('chooseAnotherWayToPay'), onChoose: () => this.dispatch({ type: 'otherWaysToPayToggled' }) }
          : undefined,
        error: view === 'methods' ? sheetError : '',
        deleteLabel: () => `${this.t('deleteDialogLabel')}:`,
        onSelect: (nonce) => this.dispatch({ type: 'paymentMethodSelected', nonce }),
      })}
      ${deleteConfirmationView({
        active: view === 'delete-confirmation',
        idPrefix: this.idPrefix,
        message: pending ? this.deleteMessage(pending) : '',
        yesLabel: this.t('deleteConfirmationButton'),
        noLabel: this.t('deleteCancelButton'),
        onYes: () => this.dispatch({ type: 'deleteConfirmed' }),
        onNo: () => this.dispatch({ type: 'deleteDeclined' }),
      })}
      ${
        options.length > 1
          ? optionsView({
              active: view === 'options' || (view === 'methods' && state.otherOptionsVisible),
              idPrefix: this.idPrefix,
              heading: view === 'options' ? this.t('chooseAWayToPay') : this.t('otherWaysToPay'),
              options: options.map((id) => ({
                id,
                label: this.t(optionDefinition(id).labelKey),
                icon: id === 'card' ? 'Card' : PAYMENT_METHOD_TYPE_BY_OPTION[id],
                error: failed.has(id) ? MESSAGES.developerError : undefined,
              })),
              onSelect: (id) => this.dispatch({ type: 'paymentOptionSelected', option: id as PaymentOptionId }),
            })
          : nothing
      }
      ${this.optionInstances.renderSheets((id) => ({
        active: view === id,
        idPrefix: this.idPrefix,
        heading: this.t(sheetHeadingKey(optionDefinition(id))),
        error: view === id ? sheetError : '',
        busy: id === 'card' && state.cardBusy,
      }))}
      ${
        view !== null && view in OPTIONS && state.toggleVisible
          ? html`<button
              type="button"
              class="link"
              part="toggle other-ways"
              @click=${() => this.dispatch({ type: 'otherWaysToPayToggled' })}
            >
              ${this.t(methods.length > 0 ? 'chooseAnotherWayToPay' : 'otherWaysToPay')}
            </button>`
          : nothing
      }
    </div>`;
  }

  private deleteMessage(method: PaymentMethod): string {
    const confirmation = deleteConfirmation(method);
    return this.t(confirmation.key, {
      identifier: confirmation.identifier ?? '',
      secondaryIdentifier: confirmation.secondaryIdentifier ? this.t(confirmation.secondaryIdentifier) : '',
    });
  }
}

function sheetHeadingKey(definition: PaymentOptionDefinition): string {
  return definition.sheetHeadingKey ?? definition.labelKey;
}

function optionOfType(type: PaymentMethod['type']): PaymentOptionId {
  const entry = Object.entries(PAYMENT_METHOD_TYPE_BY_OPTION).find(([, t]) => t === type);
  return (entry?.[0] ?? 'card') as PaymentOptionId;
}
