/** Timers the element owns; tests may pass a fake one. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Options that are objects or arrays in attributes are JSON. */
export const jsonAttribute = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
};

/** `attr="false"` means false; present otherwise means true; absent leaves the default. */
export const booleanAttribute = {
  fromAttribute(value: string | null): boolean | undefined {
    return value === null ? undefined : value !== 'false';
  },
};

/** Drop-in's option names that are also element properties (the `options` object holds them all). */
export const OPTION_PROPERTIES = [
  'authorization',
  'locale',
  'translations',
  'paymentOptionPriority',
  'card',
  'paypal',
  'paypalCredit',
  'venmo',
  'applePay',
  'googlePay',
  'threeDSecure',
  'dataCollector',
  'vaultManager',
  'preselectVaultedPaymentMethod',
  'showDefaultPaymentMethodFirst',
  'hiddenVaultedPaymentMethodTypes',
] as const;
