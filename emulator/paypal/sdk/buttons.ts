import {
  DECISION_PATH,
  FUNDING_SOURCES,
  isEligible,
  isFundingSource,
  type ApproveData,
  type CancelData,
  type DecisionRequest,
  type FundingSource,
  type SdkSettings,
} from '../protocol.js';
import { adoptButtonStyles } from './styles.js';

/** `style` of `paypal.Buttons` (the JS SDK's keys). */
export interface ButtonStyle {
  layout?: 'vertical' | 'horizontal';
  color?: string;
  shape?: 'rect' | 'pill' | 'sharp';
  label?: string;
  tagline?: boolean;
  height?: number;
}

type Callback<D, A = Record<string, never>> = (data: D, actions: A) => unknown;

export interface ButtonsProps {
  fundingSource?: FundingSource;
  style?: ButtonStyle;
  createOrder?: Callback<{ paymentSource: FundingSource }, OrderActions>;
  createBillingAgreement?: Callback<{ paymentSource: FundingSource }>;
  onApprove?: Callback<ApproveData>;
  onCancel?: Callback<CancelData>;
  onError?: (error: unknown) => unknown;
  onClick?: Callback<{ fundingSource: FundingSource }, ClickActions>;
  onInit?: Callback<Record<string, never>, InitActions>;
}

interface OrderActions {
  order: { create(): Promise<string> };
}
interface ClickActions {
  resolve(): Promise<boolean>;
  reject(): Promise<boolean>;
}
interface InitActions {
  enable(): void;
  disable(): void;
}

/**
 * What tests (or a developer) set on the page to steer the next flow, in place of a shopper on
 * PayPal's pages: `window.__paypalEmulator = { nextAction: 'cancel' }`. `nextAction` is used
 * once; `email` stays until changed.
 */
export interface PayPalEmulatorControl {
  nextAction?: 'approve' | 'cancel' | 'error';
  email?: string;
}

declare global {
  interface Window {
    __paypalEmulator?: PayPalEmulatorControl;
  }
}

/** `paypal.Buttons(...)`: what braintree-web's integrations and the widget use. */
export interface ButtonsComponent {
  render(container: string | HTMLElement): Promise<void>;
  isEligible(): boolean;
  close(): Promise<void>;
}

const COLORS: Readonly<Record<FundingSource, readonly string[]>> = {
  paypal: ['gold', 'blue', 'silver', 'white', 'black'],
  credit: ['darkblue', 'black', 'white'],
  paylater: ['gold', 'blue', 'silver', 'white', 'black'],
  venmo: ['blue', 'silver', 'white', 'black'],
  card: ['black', 'white'],
};
const LABELS = ['paypal', 'checkout', 'buynow', 'pay', 'installment', 'subscribe', 'donate'];
const SHAPES = ['rect', 'pill', 'sharp'];
const LAYOUTS = ['vertical', 'horizontal'];
const STYLE_KEYS = ['layout', 'color', 'shape', 'label', 'tagline', 'height'];

/** The style the buttons are drawn with, or the SDK's complaint about it. */
function checkStyle(
  style: unknown,
  sources: readonly FundingSource[],
): Required<Omit<ButtonStyle, 'color' | 'height'>> & ButtonStyle {
  const s = (style ?? {}) as Record<string, unknown>;
  if (typeof s !== 'object' || Array.isArray(s)) throw new Error('Invalid style: expected an object');
  for (const key of Object.keys(s)) if (!STYLE_KEYS.includes(key)) throw new Error(`Invalid style key: ${key}`);
  if (s.layout !== undefined && !LAYOUTS.includes(s.layout as string))
    throw new Error(`Invalid style.layout: ${String(s.layout)}`);
  if (s.shape !== undefined && !SHAPES.includes(s.shape as string))
    throw new Error(`Invalid style.shape: ${String(s.shape)}`);
  if (s.label !== undefined && !LABELS.includes(s.label as string))
    throw new Error(`Invalid style.label: ${String(s.label)}`);
  if (s.tagline !== undefined && typeof s.tagline !== 'boolean')
    throw new Error('Invalid style.tagline: expected a boolean');
  if (
    s.height !== undefined &&
    (!Number.isInteger(s.height) || (s.height as number) < 25 || (s.height as number) > 55)
  ) {
    throw new Error(`Invalid style.height: ${String(s.height)} (expected 25 to 55)`);
  }
  if (s.color !== undefined) {
    for (const source of sources) {
      if (!COLORS[source].includes(s.color as string))
        throw new Error(`Invalid style.color for ${source}: ${String(s.color)}`);
    }
  }
  return {
    layout: (s.layout as ButtonStyle['layout']) ?? 'vertical',
    shape: (s.shape as ButtonStyle['shape']) ?? 'rect',
    label: (s.label as string) ?? 'paypal',
    tagline: (s.tagline as boolean) ?? false,
    color: s.color as string | undefined,
    height: s.height as number | undefined,
  };
}

