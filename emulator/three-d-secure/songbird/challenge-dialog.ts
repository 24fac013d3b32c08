/**
 * The issuer's challenge as the Songbird stand-in shows it: a modal `<dialog>` of 400 by 400
 * pixels on the merchant's page (where Cardinal puts its own modal), with the emulated bank's
 * question and two buttons, Submit and Cancel. Built with DOM calls and inline styles only, so a
 * strict page CSP does not stop it; Escape counts as Cancel.
 */

/** What the challenge shows, read from the pareq the emulator issued. */
export interface ChallengeFacts {
  amount?: string;
  currencyIsoCode?: string;
  merchantName?: string;
  cardLastFour?: string;
}

export interface ChallengeDialog {
  /** The dialog element (for hosts and tests). */
  element: HTMLDialogElement;
  /** While an answer is on its way: buttons disabled, a polite status message. */
  setBusy(busy: boolean, message?: string): void;
  /** Closes and removes the dialog; focus returns where it was. Idempotent. */
  close(): void;
  readonly closed: boolean;
}

/** The frame size braintree-web gives 3D Secure challenges (and Drop-in's spec): 400 by 400. */
export const CHALLENGE_SIZE_PX = 400;

let sequence = 0;

function styled<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  Object.assign(element.style, style);
  if (text !== undefined) element.textContent = text;
  return element;
}

function button(label: string, primary: boolean): HTMLButtonElement {
  const element = styled(
    'button',
    {
      minHeight: '44px',
      minWidth: '96px',
      padding: '0 20px',
      font: 'inherit',
      fontWeight: '600',
      borderRadius: '6px',
      cursor: 'pointer',
      border: primary ? '1px solid #0b57a4' : '1px solid #6b6b6b',
      background: primary ? '#0b57a4' : '#ffffff',
      color: primary ? '#ffffff' : '#1a1a1a',
    },
    label,
  );
  element.type = 'button';
  return element;
}

function describe(facts: ChallengeFacts): string {
  const amount = facts.amount
    ? `${facts.amount}${facts.currencyIsoCode ? ` ${facts.currencyIsoCode}` : ''}`
    : undefined;
  const parts = ['Confirm that you are making this purchase'];
  if (amount) parts.push(` of ${amount}`);
  if (facts.merchantName) parts.push(` at ${facts.merchantName}`);
  if (facts.cardLastFour) parts.push(` with your card ending in ${facts.cardLastFour}`);
  return `${parts.join('')}.`;
}

/** The dialog's parts that change: its buttons and its status line. */
interface DialogParts {
  dialog: HTMLDialogElement;
  submit: HTMLButtonElement;
  cancel: HTMLButtonElement;
  status: HTMLElement;
}

/** Draws the dialog (not yet shown): the bank's name, the question, a note, a status line and the buttons. */
function drawDialog(facts: ChallengeFacts, id: string): DialogParts {
  const dialog = styled('dialog', {
    width: `${CHALLENGE_SIZE_PX}px`,
    height: `${CHALLENGE_SIZE_PX}px`,
    maxWidth: '100vw',
    maxHeight: '100vh',
    boxSizing: 'border-box',
    padding: '0',
    border: '1px solid #8a8a8a',
    borderRadius: '8px',
    background: '#ffffff',
    color: '#1a1a1a',
    font: '16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)',
  });
  dialog.dataset.emulatedCardinal = 'challenge';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  const layout = styled('div', {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    boxSizing: 'border-box',
    padding: '24px',
    gap: '12px',
  });
  const bank = styled(
    'p',
    { margin: '0', fontSize: '14px', fontWeight: '600', color: '#4a4a4a' },
    'Emulated Bank · Secure verification',
  );
  const title = styled('h2', { margin: '0', fontSize: '20px', lineHeight: '1.3' }, 'Purchase authentication');
  title.id = `${id}-title`;
  const text = styled('p', { margin: '0' }, describe(facts));
  text.id = `${id}-text`;
  const note = styled(
    'p',
    { margin: '0', fontSize: '14px', color: '#4a4a4a' },
    'This is the gateway emulator: no real bank is contacted.',
  );
  const status = styled('p', { margin: '0', minHeight: '24px', fontSize: '14px' });
  status.setAttribute('role', 'status');
  const actions = styled('div', { display: 'flex', gap: '12px', marginTop: 'auto', justifyContent: 'flex-end' });
  const submit = button('Submit', true);
  const cancel = button('Cancel', false);
  actions.append(cancel, submit);
  layout.append(bank, title, text, note, status, actions);
  dialog.append(layout);
  return { dialog, submit, cancel, status };
}

/**
 * Shows the challenge and calls `onAnswer` once per click (Submit, Cancel, or Escape as Cancel)
 * while not busy. The caller decides when to close it.
 */
export function openChallengeDialog(
  facts: ChallengeFacts,
  onAnswer: (answer: 'submit' | 'cancel') => void,
): ChallengeDialog {
  sequence += 1;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const { dialog, submit, cancel, status } = drawDialog(facts, `emulated-cardinal-challenge-${sequence}`);
  let busy = false;
  let closed = false;
  const answer = (value: 'submit' | 'cancel'): void => {
    if (!busy && !closed) onAnswer(value);
  };
  submit.addEventListener('click', () => answer('submit'));
  cancel.addEventListener('click', () => answer('cancel'));
  // Escape asks the dialog to cancel: keep it open and treat it as the Cancel button.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    answer('cancel');
  });
  // Without user activation the browser may close the dialog on Escape without a cancelable
  // `cancel` event: a close we did not ask for is the customer canceling too.
  dialog.addEventListener('close', () => {
    if (!closed && !busy) answer('cancel');
  });

  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  submit.focus();

  return {
    element: dialog,
    get closed() {
      return closed;
    },
    setBusy(value, message) {
      busy = value;
      submit.disabled = value;
      cancel.disabled = value;
      dialog.setAttribute('aria-busy', String(value));
      status.textContent = message ?? '';
    },
    close() {
      if (closed) return;
      closed = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (previousFocus?.isConnected) previousFocus.focus();
    },
  };
}
