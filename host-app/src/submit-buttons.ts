/** The enclosing form's submit buttons, including ones outside it that name it with `form=`. */
export function submitButtonsOf(form: HTMLFormElement): Array<HTMLButtonElement | HTMLInputElement> {
  return [...form.elements].filter(
    (el): el is HTMLButtonElement | HTMLInputElement =>
      (el instanceof HTMLButtonElement && el.type === 'submit') ||
      (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image')),
  );
}

export function setSubmitButtonsDisabled(form: HTMLFormElement, disabled: boolean): void {
  for (const button of submitButtonsOf(form)) button.disabled = disabled;
}

const LABEL_ATTRIBUTE = 'data-idle-label';
const SPINNER_CLASS = 'pay-spinner';

/**
 * Shows on each submit button that the payment is under way: `aria-busy`, a spinner and "Paying…",
 * and puts its own label back when it is not. Text only (no markup from strings).
 */
export function setSubmitButtonsBusy(form: HTMLFormElement, busy: boolean): void {
  for (const button of submitButtonsOf(form)) {
    if (!(button instanceof HTMLButtonElement)) {
      button.setAttribute('aria-busy', String(busy));
      continue;
    }
    const idle = button.getAttribute(LABEL_ATTRIBUTE);
    if (busy && idle === null) {
      button.setAttribute(LABEL_ATTRIBUTE, button.textContent ?? '');
      const spinner = button.ownerDocument.createElement('span');
      spinner.className = SPINNER_CLASS;
      spinner.setAttribute('aria-hidden', 'true');
      button.replaceChildren(spinner, 'Paying…');
      button.setAttribute('aria-busy', 'true');
    } else if (!busy && idle !== null) {
      button.replaceChildren(idle);
      button.removeAttribute(LABEL_ATTRIBUTE);
      button.removeAttribute('aria-busy');
    }
  }
}

const HINT_ATTRIBUTE = 'data-pay-hint';
let hintCount = 0;

/** The form's Pay hint: the page's `[data-pay-hint]`, or one added after its last submit button. */
function hintOf(form: HTMLFormElement): HTMLElement | null {
  const own = form.querySelector<HTMLElement>(`[${HINT_ATTRIBUTE}]`);
  if (own) return own;
  const buttons = submitButtonsOf(form);
  const last = buttons[buttons.length - 1];
  if (!last) return null;
  const hint = form.ownerDocument.createElement('p');
  hint.setAttribute(HINT_ATTRIBUTE, '');
  hint.className = 'pay-hint';
  last.after(hint);
  return hint;
}

/**
 * Says why the submit buttons are disabled, in a hint each of them names with `aria-describedby`
 * (text only); `null` empties the hint and unties it.
 */
export function setPayHint(form: HTMLFormElement, text: string | null): void {
  const hint = hintOf(form);
  if (!hint) return;
  if (!hint.id) hint.id = `pay-hint-${++hintCount}`;
  hint.textContent = text ?? '';
  for (const button of submitButtonsOf(form)) {
    const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== hint.id);
    if (text) ids.push(hint.id);
    if (ids.length) button.setAttribute('aria-describedby', ids.join(' '));
    else button.removeAttribute('aria-describedby');
  }
}
