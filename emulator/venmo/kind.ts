import { detail, logo } from '../instruments/fields.js';
import type { ConfigurationContext, PaymentMethodKind, XmlFields } from '../instruments/kind.js';
import type { Instrument } from '../state/records.js';
import { venmoInstrument } from './instrument.js';

/** The Venmo profile id the emulated merchant's configuration names (`payWithVenmo.merchantId`). */
export const VENMO_PROFILE_ID = 'emulated-venmo-merchant';

/** A control API seed of a saved Venmo account. */
export interface VenmoSeed {
  type: 'VenmoAccount';
  username: string;
}

function fields(instrument: Instrument, token: string | null): XmlFields {
  return {
    token,
    username: detail(instrument, 'username'),
    'venmo-user-id': detail(instrument, 'venmoUserId'),
    'source-description': instrument.description,
    'image-url': logo('venmo'),
  };
}

function accessToken(context: ConfigurationContext): string {
  return `access_token$sandbox$${context.merchant.merchantId}`;
}

function restConfiguration(context: ConfigurationContext): Record<string, unknown> {
  // `venmo: 'off'` whatever the merchant accepts, as braintree-web's own GraphQL configuration adapter writes it.
  if (!context.merchant.venmoEnabled) return { venmo: 'off' };
  return {
    venmo: 'off',
    payWithVenmo: {
      merchantId: VENMO_PROFILE_ID,
      accessToken: accessToken(context),
      environment: 'sandbox',
      enrichedCustomerDataEnabled: false,
    },
  };
}

function graphQLConfiguration(context: ConfigurationContext): Record<string, unknown> {
  if (!context.merchant.venmoEnabled) return { venmo: null };
  return {
    venmo: {
      merchantId: VENMO_PROFILE_ID,
      accessToken: accessToken(context),
      environment: 'SANDBOX',
      enrichedCustomerDataEnabled: false,
    },
  };
}

/** A Venmo account: what the gateway does differently for one. */
export const venmo: PaymentMethodKind<'VenmoAccount', VenmoSeed> = {
  type: 'VenmoAccount',
  element: 'venmo-account',
  customerList: 'venmo-accounts',
  transactionType: 'venmo_account',
  fields,
  transactionElements: (txn) => ({ 'venmo-account': fields(txn.instrument, txn.paymentMethodToken ?? null) }),
  tokenInUseCode: '91719',
  staticNonces: {
    // The sandbox's Venmo test account ends in 99.
    'fake-venmo-account-nonce': () => {
      const account = venmoInstrument('venmojoe');
      return { ...account, details: { ...account.details, lastTwo: '99' } };
    },
    // An account whose token Venmo fails to issue: a sale with it is gateway rejected as token_issuance.
    'fake-token-issuance-error-venmo-account-nonce': () => ({
      ...venmoInstrument('venmojoe'),
      sandboxRejection: 'token_issuance',
    }),
  },
  seed: (method) => venmoInstrument(method.username),
  configuration: { rest: restConfiguration, graphQL: graphQLConfiguration },
};
