import { CARD_BRAND_BY_HOSTED_TYPE } from '../../vocabulary/constants.js';
import { cardOptions } from '../../model/options.js';
import type { HostedCardType, HostedFieldName } from '../../vocabulary/types.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../kit/option.js';
import { CardSheet } from './card-sheet.js';
import { cardSheetView } from './card-sheet.view.js';

/** The one brand the number typed so far fits (none while several could, or none). */
function detectedBrand(
  cards: ReadonlyArray<{ type: string }>,
  host: OptionHost,
): { key: string; label: string } | null {
  if (cards.length !== 1) return null;
  const brand = CARD_BRAND_BY_HOSTED_TYPE[cards[0]!.type as HostedCardType];
  return brand ? { key: brand, label: host.t(brand) } : null;
}

/** Where Drop-in links its notice of collection. */
const PRIVACY_NOTICE_URL = 'https://www.paypal.com/legalhub/privacy-full';

/** The card option: hosted fields behind the card form's rules (./card-form.ts). */
export const cardModule: PaymentOptionModule = {
  // Configured cards always work in the browser: the frames need nothing more.
  isEnabled: () => Promise.resolve(true),
  // The frames' holders are in the light DOM: the frames are asked for before the sheet is drawn.
  setsUpUndrawn: true,
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    const sheet = new CardSheet(
      {
        container: (field: HostedFieldName) => host.holder(field),
        t: (key, values) => host.t(key, values),
        forward: (name, payload) => {
          host.fire(`card:${name}`, payload as never);
          // The detected brand is drawn at the number field and announced.
          if (name === 'cardTypeChange') host.requestUpdate();
        },
        completenessChanged: (isComplete) => host.completenessChanged(isComplete),
        requestUpdate: () => host.requestUpdate(),
        setTimeout: (callback, ms) => host.clock.setTimeout(callback, ms),
        clearTimeout: (handle) => host.clock.clearTimeout(handle),
        focusInHostedField: () => host.focusInHolder(),
        charset: host.charset,
        frameStyles: () => host.frameStyles(),
        reportError: (error) => host.reportError(error),
      },
      cardOptions(context.options),
      context.gateway,
      context.guestCheckout,
    );
    return {
      renderSheet: (props: SheetProps) =>
        cardSheetView({
          ...props,
          // While waiting, the view draws empty places instead (card-sheet.view.ts): no mark is fetched.
          brands: sheet.config.icons.map((icon) => ({
            key: CARD_BRAND_BY_HOSTED_TYPE[icon],
            label: host.t(CARD_BRAND_BY_HOSTED_TYPE[icon]),
          })),
          acceptedCardsLabel: host.t('Card'),
          detectedBrand: detectedBrand(sheet.state().cards, host),
          fields: sheet.viewFields(),
          saveCard: sheet.config.saveCard.visible
            ? {
                label: host.t('saveCardLabel'),
                checked: sheet.saveCardChecked,
                onChange: (checked) => {
                  sheet.saveCardChecked = checked;
                },
              }
            : undefined,
          notice: { text: host.t('noticeOfCollection'), href: PRIVACY_NOTICE_URL },
        }),
      setup: () => sheet.create(context.client),
      tokenize: () => sheet.submit(),
      focus: (field) => sheet.focus(field as HostedFieldName),
      firstError: () => sheet.firstError(),
      reportInvalid: () => sheet.reportInvalid(),
      clear: () => sheet.clear(),
      setDisabled: (disabled) => sheet.setDisabled(disabled),
      teardown: () => sheet.teardown(),
    };
  },
};
