/**
 * A tiny HTML tagged template: every interpolated value is escaped unless it is itself `html`
 * output, so nothing from outside (query strings, gateway answers) reaches a page unescaped.
 *
 * ```ts
 * html`<p>${userText}</p>`            // escaped
 * html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`
 * ```
 * Values belong in element content or in quoted attribute values, never in tag or attribute names,
 * scripts or styles.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function renderValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += renderValue(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}
