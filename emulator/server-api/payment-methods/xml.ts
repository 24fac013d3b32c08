import { kindOf } from '../../payment-method-types.js';
import type { VaultedMethod } from '../../state/records.js';
import type { Verification } from '../verifications/verification.js';
import { verificationXml } from '../verifications/xml.js';
import { globalId, XmlArray, type XmlObject } from '../xml.js';
import { storedAddressXml } from '../addresses/xml.js';

/**
 * A saved method as `payment_methods/any/<token>` and the customer's lists answer it: its type's own
 * fields, then what every saved method has. `verification` is the one just run when the method was
 * saved with `verifyCard`.
 */
export function paymentMethodXml(
  method: VaultedMethod,
  context: { merchantAccountId: string; currencyIsoCode: string; verification?: Verification },
): XmlObject {
  const kind = kindOf(method.instrument.type);
  const created = new Date(method.createdAt);
  const verifications = context.verification
    ? [verificationXml(context.verification, context.merchantAccountId, context.currencyIsoCode)]
    : [];
  return {
    ...kind.fields(method.instrument, method.token),
    'customer-id': method.customerId,
    default: method.isDefault,
    'created-at': created,
    'updated-at': created,
    subscriptions: new XmlArray('subscription', []),
    ...(kind.verification ? { verifications: new XmlArray('verification', verifications) } : {}),
    ...kind.savedFields?.(method),
    // A card's billing address is one of its customer's addresses (a server API record).
    ...(method.instrument.type === 'CreditCard'
      ? { 'billing-address': method.billingAddress ? storedAddressXml(method.billingAddress) : null }
      : {}),
    'global-id': globalId('paymentmethod', method.token),
  };
}

/** The element a saved method is answered in (`credit-card`, `paypal-account`, …). */
export function paymentMethodElement(method: VaultedMethod): string {
  return kindOf(method.instrument.type).element;
}
