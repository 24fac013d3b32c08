import { nothing, type TemplateResult } from 'lit';
import { enUSCommon, format, loadLocaleStrings, resolveLocale } from '../i18n/index.js';
import { mergeStrings } from '../i18n/locale.js';
import { enabledPaymentOptions, resolvePaymentOptionPriority } from '../model/options.js';
import { cardSheetSketch } from '../options/card/card-option.js';
import { OPTIONS, optionDefinition } from '../options/registry.js';
import type { DropinOptions, GatewayFacts, PaymentOptionId } from '../vocabulary/types.js';
import { loadingView } from '../views/loading.view.js';
import { loadLists, loadedLists } from './lists-loader.js';
import { optionItems, panelFrame } from './panel.js';

/**
 * What a gateway most often answers, assumed until it does: every common card brand, CVV and postal code checked,
 * every wallet on. A gateway that answers otherwise changes the drawn view then (a field or a wallet less).
 */
const LIKELY_GATEWAY: GatewayFacts = {
  supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay', 'Maestro'],
  challenges: ['cvv', 'postal_code'],
  paypalEnabled: true,
  applePayWeb: true,
  payWithVenmo: true,
  androidPay: true,
};

/** What the panel is drawn from before the gateway answers. */
export interface WaitingPanelProps {
  /** The merchant's options as setup validated them (undefined before, or when they were refused). */
  readonly options: DropinOptions | undefined;
  readonly idPrefix: string;
  /** The words the setup will use, once known (the locale's load first); undefined until then. */
  readonly strings: Readonly<Record<string, string>> | undefined;
  /** The loading status's words meanwhile. */
  readonly loadingLabel: string;
  /** A part this view waits for (the lists' code) is here. */
  requestUpdate(): void;
}

/**
 * The panel while the gateway's configuration is on its way, drawn from the merchant's options alone: the view setup
 * opens on when the gateway agrees (the card sheet when cards are the one option, the options list when there are
 * several), inert, with its frames' boxes empty, in the panel's own template (./panel.ts), so it is the ready view's
 * DOM and the page paints the widget's text at once. Anything else (one wallet, words not loaded yet) shows the loader.
 */
export function waitingPanelView(p: WaitingPanelProps): TemplateResult {
  const strings = p.strings;
  const offered = p.options && strings ? likelyOptions(p.options) : [];
  const t = (key: string, values?: Record<string, string>): string => format(strings?.[key] ?? key, values);
  const card = offered.length === 1 && offered[0] === 'card';
  const lists = offered.length > 1 ? loadedLists() : undefined;
  // The options list's code is usually on its way already; it is drawn once here.
  if (offered.length > 1 && !lists) void loadLists().then(p.requestUpdate, () => undefined);
  const inPlace = card || lists !== undefined;
  return panelFrame({
    busy: true,
    announcement: '',
    loader: loadingView({ active: true, label: strings ? t('loadingLabel') : p.loadingLabel, inPlace }),
    express: nothing,
    methods: nothing,
    options: lists
      ? lists.optionsView({
          active: true,
          idPrefix: p.idPrefix,
          heading: t('chooseAWayToPay'),
          error: '',
          waiting: true,
          options: optionItems(offered, t),
          onSelect: () => undefined,
        })
      : nothing,
    // One place per registry option, as the running setup draws them.
    sheets: (Object.keys(OPTIONS) as PaymentOptionId[]).map((id) =>
      id === 'card' && card
        ? cardSheetSketch(
            p.options!,
            LIKELY_GATEWAY,
            isGuest(p.options!.authorization),
            {
              active: true,
              idPrefix: p.idPrefix,
              heading: t(optionDefinition('card').sheetHeadingKey ?? optionDefinition('card').labelKey),
              error: '',
              busy: false,
              waiting: true,
            },
            t,
          )
        : nothing,
    ),
    toggle: nothing,
  });
}

/** The options setup offers when the gateway has every wallet on, in the list's order (none when it would fail). */
function likelyOptions(options: DropinOptions): readonly PaymentOptionId[] {
  const browser = {
    secureContext: location.protocol === 'https:' || window.isSecureContext,
    global: window as unknown as Record<string, unknown>,
  };
  const enabled = enabledPaymentOptions(options, LIKELY_GATEWAY, browser, OPTIONS);
  const offered = resolvePaymentOptionPriority(options.paymentOptionPriority, enabled, OPTIONS);
  return offered.ok ? offered.value : [];
}

/** A tokenization key, or a client token without a customer: no save-card box (the gateway's client says the same). */
function isGuest(authorization: string): boolean {
  try {
    const decoded = JSON.parse(atob(authorization)) as { authorizationFingerprint?: unknown };
    return !String(decoded.authorizationFingerprint).includes('customer_id=');
  } catch {
    return true;
  }
}

/**
 * The words setup will draw with, merged as it merges them (English, the locale's, the merchant's), ready at once
 * for English and once the locale's chunk is here otherwise (the same `import()` setup makes).
 */
export class WaitingWords {
  private options: DropinOptions | undefined;
  private strings: Readonly<Record<string, string>> | undefined;

  /** The words for these options, or undefined while the locale's load (`loaded` is called then). */
  for(options: DropinOptions, loaded: () => void): Readonly<Record<string, string>> | undefined {
    if (options === this.options) return this.strings;
    this.options = options;
    this.strings = undefined;
    const merge = (localized: Record<string, string>): Record<string, string> =>
      mergeStrings({ english: enUSCommon, localized, merchant: options.translations, charset: document.characterSet });
    const locale = resolveLocale(options.locale);
    if (locale === 'en_US') return (this.strings = merge({}));
    void loadLocaleStrings(locale)
      .catch(() => ({}))
      .then((localized) => {
        if (this.options !== options) return;
        this.strings = merge(localized as Record<string, string>);
        loaded();
      });
    return undefined;
  }
}
