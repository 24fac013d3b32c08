/** The merchant the emulator plays. Its keys are fixed so tests and the demo can name them. */
export interface Merchant {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  tokenizationKey: string;
  /** Gateway challenges the card form must collect. */
  challenges: Array<'cvv' | 'postal_code'>;
  supportedCardTypes: string[];
  threeDSecureEnabled: boolean;
  paypalEnabled: boolean;
  venmoEnabled: boolean;
  applePayEnabled: boolean;
  googlePayEnabled: boolean;
  currencyIsoCode: string;
  /** Further merchant accounts of this merchant a transaction may name (the merchant id is always one). */
  merchantAccountIds: string[];
  /** Custom fields the merchant has set up; a sale naming any other is refused. */
  customFields: string[];
  /** Advertise GraphQL card tokenization (`tokenize_credit_cards`); false makes braintree-web use REST. */
  graphQLTokenization: boolean;
  /**
   * Duplicate transaction checking's window in seconds; 0 (the emulated merchant's default, like the
   * merchant of Braintree's own SDK test suite) turns it off. A new Braintree account has it on, at 30.
   */
  duplicateCheckWindowSeconds: number;
  /**
   * AVS and CVV rules (Basic Fraud Tools): the CVV, AVS postal code and AVS street address response
   * codes (`N`, `U`, `I`, `S`, …) whose appearance makes the gateway reject a verification, or a sale
   * made with a card's details, that the issuer approved. Empty (the default, as on a new Braintree
   * account, which has no rules until the merchant sets them up): nothing is rejected.
   */
  cvvRules: string[];
  avsPostalCodeRules: string[];
  avsStreetAddressRules: string[];
  /**
   * Fraud Protection Advanced (a Premium Fraud Management Tool): card sales carry its risk decision
   * (`riskData`). Off by default, as for a merchant without it.
   */
  fraudProtectionAdvanced: boolean;
}

export const DEFAULT_MERCHANT: Merchant = {
  merchantId: 'emulated_merchant',
  publicKey: 'emulated_public_key',
  privateKey: 'emulated_private_key',
  tokenizationKey: 'sandbox_emulated_emulated_merchant',
  challenges: ['cvv', 'postal_code'],
  supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay', 'Maestro'],
  threeDSecureEnabled: true,
  paypalEnabled: true,
  venmoEnabled: true,
  applePayEnabled: true,
  googlePayEnabled: true,
  currencyIsoCode: 'USD',
  graphQLTokenization: true,
  merchantAccountIds: [],
  customFields: [],
  duplicateCheckWindowSeconds: 0,
  cvvRules: [],
  avsPostalCodeRules: [],
  avsStreetAddressRules: [],
  fraudProtectionAdvanced: false,
};

/** Whether a transaction or verification may name this merchant account: the merchant id or one of its accounts. */
export function hasMerchantAccount(merchant: Merchant, id: string): boolean {
  return id === merchant.merchantId || merchant.merchantAccountIds.includes(id);
}
