/**
 * Pure rules about payment methods: which saved ones are listed and in what order, how a method is formatted for
 * the merchant and when 3D Secure applies (how a method reads in the list is in method-labels.ts).
 */
import { DEFAULT_ACS_WINDOW_SIZE } from '../vocabulary/constants.js';
import { OPTIONS, OPTION_IDS, methodTypeDefinition } from '../options/registry.js';
import type { PaymentMethodTypeDefinition } from '../options/kit/option.js';
import type { PaymentMethod, PaymentMethodPayload, PaymentMethodType, PaymentOptionId } from '../vocabulary/types.js';

function isPaymentOptionId(value: unknown): value is PaymentOptionId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(OPTIONS, value);
}

/** Saved method types never listed (their definitions say so): saved wallets only back existing subscriptions. */
export function alwaysHiddenVaultedTypes(): PaymentMethodType[] {
  const hidden: PaymentMethodType[] = [];
  for (const id of OPTION_IDS) {
    const method: PaymentMethodTypeDefinition = OPTIONS[id].method;
    if (method.neverListedWhenSaved === true && !hidden.includes(method.type)) hidden.push(method.type);
  }
  return hidden;
}

/** The always-hidden wallet types plus the types of the option ids the merchant lists; unknown ids are ignored. */
export function hiddenVaultedTypes(merchantHidden: unknown): PaymentMethodType[] {
  const hidden = alwaysHiddenVaultedTypes();
  if (Array.isArray(merchantHidden)) {
    for (const id of merchantHidden) {
      if (!isPaymentOptionId(id)) {
        continue;
      }
      const type = OPTIONS[id].method.type;
      if (!hidden.includes(type)) {
        hidden.push(type);
      }
    }
  }
  return hidden;
}

/** Saved methods the shopper may use here: of a type an offered option produces and not hidden; marked vaulted. */
export function filterSavedMethods(
  methods: readonly PaymentMethod[],
  supportedOptions: readonly PaymentOptionId[],
  hiddenTypes: readonly PaymentMethodType[],
): PaymentMethod[] {
  const shown = new Set<PaymentMethodType>();
  for (const option of supportedOptions) {
    const type = OPTIONS[option].method.type;
    if (!hiddenTypes.includes(type)) {
      shown.add(type);
    }
  }
  return methods.filter((method) => shown.has(method.type)).map((method) => ({ ...method, vaulted: true }));
}

/** Puts the customer's default method first (stable otherwise) unless the merchant turned that off. */
export function orderSavedMethods(methods: readonly PaymentMethod[], defaultFirst: boolean): PaymentMethod[] {
  if (!defaultFirst) {
    return [...methods];
  }
  return [
    ...methods.filter((method) => method.default === true),
    ...methods.filter((method) => method.default !== true),
  ];
}

/** The analytics name of a payment method type. */
export function analyticsKind(type: PaymentMethodType): string {
  return methodTypeDefinition(type)?.analyticsKind ?? '';
}

/**
 * The merchant-facing payload (as Drop-in gives it): `vaulted` only when known, `description` for cards only, the wallet's raw
 * response in details where the type's definition says so, liability fields only when the possible flag is a boolean.
 */
export function formatPaymentMethodPayload(method: PaymentMethod): PaymentMethodPayload {
  const details = methodTypeDefinition(method.type)?.rawPaymentDataInDetails
    ? { ...method.details, rawPaymentData: method.rawPaymentData }
    : method.details;
  return {
    nonce: method.nonce,
    details,
    type: method.type,
    ...(method.vaulted !== undefined && method.vaulted !== null ? { vaulted: method.vaulted } : {}),
    ...(method.type === 'CreditCard' ? { description: method.description } : {}),
    ...(typeof method.liabilityShiftPossible === 'boolean'
      ? { liabilityShifted: method.liabilityShifted, liabilityShiftPossible: method.liabilityShiftPossible }
      : {}),
    ...(method.threeDSecureInfo ? { threeDSecureInfo: method.threeDSecureInfo } : {}),
    ...(method.deviceData ? { deviceData: method.deviceData } : {}),
    ...(method.binData ? { binData: method.binData } : {}),
  };
}

/**
 * 3D Secure runs (when configured) for the types whose definition says so (cards; Google Pay cards that are not
 * network tokenized), unless the method already carries a liability result.
 */
export function shouldVerifyThreeDSecure(method: PaymentMethod, threeDSecureEnabled: boolean): boolean {
  if (!threeDSecureEnabled) {
    return false;
  }
  if (method.liabilityShifted !== undefined && method.liabilityShifted !== null) {
    return false;
  }
  const rule = methodTypeDefinition(method.type)?.threeDSecure;
  return rule === 'always' || (rule === 'unlessNetworkTokenized' && method.details.isNetworkTokenized === false);
}

/** `verifyCard` options without the callback: merchant config amount, per-request overrides, then fixed fields. */
export interface ThreeDSecureVerifyOptions {
  readonly amount?: unknown;
  readonly nonce: string;
  readonly bin: string | undefined;
  readonly additionalInformation: Readonly<Record<string, unknown>> & { readonly acsWindowSize: unknown };
  readonly [key: string]: unknown;
}

/** Builds `verifyCard` options; the element adds `onLookupComplete`. */
export function threeDSecureVerifyOptions(
  method: PaymentMethod,
  configuredAmount: unknown,
  requestOptions: Readonly<Record<string, unknown>> | undefined,
): ThreeDSecureVerifyOptions {
  const merged: Record<string, unknown> = { amount: configuredAmount, ...(requestOptions ?? {}) };
  const given = merged.additionalInformation;
  const additional: Record<string, unknown> = typeof given === 'object' && given !== null ? { ...given } : {};
  if (!additional.acsWindowSize) {
    additional.acsWindowSize = DEFAULT_ACS_WINDOW_SIZE;
  }
  return {
    ...merged,
    nonce: method.nonce,
    bin: method.details.bin,
    additionalInformation: additional as ThreeDSecureVerifyOptions['additionalInformation'],
  };
}

/** The fields of a 3D Secure result copied onto the method. */
export interface ThreeDSecureResult {
  readonly nonce: string;
  readonly liabilityShifted?: boolean;
  readonly liabilityShiftPossible?: boolean;
  readonly threeDSecureInfo?: unknown;
}

/** The method after verification: the new nonce and the liability outcome. */
export function applyThreeDSecureResult(method: PaymentMethod, result: ThreeDSecureResult): PaymentMethod {
  return {
    ...method,
    nonce: result.nonce,
    liabilityShifted: result.liabilityShifted,
    liabilityShiftPossible: result.liabilityShiftPossible,
    threeDSecureInfo: result.threeDSecureInfo,
  };
}

/** Translation key naming a method's source in "Paying with {{paymentSource}}". */
export function paymentSourceKey(type: PaymentMethodType): string {
  return methodTypeDefinition(type)?.sourceKey ?? '';
}
