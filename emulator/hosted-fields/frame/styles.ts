import { ALLOWED_STYLES, type MerchantStyles } from './protocol.js';

/**
 * The frame's own rules: the field fills the frame, the hidden label stays readable by screen
 * readers. Merchant rules come after and may override the allowed properties.
 */
export const BASE_RULES: readonly string[] = [
  'html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; background: transparent; }',
  'form { margin: 0; height: 100%; }',
  'input, select { box-sizing: border-box; width: 100%; height: 100%; margin: 0; padding: 0; border: none; ' +
    'outline: none; background: transparent; font: inherit; color: inherit; font-size: 16px; }',
  'input::-ms-clear { display: none; }',
  '.bt-visually-hidden { position: absolute !important; width: 1px !important; height: 1px !important; ' +
    'padding: 0 !important; margin: -1px !important; overflow: hidden !important; clip: rect(0 0 0 0) !important; ' +
    'white-space: nowrap !important; border: 0 !important; }',
];

/** Values that could load something or escape the declaration. */
const UNSAFE_VALUE = /[{};<>\\]|\/\*|url\s*\(|expression\s*\(|image-set\s*\(|@import|javascript:/i;

/** Selectors are plain CSS: no blocks, comments, strings or escapes. */
const UNSAFE_SELECTOR = /[{};<>\\"'@]|\/\*/;

/** `fontSize` → `font-size`; kebab-case names stay. */
function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(block: unknown): string {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return '';
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(block as Record<string, unknown>)) {
    const property = kebab(name.trim()).toLowerCase();
    if (!ALLOWED_STYLES.has(property)) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw).trim();
    if (value === '' || UNSAFE_VALUE.test(value)) continue;
    parts.push(`${property}: ${value};`);
  }
  return parts.join(' ');
}

function rule(selector: string, block: unknown): string | undefined {
  const trimmed = selector.trim();
  if (trimmed === '' || UNSAFE_SELECTOR.test(trimmed)) return undefined;
  const body = declarations(block);
  return body ? `${trimmed} { ${body} }` : undefined;
}

/** A media query condition: letters, digits, parentheses, colons, commas, dots, spaces, hyphens. */
const SAFE_MEDIA = /^@media\s+[\w\s():,.-]+$/i;

/**
 * The merchant's `styles` (`{selector: {property: value}}`, `@media …` holding nested selectors)
 * as CSS rules, keeping only braintree-web's allowed properties and values that load nothing.
 */
export function merchantRules(styles: MerchantStyles | undefined): string[] {
  if (typeof styles !== 'object' || styles === null) return [];
  const rules: string[] = [];
  for (const [selector, block] of Object.entries(styles)) {
    if (selector.trim().startsWith('@')) {
      if (!SAFE_MEDIA.test(selector.trim()) || typeof block !== 'object' || block === null) continue;
      const inner = Object.entries(block as Record<string, unknown>)
        .map(([innerSelector, innerBlock]) => rule(innerSelector, innerBlock))
        .filter((r): r is string => r !== undefined);
      if (inner.length > 0) rules.push(`${selector.trim()} { ${inner.join(' ')} }`);
      continue;
    }
    const r = rule(selector, block);
    if (r) rules.push(r);
  }
  return rules;
}
