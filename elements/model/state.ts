/**
 * The widget's state machine, its data: the configuration it starts with (the option catalogue among it), its
 * state, the actions it takes and the effects it asks the element to perform. The transitions are the concerns'
 * reducers, composed in `dropin-model.ts`; the questions asked of a state are in `selectors.ts`.
 */
import { cardOptions } from './options.js';
import { hiddenVaultedTypes } from './payment-methods.js';
import type { ModelEvent } from '../vocabulary/events.js';
import type { OptionCatalogue, WalletErrorDecision } from '../vocabulary/option-definition.js';
import type {
  DependencyName,
  DependencyStatus,
  DropinOptions,
  PaymentMethod,
  PaymentMethodType,
  PaymentOptionId,
  ServiceName,
  UpdatableProperty,
  ViewId,
} from '../vocabulary/types.js';

/** Static facts the model is started with; computed once from the options, the gateway and the authorization. */
export interface ModelConfig {
  /** Every payment option's definition: what the model needs to know of an option (it imports none). */
  readonly catalogue: OptionCatalogue;
  /** Offered options in priority order (the result of `resolvePaymentOptionPriority`); never empty. */
  readonly supportedOptions: readonly PaymentOptionId[];
  readonly isGuestCheckout: boolean;
  /** The merchant enabled deleting saved methods. */
  readonly vaultManager: boolean;
  readonly preselectVaultedPaymentMethod: boolean;
  readonly showDefaultPaymentMethodFirst: boolean;
  /** Saved types never listed (always-hidden wallets plus the merchant's). */
  readonly hiddenVaultedTypes: readonly PaymentMethodType[];
  readonly threeDSecure: boolean;
  readonly dataCollector: boolean;
  /** Field focused when the card sheet opens. */
  readonly cardFirstField: 'cardholderName' | 'number';
  /** The merchant's `express` option: which wallets' buttons the express row draws (`model/express.ts`). */
  readonly express: boolean | readonly PaymentOptionId[];
}

/** Builds the model's configuration from validated options and the resolved facts. */
export function createModelConfig(
  options: DropinOptions,
  supportedOptions: readonly PaymentOptionId[],
  isGuestCheckout: boolean,
  catalogue: OptionCatalogue,
): ModelConfig {
  return {
    catalogue,
    supportedOptions: [...supportedOptions],
    isGuestCheckout,
    vaultManager: options.vaultManager === true,
    preselectVaultedPaymentMethod: options.preselectVaultedPaymentMethod !== false,
    showDefaultPaymentMethodFirst: options.showDefaultPaymentMethodFirst !== false,
    hiddenVaultedTypes: hiddenVaultedTypes(options.hiddenVaultedPaymentMethodTypes, catalogue),
    threeDSecure: Boolean(options.threeDSecure),
    dataCollector: Boolean(options.dataCollector),
    cardFirstField: cardOptions(options)?.cardholderName ? 'cardholderName' : 'number',
    // An empty list names no wallet: no row, so nothing of the row's (the lists' code) loads for it.
    express: Array.isArray(options.express) && options.express.length === 0 ? false : (options.express ?? false),
  };
}

/** Where the widget is in its life. */
export type Phase = 'initializing' | 'ready' | 'failed' | 'torn-down';

/** An option whose definition opens a payment session (Apple Pay, Google Pay, Venmo). */
export type WalletSessionOption = PaymentOptionId;

/** The requestable truth right now (what `isPaymentMethodRequestable` answers). */
export interface RequestableSnapshot {
  readonly isRequestable: boolean;
  readonly type?: PaymentMethodType;
  /** Nonce of the selected method; absent for a complete card form (not yet tokenized). */
  readonly nonce?: string;
  readonly paymentMethodIsSelected: boolean;
}

/** An app-switch result (Venmo) that arrived before setup finished. */
export type AppSwitchResult =
  | { readonly kind: 'payload'; readonly method: PaymentMethod }
  | { readonly kind: 'error'; readonly error: unknown; readonly decision?: WalletErrorDecision };