/** The words on a button; they are its accessible name. */
function buttonWords(source: FundingSource, label: string): { logo: string; before?: string; after?: string } {
  switch (source) {
    case 'credit':
      return { logo: 'PayPal', after: 'Credit' };
    case 'paylater':
      return { logo: 'Pay Later' };
    case 'venmo':
      return { logo: 'Venmo' };
    case 'card':
      return { logo: 'Debit or Credit Card' };
    default:
      break;
  }
  switch (label) {
    case 'checkout':
      return { logo: 'PayPal', after: 'Checkout' };
    case 'buynow':
      return { logo: 'PayPal', after: 'Buy Now' };
    case 'pay':
      return { before: 'Pay with', logo: 'PayPal' };
    case 'installment':
      return { logo: 'PayPal', after: 'Pay in installments' };
    case 'subscribe':
      return { logo: 'PayPal', after: 'Subscribe' };
    case 'donate':
      return { logo: 'PayPal', after: 'Donate' };
    default:
      return { logo: 'PayPal' };
  }
}

const DEFAULT_COLORS: Readonly<Record<FundingSource, string>> = {
  paypal: 'gold',
  credit: 'darkblue',
  paylater: 'gold',
  venmo: 'blue',
  card: 'black',
};

const CALLBACKS = [
  'createOrder',
  'createBillingAgreement',
  'onApprove',
  'onCancel',
  'onError',
  'onClick',
  'onInit',
] as const;

/** The props as PayPal's SDK checks them when `paypal.Buttons(props)` is called: it throws what it would. */
function checkProps(settings: SdkSettings, input: ButtonsProps | undefined): ButtonsProps {
  const props: ButtonsProps = { ...(input ?? {}) };
  if (props.fundingSource !== undefined && !isFundingSource(props.fundingSource)) {
    throw new Error(`Invalid funding source: ${String(props.fundingSource)}`);
  }
  if (props.createOrder && props.createBillingAgreement) {
    throw new Error('Do not pass both createBillingAgreement and createOrder');
  }
  if (props.createBillingAgreement && !settings.vault) {
    throw new Error('Must pass vault=true to the SDK to use createBillingAgreement');
  }
  for (const key of CALLBACKS) {
    if (props[key] !== undefined && typeof props[key] !== 'function')
      throw new Error(`Expected ${key} to be a function`);
  }
  return props;
}

function reportError(props: ButtonsProps, error: unknown): void {
  if (props.onError) {
    try {
      void Promise.resolve(props.onError(error)).catch((e: unknown) => console.error(e));
    } catch (e) {
      console.error(e);
    }
  } else {
    console.error(error);
  }
}

/** What the shopper does on PayPal's pages, as the page asked for it (used once). */
function nextAction(): 'approve' | 'cancel' | 'error' {
  const control = window.__paypalEmulator;
  const action = control?.nextAction ?? 'approve';
  if (control) delete control.nextAction;
  if (action !== 'approve' && action !== 'cancel' && action !== 'error') {
    throw new Error(`window.__paypalEmulator.nextAction must be approve, cancel or error, not ${String(action)}`);
  }
  return action;
}

