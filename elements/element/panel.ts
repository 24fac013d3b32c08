import { html, nothing, type TemplateResult } from 'lit';
import {
  availableOptions,
  canEditMethods,
  initialViewId,
  isMethodDeletable,
  paymentMethods,
  type DropinState,
} from '../model/dropin-model.js';
import type { ViewId } from '../vocabulary/types.js';
import type { PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import { OPTIONS, methodTypeDefinition, optionDefinition } from '../options/registry.js';
import { loadingView } from '../views/loading.view.js';
import { listsUnavailable, loadedLists } from './lists-loader.js';
import type { PanelProps } from './panel-props.js';
import { sheetErrorText } from './sheet-error-words.js';

export type { PanelProps } from './panel-props.js';

/** The whole widget for a state: the loader, the methods list, the delete dialog, the options and the sheets. */
export function panelView(p: PanelProps): TemplateResult {
  const { state, t } = p;
  const waiting = state.phase === 'initializing';
  const view = state.phase === 'ready' ? state.activeView : waiting ? waitingView(state) : null;
  const options = availableOptions(state);
  const methods = paymentMethods(state);
  const sheetError = state.sheetError ? sheetErrorText(state.sheetError.error, p.string) : '';
  const lists = loadedLists();

  return html`<div
    class="panel"
    part="panel"
    lang=${p.lang}
    dir=${p.dir ?? nothing}
    aria-busy=${state.loading ? 'true' : 'false'}
  >
    <div class="visually-hidden" role="status" aria-live="polite">${p.announcement}</div>
    ${loadingView({
      active: state.loading,
      // A deletion says so while it runs, and once it is done, while the loader is held a moment after it (a failed
      // one keeps its words: its alert says what happened); never "Loading payment options".
      label: t(
        state.deletion || (state.deletionLoaderHeld && state.sheetError)
          ? 'deletingPaymentMethodLabel'
          : state.deletionLoaderHeld
            ? 'paymentMethodDeletedLabel'
            : 'loadingLabel',
      ),
      inPlace: waiting && view !== null,
    })}
    ${lists && state.config.express !== false ? lists.expressRowFor(state, p.idPrefix, t('expressCheckoutLabel')) : nothing}
    ${
      lists
        ? lists.methodsPanel({
            ...p,
            view,
            sheetError,
            methods,
            canEdit: canEditMethods(state),
            isDeletable: (method) => isMethodDeletable(state, method),
            methodType: methodTypeDefinition,
          })
        : nothing
    }
    ${lists && options.length > 1 ? lists.optionsList({ ...p, view, sheetError, waiting, options }) : nothing}
    ${
      // A list to show whose code failed to load: the shopper is told, rather than shown an empty widget.
      listMissing(view) ? html`<div class="sheet-error" role="alert" part="error">${t('genericError')}</div>` : nothing
    }
    ${p.sheets((id) => ({
      active: view === id,
      idPrefix: p.idPrefix,
      heading: t(sheetHeadingKey(optionDefinition(id))),
      error: view === id ? sheetError : '',
      busy: id === 'card' ? state.cardBusy : state.walletSessions[id] === true,
      waiting,
    }))}
    ${
      // The link shows with saved methods or more than one option, which the lists' code is loaded for.
      lists && view !== null && view in OPTIONS && state.toggleVisible
        ? lists.otherWaysLink(p, methods.length > 0)
        : nothing
    }
  </div>`;
}

/**
 * While setup runs, the view it opens on unless what it learns changes that: the card sheet, or the options list once
 * its code is here and no express row is to come above it. Drawn in its place and inert (the page paints it at once,
 * and nothing moves at ready); null for any other view (saved methods, a wallet's sheet), which waits behind the loader.
 */
function waitingView(state: DropinState): ViewId | null {
  const view = initialViewId(state);
  return view === 'card' || (view === 'options' && loadedLists() && state.config.express === false) ? view : null;
}

/** The view is a list (not an option's sheet) whose code failed to load: it cannot be drawn, only said to be missing. */
export function listMissing(view: ViewId | null): boolean {
  return view !== null && !(view in OPTIONS) && listsUnavailable();
}

/**
 * The shown view's name for the live region: the words its heading shows ("You're paying with Card", "Pay by card", …).
 * The methods list's come with its code, here but for a moment after a card payment.
 */
export function viewName(state: DropinState, t: PanelProps['t']): string {
  const view = state.activeView!;
  switch (view) {
    case 'methods':
      return loadedLists()?.methodsHeading(state, t) ?? t('paymentMethodsListLabel');
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
