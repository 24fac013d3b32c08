/**
 * Merchant option validation (as Drop-in checks them at setup) and which payment options end up offered. DOM facts and
 * gateway/browser facts come in as plain data, and the payment options as their catalogue (their definitions), so
 * every rule here is testable without a browser.
 */
import { CONTAINER_MESSAGES, MESSAGES } from '../vocabulary/messages.js';
import { checkExpress } from './express.js';
import type { OptionCatalogue, PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import type {
  BrowserFacts,
  CardOptions,
  DropinOptions,
  GatewayFacts,
  PaymentOptionId,
  UpdatableProperty,
} from '../vocabulary/types.js';

/** Outcome of a check: the value, or the exact Drop-in message to reject with. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Outcome of `validateOptions`. */
export type OptionsValidation =
  { readonly ok: true; readonly options: DropinOptions } | { readonly ok: false; readonly message: string };

/** How the caller hosts the widget. */
export interface ValidationContext {
  /**
   * Drop-in's `create()` needs a container or selector. The custom element is its own container, so it passes
   * false; giving both is still an error.
   */
  readonly requireContainer?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The catalogue's ids, in its order (the options list's order when the merchant gives none). */
export function optionIds(catalogue: OptionCatalogue): PaymentOptionId[] {
  return Object.keys(catalogue) as PaymentOptionId[];
}

function isPaymentOptionId(value: unknown, catalogue: OptionCatalogue): value is PaymentOptionId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(catalogue, value);
}

/**
 * Checks merchant options in Drop-in's order (authorization, container/selector, paymentOptionPriority) and
 * returns them with `paymentOptionPriority` de-duplicated.
 */
/** Our own option (Drop-in has no nonce), so our own words. */
export const NONCE_INVALID = "options.nonce must be the non-empty nonce of the page's Content-Security-Policy.";

export function validateOptions(
  raw: unknown,
  catalogue: OptionCatalogue,
  context: ValidationContext = {},
): OptionsValidation {
  const input = isRecord(raw) ? raw : {};
  const authorization = input.authorization;
  if (typeof authorization !== 'string' || authorization.trim() === '') {
    return { ok: false, message: MESSAGES.authorizationRequired };
  }
  const hasContainer = input.container !== undefined && input.container !== null && input.container !== '';
  const hasSelector = input.selector !== undefined && input.selector !== null && input.selector !== '';
  if (context.requireContainer !== false && !hasContainer && !hasSelector) {
    return { ok: false, message: MESSAGES.containerRequired };
  }
  if (hasContainer && hasSelector) {
    return { ok: false, message: MESSAGES.multipleContainers };
  }
  if (input.nonce !== undefined && (typeof input.nonce !== 'string' || input.nonce.trim() === '')) {
    return { ok: false, message: NONCE_INVALID };
  }
  const expressError = checkExpress(input.express, catalogue);
  if (expressError) {
    return { ok: false, message: expressError };
  }
  if (input.paymentOptionPriority !== undefined) {
    const priority = normalizePaymentOptionPriority(input.paymentOptionPriority, catalogue);
    if (!priority.ok) {
      return priority;
    }
    return { ok: true, options: { ...input, authorization, paymentOptionPriority: priority.value } as DropinOptions };
  }
  return { ok: true, options: { ...input, authorization } as DropinOptions };
}

/** What the element found at `container`/`selector` (the model never touches the DOM). */
export interface ContainerFacts {
  /** The selector matched, or a container was given. */
  readonly found: boolean;
  /** It is an element node (nodeType 1). */
  readonly isElement: boolean;
  /** Its markup is empty once trimmed. */
  readonly isEmpty: boolean;
}

/** The container message to reject with, or null when the container is usable. */
export function validateContainer(facts: ContainerFacts): string | null {
  if (!facts.found || !facts.isElement) {
    return CONTAINER_MESSAGES.containerInvalid;
  }
  if (!facts.isEmpty) {
    return CONTAINER_MESSAGES.containerNotEmpty;
  }
  return null;
}

/**
 * Checks `paymentOptionPriority` on its own: an array of known ids, duplicates removed (first wins). Without one,
 * the options list follows the catalogue's order (the registry's), the one list of the option ids.
 */