/** A deletion after the shopper said yes. */
export interface DeletionProgress {
  readonly nonce: string;
  readonly step: 'deleting' | 'refreshing';
  readonly failed: boolean;
  readonly error?: unknown;
}

/** The whole widget state. Render from it; never mutate it. */
export interface DropinState {
  readonly config: ModelConfig;
  readonly phase: Phase;
  /**
   * Each option's and service's setup. An option the first state has `initializing` is one to start: its owner
   * (setup/option-instances.ts) reads that here and answers optionReady, optionNotEnabled or optionFailed.
   */
  readonly dependencies: Readonly<Record<DependencyName, DependencyStatus>>;
  /** Errors of failed dependencies (first failure wins), for the console. */
  readonly dependencyErrors: Readonly<Partial<Record<DependencyName, unknown>>>;
  readonly savedMethodsLoaded: boolean;
  /** Vaulted methods from the server, filtered and ordered. */
  readonly savedMethods: readonly PaymentMethod[];
  /** Methods added in this session (tokenized card, wallets), newest first; shown above saved ones. */
  readonly addedMethods: readonly PaymentMethod[];
  readonly activeMethod: PaymentMethod | null;
  /** Null until setup completes. */
  readonly activeView: ViewId | null;
  /** "Choose another way to pay". */
  readonly toggleVisible: boolean;
  /** The options list shown under the saved methods after the toggle. */
  readonly otherOptionsVisible: boolean;
  readonly editMode: boolean;
  /** The method the delete confirmation is about. */
  readonly pendingDeletion: PaymentMethod | null;
  readonly deletion: DeletionProgress | null;
  /** A saved-methods refresh is under way, and why. */
  readonly pendingRefresh: 'clear' | 'deletion' | null;
  /** The loading indicator stays up this long after a deletion. */
  readonly deletionLoaderHeld: boolean;
  /** 3D Secure verification is running. */
  readonly verifying: boolean;
  /**
   * The last method 3D Secure verified, under the nonce it verified (which the verification used up). While that
   * method is the active one, a request hands this over again rather than verify a spent nonce.
   */
  readonly verified: { readonly of: string; readonly method: PaymentMethod } | null;
  /** Show the loading indicator (derived from the flags above). */
  readonly loading: boolean;
  /** Cover the panel so nothing can be clicked (tokenizing, wallet session). */
  readonly userActionBlocked: boolean;
  readonly cardFormComplete: boolean;
  /** Card tokenization under way: validity changes must not flip the requestable flag. */
  readonly cardBusy: boolean;
  /** Options whose payment session is open (true), by option id. */
  readonly walletSessions: Readonly<Partial<Record<WalletSessionOption, boolean>>>;
  readonly requestable: RequestableSnapshot;
  /** The last requestable state announced by an event; the next event fires only when this changes. */
  readonly lastEmitted: { readonly requestable: boolean; readonly nonce?: string };
  /** The sheet error (unresolved; the element turns it into text with `resolveErrorMessage`). */
  readonly sheetError: { readonly error: unknown } | null;
  readonly appSwitch: ({ readonly option: PaymentOptionId } & AppSwitchResult) | null;
}

