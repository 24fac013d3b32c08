/** What the benchmark pages expose to the runner (types only; shared by both sides). */
import type client from 'braintree-web/client';
import type hostedFields from 'braintree-web/hosted-fields';

export type Contender = 'ours' | 'dropin' | 'floor';

export interface CycleTimes {
  createMs: number[];
  teardownMs: number[];
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
}

/** Drop-in's global, as much of it as the benchmark uses. */
export interface DropinInstance {
  requestPaymentMethod(): Promise<{ nonce: string }>;
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
