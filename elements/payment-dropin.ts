/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging -- the class and the `PaymentDropin` interface at the end merge on purpose: one typed field per payment option id */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Appearance } from './controllers/appearance.js';
import { ListsGate } from './controllers/lists-gate.js';
import type { FormControl } from './controllers/form-control.js';
import { WidgetSession } from './controllers/widget-session.js';
import {
  OPTION_ID_PROPERTIES,
  OPTION_PROPERTIES,
  booleanAttribute,
  expressAttribute,
  jsonAttribute,
  realClock,
  type Theme,
} from './element/attributes.js';
import { contentChanged } from './element/option-changes.js';
import { loadLists, loadedLists } from './element/lists-loader.js';
import { panelView } from './element/panel.js';
import { WaitingWords, waitingPanel } from './element/waiting-panel.js';
import { availableOptions, isPaymentMethodRequestable, type DropinAction } from './model/dropin-model.js';
import type { Clock } from './options/kit/option.js';
import { nextFrame, nextTask, whenIdle } from './options/kit/next-task.js';
import type { DropinOptions, PaymentMethodPayload, PaymentOptionId, UpdatableProperty } from './vocabulary/types.js';
import { dropinStyles } from './styles.js';
import { asPaymentDropinError } from './vocabulary/errors.js';
import { MESSAGES } from './vocabulary/messages.js';
import { loadingView } from './views/loading.view.js';
import { payingCode } from './setup/model-parts.js';
// Cards are on almost every page: bundled with the element, so a card-only page needs no second download to be ready
// (the card sheet's typing half, and the payment's code, follow once it is).
import { cardModule } from './options/card/card-option.js';
import { loadCardTyping } from './options/card/card-sheet.js';

export type { PaymentMethodPayload } from './vocabulary/types.js';

export type { Clock } from './options/kit/option.js';

// The payment options' declarations fill the vocabulary's types (their ids, settings and method types): named here so
// that every program reading the element's types, the published declarations included, reads them too.
export type { RegisteredOptions } from './options/registry.js';

