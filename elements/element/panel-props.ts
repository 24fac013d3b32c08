import type { TemplateResult, nothing } from 'lit';
import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type { SheetProps } from '../options/kit/option.js';
import type { PaymentOptionId } from '../vocabulary/types.js';

/** What the panel is drawn from (the lists, which load on demand, are drawn from it too). */
export interface PanelProps {
  readonly state: DropinState;
  readonly idPrefix: string;
  /** The language of the widget's words (its locale as a language tag, `ar-EG`), which screen readers voice it in. */
  readonly lang: string;
  /** `ltr` where the host reads right to left but the words shown are English (its locale's failed to load). */
  readonly dir?: 'ltr';
  /** The polite live region's text (where the shopper is now). */
  readonly announcement: string;
  /** The string for a key (the merchant's, the locale's, else English), or undefined where there is none. */
  string(key: string): string | undefined;
  t(key: string, values?: Record<string, string>): string;
  dispatch(action: DropinAction): void;
  /** The option picked in the options list while setup runs (it is opened once setup is done). */
  readonly chosen?: PaymentOptionId | null;
  /** Every option instance's sheet, in fixed positions. */
  sheets(props: (id: PaymentOptionId) => SheetProps): Array<TemplateResult | typeof nothing>;
}
