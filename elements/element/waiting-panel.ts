import { nothing, type TemplateResult } from 'lit';
import { format, languageTag, resolveLocale } from '../i18n/index.js';
import { loadWordsFor, wordsFor } from '../i18n/words.js';
import { createModelConfig, start } from '../model/dropin-model.js';
import { enabledPaymentOptions, resolvePaymentOptionPriority } from '../model/options.js';
import { cardModule } from '../options/card/card-option.js';
import type { OptionContext, OptionHost } from '../options/kit/option.js';
import { OPTIONS } from '../options/registry.js';
import { GATEWAY_CARD_TYPE_BY_HOSTED_TYPE } from '../vocabulary/constants.js';
import type { DropinOptions, GatewayFacts, PaymentOptionId } from '../vocabulary/types.js';
import { loadLists, loadedLists } from './lists-loader.js';
import { panelView, type PanelProps } from './panel.js';

/**
 * What a gateway most often answers, assumed until it does: every card brand, CVV and postal code checked, and yes to
 * whatever else an option asks (every wallet on). A gateway that answers otherwise changes the view then (a field or
 * a wallet less).
 */
const LIKELY_GATEWAY = new Proxy(
  { supportedCardTypes: Object.values(GATEWAY_CARD_TYPE_BY_HOSTED_TYPE), challenges: ['cvv', 'postal_code'] },
  { get: (facts, key) => (key in facts ? facts[key as keyof typeof facts] : true) },
) as unknown as GatewayFacts;

/**
 * The panel while the gateway's configuration is on its way, drawn from the merchant's options alone: the panel of
 * the state setup starts in when the gateway answers as most do (./panel.ts draws the view it opens on, the card
 * sheet or the options list, inert, and the loader otherwise), with the card sheet's empty frame boxes. The same
 * template as once the gateway has answered, so the page paints the widget's text at once and nothing moves then.
 * Undefined when no option is offered (setup will fail). A pick in its options list goes to `view.dispatch`.
 */
export function waitingPanel(
  options: DropinOptions,
  strings: Readonly<Record<string, string>>,
  idPrefix: string,
  requestUpdate: () => void,
  view: Pick<PanelProps, 'dispatch' | 'chosen'>,
): TemplateResult | undefined {
  // As setup asks (https and localhost are secure contexts alike).
  const browser = { secureContext: window.isSecureContext, global: window as unknown as Record<string, unknown> };
  const offered = resolvePaymentOptionPriority(
    options.paymentOptionPriority,
    enabledPaymentOptions(options, LIKELY_GATEWAY, browser, OPTIONS),
    OPTIONS,
  );
  if (!offered.ok) return undefined;
  // The options list's code is usually on its way already; the list is drawn once it is here.
  if (offered.value.length > 1 && !loadedLists()) void loadLists().then(requestUpdate, () => undefined);
  const t = (key: string, values?: Record<string, string>): string => format(strings[key] ?? key, values);
  return panelView({
    state: start(createModelConfig(options, offered.value, true, OPTIONS)).state,
    idPrefix,
    lang: languageTag(options.locale),
    announcement: '',
    string: (key) => strings[key],
    t,
    ...view,
    // One place per registry option, as the running setup draws them. The card's is drawn by a card instance made
    // for the likely gateway and a guest, never set up: the running sheet's own template, empty boxes and all.
    sheets: (props) =>
      (Object.keys(OPTIONS) as PaymentOptionId[]).map((id) =>
        id === 'card' && props(id).active
          ? cardModule
              .create({ options, gateway: LIKELY_GATEWAY, guestCheckout: true } as OptionContext, { t } as OptionHost)
              .renderSheet(props(id))
          : nothing,
      ),
  });
}

/**
 * The words setup will draw with, merged by the same function (`wordsFor`): at once for English, and once the
 * locale's chunk is here otherwise (the same `import()` as setup's).
 */
export class WaitingWords {
  #options: DropinOptions | undefined;
  #strings: Readonly<Record<string, string>> | undefined;

  /** The words for these options, or undefined while the locale's load (`loaded` is called then). */
  for(options: DropinOptions, loaded: () => void): Readonly<Record<string, string>> | undefined {
    if (options === this.#options) return this.#strings;
    this.#options = options;
    this.#strings = undefined;
    // English is here already: the first drawing is the waiting view.
    if (resolveLocale(options.locale) === 'en_US') return (this.#strings = wordsFor(options, {}));
    // A locale that fails to load leaves the loader up until setup has answered (in English).
    // (Setup reports that failure itself, so this view only stays on its loader.)
    loadWordsFor(options).then(
      (words) => {
        if (this.#options !== options) return;
        this.#strings = words;
        loaded();
      },
      () => undefined,
    );
    return undefined;
  }
}