export function normalizePaymentOptionPriority(
  priority: unknown,
  catalogue: OptionCatalogue,
): Checked<PaymentOptionId[]> {
  if (priority === undefined || priority === null) {
    return { ok: true, value: optionIds(catalogue) };
  }
  if (!Array.isArray(priority)) {
    return { ok: false, message: MESSAGES.priorityNotArray };
  }
  const unique: PaymentOptionId[] = [];
  for (const entry of priority) {
    if (!isPaymentOptionId(entry, catalogue)) {
      return { ok: false, message: MESSAGES.priorityInvalidOption };
    }
    if (!unique.includes(entry)) {
      unique.push(entry);
    }
  }
  return { ok: true, value: unique };
}

/** The options offered, in the merchant's (or default) order, keeping only enabled ones; at least one or an error. */
export function resolvePaymentOptionPriority(
  priority: unknown,
  enabled: Iterable<PaymentOptionId>,
  catalogue: OptionCatalogue,
): Checked<PaymentOptionId[]> {
  const normalized = normalizePaymentOptionPriority(priority, catalogue);
  if (!normalized.ok) {
    return normalized;
  }
  const enabledSet = new Set(enabled);
  const offered = normalized.value.filter((id) => enabledSet.has(id));
  if (offered.length === 0) {
    return { ok: false, message: MESSAGES.noValidPaymentOptions };
  }
  return { ok: true, value: offered };
}

/** The card options object, or null when the merchant disabled cards (`card: false`); `true` means defaults. */
export function cardOptions(options: Pick<DropinOptions, 'card'>): CardOptions | null {
  if (options.card === false) {
    return null;
  }
  return isRecord(options.card) ? (options.card as CardOptions) : {};
}

/** Options worth a browser check (the provider loads scripts only for these): their definitions say so. */
export function configuredPaymentOptions(
  options: DropinOptions,
  gateway: GatewayFacts,
  catalogue: OptionCatalogue,
): PaymentOptionId[] {
  return optionIds(catalogue).filter((id) => catalogue[id].isConfigured(options, gateway));
}

/** Options that are configured, supported by the gateway and runnable in this browser (unordered). */
export function enabledPaymentOptions(
  options: DropinOptions,
  gateway: GatewayFacts,
  browser: BrowserFacts,
  catalogue: OptionCatalogue,
): PaymentOptionId[] {
  return configuredPaymentOptions(options, gateway, catalogue).filter(
    (id) => (catalogue[id] as PaymentOptionDefinition).isSupportedByBrowser?.(browser, options) ?? true,
  );
}

/** What the authorization says about the shopper (decoded by the provider). */
export interface AuthorizationFacts {
  readonly authorizationType: 'TOKENIZATION_KEY' | 'CLIENT_TOKEN';
  /** The client token's `authorizationFingerprint`, if any. */
  readonly authorizationFingerprint?: string;
}

/** Guests (tokenization key, or a client token without a customer) see no saved methods and cannot save cards. */
export function isGuestCheckout(facts: AuthorizationFacts): boolean {
  if (facts.authorizationType === 'TOKENIZATION_KEY') {
    return true;
  }
  const fingerprint = facts.authorizationFingerprint;
  return !fingerprint || !fingerprint.includes('customer_id=');
}

/** The options `updateConfiguration` changes after creation (their definitions say so), then 3D Secure. */
export function updatableProperties(catalogue: OptionCatalogue): UpdatableProperty[] {
  return [
    ...optionIds(catalogue).filter((id): id is Exclude<UpdatableProperty, 'threeDSecure'> => catalogue[id].updatable),
    'threeDSecure',
  ];
}

/** Whether `updateConfiguration` acts on a property (others are ignored, as in Drop-in). */
export function isUpdatableProperty(value: unknown, catalogue: OptionCatalogue): value is UpdatableProperty {
  return typeof value === 'string' && (updatableProperties(catalogue) as string[]).includes(value);
}

/** An option's configuration after `updateConfiguration`; its read-only keys (PayPal's `offerCredit` and `locale`) stay as created. */
export function applyConfigurationUpdate<T extends Readonly<Record<string, unknown>>>(
  property: UpdatableProperty,
  current: T,
  key: string,
  value: unknown,
  catalogue: OptionCatalogue,
): T {
  if (readOnlyKeys(property, catalogue).includes(key)) {
    return current;
  }
  return { ...current, [key]: value };
}

/** Keys of an updatable property that `updateConfiguration` leaves as created (3D Secure has none). */
export function readOnlyKeys(property: UpdatableProperty, catalogue: OptionCatalogue): readonly string[] {
  return property === 'threeDSecure' ? [] : ((catalogue[property] as PaymentOptionDefinition).readOnlyKeys ?? []);
}
