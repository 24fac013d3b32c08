/** The order amount when the page is opened without `?amount=`. */
export const DEFAULT_AMOUNT = '10.00';

const AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount the way the gateway wants it, a decimal string with two places ("10" →
 * "10.00"). Anything else (negative, zero, more than two decimals, letters) is `undefined`.
 */
export function parseAmount(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = AMOUNT.exec(input.trim());
  if (!match) return undefined;
  const units = String(Number(match[1]));
  const cents = (match[2] ?? '').padEnd(2, '0');
  if (units === '0' && cents === '00') return undefined;
  return `${units}.${cents}`;
}

export function formatMoney(amount: string, currency = 'USD'): string {
  return currency === 'USD' ? `$${amount}` : `${amount} ${currency}`;
}
