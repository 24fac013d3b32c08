/** What the checkout charges, as the page tells the form. */
export interface CheckoutAmount {
  /** A decimal string with two places, e.g. `10.00`. */
  amount: string;
  /** ISO 4217, e.g. `USD`. */
  currency: string;
  /** The merchant's Google Pay merchant id (Google needs it in production only), or `off`: no Google Pay. */
  googlePayMerchantId?: string;
}

/** The name the wallets show the shopper as the payee. */
export const SHOP_NAME = 'Demo shop';

/**
 * The widget's options for the ways to pay besides cards, for one amount: PayPal and PayPal
 * Credit (a one-time checkout), Venmo (desktop included, as a one-time payment), Apple Pay and
 * Google Pay (the order's total, final), unless its merchant id is `off`. The widget leaves out any the gateway or
 * the browser does not support.
 */
export function walletOptions(o: CheckoutAmount) {
  const paypal = { flow: 'checkout', amount: o.amount, currency: o.currency } as const;
  return {
    paypal,
    paypalCredit: paypal,
    venmo: { allowDesktop: true, paymentMethodUsage: 'single_use' },
    applePay: {
      displayName: SHOP_NAME,
      paymentRequest: { total: { label: SHOP_NAME, amount: o.amount } },
    },
    googlePay:
      o.googlePayMerchantId === 'off'
        ? (false as const)
        : {
            googlePayVersion: 2,
            ...(o.googlePayMerchantId ? { merchantId: o.googlePayMerchantId } : {}),
            transactionInfo: { currencyCode: o.currency, totalPriceStatus: 'FINAL', totalPrice: o.amount },
          },
  };
}

/**
 * The card form's save-card choice: a signed-in shopper (whose token can save cards) sees the
 * checkbox, checked by default; a guest has nothing to save to.
 */
export function cardOptions(signedIn: boolean) {
  return signedIn ? { vault: { allowVaultCardOverride: true, vaultCard: true } } : undefined;
}
