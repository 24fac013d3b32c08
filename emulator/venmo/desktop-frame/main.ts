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

/** The approval page's parts the bus and the buttons change. */
interface Page {
  status: HTMLElement;
  code: HTMLElement;
  approve: HTMLButtonElement;
  retry: HTMLButtonElement;
  cancel: HTMLButtonElement;
  /** The payment context whose code is shown, once braintree-web gave it. */
  contextId?: string;
}

const GENERATING = 'Generating a code, get your Venmo app ready';

/** Draws the page: a heading, a status line (announced), the code, and the shopper's buttons. */
function drawPage(): Page {
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
  const status = element('p', { margin: '0 0 12px' }, GENERATING);
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
  const page: Page = {
    status,
    code,
    approve: button(`Approve as @${USERNAME}`, true),
    retry: button('Try again', true),
    cancel: button('Cancel', false),
  };
  for (const b of [page.approve, page.retry]) b.hidden = true;
  panel.append(heading, status, code, page.approve, page.retry, page.cancel);
  document.body.append(panel);
  return page;
}

function show(page: Page, message: string, buttons: { approve?: boolean; retry?: boolean }): void {
  page.status.textContent = message;
  page.approve.hidden = !buttons.approve;
  page.retry.hidden = !buttons.retry;
}

/** Plays the emulator control's outcome for this context, if it told the page to cancel or fail. */
async function playControlOutcome(bus: Framebus, id: string): Promise<void> {
  const response = await fetch(PAGE_OUTCOME_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const { outcome } = (await response.json()) as { outcome: 'cancel' | 'error' | null };
  if (outcome === 'cancel') bus.emit(EVENTS.canceled);
  else if (outcome === 'error') bus.emit(EVENTS.unknownError, { message: 'The Venmo approval page failed.' });
}

/** What braintree-web tells the page: the code to show, the app's progress, an error, or that it closed. */
function listen(bus: Framebus, page: Page): void {
  bus.on(EVENTS.displayCode, (data) => {
    const { id } = (data ?? {}) as { id?: string };
    if (typeof id !== 'string') return;
    page.contextId = id;
    page.code.textContent = id;
    page.code.style.display = 'block';
    show(page, 'To scan the code, open your Venmo app', { approve: true });
    page.approve.focus();
    void playControlOutcome(bus, id).catch(() => undefined);
  });
  bus.on(EVENTS.authorizing, () => show(page, 'Authorize on your Venmo app', { approve: true }));
  bus.on(EVENTS.authorize, () => {
    page.code.style.display = 'none';
    page.cancel.hidden = true;
    show(page, 'Venmo account authorized. Taking you back to the checkout…', {});
  });
  bus.on(EVENTS.displayError, (data) => {
    const { message } = (data ?? {}) as { message?: string };
    page.code.style.display = 'none';
    show(page, typeof message === 'string' ? message : 'Something went wrong', { retry: true });
    page.retry.focus();
  });
  bus.on(EVENTS.closed, () => {
    page.contextId = undefined;
    page.code.style.display = 'none';
    page.cancel.hidden = false;
    show(page, GENERATING, {});
  });
}

/** The shopper's buttons: approve for the Venmo app, ask for a new code, or cancel. */
function wireButtons(bus: Framebus, page: Page): void {
  page.approve.addEventListener('click', () => {
    if (!page.contextId) return;
    page.approve.disabled = true;
    void fetch(DECISION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: page.contextId, action: 'approve', username: USERNAME }),
    }).finally(() => {
      page.approve.disabled = false;
    });
  });
  page.retry.addEventListener('click', () => {
    show(page, GENERATING, {});
    bus.emit(EVENTS.newCode);
  });
  page.cancel.addEventListener('click', () => bus.emit(EVENTS.canceled));
}

function start(): void {
  const channel = /^#[A-Z]+_(.+)$/.exec(window.location.hash)?.[1];
  if (!channel) return;
  const bus = new Framebus({ channel, targetFrames: [window.parent] });
  const page = drawPage();
  listen(bus, page);
  wireButtons(bus, page);
  bus.emit(EVENTS.ready);
}

start();
