/**
 * Pure rules about payment methods: which saved types are hidden, what is true of a method's type (how a method is
 * formatted for the merchant and when 3D Secure applies are in payment.ts, which loads with the payment's code; how a
 * method reads in the list is in method-labels.ts; which saved ones are listed, and in what order, in vault.ts, which
 * loads with them). What is true of a method's type comes from the option catalogue the
 * caller hands in.
 */
import type {
  OptionCatalogue,
  PaymentMethodTypeDefinition,
  PaymentOptionDefinition,
} from '../vocabulary/option-definition.js';
import type { PaymentMethodType, PaymentOptionId } from '../vocabulary/types.js';

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

/** Translation key naming a method's source in "Paying with {{paymentSource}}". */
export function paymentSourceKey(type: PaymentMethodType, catalogue: OptionCatalogue): string {
  return methodTypeOf(type, catalogue)?.sourceKey ?? '';
}