/** Every input the model understands; `reduce` hands each to the reducer of its concern (dropin-model.ts). */
export type DropinAction =
  // Setup (setup.ts)
  /** An option's owner set it up. */
  | { readonly type: 'optionReady'; readonly option: PaymentOptionId }
  /** An option's setup failed, or ran out of its time (its owner says which error). */
  | { readonly type: 'optionFailed'; readonly option: PaymentOptionId; readonly error: unknown }
  /** The option turned out not to be available after all (the browser or the wallet said no). */
  | { readonly type: 'optionNotEnabled'; readonly option: PaymentOptionId }
  | { readonly type: 'serviceReady'; readonly service: ServiceName }
  | { readonly type: 'serviceFailed'; readonly service: ServiceName; readonly error: unknown }
  /** Scheduled every 200 ms until startup settles. */
  | { readonly type: 'setupPollTick' }
  // Selection and navigation (selection.ts)
  /** A tokenized card or a wallet payload. */
  | { readonly type: 'paymentMethodAdded'; readonly method: PaymentMethod }
  /** The shopper tapped a method in the list (in edit mode: asks to delete it). */
  | { readonly type: 'paymentMethodSelected'; readonly nonce: string }
  /** The shopper chose an option in the options list. */
  | { readonly type: 'paymentOptionSelected'; readonly option: PaymentOptionId }
  /** Navigate to a view (ignored when the view is not available). */
  | { readonly type: 'viewRequested'; readonly viewId: ViewId }
  /** "Choose another way to pay". */
  | { readonly type: 'otherWaysToPayToggled' }
  /** Scheduled 200 ms after the active method changed. */
  | { readonly type: 'activeMethodDelayElapsed' }
  /** `clearSelectedPaymentMethod()`. */
  | { readonly type: 'selectionCleared' }
  | { readonly type: 'errorReported'; readonly error: unknown }
  // Saved methods, edit mode and deletion (vault.ts)
  | { readonly type: 'savedMethodsLoaded'; readonly methods: readonly PaymentMethod[] }
  | { readonly type: 'savedMethodsLoadFailed'; readonly error: unknown }
  | { readonly type: 'editModeEntered' }
  | { readonly type: 'editModeLeft' }
  | { readonly type: 'deleteRequested'; readonly nonce: string }
  | { readonly type: 'deleteDeclined' }
  | { readonly type: 'deleteConfirmed' }
  | { readonly type: 'deleteSucceeded' }
  | { readonly type: 'deleteFailed'; readonly error: unknown }
  /** Scheduled 500 ms after a deletion finished. */
  | { readonly type: 'deletionLoaderElapsed' }
  // Wallets (wallets.ts)
  /** A wallet button was pressed. */
  | { readonly type: 'walletSessionRequested'; readonly option: WalletSessionOption }
  | { readonly type: 'walletSessionEnded'; readonly option: WalletSessionOption; readonly outcome: WalletOutcome }
  /** The page came back from the Venmo app with a result. */
  | { readonly type: 'appSwitchReturned'; readonly option: PaymentOptionId; readonly result: AppSwitchResult }
  /** `updateConfiguration(property, key, value)`; the element updates the running option's copy itself. */
  | { readonly type: 'configurationUpdated'; readonly property: UpdatableProperty }
  // The card form (card.ts)
  | { readonly type: 'cardValidityChanged'; readonly isComplete: boolean }
  | { readonly type: 'cardTokenizationStarted' }
  /** Submit found invalid fields (the card form shows per-field errors). */
  | { readonly type: 'cardSubmitInvalid' }
  | { readonly type: 'cardTokenizationFailed'; readonly error: unknown }
  // requestPaymentMethod (request.ts)
  | { readonly type: 'verificationStarted' }
  | { readonly type: 'verificationFinished' }
  /** 3D Secure verified the method whose nonce was `of`: `method` is the verified one. */
  | { readonly type: 'methodVerified'; readonly of: string; readonly method: PaymentMethod }
  /** `requestPaymentMethod` resolved (for analytics). */
  | { readonly type: 'requestSucceeded'; readonly method: PaymentMethod }
  /** `requestPaymentMethod` rejected (for analytics). */
  | { readonly type: 'requestFailed' }
  // The end
  | { readonly type: 'teardownRequested' };

/** The actions of one concern, by their types. */
export type ActionOf<Type extends DropinAction['type']> = Extract<DropinAction, { readonly type: Type }>;

/** The actions of saved methods, edit mode and deletion (vault.ts). */
export type VaultAction = ActionOf<
  | 'savedMethodsLoaded'
  | 'savedMethodsLoadFailed'
  | 'editModeEntered'
  | 'editModeLeft'
  | 'deleteRequested'
  | 'deleteDeclined'
  | 'deleteConfirmed'
  | 'deleteSucceeded'
  | 'deleteFailed'
  | 'deletionLoaderElapsed'
