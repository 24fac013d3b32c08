/**
 * The model's rules that are handed the option catalogue, handed the registry's, as the element hands it: the
 * tables below test the rules with the options the widget ships.
 */
import * as model from '../../../elements/model/dropin-model.js';
import * as options from '../../../elements/model/options.js';
import * as payment from '../../../elements/model/payment.js';
import * as methods from '../../../elements/model/payment-methods.js';
import * as read from '../../../elements/model/read-options.js';
import * as vault from '../../../elements/model/vault.js';
import * as wallets from '../../../elements/model/wallets.js';
import { classifyGooglePayError } from '../../../elements/options/google-pay/settings.js';
import { OPTIONS } from '../../../elements/options/registry.js';
import { classifyVenmoError } from '../../../elements/options/venmo/settings.js';
import type { WalletErrorDecision } from '../../../elements/vocabulary/option-definition.js';
import type {
  BrowserFacts,
  DropinOptions,
  GatewayFacts,
  PaymentMethod,
  PaymentMethodType,
  PaymentOptionId,
  UpdatableProperty,
} from '../../../elements/vocabulary/types.js';

export const createModelConfig = (
  given: DropinOptions,
  supported: readonly PaymentOptionId[],
  guest: boolean,
): model.ModelConfig => model.createModelConfig(given, supported, guest, OPTIONS);

/** The error rule each wallet's module applies to its failures (Google Pay's and Venmo's own; the others have none). */
const WALLET_ERROR_RULES: Partial<Record<PaymentOptionId, (error: unknown) => WalletErrorDecision>> = {
  googlePay: classifyGooglePayError,
  venmo: classifyVenmoError,
};

/** What the option's module decides about an error, as it hands it to the model. */
export const walletDecision = (option: PaymentOptionId, error: unknown): WalletErrorDecision | undefined =>
  WALLET_ERROR_RULES[option]?.(error);

/** What the model makes of an option's failed session or app switch, decided as the option's module decides. */
export const classifyOptionError = (option: PaymentOptionId, error: unknown) =>
  wallets.decisionOn(error, walletDecision(option, error));

export const validateOptions = (raw: unknown, context?: options.ValidationContext) =>
  options.validateOptions(raw, OPTIONS, context);
export const normalizePaymentOptionPriority = (priority: unknown) =>
  options.normalizePaymentOptionPriority(priority, OPTIONS);
export const resolvePaymentOptionPriority = (priority: unknown, enabled: Iterable<PaymentOptionId>) =>
  options.resolvePaymentOptionPriority(priority, enabled, OPTIONS);
export const configuredPaymentOptions = (given: DropinOptions, gateway: GatewayFacts) =>
  options.configuredPaymentOptions(given, gateway, OPTIONS);
export const enabledPaymentOptions = (given: DropinOptions, gateway: GatewayFacts, browser: BrowserFacts) =>
  options.enabledPaymentOptions(given, gateway, browser, OPTIONS);
export const isUpdatableProperty = (value: unknown): value is UpdatableProperty =>
  options.isUpdatableProperty(value, OPTIONS);
export const applyConfigurationUpdate = <T extends Readonly<Record<string, unknown>>>(
  property: UpdatableProperty,
  current: T,
  key: string,
  value: unknown,
): T => options.applyConfigurationUpdate(property, current, key, value, OPTIONS);

export const alwaysHiddenVaultedTypes = () => methods.alwaysHiddenVaultedTypes(OPTIONS);
export const hiddenVaultedTypes = (merchantHidden: unknown) => methods.hiddenVaultedTypes(merchantHidden, OPTIONS);
export const filterSavedMethods = (
  saved: readonly PaymentMethod[],
  supported: readonly PaymentOptionId[],
  hidden: readonly PaymentMethodType[],
) => vault.filterSavedMethods(saved, supported, hidden, OPTIONS);
export const analyticsKind = (type: PaymentMethodType) => methods.analyticsKind(type, OPTIONS);
export const formatPaymentMethodPayload = (method: PaymentMethod) =>
  payment.formatPaymentMethodPayload(method, OPTIONS);
export const shouldVerifyThreeDSecure = (method: PaymentMethod, enabled: boolean) =>
  payment.shouldVerifyThreeDSecure(method, enabled, OPTIONS);
export const paymentSourceKey = (type: PaymentMethodType) => methods.paymentSourceKey(type, OPTIONS);

export const readOptions = (raw: unknown) => read.readOptions(raw, OPTIONS);
