import { graphQLData, graphQLError, graphQLErrors } from '../client-api/errors.js';
import type { GraphQLOperationHandler } from '../client-api/graphql.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { VENMO_PROFILE_ID } from './kind.js';
import { FINAL_STATUSES, playAutoOutcome, type VenmoContextStore, type VenmoStatus } from './contexts.js';

const USAGES = ['SINGLE_USE', 'MULTI_USE'];
const INTENTS = ['CONTINUE', 'PAY_FROM_APP'];
/** What the SDK itself may set a context to: a shopper or the page gave up, or it timed out. */
const SETTABLE: readonly VenmoStatus[] = ['CANCELED', 'EXPIRED', 'FAILED'];

type Json = Record<string, unknown>;

function input(variables: Json): Json {
  return (typeof variables.input === 'object' && variables.input !== null ? variables.input : {}) as Json;
}

function userError(message: string, field: string, inputPath: string[] = []) {
  return graphQLErrors([graphQLError('VALIDATION', message, { field, inputPath: ['input', ...inputPath] })], field);
}

/** Creates a payment context (`CreateVenmoPaymentContext`, or the legacy QR code one). */
function create(
  store: VenmoContextStore,
  outcomes: WalletOutcomes,
  field: string,
  contextField: string,
  legacy: boolean,
): GraphQLOperationHandler {
  return (ctx, call) => {
    const { merchant } = ctx.state;
    const i = input(call.variables);
    if (!merchant.venmoEnabled) return userError('Venmo is not enabled for this merchant account.', field);
    const intent = i.intent ?? (legacy ? 'PAY_FROM_APP' : undefined);
    if (typeof intent !== 'string' || !INTENTS.includes(intent))
      return userError(`intent must be one of ${INTENTS.join(', ')}.`, field, ['intent']);
    const usage = i.paymentMethodUsage;
    if (!legacy && (typeof usage !== 'string' || !USAGES.includes(usage)))
      return userError(`paymentMethodUsage must be one of ${USAGES.join(', ')}.`, field, ['paymentMethodUsage']);
    const profile = typeof i.merchantProfileId === 'string' && i.merchantProfileId ? i.merchantProfileId : undefined;
    if (profile && profile !== VENMO_PROFILE_ID)
      return userError('The Venmo profile does not belong to this merchant account.', field, ['merchantProfileId']);
    const context = store.create({
      gatewayMerchantId: merchant.merchantId,
      merchantId: profile ?? VENMO_PROFILE_ID,
      intent,
      paymentMethodUsage: typeof usage === 'string' ? usage : null,
      customerClient: typeof i.customerClient === 'string' ? i.customerClient : null,
      autoOutcome: outcomes.take('venmo'),
    });
    return graphQLData({
      [field]: {
        clientMutationId: typeof i.clientMutationId === 'string' ? i.clientMutationId : null,
        [contextField]: {
          id: context.id,
          merchantId: context.merchantId,
          status: context.status,
          createdAt: context.createdAt,
          expiresAt: context.expiresAt,
        },
      },
    });
  };
}

/** The status of a payment context (`PaymentContext`), moved on by the stand-in app when the control decided. */
function status(store: VenmoContextStore): GraphQLOperationHandler {
  return (ctx, call) => {
    const context = store.get(call.variables.id);
    if (!context || context.gatewayMerchantId !== ctx.state.merchant.merchantId) return graphQLData({ node: null });
    playAutoOutcome(ctx.state, context);
    const approved = context.status === 'APPROVED';
    const username = context.userName?.replace(/^@/, '') ?? null;
    return graphQLData({
      node: {
        status: context.status,
        paymentMethodId: approved ? context.paymentMethodId : null,
        userName: approved ? context.userName : null,
        payerInfo: approved
          ? {
              firstName: 'Venmo',
              lastName: 'Joe',
              phoneNumber: null,
              email: null,
              externalId: null,
              userName: username,
              billingAddress: null,
              shippingAddress: null,
            }
          : null,
      },
    });
  };
}

/** The SDK sets a payment context's status itself: the shopper or the page gave up, or it timed out. */
function update(store: VenmoContextStore, field: string): GraphQLOperationHandler {
  return (ctx, call) => {
    const i = input(call.variables);
    const context = store.get(i.id);
    if (!context || context.gatewayMerchantId !== ctx.state.merchant.merchantId)
      return userError('The Venmo payment context is unknown.', field, ['id']);
    if (typeof i.status !== 'string' || !SETTABLE.includes(i.status as VenmoStatus))
      return userError(`status must be one of ${SETTABLE.join(', ')}.`, field, ['status']);
    if (FINAL_STATUSES.includes(context.status))
      return userError(`The Venmo payment context is already ${context.status}.`, field, ['status']);
    context.status = i.status as VenmoStatus;
    return graphQLData({
      [field]: { clientMutationId: typeof i.clientMutationId === 'string' ? i.clientMutationId : null },
    });
  };
}

/**
 * The Venmo payment context operations braintree-web's `venmo` module sends over GraphQL, on one
 * emulator's contexts and wallet outcomes.
 */
export function venmoOperations(
  store: VenmoContextStore,
  outcomes: WalletOutcomes,
): ReadonlyMap<string, GraphQLOperationHandler> {
  return new Map([
    ['CreateVenmoPaymentContext', create(store, outcomes, 'createVenmoPaymentContext', 'venmoPaymentContext', false)],
    [
      'CreateVenmoQRCodePaymentContext',
      create(store, outcomes, 'createVenmoQRCodePaymentContext', 'venmoQRCodePaymentContext', true),
    ],
    ['PaymentContext', status(store)],
    ['UpdateVenmoPaymentContextStatus', update(store, 'updateVenmoPaymentContextStatus')],
    ['UpdateVenmoQRCodePaymentContext', update(store, 'updateVenmoQRCodePaymentContext')],
  ]);
}
