/**
 * Pure rules about payment methods: which saved types are hidden, how a method is formatted for the merchant and when
 * 3D Secure applies (how a method reads in the list is in method-labels.ts; which saved ones are listed, and in what
 * order, in vault.ts, which loads with them). What is true of a method's type comes from the option catalogue the
 * caller hands in.
 */
import type {
  OptionCatalogue,
  PaymentMethodTypeDefinition,
  PaymentOptionDefinition,
} from '../vocabulary/option-definition.js';
import type { PaymentMethod, PaymentMethodPayload, PaymentMethodType, PaymentOptionId } from '../vocabulary/types.js';

function isPaymentOptionId(value: unknown, catalogue: OptionCatalogue): value is PaymentOptionId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(catalogue, value);
}

/** The first option, in the catalogue's order, that makes payment methods of this type (PayPal before PayPal Credit). */
export function optionMaking(type: PaymentMethodType, catalogue: OptionCatalogue): PaymentOptionDefinition | undefined {
  return Object.values(catalogue).find((definition: PaymentOptionDefinition) => definition.method.type === type);
}

/** What is true of the payment methods of this type (read from the first option that makes them). */
export function methodTypeOf(
  type: PaymentMethodType,
  catalogue: OptionCatalogue,
): PaymentMethodTypeDefinition | undefined {
  return optionMaking(type, catalogue)?.method;
}

/** Saved method types never listed (their definitions say so): saved wallets only back existing subscriptions. */
export function alwaysHiddenVaultedTypes(catalogue: OptionCatalogue): PaymentMethodType[] {
  const hidden: PaymentMethodType[] = [];
  for (const definition of Object.values(catalogue) as PaymentOptionDefinition[]) {
    const method = definition.method;
    if (method.neverListedWhenSaved === true && !hidden.includes(method.type)) hidden.push(method.type);
  }
  return hidden;
}

/** The always-hidden wallet types plus the types of the option ids the merchant lists; unknown ids are ignored. */
export function hiddenVaultedTypes(merchantHidden: unknown, catalogue: OptionCatalogue): PaymentMethodType[] {
  const hidden = alwaysHiddenVaultedTypes(catalogue);
  if (Array.isArray(merchantHidden)) {
    for (const id of merchantHidden) {
      if (!isPaymentOptionId(id, catalogue)) {
        continue;
      }
      const type = catalogue[id].method.type;
      if (!hidden.includes(type)) {
        hidden.push(type);
      }
    }
  }
  return hidden;
}

/** The analytics name of a payment method type. */
export function analyticsKind(type: PaymentMethodType, catalogue: OptionCatalogue): string {
  return methodTypeOf(type, catalogue)?.analyticsKind ?? '';
}

/**
 * The merchant-facing payload (as Drop-in gives it): `vaulted` only when known, `description` for cards only, the wallet's raw
 * response in details where the type's definition says so, liability fields only when the possible flag is a boolean.
 */
export function formatPaymentMethodPayload(method: PaymentMethod, catalogue: OptionCatalogue): PaymentMethodPayload {
  const details = methodTypeOf(method.type, catalogue)?.rawPaymentDataInDetails
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
export function shouldVerifyThreeDSecure(
  method: PaymentMethod,
  threeDSecureEnabled: boolean,
  catalogue: OptionCatalogue,
): boolean {
  if (!threeDSecureEnabled) {
    return false;
  }
  if (method.liabilityShifted !== undefined && method.liabilityShifted !== null) {
    return false;
  }
  const rule = methodTypeOf(method.type, catalogue)?.threeDSecure;
  return rule === 'always' || (rule === 'unlessNetworkTokenized' && method.details.isNetworkTokenized === false);
}

/** Translation key naming a method's source in "Paying with {{paymentSource}}". */
export function paymentSourceKey(type: PaymentMethodType, catalogue: OptionCatalogue): string {
  return methodTypeOf(type, catalogue)?.sourceKey ?? '';
}
