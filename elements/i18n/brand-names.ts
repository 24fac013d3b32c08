/**
 * Names of payment brands and card networks, keyed as in Drop-in. They are trademarks, so every locale shows
 * them as written here (a locale may still override one where the brand has its own local name, such as
 * UnionPay's 银联 in Chinese).
 */
export const brandNames = {
  PayPal: 'PayPal',
  'PayPal Credit': 'PayPal Credit',
  'Apple Pay': 'Apple Pay',
  'Google Pay': 'Google Pay',
  Venmo: 'Venmo',
  'American Express': 'American Express',
  Discover: 'Discover',
  'Diners Club': 'Diners Club',
  Elo: 'Elo',
  Hiper: 'Hiper',
  Hipercard: 'Hipercard',
  // The key keeps Drop-in's spelling; the network itself writes its name "Mastercard".
  MasterCard: 'Mastercard',
  Visa: 'Visa',
  JCB: 'JCB',
  Maestro: 'Maestro',
  UnionPay: 'UnionPay',
} as const;
