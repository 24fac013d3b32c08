import { html, nothing, type TemplateResult } from 'lit';
import {
  availableOptions,
  canEditMethods,
  disabledOptions,
  isMethodDeletable,
  paymentMethods,
} from '../model/dropin-model.js';
import { resolveErrorMessage } from '../model/errors.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentOptionId, ViewId } from '../vocabulary/types.js';
import type { PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import { OPTIONS, methodTypeDefinition, optionDefinition, optionMaking } from '../options/registry.js';
import { loadingView } from '../views/loading.view.js';
import { loadedLists } from './lists-loader.js';
import type { PanelProps } from './panel-props.js';

export type { PanelProps } from './panel-props.js';

/** The whole widget for a state: the loader, the methods list, the delete dialog, the options and the sheets. */
export function panelView(p: PanelProps): TemplateResult {
  const { state, t, dispatch } = p;
  const view = state.phase === 'ready' ? state.activeView : null;
  const failed = new Set(disabledOptions(state));
  const options = availableOptions(state);
  const methods = paymentMethods(state);
  const sheetError = state.sheetError ? resolveErrorMessage(state.sheetError.error, p.string) : '';
  const active = state.activeMethod;
  const lists = loadedLists();
  const activeLabel = active ? t((optionMaking(active.type) ?? optionDefinition('card')).labelKey) : '';

  return html`<div class="panel" part="panel" aria-busy=${state.loading ? 'true' : 'false'}>
    <div class="visually-hidden" role="status" aria-live="polite">${p.announcement}</div>
    ${loadingView({ active: state.loading, label: t(state.deletion ? 'deletingPaymentMethodLabel' : 'loadingLabel') })}
    ${lists && state.config.express !== false ? lists.expressRowFor(state, p.idPrefix, t('expressCheckoutLabel')) : nothing}
    ${
      lists
        ? lists.methodsPanel({
            ...p,
            view,
            sheetError,
            activeLabel,
            methods,
            canEdit: canEditMethods(state),
            isDeletable: (method) => isMethodDeletable(state, method),
            methodType: methodTypeDefinition,
          })
        : nothing
    }
    ${
      lists && options.length > 1
        ? lists.optionsView({
            active: view === 'options' || (view === 'methods' && state.otherOptionsVisible),
            idPrefix: p.idPrefix,
            heading: view === 'options' ? t('chooseAWayToPay') : t('otherWaysToPay'),
            // Under the methods list the error is the list's own.
            error: view === 'options' ? sheetError : '',
            options: options.map((id) => ({
              id,
              label: t(optionDefinition(id).labelKey),
              icon: id === 'card' ? 'Card' : optionDefinition(id).method.type,
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

function sheetHeadingKey(definition: PaymentOptionDefinition): string {
  return definition.sheetHeadingKey ?? definition.labelKey;
}
