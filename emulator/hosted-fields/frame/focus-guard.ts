/**
 * Where focus given to a field frame goes, and when the form hears of it.
 *
 * Focus reaches a frame in three ways: a click inside it, a keystroke inside it (Tab), or from
 * outside (the page's `iframe.focus()`, braintree-web's `focus()`, a label, Tab in the page, a
 * click the browser gave to the page's `<iframe>` element). This guard makes all of them end on the
 * field's control, and covers two moments where that used to fail:
 *
 * - **Before the control exists.** braintree-web resolves `create()` before the form frame has
 *   built the fields, so a frame may be focused while its body is empty. The guard listens from
 *   the moment the frame starts and focuses the control when it is built if the frame has focus.
 *
 * - **Just after the frame is shown.** A page that shows the fields when `create()` resolves
 *   (`<payment-dropin>`, or any merchant hiding a form until it is ready) exposes a frame the
 *   browser has not drawn yet. Chromium cannot route a click into such a frame: the click lands on
 *   the `<iframe>` element in the page, which focuses the frame and at once takes the focus back to
 *   the page (the frame sees `focus` then `blur` within a few milliseconds, and no input of its
 *   own). The page keeps the `<iframe>` as its active element, braintree-web has already emitted
 *   `focus`, and every key typed next goes to the page and is lost. The guard treats such a focus
 *   as unconfirmed: it tells the form only once the focus has held for `SETTLE_MS` (or the shopper
 *   typed or clicked inside), and if the frame loses it before then, takes it back once and does
 *   not report the lost focus at all. The frame posts the form's `focus` message after it asked the
 *   browser for focus, on the same channel, so a key typed once the page saw `focus` reaches the
 *   frame.
 *
 * A focus is unconfirmed only when it came from outside, with no input in the frame since it last
 * lost focus, while the frame is being shown or within `SHOWN_MS` of it. Outside that window every
 * focus and blur is reported at once, as before. Within it, `focus` reaches the page up to
 * `SETTLE_MS` later (at once when the shopper types or clicks inside), and a page that gives such a
 * frame focus and moves it elsewhere within `SETTLE_MS` (not to a sibling field) sees the frame
 * take it back once: the frame cannot tell that from the bounce.
 */

/** How long an unconfirmed focus must hold before the form hears of it. */
export const SETTLE_MS = 50;

/** How long after a frame becomes visible a focus from outside may still bounce. */
export const SHOWN_MS = 500;

/** Events that show the shopper acting inside this frame. */
const OWN_INPUT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown'] as const;

/** The field's control, as the guard needs it. */
export interface GuardedControl {
  /** Moves focus to the control. */
  focus(): void;
  /** Whether the control is the document's focused element. */
  isFocused(): boolean;
}

export interface FocusGuardOptions {
  /** Whether another frame of this form has the focus now (then a lost focus went there). */
  focusElsewhere?: () => boolean;
  now?: () => number;
  settleMs?: number;
  shownMs?: number;
}

export class FocusGuard {
  private readonly now: () => number;
  private readonly focusElsewhere: () => boolean;
  private readonly settleMs: number;
  private readonly shownMs: number;
  private control: GuardedControl | undefined;
  /** When the frame's viewport last went from empty to visible (undefined while empty). */
  private shownAt: number | undefined;
  /** The shopper clicked, touched or typed in this frame since it last lost focus. */
  private inputSinceBlur = false;
  /** When the guard last took focus back: at most once per `shownMs`, so it never fights. */
  private reclaimedAt: number | undefined;
  /** Set while the guard itself moves focus back into the frame. */
  private reclaiming = false;
  /** The current focus came from outside just as the frame appeared and is not confirmed yet. */
  private unconfirmed = false;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The form's `focus` report, held while the focus is unconfirmed. */
  private heldFocus: (() => void) | undefined;
  /** The form's `blur` report, held for a moment while an unconfirmed focus ends. */
  private heldBlur: (() => void) | undefined;

