/**
 * Apple Pay's button style: read by the option's module alone, so it lives apart from settings.ts, which the
 * option's definition (and with it every page) imports.
 */
import type { DropinOptions } from '../../vocabulary/types.js';
import type { ApplePayOptions } from './settings.js';

/** Apple Pay button style when the merchant names none. */
export const DEFAULT_APPLE_PAY_BUTTON_STYLE = 'black';

/** Apple Pay button style. */
export function applePayButtonStyle(options: Pick<DropinOptions, 'applePay'>): string {
  const applePay = options.applePay as ApplePayOptions | false | undefined;
  return (applePay && applePay.buttonStyle) || DEFAULT_APPLE_PAY_BUTTON_STYLE;
}
