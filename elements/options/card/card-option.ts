import { CARD_BRAND_BY_HOSTED_TYPE } from '../../model/constants.js';
import { cardOptions } from '../../model/options.js';
import type { HostedFieldName } from '../../model/types.js';
import type { OptionContext, OptionHost, PaymentOptionInstance, PaymentOptionModule, SheetProps } from '../option.js';
import { CardSheet } from './card-sheet.js';
import { cardSheetView } from './card-sheet.view.js';

/** Where Drop-in links its notice of collection. */
const PRIVACY_NOTICE_URL = 'https://www.paypal.com/legalhub/privacy-full';

/** The card option: hosted fields behind the model's card-form rules. */
export const cardModule: PaymentOptionModule = {
  // Configured cards always work in the browser: the frames need nothing more.
  isEnabled: () => Promise.resolve(true),
  create(context: OptionContext, host: OptionHost): PaymentOptionInstance {
    const sheet = new CardSheet(
      {
        container: (field: HostedFieldName) => host.holder(field),
        t: (key, values) => host.t(key, values),
        forward: (name, payload) => host.fire(`card:${name}`, payload as never),
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
        cardSheetView({
          ...props,
          brands: sheet.config.icons.map((icon) => ({
            key: CARD_BRAND_BY_HOSTED_TYPE[icon],
            label: host.t(CARD_BRAND_BY_HOSTED_TYPE[icon]),
          })),
          acceptedCardsLabel: host.t('Card'),
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
      teardown: () => sheet.teardown(),
    };
  },
};