  constructor(
    private readonly win: Window,
    options: FocusGuardOptions = {},
  ) {
    this.now = options.now ?? (() => win.performance.now());
    this.focusElsewhere = options.focusElsewhere ?? (() => false);
    this.settleMs = options.settleMs ?? SETTLE_MS;
    this.shownMs = options.shownMs ?? SHOWN_MS;
    this.observeViewport();
    win.addEventListener('resize', () => this.observeViewport());
    for (const type of OWN_INPUT_EVENTS) win.addEventListener(type, () => this.ownInput(), true);
    win.addEventListener('focus', (event) => {
      if (event.target === win) this.windowFocused();
    });
    win.addEventListener('blur', (event) => {
      if (event.target === win) this.windowBlurred();
    });
  }

  /** The field's control now exists: it takes the focus if the frame already has it. */
  attach(control: GuardedControl): void {
    this.control = control;
    if (this.win.document.hasFocus() && !control.isFocused()) control.focus();
  }

  /** The control gained focus; `report` tells the form. */
  focused(report: () => void): void {
    if (!this.unconfirmed) {
      report();
      return;
    }
    this.heldFocus = report;
  }

  /** The control lost focus; `report` tells the form. */
  blurred(report: () => void): void {
    if (this.heldFocus === undefined) {
      report();
      return;
    }
    // An unconfirmed focus ends. The frame's own blur, in this same task, tells a bounce; if none
    // comes (focus moved within the frame), both reports go out in order.
    this.heldBlur = report;
    setTimeout(() => this.releaseBlur(), 0);
  }

  private observeViewport(): void {
    const visible = this.win.innerWidth > 0 && this.win.innerHeight > 0;
    if (!visible) this.shownAt = undefined;
    else if (this.shownAt === undefined) this.shownAt = this.now();
  }

  /** Being shown now (the viewport is still empty) or shown within `shownMs`. */
  private justShown(): boolean {
    this.observeViewport();
    return this.shownAt === undefined || this.now() - this.shownAt < this.shownMs;
  }

  private ownInput(): void {
    this.inputSinceBlur = true;
    // Input reached the frame: its focus is real.
    this.confirm();
  }

  private windowFocused(): void {
    this.cancelSettle();
    this.unconfirmed = !this.reclaiming && !this.inputSinceBlur && this.justShown();
    if (this.unconfirmed) this.settleTimer = setTimeout(() => this.confirm(), this.settleMs);
    const control = this.control;
    // Focus given to the frame (from outside, or back by the guard) goes to the field.
    if (control && !control.isFocused()) control.focus();
  }

  private windowBlurred(): void {
    this.inputSinceBlur = false;
    if (!this.unconfirmed) return;
    this.unconfirmed = false;
    this.cancelSettle();
    const now = this.now();
    if (this.reclaimedAt !== undefined && now - this.reclaimedAt < this.shownMs) {
      // Lost again soon after a reclaim: let it go, and tell the form in order.
      this.releaseBlur();
      return;
    }
    // The bounce: the form never heard of this focus, so it hears of neither; take it back.
    this.heldFocus = undefined;
    this.heldBlur = undefined;
    this.reclaimedAt = now;
    setTimeout(() => this.reclaim(), 0);
  }

  private reclaim(): void {
    // Focus came back, or went to a sibling field (the page moved it there): nothing to take back.
    if (this.win.document.hasFocus() || this.focusElsewhere()) return;
    this.reclaiming = true;
    try {
      if (this.control) this.control.focus();
      else this.win.focus();
    } finally {
      this.reclaiming = false;
    }
  }

  /** The focus held: the form hears of it now. */
  private confirm(): void {
    this.unconfirmed = false;
    this.cancelSettle();
    const report = this.heldFocus;
    this.heldFocus = undefined;
    report?.();
  }

  private releaseBlur(): void {
    const blur = this.heldBlur;
    if (!blur) return;
    this.heldBlur = undefined;
    this.confirm();
    blur();
  }

  private cancelSettle(): void {
    if (this.settleTimer === undefined) return;
    clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
  }
}
