/**
 * The lists: saved methods, the delete confirmation and the options list, as the panel draws them, with the link to
 * the other ways to pay (shown only with saved methods or more than one option, when the lists are here).
 * Loaded on demand (`loadLists` in ./lists-loader.ts): a page that only shows the card form never needs them.
 */
import { html, type TemplateResult } from 'lit';
import { disabledOptions, type DropinState } from '../model/dropin-model.js';
import { deleteConfirmation, methodLabel } from '../model/method-labels.js';
import { optionMaking } from '../model/payment-methods.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentMethod, PaymentMethodType, PaymentOptionId, ViewId } from '../vocabulary/types.js';
import type { PaymentMethodTypeDefinition } from '../vocabulary/option-definition.js';
import { deleteConfirmationView } from '../views/delete-confirmation.view.js';
import { methodsView, type MethodItem } from '../views/methods.view.js';

import { optionsView } from '../views/options.view.js';
// The express row (the `express` option) loads with the lists: a card-only page downloads neither.
export { drawExpressButtons, expressPayments, expressRowFor } from './express-row.js';
export { listsStyles } from '../views/lists.styles.js';
// The model's part for the choices made on the lists comes with them (setup/model-parts.ts).
export { choosingPart } from '../model/choosing.js';
/** The lists' own English (their edit toggle and heading, the delete confirmation) comes with their code. */
export { enUSLists as listsEnglish } from '../i18n/en-US-lists.js';
import type { PanelProps } from './panel-props.js';

/** What the panel has worked out already. */
export interface MethodsPanelProps extends PanelProps {
  /** The view shown now (null while loading). */
  readonly view: string | null;
  /** The sheet error's text, for the methods view. */
  readonly sheetError: string;
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
  return [
    methodsView({
      active: view === 'methods',
      idPrefix: p.idPrefix,
      heading: methodsHeading(state, t),
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
      label: t('deleteDialogLabel'),
      message: pending ? deleteMessage(pending, p.methodType(pending.type), t) : '',
      yesLabel: t('deleteConfirmationButton'),
      noLabel: t('deleteCancelButton'),
      onYes: () => dispatch({ type: 'deleteConfirmed' }),
      onNo: () => dispatch({ type: 'deleteDeclined' }),
    }),
  ];
}

/**
 * The methods list's heading, which the live region says too: what edit mode does, else what the shopper is paying
 * with ("You're paying with Card", named by the option that makes the method), else the prompt to choose.
 */
export function methodsHeading(state: DropinState, t: PanelProps['t']): string {
  const active = state.activeMethod;
  const { catalogue } = state.config;
  return state.editMode
    ? t('editPaymentMethods')
    : active
      ? t('payingWith', { paymentSource: t((optionMaking(active.type, catalogue) ?? catalogue.card).labelKey) })
      : t('chooseAWayToPay');
}

/** What the panel has worked out for the options list. */
export interface OptionsListProps extends PanelProps {
  /** The view shown now (null while loading). */
  readonly view: string | null;
  /** The sheet error's text, for the options view. */
  readonly sheetError: string;
  /** Setup is running (the shopper's early choice is marked). */
  readonly waiting: boolean;
  /** The options offered, in order. */
  readonly options: readonly PaymentOptionId[];
}

/** The options list: the first view with more than one option, or under the saved methods ("More ways to pay"). */
export function optionsList(p: OptionsListProps): TemplateResult {
  const { state, t, view } = p;
  const failed = new Set(disabledOptions(state));
  // The catalogue the model was handed: a chunk that loads on demand does not import the registry.
  const definition = (id: PaymentOptionId) => state.config.catalogue[id];
  return optionsView({
    active: view === 'options' || (view === 'methods' && state.otherOptionsVisible),
    idPrefix: p.idPrefix,
    heading: view === 'options' ? t('chooseAWayToPay') : t('otherWaysToPay'),
    // Under the methods list the error is the list's own.
    error: view === 'options' ? p.sheetError : '',
    chosen: p.waiting ? p.chosen : null,
    options: p.options.map((id) => ({
      id,
      label: t(definition(id).labelKey),
      icon: id === 'card' ? 'Card' : definition(id).method.type,
      error: failed.has(id) ? MESSAGES.developerError : undefined,
    })),
    onSelect: (id) => p.dispatch({ type: 'paymentOptionSelected', option: id as PaymentOptionId }),
  });
}

/** The link under a sheet to the saved methods or the other options. */
export function otherWaysLink(p: PanelProps, hasMethods: boolean): TemplateResult {
  return html`<button
    type="button"
    class="link"
    part="toggle other-ways"
    @click=${() => p.dispatch({ type: 'otherWaysToPayToggled' })}
  >
    ${p.t(hasMethods ? 'chooseAnotherWayToPay' : 'otherWaysToPay')}
  </button>`;
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

/**
 * Focus and the live region for a change made with the lists' controls (the widget's session asks; the rest of a view
 * change is its own): the delete confirmation remembers its method; Edit / Done editing and "Pay another way" keep
 * the shopper in the methods list. True when the change was one of the latter, which the session then leaves alone.
 */
export function followListChange(
  // The session's view focus (controllers/view-focus.ts), as far as the lists use it.
  focus: {
    confirming(nonce: string): void;
    announce(announcement: string): void;
    viewChanged(previous: ViewId | null, next: ViewId | null, announcement: string): void;
  },
  previous: DropinState,
  next: DropinState,
  nowShowing: (name: string) => string,
  t: PanelProps['t'],
): boolean {
  if (next.pendingDeletion) focus.confirming(next.pendingDeletion.nonce);
  if (next.activeView !== 'methods' || previous.activeView !== 'methods') return false;
  if (next.editMode !== previous.editMode) {
    // Edit / Done editing redraws the list under the shopper, whose focus stays on the toggle: say what it is now.
    focus.announce(nowShowing(methodsHeading(next, t)));
    return true;
  }
  if (!next.otherOptionsVisible) return false;
  // "Pay another way" under the saved methods opens the options list below them and goes: focus and the announcement
  // go to that list ("More ways to pay"), as to a view of its own, or focus would drop to the page.
  if (!previous.otherOptionsVisible) focus.viewChanged('methods', 'options', nowShowing(t('otherWaysToPay')));
  return true;
}
