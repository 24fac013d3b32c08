/** The largest amount the emulated processor accepts (Braintree answers 81528 above its limit). */
const MAX_AMOUNT_CENTS = 9_999_999_999;

export type AmountCheck =
  | { ok: true; amount: string; cents: number }
  | { ok: false; code: '81501' | '81502' | '81503' | '81528' | '81531'; message: string };

/**
 * Reads an amount the way the gateway validates it: `10`, `10.0` and `10.00` are the same
 * (answered as `10.00`); at most two decimals; positive. USD only, so always two decimals.
 */
export function parseAmount(raw: string | undefined): AmountCheck {
  if (raw === undefined || raw.trim() === '') return { ok: false, code: '81502', message: 'Amount is required.' };
  const value = raw.trim();
  if (value.startsWith('-') && /^-\d+(\.\d{1,2})?$/.test(value)) {
    return { ok: false, code: '81501', message: 'Amount cannot be negative.' };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { ok: false, code: '81503', message: 'Amount is an invalid format.' };
  const [whole, fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return { ok: false, code: '81531', message: 'Amount must be greater than zero.' };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, code: '81528', message: 'Amount is too large.' };
  return { ok: true, amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`, cents };
}
