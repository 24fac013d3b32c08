import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { focusInWidget } from '../element/frame-holders.js';
import type { ViewId } from '../vocabulary/types.js';

/** The element as view focus sees it. */
export interface ViewFocusHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * Focus follows the shopper into a new view; where it does not (the shopper is on the page, or the view is the card
 * sheet, whose field takes focus itself), a polite live region says where they are. Focus is never taken from the page
 * on load: it moves only when the shopper is already in the widget. Leaving the delete confirmation returns focus to
 * the method it was about.
 */
export class ViewFocus implements ReactiveController {
  /** The live region's text. */
  announcement = '';
  #focusNext: ViewId | null = null;
  /** The method the delete confirmation is about. */
  #confirmingNonce: string | undefined;

  readonly #host: ViewFocusHost;

  constructor(host: ViewFocusHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The delete confirmation opened for this method. */
  confirming(nonce: string): void {
    this.#confirmingNonce = nonce;
  }

  /** The model moved from `previous` to `next`; `announcement` names the new view for the live region. */
  viewChanged(previous: ViewId | null, next: ViewId | null, announcement: string): void {
    if (next === null) return;
    // In a card frame counts: paying from the last field (Enter) leaves focus in a frame the new view hides. The card
    // sheet's first field takes focus itself (the model's effect).
    const moving = previous !== null && next !== 'card' && focusInWidget(this.#host);
    this.#focusNext = moving ? next : null;
    // Focus moved to the view says where the shopper is (its heading, or the list it lands in): the live region says it
    // only when focus stays put, or goes to a card field (whose label names the field, not the view).
    this.announcement = previous === null || moving ? '' : announcement;
  }

  /** Says `announcement` in the live region, with focus left where it is. */
  announce(announcement: string): void {
    this.announcement = announcement;
  }

  hostUpdated(): void {
    const view = this.#focusNext;
    this.#focusNext = null;
    if (!view) return;
    const nonce = this.#confirmingNonce ?? '';
    if (view !== 'delete-confirmation') this.#confirmingNonce = undefined;
    const inView = (selector: string): HTMLElement | null =>
      this.#host.renderRoot.querySelector(`[data-view="${view}"] ${selector}`);
    // Into the delete confirmation, its safe answer; back from it, the method it was about; else the view's heading.
    (inView(`:is([data-answer="no"], [data-nonce="${CSS.escape(nonce)}"])`) ?? inView('h2'))?.focus();
  }
}
