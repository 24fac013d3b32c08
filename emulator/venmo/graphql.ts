import { graphQLData, graphQLError, graphQLErrors } from '../client-api/errors.js';
import type { GraphQLOperationHandler } from '../client-api/graphql.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { WalletOutcomes } from '../wallet-outcomes.js';
import { FINAL_STATUSES, playAutoOutcome, type VenmoContextStore, type VenmoStatus } from './contexts.js';

/** The Venmo profile id the emulated merchant's configuration names (`payWithVenmo.merchantId`). */
export const VENMO_PROFILE_ID = 'emulated-venmo-merchant';

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

/** Each emulator's Venmo contexts and wallet outcomes, found from the state its handlers are given. */
const BINDINGS = new WeakMap<EmulatorState, { store: VenmoContextStore; outcomes: WalletOutcomes }>();

export function bindVenmo(state: EmulatorState, store: VenmoContextStore, outcomes: WalletOutcomes): void {
  BINDINGS.set(state, { store, outcomes });
}

function bound(state: EmulatorState): { store: VenmoContextStore; outcomes: WalletOutcomes } {
  const binding = BINDINGS.get(state);
  if (!binding) throw new Error('The Venmo routes of this emulator were not mounted.');
  return binding;
}

/** The Venmo payment context operations braintree-web's `venmo` module sends over GraphQL. */
export function venmoOperations(): Array<[string, GraphQLOperationHandler]> {
  const create =
    (field: string, contextField: string, legacy: boolean): GraphQLOperationHandler =>
    (ctx, call) => {
      const { merchant } = ctx.state;
      const { store, outcomes } = bound(ctx.state);
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

  const status: GraphQLOperationHandler = (ctx, call) => {
    const context = bound(ctx.state).store.get(call.variables.id);
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

  const update =
    (field: string): GraphQLOperationHandler =>
    (ctx, call) => {
      const i = input(call.variables);
      const context = bound(ctx.state).store.get(i.id);
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

  return [
    ['CreateVenmoPaymentContext', create('createVenmoPaymentContext', 'venmoPaymentContext', false)],
    ['CreateVenmoQRCodePaymentContext', create('createVenmoQRCodePaymentContext', 'venmoQRCodePaymentContext', true)],
    ['PaymentContext', status],
    ['UpdateVenmoPaymentContextStatus', update('updateVenmoPaymentContextStatus')],
    ['UpdateVenmoQRCodePaymentContext', update('updateVenmoQRCodePaymentContext')],
  ];
}
