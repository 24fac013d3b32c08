import { html, nothing, type TemplateResult } from 'lit';
import {
  availableOptions,
  canEditMethods,
  disabledOptions,
  initialViewId,
  isMethodDeletable,
  paymentMethods,
  type DropinState,
} from '../model/dropin-model.js';
import { resolveErrorMessage } from '../model/errors.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentOptionId, ViewId } from '../vocabulary/types.js';
import type { PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import { OPTIONS, methodTypeDefinition, optionDefinition, optionMaking } from '../options/registry.js';
import { loadingView } from '../views/loading.view.js';
import type { OptionItem } from '../views/options.view.js';
import { loadedLists } from './lists-loader.js';
import type { PanelProps } from './panel-props.js';

export type { PanelProps } from './panel-props.js';

/** The whole widget for a state: the loader, the methods list, the delete dialog, the options and the sheets. */
export function panelView(p: PanelProps): TemplateResult {
  const { state, t, dispatch } = p;
  const waiting = state.phase === 'initializing';
  const view = state.phase === 'ready' ? state.activeView : waiting ? waitingView(state) : null;
  const failed = new Set(disabledOptions(state));
  const options = availableOptions(state);
  const methods = paymentMethods(state);
  const sheetError = state.sheetError ? resolveErrorMessage(state.sheetError.error, p.string) : '';
  const active = state.activeMethod;
  const lists = loadedLists();
  const activeLabel = active ? t((optionMaking(active.type) ?? optionDefinition('card')).labelKey) : '';

  return panelFrame({
    busy: state.loading,
    announcement: p.announcement,
    loader: loadingView({
      active: state.loading,
      label: t(state.deletion ? 'deletingPaymentMethodLabel' : 'loadingLabel'),
      inPlace: waiting && view !== null,
    }),
    express:
      lists && state.config.express !== false
        ? lists.expressRowFor(state, p.idPrefix, t('expressCheckoutLabel'))
        : nothing,
    methods: lists
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
      : nothing,
    options:
      lists && options.length > 1
        ? lists.optionsView({
            active: view === 'options' || (view === 'methods' && state.otherOptionsVisible),
            idPrefix: p.idPrefix,
            heading: view === 'options' ? t('chooseAWayToPay') : t('otherWaysToPay'),
            // Under the methods list the error is the list's own.
            error: view === 'options' ? sheetError : '',
            waiting,
            options: optionItems(options, t, failed),
            onSelect: (id) => dispatch({ type: 'paymentOptionSelected', option: id as PaymentOptionId }),
          })
        : nothing,
    sheets: p.sheets((id) => ({
      active: view === id,
      idPrefix: p.idPrefix,
      heading: t(sheetHeadingKey(optionDefinition(id))),
      error: view === id ? sheetError : '',
      busy: id === 'card' ? state.cardBusy : state.walletSessions[id] === true,
      waiting,
    })),
    toggle:
      view !== null && view in OPTIONS && state.toggleVisible
        ? html`<button
            type="button"
            class="link"
            part="toggle other-ways"
            @click=${() => dispatch({ type: 'otherWaysToPayToggled' })}
          >
            ${t(methods.length > 0 ? 'chooseAnotherWayToPay' : 'otherWaysToPay')}
          </button>`
        : nothing,
  });
}

/**
 * While setup runs, the view it opens on when nothing it learns changes that (the card sheet, or the options list
 * once its code is here), drawn in its place and inert, so the page paints it at once and nothing moves at ready;
 * null for any other (saved methods, a wallet's sheet): the loader shows until ready.
 */
function waitingView(state: DropinState): ViewId | null {
  const view = initialViewId(state);
  return view === 'card' || (view === 'options' && loadedLists()) ? view : null;
}

/** The options list's entries: each option's name and mark, and the developer message for one that failed. */
export function optionItems(
  ids: readonly PaymentOptionId[],
  t: PanelProps['t'],
  failed: ReadonlySet<PaymentOptionId> = new Set(),
): OptionItem[] {
  return ids.map((id) => ({
    id,
    label: t(optionDefinition(id).labelKey),
    icon: id === 'card' ? 'Card' : optionDefinition(id).method.type,
    error: failed.has(id) ? MESSAGES.developerError : undefined,
  }));
}

/** The parts of the panel, each in its fixed place (a part not shown is `nothing`). */
export interface PanelParts {
  readonly busy: boolean;
  /** The polite live region's text (where the shopper is now). */
  readonly announcement: string;
  readonly loader: TemplateResult;
  readonly express: unknown;
  readonly methods: unknown;
  readonly options: unknown;
  /** One entry per registry option, in the registry's order (see OptionInstances.renderSheets). */
  readonly sheets: unknown;
  readonly toggle: unknown;
}

/**
 * The panel around its parts: one template for every state, the one drawn before the gateway answers included
 * (./waiting-panel.ts), so a view drawn while setup runs is the same DOM once it is ready.
 */
export function panelFrame(f: PanelParts): TemplateResult {
  return html`<div class="panel" part="panel" aria-busy=${f.busy ? 'true' : 'false'}>
    <div class="visually-hidden" role="status" aria-live="polite">${f.announcement}</div>
    ${f.loader} ${f.express} ${f.methods} ${f.options} ${f.sheets} ${f.toggle}
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
