import { createRequire } from 'node:module';

/**
 * The parts of the official `braintree` Node SDK the product server uses, typed here (the SDK ships
 * no types). Loaded with `require` so this file declares no ambient module.
 */
export interface SdkEnvironment {
  server: string;
  port: string | number;
}

export interface SdkResult {
  success: boolean;
  message?: string;
}

export interface SdkCreditCard {
  cardType?: string;
  last4?: string;
  maskedNumber?: string;
}

export interface SdkTransaction {
  id: string;
  status: string;
  /** `sale`, or `credit` for a refund (which carries the sale's order id). */
  type?: string;
  /** The refunds of a sale. */
  refundIds?: string[];
  amount: string;
  currencyIsoCode?: string;
  /** When the gateway made it. */
  createdAt?: Date | string;
  paymentInstrumentType?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  gatewayRejectionReason?: string | null;
  creditCard?: SdkCreditCard;
  paypalAccount?: { payerEmail?: string };
  venmoAccount?: { username?: string };
  applePayCard?: { cardType?: string; last4?: string };
  androidPayCard?: { sourceCardType?: string; sourceCardLast4?: string };
}

export interface SaleRequest {
  amount: string;
  paymentMethodNonce: string;
  deviceData?: string;
  /** Our order id, so an attempt can be found again with `transaction.search`. */
  orderId?: string;
  customerId?: string;
  /** The merchant account that takes the sale, and so its currency; the gateway's default one when absent. */
  merchantAccountId?: string;
  options: { submitForSettlement: true };
}

export interface SdkGateway {
  clientToken: {
    generate(params: {
      customerId?: string;
      merchantAccountId?: string;
      /** Refuse to save a card that is already saved (the widget then says so), instead of a duplicate. */
      options?: { failOnDuplicatePaymentMethod?: boolean };
    }): Promise<SdkResult & { clientToken?: string }>;
  };
  customer: {
    find(id: string): Promise<{ id: string }>;
    create(params: {
      id?: string;
      firstName?: string;
      lastName?: string;
      email?: string;
    }): Promise<SdkResult & { customer?: { id: string } }>;
  };
  transaction: {
    sale(params: SaleRequest): Promise<SdkResult & { transaction?: SdkTransaction }>;
    find(id: string): Promise<SdkTransaction & { deviceDataCaptured?: boolean; orderId?: string }>;
    search(build: (search: { orderId(): { is(value: string): void } }) => void): NodeJS.EventEmitter;
    /** Cancels an authorized or submitted sale before it settles. */
    void(id: string): Promise<SdkResult & { transaction?: SdkTransaction }>;
    /** Gives a settled (or settling) sale's money back: a credit for the whole of it. */
    refund(id: string): Promise<SdkResult & { transaction?: SdkTransaction }>;
  };
  /** The SDK's settings; `timeout` (ms) bounds each HTTP call. */
  config: { timeout: number };
}

export interface BraintreeSdk {
  BraintreeGateway: new (config: {
    environment: SdkEnvironment;
    merchantId: string;
    publicKey: string;
    privateKey: string;
  }) => SdkGateway;
  Environment: {
    new (server: string, port: string | number, authUrl: string, ssl: boolean): SdkEnvironment;
    Sandbox: SdkEnvironment;
    Production: SdkEnvironment;
  };
}

export const braintree = createRequire(import.meta.url)('braintree') as BraintreeSdk;

/** The SDK marks its thrown errors with `type` (`notFoundError`, `authenticationError`, …). */
export function sdkErrorType(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}
