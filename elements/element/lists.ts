/**
 * The lists: saved methods, the delete confirmation and the options list, as the panel draws them.
 * Loaded on demand (`loadLists` in ./lists-loader.ts): a page that only shows the card form never needs them.
 */
import type { TemplateResult } from 'lit';
import type { DropinState } from '../model/dropin-model.js';
import { deleteConfirmation, methodLabel } from '../model/method-labels.js';
import type { PaymentMethod, PaymentMethodType } from '../vocabulary/types.js';
import type { PaymentMethodTypeDefinition } from '../vocabulary/option-definition.js';
import { deleteConfirmationView } from '../views/delete-confirmation.view.js';
import { methodsView, type MethodItem } from '../views/methods.view.js';

export { optionsView } from '../views/options.view.js';
// The express row (the `express` option) loads with the lists: a card-only page downloads neither.
export { drawExpressButtons, expressPayments, expressRowFor } from './express-row.js';
export { listsStyles } from '../views/lists.styles.js';
/** The lists' own English (their edit toggle and heading, the delete confirmation) comes with their code. */
export { enUSLists as listsEnglish } from '../i18n/en-US-lists.js';
// The card brands' marks drawn inline, where the bundler shipped no mark files (see views/icons.ts).
export { inlineMarks } from '../views/marks/inline.js';
import type { PanelProps } from './panel-props.js';

/** What the panel has worked out already. */
export interface MethodsPanelProps extends PanelProps {
  /** The view shown now (null while loading). */
  readonly view: string | null;
  /** The sheet error's text, for the methods view. */
  readonly sheetError: string;
  /** The active method's option name ("Card", "PayPal"), for "Paying with …". */
  readonly activeLabel: string;
  /** The listed methods, in order. */
  readonly methods: readonly PaymentMethod[];
  /** The list can be edited (the vault manager is on and a method is deletable). */
  readonly canEdit: boolean;
  /** Whether a method can be deleted in edit mode (not one with a subscription). */
  isDeletable(method: PaymentMethod): boolean;
  /** What is true of a method type (the registry's `methodTypeDefinition`, handed in: see method-labels.ts). */
  methodType(type: PaymentMethodType): PaymentMethodTypeDefinition | undefined;
}

export function methodsPanel(p: MethodsPanelProps): TemplateResult[] {
  const { state, t, dispatch, view } = p;
  const pending = state.pendingDeletion;
  const active = state.activeMethod;
  return [
    methodsView({
      active: view === 'methods',
      idPrefix: p.idPrefix,
      heading: state.editMode
        ? t('editPaymentMethods')
        : active
          ? t('payingWith', { paymentSource: p.activeLabel })
          : t('chooseAWayToPay'),
      methods: p.methods.map((m) => methodItem(m, p.methodType(m.type), state, t, p.isDeletable(m))),
      editMode: state.editMode,
      editToggle: p.canEdit
        ? {
            label: t(state.editMode ? 'doneEditing' : 'edit'),
            onToggle: () => dispatch({ type: state.editMode ? 'editModeLeft' : 'editModeEntered' }),
          }
        : undefined,
      otherWays: state.toggleVisible
        ? { label: t('chooseAnotherWayToPay'), onChoose: () => dispatch({ type: 'otherWaysToPayToggled' }) }
        : undefined,
      error: view === 'methods' ? p.sheetError : '',
      deleteLabel: () => `${t('deleteDialogLabel')}:`,
      onSelect: (nonce) => dispatch({ type: 'paymentMethodSelected', nonce }),
    }),
    deleteConfirmationView({
      active: view === 'delete-confirmation',
      idPrefix: p.idPrefix,
      message: pending ? deleteMessage(pending, p.methodType(pending.type), t) : '',
      yesLabel: t('deleteConfirmationButton'),
      noLabel: t('deleteCancelButton'),
      onYes: () => dispatch({ type: 'deleteConfirmed' }),
      onNo: () => dispatch({ type: 'deleteDeclined' }),
    }),
  ];
}

function methodItem(
  method: PaymentMethod,
  type: PaymentMethodTypeDefinition | undefined,
  state: DropinState,
  t: PanelProps['t'],
  deletable: boolean,
): MethodItem {
  const label = methodLabel(method, type);
  return {
    nonce: method.nonce,
    icon: method.type === 'CreditCard' ? String(method.details.cardType ?? 'Card') : method.type,
    label: label.titleKey ? t(label.titleKey, { lastFourCardDigits: label.lastFour ?? '' }) : (label.title ?? ''),
    secondary: label.subtitleKey ? t(label.subtitleKey) : undefined,
    selected: state.activeMethod?.nonce === method.nonce,
    disabled: state.editMode && !deletable,
    disabledReason: t('savedMethodSubscriptionLabel'),
  };
}

function deleteMessage(
  method: PaymentMethod,
  type: PaymentMethodTypeDefinition | undefined,
  t: PanelProps['t'],
): string {
  const confirmation = deleteConfirmation(method, type);
  return t(confirmation.key, {
    identifier: confirmation.identifier ?? '',
    secondaryIdentifier: confirmation.secondaryIdentifier ? t(confirmation.secondaryIdentifier) : '',
  });
}
