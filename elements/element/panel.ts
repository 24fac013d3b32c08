import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
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
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentOptionId, ViewId } from '../vocabulary/types.js';
import type { SheetProps } from '../options/kit/option.js';
import type { PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import { OPTIONS, methodTypeDefinition, optionDefinition, optionMaking } from '../options/registry.js';
import { loadingView } from '../views/loading.view.js';
import { addLoadedEnglish } from '../i18n/index.js';

type Lists = typeof import('./lists.js');
let lists: Lists | undefined;
let listsLoading: Promise<Lists> | undefined;

/**
 * Loads the lists (saved methods, the delete confirmation, the options list). The element asks for them
 * as soon as one may be shown (saved methods to fetch, more than one option, a tokenization under way),
 * so a page that only shows the card form never downloads them; until they are here the element does
 * not draw a state that shows one (see `needsLists`).
 */
export function loadLists(): Promise<Lists> {
  listsLoading ??= import('./lists.js').then(
    (module) => {
      addLoadedEnglish(module.listsEnglish);
      return (lists = module);
    },
    (error: unknown) => {
      listsLoading = undefined; // tried again on the next call
      throw error;
    },
  );
  return listsLoading;
}

/** The lists' styles, once their code is here (the element adopts them beside its own). */
export function loadedListsStyles(): CSSResult | undefined {
  return lists?.listsStyles;
}

/** The state lists methods, or is ready with more than one option, and the lists' code has not loaded yet. */
export function needsLists(state: DropinState): boolean {
  return (
    lists === undefined &&
    (paymentMethods(state).length > 0 || (state.phase === 'ready' && availableOptions(state).length > 1))
  );
}

/** What the panel is drawn from. */
export interface PanelProps {
  readonly state: DropinState;
  readonly idPrefix: string;
  /** The polite live region's text (where the shopper is now). */
  readonly announcement: string;
  /** The string for a key (the merchant's, the locale's, else English), or undefined where there is none. */
  string(key: string): string | undefined;
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
  const sheetError = state.sheetError ? resolveErrorMessage(state.sheetError.error, p.string) : '';
  const active = state.activeMethod;
  const activeLabel = active ? t((optionMaking(active.type) ?? optionDefinition('card')).labelKey) : '';

  return html`<div class="panel" part="panel" aria-busy=${state.loading ? 'true' : 'false'}>
    <div class="visually-hidden" role="status" aria-live="polite">${p.announcement}</div>
    ${loadingView({ active: state.loading, label: t(state.deletion ? 'deletingPaymentMethodLabel' : 'loadingLabel') })}
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
