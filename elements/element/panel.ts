import { html, nothing, type TemplateResult } from 'lit';
import {
  availableOptions,
  canEditMethods,
  disabledOptions,
  isMethodDeletable,
  paymentMethods,
  type DropinAction,
  type DropinState,
} from '../model/dropin-model.js';
import { resolveErrorMessage } from '../model/errors.js';
import { MESSAGES } from '../model/messages.js';
import { deleteConfirmation, methodLabel } from '../model/payment-methods.js';
import type { PaymentMethod, PaymentOptionId, ViewId } from '../model/types.js';
import type { PaymentOptionDefinition, SheetProps } from '../options/option.js';
import { OPTIONS, optionDefinition } from '../options/registry.js';
import { deleteConfirmationView } from '../views/delete-confirmation.view.js';
import { loadingView } from '../views/loading.view.js';
import { methodsView, type MethodItem } from '../views/methods.view.js';
import { optionsView } from '../views/options.view.js';

/** What the panel is drawn from. */
export interface PanelProps {
  readonly state: DropinState;
  readonly idPrefix: string;
  /** The polite live region's text (where the shopper is now). */
  readonly announcement: string;
  /** The merged strings (English, the locale's, the merchant's). */
  readonly strings: Readonly<Record<string, string>>;
  t(key: string, values?: Record<string, string>): string;
  dispatch(action: DropinAction): void;
  /** Every option instance's sheet, in fixed positions. */
  sheets(props: (id: PaymentOptionId) => SheetProps): Array<TemplateResult | typeof nothing>;
}

/** The whole widget for a state: the loader, the methods list, the delete dialog, the options and the sheets. */
export function panelView(p: PanelProps): TemplateResult {
  const { state, t, dispatch } = p;
  const view = state.phase === 'ready' ? state.activeView : null;
  const failed = new Set(disabledOptions(state));
  const options = availableOptions(state);
  const methods = paymentMethods(state);
  const sheetError = state.sheetError ? resolveErrorMessage(state.sheetError.error, p.strings) : '';
  const pending = state.pendingDeletion;
  const active = state.activeMethod;
  const activeLabel = active ? t(optionDefinition(optionOfType(active.type)).labelKey) : '';

  return html`<div class="panel" part="panel" aria-busy=${state.loading ? 'true' : 'false'}>
    <div class="visually-hidden" role="status" aria-live="polite">${p.announcement}</div>
    ${loadingView({ active: state.loading, label: t(state.deletion ? 'deletingPaymentMethodLabel' : 'loadingLabel') })}
    ${methodsView({
      active: view === 'methods',
      idPrefix: p.idPrefix,
      heading: state.editMode
        ? t('editPaymentMethods')
        : active
          ? t('payingWith', { paymentSource: activeLabel })
          : t('chooseAWayToPay'),
      methods: methods.map((m) => methodItem(m, state, t)),
      editMode: state.editMode,
      editToggle: canEditMethods(state)
        ? {
            label: t(state.editMode ? 'doneEditing' : 'edit'),
            onToggle: () => dispatch({ type: state.editMode ? 'editModeLeft' : 'editModeEntered' }),
          }
        : undefined,
      otherWays: state.toggleVisible
        ? { label: t('chooseAnotherWayToPay'), onChoose: () => dispatch({ type: 'otherWaysToPayToggled' }) }
        : undefined,
      error: view === 'methods' ? sheetError : '',
      deleteLabel: () => `${t('deleteDialogLabel')}:`,
      onSelect: (nonce) => dispatch({ type: 'paymentMethodSelected', nonce }),
    })}
    ${deleteConfirmationView({
      active: view === 'delete-confirmation',
      idPrefix: p.idPrefix,
      message: pending ? deleteMessage(pending, t) : '',
      yesLabel: t('deleteConfirmationButton'),
      noLabel: t('deleteCancelButton'),
      onYes: () => dispatch({ type: 'deleteConfirmed' }),
      onNo: () => dispatch({ type: 'deleteDeclined' }),
    })}
    ${
      options.length > 1
        ? optionsView({
            active: view === 'options' || (view === 'methods' && state.otherOptionsVisible),
            idPrefix: p.idPrefix,
            heading: view === 'options' ? t('chooseAWayToPay') : t('otherWaysToPay'),
            options: options.map((id) => ({
              id,
              label: t(optionDefinition(id).labelKey),
              icon: id === 'card' ? 'Card' : optionDefinition(id).methodType,
              error: failed.has(id) ? MESSAGES.developerError : undefined,
            })),
            onSelect: (id) => dispatch({ type: 'paymentOptionSelected', option: id as PaymentOptionId }),
          })
        : nothing
    }
    ${p.sheets((id) => ({
      active: view === id,
      idPrefix: p.idPrefix,
      heading: t(sheetHeadingKey(optionDefinition(id))),
      error: view === id ? sheetError : '',
      busy: id === 'card' ? state.cardBusy : state.walletSessions[id] === true,
    }))}
    ${
      view !== null && view in OPTIONS && state.toggleVisible
        ? html`<button
            type="button"
            class="link"
            part="toggle other-ways"
            @click=${() => dispatch({ type: 'otherWaysToPayToggled' })}
          >
            ${t(methods.length > 0 ? 'chooseAnotherWayToPay' : 'otherWaysToPay')}
          </button>`
        : nothing
    }
  </div>`;
}

/** A view's name for the live region ("Choose a way to pay", "Pay with card", …). */
export function viewName(view: ViewId, t: (key: string) => string): string {
  switch (view) {
    case 'methods':
      return t('paymentMethodsListLabel');
    case 'options':
      return t('chooseAWayToPay');
    case 'delete-confirmation':
      return t('deleteDialogLabel');
    default:
      return t(sheetHeadingKey(optionDefinition(view)));
  }
}

function methodItem(method: PaymentMethod, state: DropinState, t: PanelProps['t']): MethodItem {
  const label = methodLabel(method);
  return {
    nonce: method.nonce,
    icon: method.type === 'CreditCard' ? String(method.details.cardType ?? 'Card') : method.type,
    label: label.titleKey ? t(label.titleKey, { lastFourCardDigits: label.lastFour ?? '' }) : (label.title ?? ''),
    secondary: label.subtitleKey ? t(label.subtitleKey) : undefined,
    selected: state.activeMethod?.nonce === method.nonce,
    disabled: state.editMode && !isMethodDeletable(state, method),
    disabledReason: t('savedMethodSubscriptionLabel'),
  };
}

function deleteMessage(method: PaymentMethod, t: PanelProps['t']): string {
  const confirmation = deleteConfirmation(method);
  return t(confirmation.key, {
    identifier: confirmation.identifier ?? '',
    secondaryIdentifier: confirmation.secondaryIdentifier ? t(confirmation.secondaryIdentifier) : '',
  });
}

function sheetHeadingKey(definition: PaymentOptionDefinition): string {
  return definition.sheetHeadingKey ?? definition.labelKey;
}

/** The first option that makes methods of this type (PayPal before PayPal Credit). */
function optionOfType(type: PaymentMethod['type']): PaymentOptionId {
  return Object.values(OPTIONS).find((definition) => definition.methodType === type)?.id ?? 'card';
}
