import { CARD_BRAND_BY_HOSTED_TYPE } from '../../vocabulary/constants.js';
import { cardOptions } from '../../model/options.js';
import type { DropinOptions, GatewayFacts, HostedCardType, HostedFieldName } from '../../vocabulary/types.js';
import type {
  OptionContext,
  OptionHost,
  PaymentOptionInstance,
  PaymentOptionModule,
  SheetProps,
} from '../kit/option.js';
import { cardFormConfig, type CardFormConfig } from './card-form.js';
import { CardSheet, cardFieldItems } from './card-sheet.js';
import { cardSheetView, type CardSheetViewProps } from './card-sheet.view.js';

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
      },
      cardOptions(context.options),
      context.gateway,
      context.guestCheckout,
    );
    return {
      renderSheet: (props: SheetProps) =>
        drawCardSheet(props, sheet.config, (key, values) => host.t(key, values), {
          detectedBrand: detectedBrand(sheet.state().cards, host),
          fields: sheet.viewFields(),
          saveCardChecked: sheet.saveCardChecked,
          onSaveCardChange: (checked) => {
            sheet.saveCardChecked = checked;
          },
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

/** What the card sheet shows of the shopper's input: the detected brand, the fields' state, the save-card box. */
interface CardSheetInput {
  readonly detectedBrand: CardSheetViewProps['detectedBrand'];
  readonly fields: CardSheetViewProps['fields'];
  readonly saveCardChecked: boolean;
  onSaveCardChange(checked: boolean): void;
}

/** The card sheet for a configuration: the running sheet's, or the one drawn before the gateway answers. */
function drawCardSheet(props: SheetProps, config: CardFormConfig, t: OptionHost['t'], input: CardSheetInput) {
  return cardSheetView({
    ...props,
    brands: config.icons.map((icon) => ({
      key: CARD_BRAND_BY_HOSTED_TYPE[icon],
      label: t(CARD_BRAND_BY_HOSTED_TYPE[icon]),
    })),
    acceptedCardsLabel: t('Card'),
    detectedBrand: input.detectedBrand,
    fields: input.fields,
    saveCard: config.saveCard.visible
      ? { label: t('saveCardLabel'), checked: input.saveCardChecked, onChange: input.onSaveCardChange }
      : undefined,
    notice: { text: t('noticeOfCollection'), href: PRIVACY_NOTICE_URL },
  });
}

/**
 * The card sheet drawn from the merchant's options alone, while the gateway's configuration is on its way: the same
 * template as the running sheet's, with the fields and brands `gateway` (the likely answer) gives, nothing typed,
 * so the sheet is painted at once, in its place, and the frames come into its empty boxes.
 */
export function cardSheetSketch(
  options: DropinOptions,
  gateway: GatewayFacts,
  guestCheckout: boolean,
  props: SheetProps,
  t: OptionHost['t'],
) {
  const config = cardFormConfig(cardOptions(options), gateway, guestCheckout);
  return drawCardSheet(props, config, t, {
    detectedBrand: null,
    fields: cardFieldItems(config, t, { cvvDigits: 3, errors: {}, focused: () => false }),
    saveCardChecked: config.saveCard.initiallyChecked,
    onSaveCardChange: () => undefined,
  });
}
