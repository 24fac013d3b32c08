/**
 * The one shape every payment option's code has, and what the widget gives it.
 *
 * How to add a payment option (say `venmo`):
 * 1. Make a folder `elements/options/venmo/`. Its `index.ts` exports a `PaymentOptionDefinition<'venmo'>` and adds
 *    the option to the vocabulary's types by declaration merging (`declare module '../../vocabulary/types.js'`): its
 *    id and settings type in `PaymentOptionSettings` (the element's typed field, `DropinOptions.venmo` and the React
 *    prop follow), the method type it makes in `PaymentMethodTypes`, and, when `updateConfiguration` applies, itself
 *    in `UpdatableOptions` (with `updatable: true`). The entry is its definition (`vocabulary/option-definition.ts`:
 *    the data the model and the panel read: label, what its methods are, whether `requestPaymentMethod` may tokenize
 *    or the shopper must use the option's own button, a setup time-out, whether it opens a payment session, and its
 *    pure rules `isConfigured`, `isSupportedByBrowser`, `readOnlyKeys`, `settingsValue`, `policyPart` and
 *    `policyHosts`). Its defaults, constants, messages and error rules live beside it in pure
 *    files (`settings.ts`), which the module may import too. A wallet's error rule (what a failed session or app
 *    switch means) is applied by its module, which hands the decision to the model with the error, so a page
 *    without the wallet never downloads it.
 * 2. Put everything that touches braintree-web or the DOM in a module of its own (`venmo-option.ts`), which the
 *    entry's `load()` reaches through `options/option-code.ts` (one line there, a dynamic `import()`): a page that
 *    does not offer the option never downloads it, and a page that offers cards alone never names its chunks. The
 *    module answers `isEnabled` (async: isBrowserSupported, isReadyToPay, ApplePaySession.supportsVersion and https)
 *    and `create`s an instance: its sheet, its setup, its tokenization or session, its `updateConfiguration`, its
 *    payload formatting and its teardown. It talks back to the widget only through the `OptionHost` it is given (add a payment method,
 *    report an error on its sheet, fire an event), and stops when `context.signal` aborts (a teardown, the
 *    option's time-out, a script the page's policy blocked).
 * 3. Add its line to `options/definitions.ts` (`export const venmo: WithCode<typeof venmoDefinition> =
 *    withCode(venmoDefinition, 'venmo')`: the definition with its `load()` through the table) and give the definition
 *    its `order` in the options list (the compiler points at a missing line). The element's property and manifest
 *    field, the React prop, the option's place in the list and its sheet's place in the panel follow from it.
 *    `elements/ARCHITECTURE.md` lists what may still be wanted outside the folder (its strings, its mark's
 *    line in the marks generator, a new gateway flag). Its mark is `<id>-mark.svg` in its folder, which the module
 *    names as its `markFile`, with an inline copy in `mark.ts`, which the module's `inlineMark` loads.
 *
 * Rules shared by every option (selection, views, requestable, saved methods, 3D Secure, the data
 * collector) stay in the model and the element; an option holds only what is true of itself.
 */
import type { TemplateResult } from 'lit';
import type { SVGTemplateResult } from 'lit';
import type { FireEvent } from '../../vocabulary/events.js';
import type { AppSwitchResult, WalletOutcome } from '../../model/dropin-model.js';
import type { PaymentOptionDefinition } from '../../vocabulary/option-definition.js';
import type { DropinOptions, GatewayFacts, PaymentMethod, PaymentOptionId } from '../../vocabulary/types.js';
import type { Client } from '../../provider/gateway-client.js';

/**
 * A payment option as the registry lists it: its definition (the data the model and the panel read, see
 * `vocabulary/option-definition.ts`) and the way to its code.
 */
export interface PaymentOptionEntry<Id extends PaymentOptionId = PaymentOptionId> extends PaymentOptionDefinition<Id> {
  /** The option's code, loaded only when it is offered. */
  load(): Promise<PaymentOptionModule>;
}

/** What an option's module is given to decide and to set itself up. */
export interface OptionContext {
  readonly id: PaymentOptionId;
  /** The merchant's settings of this option (`options[id]`), already validated. */
  readonly settings: unknown;
  /** All the merchant's options, validated. */
  readonly options: DropinOptions;
  readonly client: Client;
  readonly gateway: GatewayFacts;
  /** Tokenization key, or a client token without a customer: nothing may be vaulted. */
  readonly guestCheckout: boolean;
  readonly locale: string | undefined;
  /** Content-Security-Policy nonce for scripts and styles the option injects. */
  readonly cspNonce: string | undefined;
  /** Aborted on teardown, removal or a new authorization: stop, undo, settle. */
  readonly signal: AbortSignal;
}