/** Reports the shopper's decision to the emulated PayPal, which answers the approval (or cancel) data. */
async function decide(origin: string, request: DecisionRequest): Promise<ApproveData | CancelData> {
  const response = await fetch(`${origin}${DECISION_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok)
    throw new Error(`PayPal did not take the shopper's decision: ${body.error?.message ?? `HTTP ${response.status}`}`);
  return body as ApproveData | CancelData;
}

/** One button: its words are its accessible name; its colour, shape and height are data the styles read. */
function drawButton(
  source: FundingSource,
  style: ReturnType<typeof checkStyle>,
  onClick: () => void,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'paypal-emulator-button';
  button.dataset.fundingSource = source;
  button.dataset.color = style.color ?? DEFAULT_COLORS[source];
  button.dataset.shape = style.shape;
  if (style.height !== undefined) button.dataset.height = String(style.height);
  const words = buttonWords(source, style.label);
  const parts: Node[] = [];
  if (words.before) parts.push(document.createTextNode(`${words.before} `));
  const logo = document.createElement('span');
  logo.className = 'paypal-emulator-logo';
  logo.textContent = words.logo;
  parts.push(logo);
  if (words.after) parts.push(document.createTextNode(` ${words.after}`));
  button.append(...parts);
  button.addEventListener('click', onClick);
  return button;
}

/** The container `render` was given, which must be an element in the document. */
function containerOf(container: string | HTMLElement): HTMLElement {
  const element = typeof container === 'string' ? document.querySelector(container) : container;
  if (!element || !(element instanceof HTMLElement)) {
    throw new Error(`Document is ready and element ${String(container)} does not exist`);
  }
  if (!element.isConnected) throw new Error('The container is not in the document');
  return element;
}

/** The buttons of one `paypal.Buttons(props)` call, from render to close. */
class StandInButtons implements ButtonsComponent {
  private wrapper: HTMLElement | undefined;
  private releaseStyles: (() => void) | undefined;
  private state: 'new' | 'rendering' | 'rendered' | 'closed' = 'new';
  private busy = false;
  private enabled = true;

  constructor(
    private readonly settings: SdkSettings,
    private readonly origin: string,
    private readonly props: ButtonsProps,
  ) {}

  readonly isEligible = (): boolean =>
    this.props.fundingSource ? isEligible(this.settings, this.props.fundingSource) : true;

  readonly render = async (container: string | HTMLElement): Promise<void> => {
    if (this.state !== 'new')
      throw new Error(this.state === 'closed' ? 'Buttons were closed' : 'Can not render the same buttons twice');
    this.state = 'rendering';
    try {
      const element = containerOf(container);
      if (!this.isEligible()) throw new Error(`Instance not eligible: ${this.props.fundingSource ?? 'paypal'}`);
      const box = this.drawButtons();
      element.append(box);
      this.wrapper = box;
      this.releaseStyles = adoptButtonStyles(element);
      this.state = 'rendered';
      this.props.onInit?.({}, { enable: () => void (this.enabled = true), disable: () => void (this.enabled = false) });
    } catch (error) {
      if (this.state === 'rendering') this.state = 'new';
      throw error;
    }
  };

  readonly close = async (): Promise<void> => {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.wrapper?.remove();
    this.wrapper = undefined;
    this.releaseStyles?.();
    this.releaseStyles = undefined;
  };

  /** The buttons of every eligible funding source (or the one asked for), in the style asked for. */
  private drawButtons(): HTMLElement {
    const { fundingSource } = this.props;
    const wanted = fundingSource ? [fundingSource] : FUNDING_SOURCES.filter((s) => isEligible(this.settings, s));
    const style = checkStyle(this.props.style, wanted);
    const sources = style.layout === 'horizontal' && !fundingSource ? wanted.slice(0, 2) : wanted;
    const box = document.createElement('div');
    box.className = 'paypal-emulator-buttons';
    box.dataset.layout = style.layout;
    for (const source of sources) box.append(drawButton(source, style, () => void this.run(source)));
    if (style.tagline && style.layout === 'horizontal') {
      const tagline = document.createElement('p');
      tagline.className = 'paypal-emulator-tagline';
      tagline.textContent = 'The safer, easier way to pay';
      box.append(tagline);
    }
    return box;
  }

  private setBusy(value: boolean): void {
    this.busy = value;
    if (!this.wrapper) return;
    if (value) this.wrapper.setAttribute('aria-busy', 'true');
    else this.wrapper.removeAttribute('aria-busy');
    for (const button of this.wrapper.querySelectorAll('button')) {
      if (value) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
  }

  /** The order (EC) or billing agreement (BA) token from the merchant's callback. */
  private async createToken(source: FundingSource): Promise<string> {
    const data = { paymentSource: source };
    let token: unknown;
    if (this.props.createBillingAgreement) {
      token = await this.props.createBillingAgreement(data, {});
    } else if (this.props.createOrder) {
      const actions: OrderActions = {
        order: {
          create: () =>
            Promise.reject(new Error('actions.order.create is not emulated: create the payment through the gateway')),
        },
      };
      token = await this.props.createOrder(data, actions);
    } else {
      throw new Error('Expected createOrder or createBillingAgreement to be passed');
    }
    if (typeof token !== 'string' || token === '') throw new Error('Expected an order id to be passed');
    return token;
  }

  /** Whether the merchant's `onClick` lets the flow go on. */
  private async clickAllowed(source: FundingSource): Promise<boolean> {
    if (!this.props.onClick) return true;
    const go = await this.props.onClick(
      { fundingSource: source },
      { resolve: () => Promise.resolve(true), reject: () => Promise.resolve(false) },
    );
    return go !== false;
  }

  /** One click: create the payment, let the "shopper" decide, report the outcome. */
  private async run(source: FundingSource): Promise<void> {
    if (this.busy || this.state !== 'rendered') return;
    this.setBusy(true);
    try {
      if (!(await this.clickAllowed(source)) || !this.enabled) return;
      const token = await this.createToken(source);
      const action = nextAction();
      if (action === 'error') throw new Error('The PayPal checkout failed (emulated shopper error).');
      const email = window.__paypalEmulator?.email;
      const data = await decide(this.origin, { token, action, fundingSource: source, ...(email ? { email } : {}) });
      if (this.state !== 'rendered') return;
      if (action === 'cancel') await this.props.onCancel?.(data as CancelData, {});
      else if (this.props.onApprove) await this.props.onApprove(data as ApproveData, {});
      else console.warn('paypal.Buttons: no onApprove was given; the approval was not used.');
    } catch (error) {
      if (this.state === 'rendered') reportError(this.props, error);
    } finally {
      this.setBusy(false);
    }
  }
}

/** `paypal.Buttons(props)` of the stand-in SDK. */
export function createButtons(
  settings: SdkSettings,
  origin: string,
  input: ButtonsProps | undefined,
): ButtonsComponent {
  return new StandInButtons(settings, origin, checkProps(settings, input));
}
