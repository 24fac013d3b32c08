/** What the benchmark pages expose to the runner (types only; shared by both sides). */
import type client from 'braintree-web/client';
import type hostedFields from 'braintree-web/hosted-fields';

export type Contender = 'ours' | 'dropin' | 'floor';

export interface CycleTimes {
  createMs: number[];
  teardownMs: number[];
}

/**
 * When the parts of the last `create()` happened, in ms from its start (NaN when not seen): the
 * gateway configuration request, the hosted-field frame documents (first start, last end), and
 * ready. Read from the page's resource timing.
 */
export interface Phases {
  configurationStart: number;
  configurationEnd: number;
  framesStart: number;
  framesEnd: number;
  ready: number;
}

/** A card event the widget delivered to the page: its name, which field, and when (epoch ms, high resolution). */
export interface CardEventRecord {
  name: string;
  field: string;
  at: number;
}

export interface BenchApi {
  readonly contender: Contender;
  /**
   * The prototype of the widget's own object (ours: `PaymentDropin.prototype`; Drop-in: its
   * instance's; floor: braintree-web's `HostedFields.prototype`), set by the first create, so the
   * runner can count the instances still alive (DevTools `Runtime.queryObjects`).
   */
  widgetPrototype: object | undefined;
  /** Creates the widget in a fresh holder; resolves to ms from the start of creation to ready. */
  create(authorization: string): Promise<number>;
  /** Whether the filled card can be requested (all fields valid, as the contender sees it). */
  requestable(): boolean;
  /** `requestPaymentMethod()` (floor: `tokenize()`): ms to the nonce, and the nonce. */
  tokenize(): Promise<{ ms: number; nonce: string }>;
  /** Tears the widget down and removes its holder; resolves to ms taken. */
  teardown(): Promise<number>;
  /** `count` create/teardown cycles in a row. */
  cycles(authorization: string, count: number): Promise<CycleTimes>;
  /** iframes in the document, shadow roots included. */
  iframes(): number;
  /** The phases of the last `create()`. */
  phases(): Phases;
  /** Starts recording the current widget's card events (notEmpty, cardTypeChange, binAvailable, validityChange). */
  watchCardEvents(): void;
  /** The card events recorded since `watchCardEvents()`. */
  cardEvents(): CardEventRecord[];
}

/** Drop-in's global, as much of it as the benchmark uses. */
export interface DropinInstance {
  requestPaymentMethod(): Promise<{ nonce: string }>;
  on(event: string, handler: (payload: { emittedBy?: string }) => void): void;
  isPaymentMethodRequestable(): boolean;
  teardown(): Promise<void>;
}

declare global {
  interface Window {
    bench?: BenchApi;
    benchFloor?: { client: typeof client; hostedFields: typeof hostedFields };
    braintree?: {
      dropin?: { create(options: { authorization: string; container: HTMLElement }): Promise<DropinInstance> };
    };
  }
}
