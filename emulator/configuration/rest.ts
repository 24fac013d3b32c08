import { gatewayUrls, type BrowserAccess, type GatewayUrls } from '../authorization.js';
import type { ConfigurationContext } from '../instruments/kind.js';
import { PAYMENT_METHOD_KINDS } from '../payment-method-types.js';
import type { Merchant } from '../state/merchant.js';
import { threeDSecureRestConfiguration } from '../three-d-secure/configuration.js';

/** The client API's base URL for this merchant, as the browser reaches it. */
export function clientApiUrl(merchant: Merchant, urls: GatewayUrls): string {
  return `${urls.clientApi}/merchants/${merchant.merchantId}/client_api`;
}

/** What each block of the configuration is made from. */
export function configurationContext(merchant: Merchant, access: BrowserAccess): ConfigurationContext {
  return { merchant, access, urls: gatewayUrls(access) };
}

/**
 * `GET …/client_api/v1/configuration` (configVersion 3): what braintree-web's client holds as
 * `gatewayConfiguration`: the merchant's, then 3D Secure's, then each payment method type's keys.
 */
export function restConfiguration(merchant: Merchant, access: BrowserAccess): Record<string, unknown> {
  const context = configurationContext(merchant, access);
  const { urls } = context;
  const clientApi = clientApiUrl(merchant, urls);
  return {
    environment: 'sandbox',
    merchantId: merchant.merchantId,
    clientApiUrl: clientApi,
    assetsUrl: urls.assets,
    configUrl: `${clientApi}/v1/configuration`,
    analytics: { url: urls.analytics },
    challenges: [...merchant.challenges],
    graphQL: {
      url: urls.graphQL,
      date: '2018-05-08',
      features: merchant.graphQLTokenization ? ['tokenize_credit_cards'] : [],
    },
    creditCards: { supportedCardTypes: [...merchant.supportedCardTypes], collectDeviceData: false },
    ...threeDSecureRestConfiguration(merchant, urls),
    ...Object.assign({}, ...PAYMENT_METHOD_KINDS.map((kind) => kind.configuration?.rest(context))),
  };
}
