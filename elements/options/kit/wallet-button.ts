/**
 * A wallet's own button (Apple Pay, Venmo) on its sheet. It is made with DOM calls inside the sheet's
 * button container, which Lit renders empty and never touches again, so the button survives re-renders;
 * its colours are set through the CSSOM, which a strict Content-Security-Policy allows (a `style`
 * attribute in markup it would not).
 */
export interface WalletButtonOptions {
  /** The container the sheet rendered (`#<prefix>-<option>-button`). */
  readonly container: HTMLElement;
  /** Accessible name and visible text, e.g. "Apple Pay". */
  readonly label: string;
  readonly background: string;
  readonly color: string;
  /** `data-*` attributes that name the button's style for the page and for tests. */
  readonly data?: Readonly<Record<string, string>>;
  onPress(): void;
}

/** Puts the button in its container (replacing an earlier one) and returns it. */
export function walletButton(options: WalletButtonOptions): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = options.label;
  for (const [key, value] of Object.entries(options.data ?? {})) button.dataset[key] = value;
  Object.assign(button.style, {
    width: '100%',
    background: options.background,
    color: options.color,
    borderColor: options.color === '#ffffff' ? options.background : options.color,
    fontWeight: '600',
  });
  button.addEventListener('click', (event) => {
    event.preventDefault();
    options.onPress();
  });
  options.container.replaceChildren(button);
  return button;
}

/** The sheet's button container, or an error naming the option (its sheet was not rendered). */
export function buttonContainer(find: (id: string) => HTMLElement | null, idPrefix: string, id: string): HTMLElement {
  const container = find(`${idPrefix}-${id}-button`);
  if (!container) throw new Error(`The ${id} sheet has no button container.`);
  return container;
}
