import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ViewId } from '../vocabulary/types.js';

/** The element as view focus sees it. */
export interface ViewFocusHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  matches(selectors: string): boolean;
}

/**
 * Focus follows the shopper into a new view, and a polite live region says where they are. Focus is
 * never taken from the page on load: it moves only when the shopper is already in the widget. Leaving
 * the delete confirmation returns focus to the method it was about.
 */
export class ViewFocus implements ReactiveController {
  /** The live region's text. */
  announcement = '';
  private focusNext: ViewId | null = null;
  /** The method the delete confirmation is about. */
  private confirmingNonce: string | undefined;

  constructor(private readonly host: ViewFocusHost) {
    host.addController(this);
  }

  /** The delete confirmation opened for this method. */
  confirming(nonce: string): void {
    this.confirmingNonce = nonce;
  }

  /** The model moved from `previous` to `next`; `name` is the new view's name for the live region. */
  viewChanged(previous: ViewId | null, next: ViewId | null, announcement: string): void {
    if (next === null) return;
    this.announcement = previous === null ? '' : announcement;
    this.focusNext = previous !== null && this.host.matches(':focus-within') ? next : null;
  }

  /** Says `announcement` in the live region, with focus left where it is. */
  announce(announcement: string): void {
    this.announcement = announcement;
  }

  hostUpdated(): void {
    const view = this.focusNext;
    if (view === null) return;
    this.focusNext = null;
    if (view === 'card') return; // the model focuses the first card field itself
    const root = this.host.renderRoot;
    const returning = view === 'methods' && this.confirmingNonce !== undefined;
    const target =
      view === 'delete-confirmation'
        ? root.querySelector<HTMLElement>('[data-view="delete-confirmation"] [data-answer="no"]')
        : ((returning
            ? root.querySelector<HTMLElement>(
                `[data-view="methods"] [data-nonce="${CSS.escape(this.confirmingNonce!)}"]`,
              )
            : null) ?? root.querySelector<HTMLElement>(`[data-view="${view}"] h2`));
    if (view !== 'delete-confirmation') this.confirmingNonce = undefined;
    target?.focus();
  }
}
