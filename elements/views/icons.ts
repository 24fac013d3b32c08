import { svg, html, type TemplateResult } from 'lit';

/**
 * Small brand marks drawn here (no sprite sheet, no ids, so several widgets on one page never
 * clash). Decorative: the text beside them carries the name for assistive technology.
 */
const MARKS: Readonly<Record<string, { fill: string; text: string; ink?: string }>> = {
  Visa: { fill: '#1a1f71', text: 'VISA' },
  MasterCard: { fill: '#252525', text: 'MC' },
  'American Express': { fill: '#2e77bc', text: 'AMEX' },
  Discover: { fill: '#f58220', text: 'DISC' },
  JCB: { fill: '#0b6b3a', text: 'JCB' },
  UnionPay: { fill: '#d10429', text: 'UP' },
  Maestro: { fill: '#6c6bbd', text: 'MAES' },
  'Diners Club': { fill: '#004a97', text: 'DC' },
  Elo: { fill: '#000000', text: 'ELO' },
  Hiper: { fill: '#f37421', text: 'HIPER' },
  Hipercard: { fill: '#b3131b', text: 'HIPR' },
  Card: { fill: '#e8ecf1', text: 'CARD', ink: '#1f2328' },
  PayPalAccount: { fill: '#003087', text: 'PayPal' },
  VenmoAccount: { fill: '#008cff', text: 'venmo' },
  ApplePayCard: { fill: '#000000', text: 'Pay' },
  AndroidPayCard: { fill: '#ffffff', text: 'GPay', ink: '#3c4043' },
};

export function brandIcon(brand: string): TemplateResult {
  const mark = MARKS[brand] ?? MARKS.Card!;
  return html`<svg class="brand-icon" viewBox="0 0 38 24" aria-hidden="true" focusable="false">
    ${svg`<rect x="0.5" y="0.5" width="37" height="23" rx="3" fill=${mark.fill} stroke="#c4cad2"></rect>
    <text x="19" y="15.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="8" font-weight="700" fill=${mark.ink ?? '#ffffff'}>${mark.text}</text>`}
  </svg>`;
}
