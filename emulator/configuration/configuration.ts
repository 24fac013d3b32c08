import { createHmac, randomUUID } from 'node:crypto';
import { gatewayUrls, type BrowserAccess, type GatewayUrls } from '../authorization.js';
import type { Merchant } from '../state/merchant.js';

/** Where the Cardinal Songbird stand-in is served, under the assets origin. */
export const CARDINAL_SONGBIRD_PATH = '/web/emulator/cardinal/songbird.js';

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

/** Wallet networks as Apple Pay and Google Pay name them, from the merchant's card types. */
const WALLET_NETWORKS: Readonly<Record<string, string>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
};

function walletNetworks(merchant: Merchant): string[] {
  return merchant.supportedCardTypes.flatMap((t) => (WALLET_NETWORKS[t] ? [WALLET_NETWORKS[t]] : []));
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** A Cardinal authentication JWT as the gateway mints one per configuration (signed, never checked by Songbird's stand-in). */
export function cardinalAuthenticationJwt(merchant: Merchant): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = base64url(
    JSON.stringify({
      jti: randomUUID(),
      iat: now,
      exp: now + 7200,
      iss: `emulated_${merchant.merchantId}`,
      OrgUnitId: 'emulated_org_unit',
    }),
  );
  const signature = base64url(createHmac('sha256', merchant.privateKey).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

interface Endpoints {
  urls: GatewayUrls;
  clientApiUrl: string;
  configUrl: string;
  songbirdUrl: string;
  paypalAssetsUrl: string;
}

function endpoints(merchant: Merchant, access: BrowserAccess): Endpoints {
  const urls = gatewayUrls(access);
  const clientApiUrl = `${urls.clientApi}/merchants/${merchant.merchantId}/client_api`;
  return {
    urls,
    clientApiUrl,
    configUrl: `${clientApiUrl}/v1/configuration`,
    songbirdUrl: `${urls.assets}${CARDINAL_SONGBIRD_PATH}`,
    // PayPal's own asset host when the browser is host-mapped; the emulator's origin otherwise.
    paypalAssetsUrl: access.kind === 'host-mapped' ? 'https://checkout.paypal.com' : urls.assets,
  };
}

const PAYPAL_CLIENT_ID = 'emulated-paypal-client-id';
const VENMO_MERCHANT_ID = 'emulated-venmo-merchant';
const DISPLAY_NAME = 'Emulated Merchant';

/** `GET …/client_api/v1/configuration` (configVersion 3): what braintree-web's client holds as `gatewayConfiguration`. */
export function restConfiguration(merchant: Merchant, access: BrowserAccess): Record<string, unknown> {
  const e = endpoints(merchant, access);
  const config: Record<string, unknown> = {
    environment: 'sandbox',
    merchantId: merchant.merchantId,
    clientApiUrl: e.clientApiUrl,
    assetsUrl: e.urls.assets,
    configUrl: e.configUrl,
    analytics: { url: e.urls.analytics },
    challenges: [...merchant.challenges],
    graphQL: {
      url: e.urls.graphQL,
      date: '2018-05-08',
      features: merchant.graphQLTokenization ? ['tokenize_credit_cards'] : [],
    },
    creditCards: { supportedCardTypes: [...merchant.supportedCardTypes], collectDeviceData: false },
    threeDSecureEnabled: merchant.threeDSecureEnabled,
    paypalEnabled: merchant.paypalEnabled,
    venmo: 'off',
  };
  if (merchant.threeDSecureEnabled) {
    config.threeDSecure = {
      cardinalAuthenticationJWT: cardinalAuthenticationJwt(merchant),
      cardinalSongbirdUrl: e.songbirdUrl,
    };
  }
  if (merchant.paypalEnabled) {
    config.paypal = {
      displayName: DISPLAY_NAME,
      clientId: PAYPAL_CLIENT_ID,
      assetsUrl: e.paypalAssetsUrl,
      environment: 'sandbox',
      environmentNoNetwork: false,
      unvettedMerchant: false,
      braintreeClientId: 'emulated-braintree-client-id',
      billingAgreementsEnabled: true,
      merchantAccountId: merchant.merchantId,
      payeeEmail: null,
      currencyIsoCode: merchant.currencyIsoCode,
    };
  }
  if (merchant.applePayEnabled) {
    config.applePayWeb = {
      countryCode: 'US',
      currencyCode: merchant.currencyIsoCode,
      merchantIdentifier: `merchant.com.emulated.${merchant.merchantId}`,
      supportedNetworks: walletNetworks(merchant),
    };
  }
  if (merchant.googlePayEnabled) {
    config.androidPay = {
      enabled: true,
      displayName: DISPLAY_NAME,
      environment: 'sandbox',
      googleAuthorizationFingerprint: `google_${merchant.merchantId}`,
      paypalClientId: PAYPAL_CLIENT_ID,
      supportedNetworks: walletNetworks(merchant),
    };
  }
  if (merchant.venmoEnabled) {
    config.payWithVenmo = {
      merchantId: VENMO_MERCHANT_ID,
      accessToken: `access_token$sandbox$${merchant.merchantId}`,
      environment: 'sandbox',
      enrichedCustomerDataEnabled: false,
    };
  }
  return config;
}

/**
 * `data.clientConfiguration` of the GraphQL `ClientConfiguration` query: the same merchant in
 * GraphQL's shape (enums upper case, card brands as codes), as `graphql/adapters/configuration.js` reads it.
 */
export function graphQLClientConfiguration(merchant: Merchant, access: BrowserAccess): Record<string, unknown> {
  const e = endpoints(merchant, access);
  const brandCodes = (types: readonly string[]): string[] => types.map(brandCodeOf).filter((c) => c !== 'UNKNOWN');
  const walletTypes = merchant.supportedCardTypes.filter((t) => WALLET_NETWORKS[t]);
  return {
    analyticsUrl: e.urls.analytics,
    environment: 'SANDBOX',
    merchantId: merchant.merchantId,
    assetsUrl: e.urls.assets,
    clientApiUrl: e.clientApiUrl,
    creditCard: {
      supportedCardBrands: brandCodes(merchant.supportedCardTypes),
      challenges: merchant.challenges.map((c) => c.toUpperCase()),
      threeDSecureEnabled: merchant.threeDSecureEnabled,
      threeDSecure: merchant.threeDSecureEnabled
        ? {
            cardinalAuthenticationJWT: cardinalAuthenticationJwt(merchant),
            cardinalSongbirdUrl: e.songbirdUrl,
            cardinalSongbirdIdentityHash: null,
          }
        : null,
    },
    applePayWeb: merchant.applePayEnabled
      ? {
          countryCode: 'US',
          currencyCode: merchant.currencyIsoCode,
          merchantIdentifier: `merchant.com.emulated.${merchant.merchantId}`,
          supportedCardBrands: brandCodes(walletTypes),
        }
      : null,
    fastlane: null,
    googlePay: merchant.googlePayEnabled
      ? {
          displayName: DISPLAY_NAME,
          supportedCardBrands: brandCodes(walletTypes),
          environment: 'SANDBOX',
          googleAuthorization: `google_${merchant.merchantId}`,
          paypalClientId: PAYPAL_CLIENT_ID,
        }
      : null,
    ideal: null,
    masterpass: null,
    openBanking: null,
    paypal: merchant.paypalEnabled
      ? {
          displayName: DISPLAY_NAME,
          clientId: PAYPAL_CLIENT_ID,
          assetsUrl: e.paypalAssetsUrl,
          environment: 'SANDBOX',
          environmentNoNetwork: false,
          unvettedMerchant: false,
          braintreeClientId: 'emulated-braintree-client-id',
          billingAgreementsEnabled: true,
          merchantAccountId: merchant.merchantId,
          currencyCode: merchant.currencyIsoCode,
          payeeEmail: null,
        }
      : null,
    unionPay: null,
    usBankAccount: null,
    venmo: merchant.venmoEnabled
      ? {
          merchantId: VENMO_MERCHANT_ID,
          accessToken: `access_token$sandbox$${merchant.merchantId}`,
          environment: 'SANDBOX',
          enrichedCustomerDataEnabled: false,
        }
      : null,
    visaCheckout: null,
    braintreeApi: null,
    supportedFeatures: merchant.graphQLTokenization ? ['TOKENIZE_CREDIT_CARDS'] : [],
  };
}
