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

const BUSY_LABEL = 'Paying…';

/**
 * Shows the submit buttons busy ("Paying…", `aria-busy`, the `is-busy` class the stylesheet turns
 * into a spinner) or restores their own labels.
 */
export function setSubmitButtonsBusy(form: HTMLFormElement, busy: boolean): void {
  for (const button of submitButtonsOf(form)) {
    if (!(button instanceof HTMLButtonElement)) continue;
    if (busy) {
      if (button.dataset.label === undefined) button.dataset.label = button.textContent ?? '';
      button.textContent = BUSY_LABEL;
      button.setAttribute('aria-busy', 'true');
      button.classList.add('is-busy');
    } else if (button.dataset.label !== undefined) {
      button.textContent = button.dataset.label;
      delete button.dataset.label;
      button.removeAttribute('aria-busy');
      button.classList.remove('is-busy');
    }
  }
}
