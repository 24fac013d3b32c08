import type { BrowserAccess } from '../authorization.js';
import { brandCodes } from '../card/brands.js';
import type { GraphQLOperationHandler } from '../client-api/graphql.js';
import { graphQLData } from '../client-api/errors.js';
import { accessFromRequest } from '../context.js';
import { PAYMENT_METHOD_KINDS } from '../payment-method-types.js';
import type { Merchant } from '../state/merchant.js';
import { threeDSecureGraphQLConfiguration } from '../three-d-secure/configuration.js';
import { clientApiUrl, configurationContext } from './rest.js';

/**
 * `data.clientConfiguration` of the GraphQL `ClientConfiguration` query: the same merchant in
 * GraphQL's shape (enums upper case, card brands as codes), as `graphql/adapters/configuration.js`
 * reads it. Payment methods the emulator does not offer are null.
 */
export function graphQLClientConfiguration(merchant: Merchant, access: BrowserAccess): Record<string, unknown> {
  const context = configurationContext(merchant, access);
  const { urls } = context;
  return {
    analyticsUrl: urls.analytics,
    environment: 'SANDBOX',
    merchantId: merchant.merchantId,
    assetsUrl: urls.assets,
    clientApiUrl: clientApiUrl(merchant, urls),
    creditCard: {
      supportedCardBrands: brandCodes(merchant.supportedCardTypes),
      challenges: merchant.challenges.map((c) => c.toUpperCase()),
      ...threeDSecureGraphQLConfiguration(merchant, urls),
    },
    fastlane: null,
    ideal: null,
    masterpass: null,
    openBanking: null,
    unionPay: null,
    usBankAccount: null,
    visaCheckout: null,
    braintreeApi: null,
    ...Object.assign({}, ...PAYMENT_METHOD_KINDS.map((kind) => kind.configuration?.graphQL(context))),
    supportedFeatures: merchant.graphQLTokenization ? ['TOKENIZE_CREDIT_CARDS'] : [],
  };
}

const clientConfiguration: GraphQLOperationHandler = (ctx, call) =>
  graphQLData({
    clientConfiguration: graphQLClientConfiguration(ctx.state.merchant, accessFromRequest(ctx, call.req)),
  });

/** The GraphQL operation braintree-web's client asks its configuration with (tokenization keys ask it first). */
export const CONFIGURATION_OPERATIONS: ReadonlyMap<string, GraphQLOperationHandler> = new Map([
  ['ClientConfiguration', clientConfiguration],
]);
