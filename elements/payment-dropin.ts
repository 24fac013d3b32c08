/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging -- the class and the `PaymentDropin` interface at the end merge on purpose: one typed field per payment option id */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { Appearance } from './controllers/appearance.js';
import { ListsGate } from './controllers/lists-gate.js';
import { WidgetSession } from './controllers/widget-session.js';
import {
  OPTION_ID_PROPERTIES,
  OPTION_PROPERTIES,
  booleanAttribute,
  jsonAttribute,
  realClock,
  type Clock,
  type Theme,
} from './element/attributes.js';
import { collectOptions } from './element/collect-options.js';
import { contentChanged } from './element/option-changes.js';
import type { planOptionChange } from './element/option-plan.js';
import type { FormControl } from './controllers/form-control.js';
import { loadLists, panelView } from './element/panel.js';
import { requestPaymentMethod } from './element/payment-request.js';
import { availableOptions, disabledOptions, isPaymentMethodRequestable } from './model/dropin-model.js';
import type { ReadOptions } from './model/read-options.js';
import type { DropinOptions, PaymentMethodPayload, PaymentOptionId, UpdatableProperty } from './model/types.js';
import { dropinStyles } from './styles.js';
import { loadingView } from './views/loading.view.js';
// Cards are on almost every page: bundled with the element, so a card-only page needs no second download.
import { cardModule } from './options/card/card-option.js';

export type { PaymentMethodPayload } from './model/types.js';

export type { Clock } from './element/attributes.js';

