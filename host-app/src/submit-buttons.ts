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