/**
 * `<payment-dropin>`: a payment form that does what Braintree Drop-in 1.40.2 does, on the real
 * braintree-web, in its own shadow root.
 *
 * Give it an `authorization` (client token or tokenization key); every other Drop-in option is
 * a property of the same name, or all at once through `options`. Setup starts when the element
 * is connected with an authorization (until one arrives it waits, quietly). An option changed
 * later is applied: in place where Drop-in's `updateConfiguration` can, by a clean restart otherwise.
 *
 * Its events (Drop-in's, `ready` and `error`, each also under a hyphenated name) are the table in
 * `vocabulary/events.ts`; the build lists them in the Custom Elements Manifest from there.
 *
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
    // `express` (boolean) or `express='["applePay","paypal"]'`.
    express: { converter: expressAttribute, hasChanged: contentChanged },
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
  /** Merchant strings by translation key; always shown as text, never read as markup. */
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
  /**
   * Ours: the wallets' own buttons in a row above the options list, to pay in one tap. `true` for every wallet
   * offered, or the wallets by id (`['applePay', 'paypal']`); drawn in `paymentOptionPriority`'s order.
   */
  express?: unknown;
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
   * The widget's session with the gateway: it starts a setup once the element is on the page with an authorization,
   * applies the options changed later, and tears down on removal. The element hands it its public calls.
   */
  readonly #session = new WidgetSession(this, { card: cardModule }, () => this.#appearance.frameStyles());
  readonly #appearance = new Appearance(this);
  readonly #lists = new ListsGate(this, () => PaymentDropin.elementStyles);
  /** The words of the view drawn before the gateway answers. */
  readonly #waitingWords = new WaitingWords();
  /** The element's part in its form: its code loads once it has a `name`. */
  #formControl: FormControl | undefined;
  /** The form control's code on its way (settled once it is attached, or failed to load). */
  #formControlLoading: Promise<void> | undefined;
  /**
   * The option picked in the options list drawn while setup runs (before the gateway answers, and while the model
   * initializes): shown picked, and opened once setup is done (`updated`), so a pick there is not lost.
   */
  #earlyChoice: PaymentOptionId | null = null;
  /** What the views ask of the model; a pick in the options list while setup runs is kept for when it is done. */
  readonly #fromView = (action: DropinAction): void => {
    if (action.type === 'paymentOptionSelected' && this.#session.model?.phase !== 'ready') {
      this.#earlyChoice = action.option;
      this.requestUpdate();
    } else this.#session.dispatch(action);
  };
  /** Whether the last drawing showed setup under way (the gateway not answered yet, or the model initializing). */
  #drewSetupUnderWay = true;

  constructor() {
    super();
    // A shopper in the card form will see the methods list once they pay: its code loads when the page is next idle
    // after ready, ahead of the shopper, off the path from requestPaymentMethod() to the nonce. Loaded at the card's
    // first focus instead, it ran between the shopper's first keystrokes (the first two card events about 9 ms later
    // in the bench); the focus still asks for it, should the shopper be quicker than the page.
    // The payment's code (requestPaymentMethod, and the card sheet's reactions to typing where cards are offered) is
    // not needed before ready either: it is fetched then, in the next task, once the page's own `ready` listeners have
    // run. Asked for inside the event, the fetches ran before them: a bundler that preloads a chunk's imports (Vite)
    // adds its links to the page then, and that was most of what our code did in the task that fired ready (a CPU
    // profile of the bench's page).
    const loadListsLater = (): void => void loadLists().catch(() => undefined);
    const ready = (): void =>
      void nextTask().then(() => {
        void whenIdle(LISTS_IDLE_TIMEOUT_MS).then(loadListsLater);
        // Once it is here, it rehearses a payment when the page is idle, so that V8 compiles its code then and not
        // between the shopper's press and the nonce (see `rehearse`).
        payingCode.load().then(
          (code) => code.rehearseWhenIdle(() => this.#session.setup),
          () => undefined,
        );
        const model = this.#session.model;
        if (model && availableOptions(model).includes('card')) loadCardTyping().catch(() => undefined);
      });
    this.addEventListener('ready', ready, { once: true });
    this.addEventListener('card:focus', loadListsLater, { once: true });
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    // With its authorization already set, the element asks for the gateway's configuration before it adopts its
    // styles and draws: the request is the first thing ready waits for.
    this.#session.connecting();
    super.connectedCallback();
  }

  /**
   * Moved by moveBefore(): the frames in it stay loaded, and the setup goes on (without this, the browser calls
   * disconnectedCallback and connectedCallback, as for a removal and insertion, after which it sets up again).
   */
  connectedMoveCallback(): void {}

  /**
   * Option changes are acted on here, whether or not this update draws: a state that shows a list waits for the
   * lists' code (see ListsGate), and an update held back forgets what changed.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (OPTION_KEYS.some((name) => changed.has(name as keyof PaymentDropin))) this.#session.optionsChanged();
    if (this.#lists.holdsBack(this.#session.model)) return false;
    return super.shouldUpdate(changed);
  }

  /**
   * The one rule for when a redraw waits, and for what (`updateComplete` still settles only once it is drawn):
   * - while `requestPaymentMethod()` hands over its payload, for the next task (see Settling): the merchant's code gets
   *   the nonce before the panel is drawn again;
   * - else while the last drawing shows setup under way, for the next animation frame: setup's answers come one task
   *   after another (the locale's words, each wallet ready or not, the saved methods), and those of one frame are
   *   drawn in one update, just before the frame is painted, not one each. The drawing of setup's end waits too, so it
   *   joins the answers of its frame instead of drawing a second time before that frame is painted (it is painted in
   *   that frame either way; the `ready` event does not wait for it).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const settingUp = this.hasUpdated && this.#session.setup && this.#drewSetupUnderWay;
    const wait = this.#session.settling.pending ?? (settingUp ? nextFrame() : undefined);
    return wait ? wait.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * Settles once what the model shows is drawn, including a wait for the lists' code, and for the form control's while
   * it is on its way (what it draws, a disabled fieldset's inert panel, is then drawn too).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    if (!this.#formControl && this.#formControlLoading) {
      await this.#formControlLoading;
      complete = await super.getUpdateComplete();
    }
    while (await this.#lists.settled()) complete = await super.getUpdateComplete();
    return complete;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme') || changed.has('locale') || changed.has('options')) this.#appearance.apply();
    // Set up before the first drawing, so the gateway configuration is already on its way while it is drawn
    // (without an authorization yet the element waits: the option change that brings one starts it).
    if (!this.hasUpdated) this.#session.startIfReady();
    if (this.name && !this.#formControlLoading) this.#loadFormControl();
  }

  protected override updated(): void {
    const model = this.#session.model;
    this.#drewSetupUnderWay = !model || model.phase === 'initializing';
    // A pick made while setup ran counts as made now, if setup opened on the list it was made in (the model then
    // opens the option if it set up, moves focus and announces it, as for any pick).
    const option = this.#earlyChoice;
    if (option && model?.phase === 'ready') {
      this.#earlyChoice = null;
      if (model.activeView === 'options') this.#session.dispatch({ type: 'paymentOptionSelected', option });
    }
    // The express row's containers are drawn empty; each wallet then puts its own button in its container once.
    // Only with the `express` option: no other page looks for the row's containers after each update.
    const setup = this.#session.setup;
    if (setup?.model?.config.express)
      loadedLists()?.drawExpressButtons(this.renderRoot, (id) => setup.instances.get(id));
  }

  /**
   * The form control's code is asked for from the task after the first drawing's: asking for a chunk costs the
   * bundler's preload links, and on a React page the first drawing shares its task with the page's own mount, the
   * longest task of the checkout's load on a phone (the form control's share of it was 7% in a profile).
   */
  #loadFormControl(): void {
    // Missing until its code sets the validity, as while setup runs: a submit before then must not post unpaid.
    if (this.required) this.#appearance.internals.setValidity({ valueMissing: true }, this.#session.t('loadingLabel'));
    this.#formControlLoading = nextTask()
      .then(() => import('./controllers/form-surface.js'))
      .then(
        ({ attachFormControl }) =>
          void (this.#formControl = attachFormControl(this, this.#session, this.#appearance.internals)),
        (error: unknown) => console.error('<payment-dropin>: its form control could not load.', error),
      );
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.#formControl?.formAssociated(form);
  }

  formResetCallback(): void {
    this.#formControl?.formReset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formControl?.formDisabled(disabled);
  }

  /** Restores nothing: a nonce is single-use, and the element's value exists only while it submits its form. */
  formStateRestoreCallback(): void {}

  // A form control's own API, as an <input> has it (valid, with no form, until it has a `name`).

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.#appearance.internals.form;
  }

  /** `valueMissing` while `required` and no payment method can be requested. */
  get validity(): ValidityState {
    return this.#appearance.internals.validity;
  }

  /** What is missing, in the widget's own words (the card form's first field error, …). */
  get validationMessage(): string {
    return this.#appearance.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#appearance.internals.willValidate;
  }

  checkValidity(): boolean {
    return this.#appearance.internals.checkValidity();
  }

  /** As `form.reportValidity()` does for this field: the widget shows what is missing and focuses it. */
  reportValidity(): boolean {
    return this.#appearance.internals.reportValidity();
  }

  // ---------------------------------------------------------------------------------------------
  // Public methods (Drop-in's)

  /**
   * Resolves to a payment method: tokenizes the card form in the card view, returns the
   * selected method in the methods view. Rejects with "No payment method is available." when
   * there is none (or in edit mode), and with braintree-web's error when tokenization fails.
   */
  requestPaymentMethod(options: { threeDSecure?: Record<string, unknown> } = {}): Promise<PaymentMethodPayload> {
    // The request goes first: up to braintree-web's message to the card frames, it runs now, in this call (once its
    // code is here: it is fetched after ready, see the constructor).
    const setup = this.#session.setup;
    const code = payingCode.loaded;
    const request = code
      ? code.requestPaymentMethod(setup, options)
      : payingCode.load().then(
          (loaded) => loaded.requestPaymentMethod(setup, options),
          (error: unknown) => {
            // The shopper is told too, in the sheet: the next press asks for the code again.
            this.#session.dispatch({ type: 'errorReported', error });
            throw asPaymentDropinError(error, { message: MESSAGES.noPaymentMethod, kind: 'provider' });
          },
        );
    // A tokenized card is shown in the methods list: fetch the lists' code beside the tokenization.
    loadLists().catch(() => undefined);
    return request;
  }

  /** Whether `requestPaymentMethod` would succeed without more input. */
  isPaymentMethodRequestable(): boolean {
    const model = this.#session.model;
    return model ? isPaymentMethodRequestable(model) : false;
  }

  /** Forgets the selected and unsaved methods and returns to the initial view. */
  clearSelectedPaymentMethod(): void {
    this.#session.dispatch({ type: 'selectionCleared' });
  }

  /** Changes a wallet's or 3D Secure's option after setup (paypal, paypalCredit, applePay, googlePay, threeDSecure). */
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void {
    this.#session.updateConfiguration(property, key, value);
  }

  /**
   * The options the widget offers the shopper, in order: as Drop-in's, those whose setup failed too (the list shows
   * them disabled); the ones this browser or the gateway cannot take are left out.
   */
  getAvailablePaymentOptions(): PaymentOptionId[] {
    const model = this.#session.model;
    return model ? [...availableOptions(model)] : [];
  }

  /**
   * Removes everything the widget set up: timers, hosted fields, vault manager, client, styles
   * and views. Resolves when all of it is gone; rejects with the last error seen.
   */
  teardown(): Promise<void> {
    return this.#session.teardown('teardown');
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  /** The strings of the template drawn at the top of the shadow root (none while nothing is drawn). */
  #top: unknown;

  override render() {
    const drawn = this.#draw();
    // Another template at the top (the loader, the panel, nothing once torn down): its elements leave by removeChild
    // before Lit replaces it. Lit would take them away with remove(), which the one-line polyfill old pages carry
    // (`this.parentElement.removeChild(this)`) replaces, and the top of a shadow root has no parent element: that
    // redraw threw, so teardown rejected and a widget that drew its loader first stayed on it.
    const top = (drawn as Partial<TemplateResult>).strings;
    const root = this.renderRoot;
    if (top !== this.#top) for (const child of [...root.children]) root.removeChild(child);
    this.#top = top;
    return drawn;
  }

  #draw() {
    const session = this.#session;
    const state = session.model;
    if (!state) {
      if (session.tornDown) return nothing;
      // Until the gateway answers, the view it opens on is drawn from the merchant's options (once their words are
      // here); a failed setup draws none (its message is the `error` event's, and replaces that view).
      const options = session.failureMessage ? undefined : session.setup?.options;
      const strings = options && this.#waitingWords.for(options, () => this.requestUpdate());
      const view = { dispatch: this.#fromView, chosen: this.#earlyChoice };
      return (
        (strings && waitingPanel(options!, strings, session.idPrefix, () => this.requestUpdate(), view)) ??
        html`<div class="panel" part="panel" aria-busy=${session.failureMessage ? 'false' : 'true'}>
          ${loadingView({ active: !session.failureMessage, label: session.t('loadingLabel') })}
        </div>`
      );
    }
    // Set with the words, before the model exists.
    const lang = session.setup?.lang ?? 'en-US';
    return panelView({
      state,
      idPrefix: session.idPrefix,
      lang,
      dir: this.#appearance.panelDirection(lang),
      announcement: session.viewFocus.announcement,
      string: (key) => session.string(key),
      t: (key, values) => session.t(key, values),
      dispatch: this.#fromView,
      chosen: this.#earlyChoice,
      sheets: (props) => session.setup!.instances.renderSheets(props),
    });
  }
}

/** How long after ready the lists' code waits for an idle moment at most (a busy page asks for it then anyway). */
const LISTS_IDLE_TIMEOUT_MS = 2000;

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
