/**
 * Venmo's desktop approval page, as braintree-web's desktop QR flow frames it: it says it is
 * ready, shows the payment context's code when the page asks, and lets the shopper act for the
 * Venmo app — approve (as @venmojoe), or cancel — and try again after an error. The page and
 * braintree-web talk over framebus on the channel named in the frame's address.
 *
 * Once braintree-web says the account is authorized, the approval is done: braintree-web shows
 * that for its own two seconds (`VISUAL_DELAY_BEFORE_SIGNALLING_COMPLETION`) and then closes the
 * frame itself. Meanwhile the page shows only that it is done and going back, with no code and
 * no Cancel: nothing is left for the shopper to do, and nothing to undo.
 */
import Framebus from 'framebus';

const DECISION_PATH = '/web/emulator/venmo/decision';
const PAGE_OUTCOME_PATH = '/web/emulator/venmo/page-outcome';
const EVENTS = {
  ready: 'VENMO_DESKTOP_IFRAME_READY',
  displayCode: 'VENMO_DESKTOP_DISPLAY_QR_CODE',
  displayError: 'VENMO_DESKTOP_DISPLAY_ERROR',
  authorizing: 'VENMO_DESKTOP_AUTHORIZING',
  authorize: 'VENMO_DESKTOP_AUTHORIZE',
  closed: 'VENMO_DESKTOP_CLOSED_FROM_PARENT',
  canceled: 'VENMO_DESKTOP_CUSTOMER_CANCELED',
  newCode: 'VENMO_DESKTOP_REQUEST_NEW_QR_CODE',
  unknownError: 'VENMO_DESKTOP_UNKNOWN_ERROR',
} as const;
const USERNAME = 'venmojoe';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  Object.assign(el.style, style);
  if (text) el.textContent = text;
  return el;
}

function button(label: string, primary: boolean): HTMLButtonElement {
  const b = element('button', {
    font: '600 15px/1 system-ui, sans-serif',
    padding: '12px 20px',
    margin: '8px 8px 0 0',
    borderRadius: '20px',
    border: primary ? '0' : '1px solid #008cff',
    background: primary ? '#008cff' : '#fff',
    color: primary ? '#fff' : '#005ea6',
    cursor: 'pointer',
  });
  b.type = 'button';
  b.textContent = label;
  return b;
}

function start(): void {
  const channel = /^#[A-Z]+_(.+)$/.exec(window.location.hash)?.[1];
  if (!channel) return;
  const bus = new Framebus({ channel, targetFrames: [window.parent] });
  /** Plays the emulator control's outcome for this context, if it told the page to cancel or fail. */
  const playControlOutcome = async (id: string): Promise<void> => {
    const response = await fetch(PAGE_OUTCOME_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    const { outcome } = (await response.json()) as { outcome: 'cancel' | 'error' | null };
    if (outcome === 'cancel') bus.emit(EVENTS.canceled);
    else if (outcome === 'error') bus.emit(EVENTS.unknownError, { message: 'The Venmo approval page failed.' });
  };

  Object.assign(document.body.style, {
    margin: '0',
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(0, 0, 0, 0.6)',
    font: '15px/1.4 system-ui, sans-serif',
  });
  const panel = element('main', {
    background: '#fff',
    color: '#1a1a1a',
    borderRadius: '12px',
    padding: '24px',
    maxWidth: '360px',
    width: '100%',
  });
  const heading = element('h1', { fontSize: '22px', margin: '0 0 12px', color: '#005ea6' }, 'Venmo');
  const status = element('p', { margin: '0 0 12px' }, 'Generating a code, get your Venmo app ready');
  status.setAttribute('role', 'status');
  const code = element('p', {
    fontFamily: 'monospace',
    border: '2px dashed #005ea6',
    padding: '16px',
    margin: '0 0 12px',
    wordBreak: 'break-all',
    display: 'none',
  });
  code.setAttribute('aria-label', 'Payment code');
  const approve = button(`Approve as @${USERNAME}`, true);
  const retry = button('Try again', true);
  const cancel = button('Cancel', false);
  for (const b of [approve, retry]) b.hidden = true;
  panel.append(heading, status, code, approve, retry, cancel);
  document.body.append(panel);

  let contextId: string | undefined;
  const show = (message: string, buttons: { approve?: boolean; retry?: boolean }): void => {
    status.textContent = message;
    approve.hidden = !buttons.approve;
    retry.hidden = !buttons.retry;
  };

  bus.on(EVENTS.displayCode, (data) => {
    const { id } = (data ?? {}) as { id?: string };
    if (typeof id !== 'string') return;
    contextId = id;
    code.textContent = id;
    code.style.display = 'block';
    show('To scan the code, open your Venmo app', { approve: true });
    approve.focus();
    void playControlOutcome(id).catch(() => undefined);
  });
  bus.on(EVENTS.authorizing, () => show('Authorize on your Venmo app', { approve: true }));
  bus.on(EVENTS.authorize, () => {
    code.style.display = 'none';
    cancel.hidden = true;
    show('Venmo account authorized. Taking you back to the checkout…', {});
  });
  bus.on(EVENTS.displayError, (data) => {
    const { message } = (data ?? {}) as { message?: string };
    code.style.display = 'none';
    show(typeof message === 'string' ? message : 'Something went wrong', { retry: true });
    retry.focus();
  });
  bus.on(EVENTS.closed, () => {
    contextId = undefined;
    code.style.display = 'none';
    cancel.hidden = false;
    show('Generating a code, get your Venmo app ready', {});
  });

  approve.addEventListener('click', () => {
    if (!contextId) return;
    approve.disabled = true;
    void fetch(DECISION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: contextId, action: 'approve', username: USERNAME }),
    }).finally(() => {
      approve.disabled = false;
    });
  });
  retry.addEventListener('click', () => {
    show('Generating a code, get your Venmo app ready', {});
    bus.emit(EVENTS.newCode);
  });
  cancel.addEventListener('click', () => bus.emit(EVENTS.canceled));

  bus.emit(EVENTS.ready);
}

start();
