import type { Merchant } from '../state/merchant.js';

/** Gateway card type names → GraphQL `CreditCardBrandCode` (`graphql/adapters/configuration.js`). */
const BRAND_CODES: Readonly<Record<string, string>> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  'American Express': 'AMERICAN_EXPRESS',
  Discover: 'DISCOVER',
  JCB: 'JCB',
  UnionPay: 'UNION_PAY',
  Maestro: 'INTERNATIONAL_MAESTRO',
  'UK Maestro': 'UK_MAESTRO',
  'Diners Club': 'DINERS',
  Elo: 'ELO',
  Hiper: 'HIPER',
  Hipercard: 'HIPERCARD',
};

/** The GraphQL brand code of a gateway card type name, or `UNKNOWN`. */
export function brandCodeOf(cardType: string): string {
  return BRAND_CODES[cardType] ?? 'UNKNOWN';
}

/** The GraphQL brand codes of card type names, leaving out those GraphQL has no code for. */
export function brandCodes(types: readonly string[]): string[] {
  return types.map(brandCodeOf).filter((c) => c !== 'UNKNOWN');
}

/** Card networks as the wallets name them, for the merchant's card types they carry. */
const WALLET_NETWORKS: Readonly<Record<string, string>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
};

/** The wallets' names of the merchant's card types they carry (`visa`, `amex`). */
export function walletNetworks(merchant: Merchant): string[] {
  return merchant.supportedCardTypes.flatMap((t) => (WALLET_NETWORKS[t] ? [WALLET_NETWORKS[t]] : []));
}

/** The merchant's card types the wallets carry, by the gateway's names. */
export function walletCardTypes(merchant: Merchant): string[] {
  return merchant.supportedCardTypes.filter((t) => WALLET_NETWORKS[t]);
}
