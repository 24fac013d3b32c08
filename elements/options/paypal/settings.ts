/**
 * PayPal's own settings rules (both flavours): pure, so the model and the option's module share them.
 */
import type { DropinOptions } from '../../vocabulary/types.js';
import type { PaymentMethodTypeDefinition } from '../../vocabulary/option-definition.js';

/** The merchant's `paypal` / `paypalCredit` settings (Drop-in's option of that name). */
export interface PayPalOptions {
  readonly flow?: 'checkout' | 'vault';
  readonly amount?: string | number;
  readonly currency?: string;
  readonly landingPageType?: string;
  readonly buttonStyle?: Readonly<Record<string, unknown>>;
  readonly commit?: boolean;
  readonly vault?: { readonly vaultPayPal?: boolean };
  readonly logLevel?: string;
  readonly [key: string]: unknown;
}

/** PayPal's setup fails with this error when it cannot reach PayPal, or when it times out. */
export const PAYPAL_CONNECTION_FAILED = 'There was an error connecting to PayPal.';

/** Translation key shown on PayPal's sheet when `requestPaymentMethod` is called there: only its button pays. */
export const PAYPAL_BUTTON_MUST_BE_USED = 'paypalButtonMustBeUsed';

/** PayPal's setup fails with a connection error if it has not finished by then. */
export const PAYPAL_SETUP_TIMEOUT_MS = 30000;

/** Log level handed to the PayPal SDK script when the merchant names none. */
export const DEFAULT_PAYPAL_LOG_LEVEL = 'warn';

/** PayPal settings fixed at creation; `updateConfiguration` leaves them alone. */
export const PAYPAL_READ_ONLY_KEYS: readonly string[] = /* @__PURE__ */ Object.freeze(['offerCredit', 'locale']);

/** Log level for the PayPal SDK, from whichever PayPal option is configured. */
export function paypalLogLevel(options: Pick<DropinOptions, 'paypal' | 'paypalCredit'>): string {
  const paypal = (options.paypal || options.paypalCredit) as PayPalOptions | false | undefined;
  return (paypal && paypal.logLevel) || DEFAULT_PAYPAL_LOG_LEVEL;
}

/** A PayPal account (from PayPal or PayPal Credit): listed by its email. */
export const PAYPAL_ACCOUNT = {
  type: 'PayPalAccount',
  analyticsKind: 'paypal',
  sourceKey: 'PayPal',
  identifier: 'email',
} as const satisfies PaymentMethodTypeDefinition<'PayPalAccount'>;