/** Timers the widget owns (the element's `clock`): tests may pass a fake one. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The widget, as an option instance sees it. */
export interface OptionHost {
  /** Unique per widget; prefix for ids in the shadow root. */
  readonly idPrefix: string;
  readonly clock: Clock;
  /** The page's character set (the card mask character depends on it). */
  readonly charset: string;
  /** Translates a key (with `{{placeholders}}`). */
  t(key: string, values?: Record<string, string>): string;
  /**
   * A light-DOM holder slotted into the shadow root under `${idPrefix}-${name}`: third-party frames go
   * here, so braintree-web injects no `<style>` into the shadow root.
   */
  holder(name: string): HTMLElement;
  /** The element with this id inside the shadow root (e.g. the sheet's button container). */
  find(id: string): HTMLElement | null;
  /** Focus is in one of the holders' frames now. */
  focusInHolder(): boolean;
  /** Colours and fonts for inputs inside frames, resolved from the widget's custom properties. */
  frameStyles(): Record<string, Record<string, string>>;
  /** Fires one of the widget's public events. */
  readonly fire: FireEvent;
  /**
   * A payment method the shopper made on this option's sheet (a wallet's tokenized payment); `express`: made with
   * the express row's button, so it also submits the element's form.
   */
  addPaymentMethod(method: PaymentMethod, origin?: { readonly express: boolean }): void;
  /** Shows an error on this option's sheet (a translation key or an error). */
  reportError(error: unknown): void;
  /**
   * The shopper pressed the wallet's own button (Apple Pay, Google Pay, Venmo): the widget opens one session
   * at a time, by calling the instance's `startSession()`, and hands its outcome to the model. `express`: the
   * press was on the express row's button, so a payment that comes of it also submits the element's form.
   */
  requestSession(origin?: { readonly express: boolean }): void;
  /**
   * The shopper pressed the express row's button of a wallet whose flow the widget does not open itself (PayPal's
   * SDK opens its window): true lets it begin, false when another payment is under way (one at a time). Every
   * begun flow is ended with `expressFlowEnded()`.
   */
  expressFlowBegins(): boolean;
  /** The flow `expressFlowBegins()` let begin ended (approved, cancelled or failed). */
  expressFlowEnded(): void;
  /**
   * The page came back from the wallet's app (Venmo's app switch) with a result the option found on setup:
   * the widget adds the method, or shows the error on the option's sheet.
   */
  appSwitchReturned(result: AppSwitchResult): void;
  /** The sheet's form became complete or incomplete (the card form). */
  completenessChanged(isComplete: boolean): void;
  /** Something the sheet shows changed. */
  requestUpdate(): void;
}

/** What the panel passes to an instance's sheet. */
export interface SheetProps {
  readonly active: boolean;
  readonly idPrefix: string;
  readonly heading: string;
  /** The sheet's error, translated ('' for none). */
  readonly error: string;
  /** A tokenization is in progress. */
  readonly busy: boolean;
  /**
   * Setup has not finished: the sheet is drawn in its place, as it will be once ready, but takes no input yet
   * (a sheet that is never shown before ready may ignore it).
   */
  readonly waiting?: boolean;
}

/**
 * The result of tokenizing a sheet: a method, or `invalid` when its fields are (the sheet shows each field's error;
 * the model, told `cardSubmitInvalid`, shows the sheet's).
 */
export type TokenizeResult =
  { readonly kind: 'tokenized'; readonly method: PaymentMethod } | { readonly kind: 'invalid' };

/** An option's loaded code. */
export interface PaymentOptionModule {
  /** The option's own English strings (a wallet's messages), which load with its code rather than with every card form. */
  readonly english?: Readonly<Record<string, string>>;
  /**
   * The image file of the mark of the payment methods it makes, shown in the lists:
   * `new URL('./<id>-mark.svg?no-inline', import.meta.url)`, a name no other mark has (evaluated with this module, in
   * the browser only; a server that renders the page never resolves it).
   */
  readonly markFile?: URL;
  /**
   * The same mark drawn inline (`() => import('./mark.js')`, written by the marks generator), loaded only where the
   * bundler shipped no image file. None: the plain card's mark (cards show their brand's).
   */
  readonly inlineMark?: () => Promise<{ readonly mark: SVGTemplateResult }>;
  /** The browser or the wallet can pay with this option (Google Pay's isReadyToPay, Venmo's isBrowserSupported, …). */
  isEnabled(context: OptionContext): Promise<boolean>;
  /** Builds the instance; its sheet is rendered before `setup()` runs (unless `setsUpUndrawn`), so setup can find its containers. */
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance;
  /**
   * Its `setup()` finds its containers without its sheet drawn (the card's frames go in light-DOM holders), so it
   * runs in the task that made the instance and the sheet is drawn after: the card asks for its frames at once.
   */
  readonly setsUpUndrawn?: boolean;
}

/** One option, set up in one widget. */
export interface PaymentOptionInstance {
  /** The option's sheet; kept rendered while hidden (frames reload when detached). */
  renderSheet(props: SheetProps): TemplateResult;
  /** Sets up after the sheet is in the document (at once where `setsUpUndrawn`); rejects when the option cannot be used. */
  setup(): Promise<void>;
  /** `request: 'tokenize'` options: tokenizes what the shopper entered. */
  tokenize?(): Promise<TokenizeResult>;
  /**
   * Wallets (the `express` option): draws the wallet's own button once more, in the express row's `container`
   * (in the shadow root, empty, never touched by Lit again). A press goes the way the sheet's button goes: the same
   * session, the same payment method added, the same events.
   */
  expressButton?(container: HTMLElement): void;
  /** Wallets with a payment sheet (Apple Pay, Google Pay, Venmo): opens it once and says how it ended. */
  startSession?(): Promise<WalletOutcome>;
  /** Drop-in's `updateConfiguration(id, key, value)`, applied to the running instance. */
  updateConfiguration?(key: string, value: unknown): void;
  /** Moves focus into the sheet's field (the card form). */
  focus?(field: string): void;
  /** For the element's form control (the card form): the key of the first field error a submit would show now. */
  firstError?(): string | undefined;
  /** Shows the field errors a submit would show, and focuses the first invalid field; false when none is invalid. */
  reportInvalid?(): boolean;
  /** Empties the sheet's fields and their errors (the form is reset). */
  clear?(): Promise<void>;
  /** Disables or enables the sheet's fields (a disabled fieldset around the element). */
  setDisabled?(disabled: boolean): void;
  /** Removes everything the instance made; safe at any moment of setup. */
  teardown(): Promise<void>;
}
