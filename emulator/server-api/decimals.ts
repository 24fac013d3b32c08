import { validationError, type ValidationError } from './errors.js';

/** What can be wrong with a decimal field. */
type Problem = 'format' | 'negative' | 'zero' | 'large';

/** How one decimal field of a request is checked, and the gateway's code for each problem. */
export interface DecimalRule {
  field: string;
  label: string;
  decimals: number;
  positive: boolean;
  max: number;
  codes: Partial<Record<Problem | 'required', string>>;
}

/** A decimal with at most `decimals` places, not negative (or above zero when `positive`), not too large. */
export function checkDecimal(
  value: string,
  decimals: number,
  positive: boolean,
  max: number,
): { ok: true } | { ok: false; problem: Problem } {
  if (/^-\d+(\.\d+)?$/.test(value)) return { ok: false, problem: positive ? 'zero' : 'negative' };
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(value)) return { ok: false, problem: 'format' };
  const n = Number(value);
  if (n > max) return { ok: false, problem: 'large' };
  if (positive && n <= 0) return { ok: false, problem: 'zero' };
  return { ok: true };
}

const PROBLEM_TEXT = {
  format: 'is in an invalid format.',
  negative: 'cannot be negative.',
  zero: 'must be greater than zero.',
  large: 'is too large.',
  required: 'is required.',
} as const;

/** Checks a field by its rule, adding the gateway's error to `errors` (a missing field only when required). */
export function checkDecimalRule(
  rule: DecimalRule,
  value: string | undefined,
  scope: readonly string[],
  errors: ValidationError[],
): void {
  if (value === undefined) {
    if (rule.codes.required) {
      errors.push(validationError(scope, rule.field, rule.codes.required, `${rule.label} ${PROBLEM_TEXT.required}`));
    }
    return;
  }
  const check = checkDecimal(value, rule.decimals, rule.positive, rule.max);
  if (check.ok) return;
  const code = rule.codes[check.problem] ?? rule.codes.format!;
  errors.push(validationError(scope, rule.field, code, `${rule.label} ${PROBLEM_TEXT[check.problem]}`));
}
