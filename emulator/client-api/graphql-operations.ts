import { readCardInput, tokenizeCard } from './card-tokenization.js';
import { brandCodeOf } from '../card/brands.js';
import { graphQLData, graphQLError, graphQLErrors, graphQLValidationErrors } from './errors.js';
import type { GraphQLOperationHandler } from './graphql.js';
import { deleteBySingleUseToken } from './payment-methods.js';
import type { BinData, NonceRecord } from '../state/records.js';

/** `Yes`/`No`/`Unknown` → the GraphQL enum braintree-web's adapter maps back. */
function binEnum(value: string | undefined): string {
  return value === 'Yes' ? 'YES' : value === 'No' ? 'NO' : 'UNKNOWN';
}

function graphQLBinData(binData: BinData | undefined): Record<string, unknown> | null {
  if (!binData) return null;
  return {
    prepaid: binEnum(binData.prepaid),
    healthcare: binEnum(binData.healthcare),
    debit: binEnum(binData.debit),
    durbinRegulated: binEnum(binData.durbinRegulated),
    commercial: binEnum(binData.commercial),
    payroll: binEnum(binData.payroll),
    issuingBank: binData.issuingBank,
    countryOfIssuance: binData.countryOfIssuance,
    productId: binData.productId,
    business: 'UNKNOWN',
    consumer: 'UNKNOWN',
    purchase: 'UNKNOWN',
    corporate: 'UNKNOWN',
  };
}

/** `tokenizeCreditCard` payload, the fields `graphql/generators/credit-card-tokenization.js` asks for. */
function tokenizedCreditCard(record: NonceRecord, authenticationInsight: boolean): Record<string, unknown> {
  const details = record.instrument.details as Record<string, string | null>;
  return {
    token: record.nonce,
    creditCard: {
      bin: details.bin,
      brandCode: brandCodeOf(details.cardType ?? ''),
      last4: details.lastFour,
      cardholderName: details.cardholderName ?? null,
      expirationMonth: details.expirationMonth,
      expirationYear: details.expirationYear,
      binData: graphQLBinData(record.instrument.binData),
    },
    ...(authenticationInsight
      ? { authenticationInsight: { customerAuthenticationRegulationEnvironment: 'UNREGULATED' } }
      : {}),
  };
}

const tokenizeCreditCard: GraphQLOperationHandler = (ctx, call) => {
  const input = (call.variables.input ?? {}) as Record<string, unknown>;
  const outcome = tokenizeCard(ctx.state, call.auth, readCardInput(input.creditCard, input.options));
  if (!outcome.ok)
    return graphQLErrors(
      graphQLValidationErrors(outcome.message, outcome.problems, 'tokenizeCreditCard'),
      'tokenizeCreditCard',
    );
  return graphQLData({
    tokenizeCreditCard: tokenizedCreditCard(outcome.record, call.variables.authenticationInsightInput !== undefined),
  });
};

const deletePaymentMethodFromSingleUseToken: GraphQLOperationHandler = (ctx, call) => {
  const input = (call.variables.input ?? {}) as Record<string, unknown>;
  const outcome = deleteBySingleUseToken(ctx.state, call.auth, input.singleUseTokenId);
  const field = 'deletePaymentMethodFromSingleUseToken';
  if (!outcome.ok) return graphQLErrors([graphQLError(outcome.errorClass, outcome.message, { field })], field);
  return graphQLData({
    [field]: { clientMutationId: typeof input.clientMutationId === 'string' ? input.clientMutationId : null },
  });
};

/** The GraphQL operations braintree-web's card tokenization and vault manager send. */
export const CLIENT_API_OPERATIONS: ReadonlyMap<string, GraphQLOperationHandler> = new Map([
  ['TokenizeCreditCard', tokenizeCreditCard],
  ['DeletePaymentMethodFromSingleUseToken', deletePaymentMethodFromSingleUseToken],
]);