>;

/** The shopper's choices on the lists (choosing.ts). */
export type ChoosingAction = ActionOf<
  'paymentMethodSelected' | 'paymentOptionSelected' | 'viewRequested' | 'otherWaysToPayToggled'
>;

/**
 * What a payment does to the state (paying.ts): the card's tokenization, the request, the method it adds, and the
 * selection cleared after it. The sheet's error is every page's (dropin-model.ts), and typing only changes
 * `cardValidityChanged`: neither is here.
 */
export type PayingAction = ActionOf<
  | 'cardTokenizationStarted'
  | 'cardSubmitInvalid'
  | 'cardTokenizationFailed'
  | 'verificationStarted'
  | 'verificationFinished'
  | 'methodVerified'
  | 'requestSucceeded'
  | 'requestFailed'
  | 'paymentMethodAdded'
  | 'activeMethodDelayElapsed'
  | 'selectionCleared'
>;

/** The actions of the wallets (wallets.ts). */
export type WalletAction = ActionOf<
  'walletSessionRequested' | 'walletSessionEnded' | 'appSwitchReturned' | 'configurationUpdated'
>;

/** How a wallet session ended. */
export type WalletOutcome =
  | { readonly kind: 'tokenized'; readonly method: PaymentMethod }
  | { readonly kind: 'canceled' }
  /** `decision`: what the option's own rule makes of the error (ignored, counted, shown); none: it is shown. */
  | { readonly kind: 'failed'; readonly error: unknown; readonly decision?: WalletErrorDecision };

/** Named timers; scheduling a name that is pending replaces it. */
export type TimerName = 'setupPoll' | 'activeMethodDelay' | 'deletionLoaderHide';

/** What the element must do, in order. */
export type DropinEffect =
  /** Fire one of the public events the model decides (vocabulary/events.ts). */
  | { readonly kind: 'emit'; readonly event: ModelEvent }
  /** Send `web.dropin.` + event. */
  | { readonly kind: 'analytics'; readonly event: string }
  /** After `delayMs`, dispatch `action` (replacing a pending timer of the same name). */
  | { readonly kind: 'schedule'; readonly timer: TimerName; readonly delayMs: number; readonly action: DropinAction }
  | { readonly kind: 'cancel'; readonly timer: TimerName }
  | { readonly kind: 'cancelAllTimers' }
  /** Show the sheet error (resolve with `resolveErrorMessage`). */
  | { readonly kind: 'showError'; readonly error: unknown }
  | {
      readonly kind: 'log';
      readonly level: 'error' | 'warn' | 'log';
      readonly message: string;
      readonly error?: unknown;
    }
  /** Start a service (3D Secure, the data collector); answered with serviceReady or serviceFailed. */
  | { readonly kind: 'startService'; readonly service: ServiceName }
  /** Fetch saved methods from the vault manager and answer with savedMethodsLoaded / savedMethodsLoadFailed. */
  | { readonly kind: 'fetchSavedMethods'; readonly defaultFirst: boolean }
  /** Delete a vaulted method and answer with deleteSucceeded / deleteFailed. */
  | { readonly kind: 'deleteVaultedMethod'; readonly nonce: string }
  /** Focus a card field once the sheet can take focus. */
  | { readonly kind: 'focusCardField'; readonly field: 'cardholderName' | 'number'; readonly delayMs: number }
  /** Open the wallet's payment sheet; answer with walletSessionEnded. */
  | { readonly kind: 'startWalletSession'; readonly option: WalletSessionOption }
  /** Startup succeeded: resolve `ready`. */
  | { readonly kind: 'setupSucceeded' }
  /** Startup failed: clear the panel and reject with this message. */
  | { readonly kind: 'setupFailed'; readonly message: string; readonly cause?: unknown };

/** A transition's result. */
export interface Transition {
  readonly state: DropinState;
  readonly effects: readonly DropinEffect[];
}
