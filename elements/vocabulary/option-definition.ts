/**
 * What the widget knows of a payment option without loading its code: plain data and pure rules, which the model
 * is handed (it imports no option) and the registry lists. An option's code, and what it is given at run time, are
 * described in `options/kit/option.ts`.
 */
import type {
  BrowserFacts,
  DropinOptions,
  GatewayFacts,
  PaymentMethodType,
  PaymentOptionId,
  UpdatableOptions,
} from './types.js';

/**
 * What is true of every payment method of one type, whichever option made it (PayPal and PayPal Credit
 * share one): how it is named, counted, listed and handed to the merchant.
 */
export interface PaymentMethodTypeDefinition<Type extends PaymentMethodType = PaymentMethodType> {
  readonly type: Type;
  /** Its name in analytics (`request-payment-method.<kind>`, `vaulted-<kind>.select`). */
  readonly analyticsKind: string;
  /** Translation key naming it in "Paying with {{paymentSource}}". */
  readonly sourceKey: string;
  /** Saved ones may only back existing subscriptions (new payments are authorised again): never listed. */
  readonly neverListedWhenSaved?: boolean;
  /**
   * When 3D Secure (if the merchant configured it) verifies a new method of this type: `always` (cards),
   * `unlessNetworkTokenized` (a wallet's card that is not network tokenized); none: never.
   */
  readonly threeDSecure?: 'always' | 'unlessNetworkTokenized';
  /** The wallet's raw response goes to the merchant in `details.rawPaymentData`. */
  readonly rawPaymentDataInDetails?: boolean;
  /**
   * The detail that names a saved one: an account's `email` or `username`, shown as its title over the type's
   * name, or a card's `lastFour` ("ending in 1234" over its brand). Its delete question is then
   * `<type>DeleteConfirmationMessage` with that detail (and a card's brand). None: the type's name is its title,
   * and the question is the generic one.
   */
  readonly identifier?: 'email' | 'username' | 'lastFour';
}

/**
 * What to do with an error from a wallet session or an app switch. Each option's module decides, with its own rule
 * (`settings.ts`), and hands it to the model with the error: the rule loads with the option's code.
 */
export type WalletErrorDecision =
  | { readonly kind: 'ignore'; readonly analytics?: string }
  | { readonly kind: 'show'; readonly error: unknown; readonly analytics?: string; readonly logToConsole: boolean };

/** A payment option, as data: what the model, the panel and setup need of it before (and without) its code. */
export interface PaymentOptionDefinition<Id extends PaymentOptionId = PaymentOptionId> {
  readonly id: Id;
  /**
   * Its place in the options list when the merchant gives no `paymentOptionPriority` (lower first; cards 10,
   * PayPal 20, PayPal Credit 30, Venmo 40, Apple Pay 50, Google Pay 60), and its sheet's place in the panel.
   */
  readonly order: number;
  /** The type of the payment methods the option makes, and what is true of them. */
  readonly method: PaymentMethodTypeDefinition;
  /** Translation key of the option's name in the options list and on its sheet. */
  readonly labelKey: string;
  /** Translation key of the sheet's heading, when it differs from `labelKey` (cards: "Pay with card"). */
  readonly sheetHeadingKey?: string;
  /**
   * What `requestPaymentMethod()` does while this option's sheet is shown:
   * `tokenize`: tokenizes the sheet's form (cards);
   * `ownButton`: rejects with "No payment method is available.", and the sheet tells the shopper
   * `ownButtonErrorKey` (the wallets: only their own button pays).
   */
  readonly request: 'tokenize' | 'ownButton';
  /** Translation key shown on the sheet when `request` is `ownButton` (e.g. `paypalButtonMustBeUsed`). */
  readonly ownButtonErrorKey?: string;
  /**
   * The name the Content-Security-Policy report gives this option's third-party scripts (`PayPal`,
   * `Google Pay`, `Venmo`): a script the page's policy blocks fails the option's setup at once.
   */
  readonly policyPart?: string;
  /** The hosts those scripts and frames load from (the real ones), which the policy report names. */
  readonly policyHosts?: RegExp;
  /**
   * `updateConfiguration(id, key, value)` applies to the option; an update drops the shopper's methods of
   * its type that are not saved (their amount or currency may have changed). Exactly the options that add
   * themselves to `UpdatableOptions` say `true` (the compiler checks it).
   */
  readonly updatable: Id extends keyof UpdatableOptions ? true : false;
  /**
   * What the merchant may set the option's property to: `objectOrBoolean` (on unless `false`; an object
   * configures it: cards, Venmo) or `objectOrFalse` (off unless given an object: PayPal, the wallets).
   */
  readonly settingsValue: 'objectOrBoolean' | 'objectOrFalse';
  /**
   * Setup that has not finished by then fails (PayPal: 30 s), with `setupTimeoutError` as its error. The widget's
   * owner of the option's instance runs this one time-out.
   */
  readonly setupTimeoutMs?: number;
  readonly setupTimeoutError?: string;
  /** Whether the merchant's options and the gateway configuration offer this option (pure). */
  isConfigured(options: DropinOptions, gateway: GatewayFacts): boolean;
  /**
   * What the browser must answer at once for the option to be offered (Apple Pay: a secure context and an
   * `ApplePaySession` that supports the version); false leaves it out before its code is downloaded.
   * Checks that need the option's own code (Venmo's browser check, Google Pay's `isReadyToPay`) are the
   * module's `isEnabled`. None: every browser.
   */
  isSupportedByBrowser?(browser: BrowserFacts, options: DropinOptions): boolean;
  /**
   * The shopper pays in the wallet's own payment sheet, opened by the instance's `startSession()`, one at
   * a time. `blocksOtherActions`: the widget's other buttons wait until it ends (not for Apple Pay, whose
   * sheet the browser makes modal by itself).
   */
  readonly session?: { readonly blocksOtherActions: boolean };
  /** Keys of the option's settings that `updateConfiguration` leaves as created (PayPal: offerCredit, locale). */
  readonly readOnlyKeys?: readonly string[];
}

/**
 * Every payment option the widget knows, each under its id, in the order of the options list (the registry's
 * `OPTIONS`). The model is handed it: it never imports the options.
 */
export type OptionCatalogue = { readonly [Id in PaymentOptionId]: PaymentOptionDefinition<Id> };