/**
 * `<payment-dropin>`: a payment form that does what Braintree Drop-in 1.40.2 does, on the real
 * braintree-web, in its own shadow root.
 *
 * Give it an `authorization` (client token or tokenization key); every other Drop-in option is
 * a property of the same name, or all at once through `options`. Setup starts when the element
 * is connected with an authorization (until one arrives it waits, quietly). An option changed
 * later is applied: in place where Drop-in's `updateConfiguration` can, by a clean restart otherwise.
 *
 * @fires ready - setup finished; the widget is usable
 * @fires paymentMethodRequestStart - a form field (with a `name`): it held its form's submission to ask for the payment method (cancelable)
 * @fires paymentMethodRequestEnd - that request ended: `detail: {error?}`; without an error the form is submitted again
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
 * @fires 3ds:customer-canceled - the shopper closed the 3D Secure challenge
 * @fires 3ds:authentication-modal-render - the 3D Secure challenge is shown
 * @fires 3ds:authentication-modal-close - the 3D Secure challenge closed
 * @fires payment-method-requestable - hyphenated name of paymentMethodRequestable (same detail)
 * @fires no-payment-method-requestable - hyphenated name of noPaymentMethodRequestable
 * @fires payment-option-selected - hyphenated name of paymentOptionSelected
 * @fires change-active-view - hyphenated name of changeActiveView
 * @fires card-bin-available - hyphenated name of card:binAvailable
 * @fires card-blur - hyphenated name of card:blur
 * @fires card-card-type-change - hyphenated name of card:cardTypeChange
 * @fires card-empty - hyphenated name of card:empty
 * @fires card-focus - hyphenated name of card:focus
 * @fires card-input-submit-request - hyphenated name of card:inputSubmitRequest
 * @fires card-not-empty - hyphenated name of card:notEmpty
 * @fires card-validity-change - hyphenated name of card:validityChange
 * @fires 3ds-customer-canceled - hyphenated name of 3ds:customer-canceled
 * @fires 3ds-authentication-modal-render - hyphenated name of 3ds:authentication-modal-render
 * @fires 3ds-authentication-modal-close - hyphenated name of 3ds:authentication-modal-close
 * @fires payment-method-request-start - hyphenated name of paymentMethodRequestStart
 * @fires payment-method-request-end - hyphenated name of paymentMethodRequestEnd
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
  /** A form field once it has a `name` (see `controllers/form-control.ts`); without one nothing changes. */
  static formAssociated = true;

  static override properties = {
    authorization: { type: String },
    locale: { type: String },
    // Object-valued options compare by content: an equal object made anew (a template or a render re-creating
    // it) is no change.
    translations: { attribute: false, hasChanged: contentChanged },
    paymentOptionPriority: {
      attribute: 'payment-option-priority',
      converter: jsonAttribute,
      hasChanged: contentChanged,
    },
    // One per option in the registry, named by its id.
    ...OPTION_ID_PROPERTIES,
    threeDSecure: { attribute: false, hasChanged: contentChanged },
    dataCollector: { attribute: false, hasChanged: contentChanged },
    vaultManager: { attribute: 'vault-manager', converter: booleanAttribute },
    preselectVaultedPaymentMethod: { attribute: 'preselect-vaulted-payment-method', converter: booleanAttribute },
    showDefaultPaymentMethodFirst: { attribute: 'show-default-payment-method-first', converter: booleanAttribute },
    hiddenVaultedPaymentMethodTypes: {
      attribute: 'hidden-vaulted-payment-method-types',
      converter: jsonAttribute,
      hasChanged: contentChanged,
    },
    options: { attribute: false, hasChanged: contentChanged },
    theme: { type: String },
    name: { type: String },
    deviceDataName: { type: String, attribute: 'device-data-name' },
    vaultedName: { type: String, attribute: 'vaulted-name' },
    required: { type: Boolean },
  };

  /** Client token or tokenization key (required). */
  authorization?: string;
  /** Locale id such as `de_DE` (34 locales; default English). */
  locale?: string;
  /** Merchant strings by translation key; angle brackets are escaped. */
  translations?: Record<string, string>;
  /** Order of the options list, e.g. `['paypal', 'card']`. */
  paymentOptionPriority?: unknown;
  // The payment options' fields (`card`, …, one per registry id, typed as `DropinOptions[id]`) come from the
  // registry: their reactive properties are OPTION_ID_PROPERTIES, their types the interface below, and the
  // build adds them to the Custom Elements Manifest.
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
  /** In a form: the nonce's field name. With it the element is a form field that posts the payment method. */
  name?: string;
  /** In a form: the device data's field name (default `device_data`). */
  deviceDataName?: string;
  /** In a form: the name of a field posting `1` for a saved method, `0` otherwise (none by default). */
  vaultedName?: string;
  /** In a form: not submitted until a payment method can be requested (`:invalid` until then). */
  required?: boolean;

  /** Timers; replace before connecting to drive the widget's delays (Drop-in's timings) in tests. */
  clock: Clock = realClock;

  /**
   * What the widget holds from setup to teardown, and the loop that runs its model: the element hands it
   * the options it reads, its public calls and its removal.
   */
  private readonly session = new WidgetSession(this, { card: cardModule }, () => this.appearance.frameStyles());
  private readonly appearance = new Appearance(this);
  private readonly lists = new ListsGate(this);
  /** The options the running setup uses: as read when it started, with the in-place updates since. */
  private applied: ReadOptions | undefined;
  /** A restart is under way; it reads the options as they are when it starts again. */
  private restarting = false;
  /** The option changes being applied, one after the other. */
  private planning: Promise<void> = Promise.resolve();
  /** The element's part in its form: its code loads once it has a `name`. */
  private formControl: FormControl | undefined;
  private formControlLoading = false;

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
      if (!this.isConnected && this.session.started) this.teardown().catch(() => undefined);
    });
  }

  /**
   * Option changes are acted on here, whether or not this update draws: a state that shows a list waits for the
   * lists' code (see ListsGate), and an update held back forgets what changed.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (OPTION_KEYS.some((name) => changed.has(name as keyof PaymentDropin))) this.applyOptionChanges();
    if (this.lists.holdsBack(this.session.model)) return false;
    return super.shouldUpdate(changed);
  }

  /**
   * While `requestPaymentMethod()` hands over its payload, the redraw waits for the next task (see Settling):
   * the merchant's code gets the nonce first. `updateComplete` still settles only once it is drawn.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const pending = this.session.settling.pending;
    return pending ? pending.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
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
    // Set up before the first drawing, so the gateway configuration is already on its way while it is drawn
    // (without an authorization yet the element waits: the option change that brings one starts it).
    if (!this.hasUpdated) this.startIfReady();
    if (this.name && !this.formControlLoading) this.loadFormControl();
  }

  private loadFormControl(): void {
    this.formControlLoading = true;
    import('./element/form-surface.js').then(
      ({ attachFormControl }) =>
        void (this.formControl = attachFormControl(this, this.session, this.appearance.internals)),
      (error: unknown) => console.error('<payment-dropin>: its form control could not load.', error),
    );
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.formControl?.formAssociated(form);
  }

  formResetCallback(): void {
    this.formControl?.formReset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formControl?.formDisabled(disabled);
  }

  /** Restores nothing: a nonce is single-use, and the element's value exists only while it submits its form. */
  formStateRestoreCallback(): void {}

  // A form control's own API, as an <input> has it (valid, with no form, until it has a `name`).

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.appearance.internals.form;
  }

  /** `valueMissing` while `required` and no payment method can be requested. */
  get validity(): ValidityState {
    return this.appearance.internals.validity;
  }

  /** What is missing, in the widget's own words (the card form's first field error, …). */
  get validationMessage(): string {
    return this.appearance.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.appearance.internals.willValidate;
  }

  checkValidity(): boolean {
    return this.appearance.internals.checkValidity();
  }

  /** As `form.reportValidity()` does for this field: the widget shows what is missing and focuses it. */
  reportValidity(): boolean {
    return this.appearance.internals.reportValidity();
  }

  private startIfReady(): void {
    if (!this.isConnected || this.session.started) return;
    // The options are read once, here, as Drop-in reads them at create(); without an authorization nothing
    // starts (frameworks often set it after the element is on the page, or only once hydrated).
    this.applied = collectOptions(this);
    this.session.start(this.applied);
  }

  /**
   * Whoever changed an option (a template, React, a script), the element applies it: in place through
   * `updateConfiguration` where Drop-in can, by a clean restart otherwise (see option-plan.ts, which loads the first
   * time an option changes after setup).
   */
  private applyOptionChanges(): void {
    if (!this.session.started) return this.startIfReady();
    this.planning = this.planning
      .then(() => import('./element/option-plan.js'))
      .then(
        ({ planOptionChange }) => this.applyPlan(planOptionChange),
        (error: unknown) => console.error('<payment-dropin>: the changed options could not be applied.', error),
      );
  }

  private applyPlan(plan: typeof planOptionChange): void {
    // Torn down meanwhile: the options are read afresh when it starts again.
    if (!this.session.started) return this.startIfReady();
    if (this.restarting || !this.applied) return;
    const next = collectOptions(this);
    const change = plan(this.applied, next);
    if (change.kind === 'none') return;
    // A setup that failed, or has no options yet, starts again with what is there now.
    if (change.kind === 'restart' || this.session.failureMessage || !this.session.options) {
      void this.restart();
      return;
    }
    this.applied = next;
    for (const { property, key, value } of change.updates) this.updateConfiguration(property, key, value);
  }

  private async restart(): Promise<void> {
    this.restarting = true;
    try {
      await this.session.teardown('restart').catch(() => undefined);
    } finally {
      this.restarting = false;
    }
    this.session.started = false;
    this.startIfReady();
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
    return requestPaymentMethod(this.session, options);
  }

  /** Whether `requestPaymentMethod` would succeed without more input. */
  isPaymentMethodRequestable(): boolean {
    const model = this.session.model;
    return model ? isPaymentMethodRequestable(model) : false;
  }

  /** Forgets the selected and unsaved methods and returns to the initial view. */
  clearSelectedPaymentMethod(): void {
    this.session.dispatch({ type: 'selectionCleared' });
  }

  /** Changes a wallet's or 3D Secure's option after setup (paypal, paypalCredit, applePay, googlePay, threeDSecure). */
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void {
    this.session.updateConfiguration(property, key, value);
  }

  /** The options the shopper can use, in order (failed ones left out). */
  getAvailablePaymentOptions(): PaymentOptionId[] {
    const model = this.session.model;
    if (!model) return [];
    const failed = new Set(disabledOptions(model));
    return availableOptions(model).filter((id) => !failed.has(id));
  }

  /**
   * Removes everything the widget set up: timers, hosted fields, vault manager, client, styles
   * and views. Resolves when all of it is gone; rejects with the last error seen.
   */
  teardown(): Promise<void> {
    return this.session.teardown('teardown');
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  override render() {
    const session = this.session;
    const state = session.model;
    if (!state) {
      return session.tornDown
        ? nothing
        : html`<div class="panel" part="panel">
            ${loadingView({ active: !session.failureMessage, label: session.t('loadingLabel') })}
          </div>`;
    }
    return panelView({
      state,
      idPrefix: session.idPrefix,
      announcement: session.viewFocus.announcement,
      string: (key) => session.string(key),
      t: (key, values) => session.t(key, values),
      dispatch: (action) => session.dispatch(action),
      sheets: (props) => session.instances.renderSheets(props),
    });
  }
}

/** The properties that carry options (the element reads them all at setup). */
const OPTION_KEYS: readonly string[] = [...OPTION_PROPERTIES, 'options'];

/**
 * Each payment option's settings as a typed field of the element, from the options' own declarations (merged
 * into the class: the reactive properties are declared in `properties`, so no class field may shadow them).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the class gets one field per option id
export interface PaymentDropin extends PaymentOptionFieldsOfElement {}

/** The options' fields, writable on the element (the model reads them as `DropinOptions`). */
type PaymentOptionFieldsOfElement = { -readonly [Id in PaymentOptionId]?: DropinOptions[Id] };
