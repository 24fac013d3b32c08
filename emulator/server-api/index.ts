import { Router } from 'express';
import type { EmulatorContext } from '../context.js';
import { requireMerchantKeys } from './auth.js';
import { generateClientToken } from './client-tokens/generate.js';
import { createCreditCard, findCreditCard, updateCreditCard } from './credit-cards/credit-cards.js';
import { createCustomer, deleteCustomer, findCustomer, updateCustomer } from './customers/customers.js';
import { deletePayPalAccount, findPayPalAccount, updatePayPalAccount } from './paypal-accounts/routes.js';
import { createNonceForMethod, findMethodFromNonce, findNonce } from './payment-method-nonces/routes.js';
import { expiredCardIds, expiredCards, expiringCardIds, expiringCards } from './credit-cards/expiring.js';
import {
  createPaymentMethod,
  deletePaymentMethod,
  findPaymentMethod,
  updatePaymentMethod,
} from './payment-methods/payment-methods.js';
import {
  adjustAuthorization,
  cloneTransaction,
  findLineItems,
  refundTransaction,
  submitForPartialSettlement,
  testingSettlement,
  TESTING_OPERATION_NAMES,
  updateDetails,
} from './transactions/operations.js';
import { searchTransactionIds, searchTransactions } from './transactions/search.js';
import { createTransaction, findTransaction, submitForSettlement, voidTransaction } from './transactions/sale.js';

/**
 * The gateway's server API, as the official `braintree` Node SDK speaks it: JSON requests under
 * `/merchants/<merchantId>/…` with HTTP basic auth (public key : private key), XML answers.
 * Only these paths are claimed, so `/merchants/<id>/client_api/…` reaches the client API.
 */
export function serverApiRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const auth = requireMerchantKeys(ctx.state);
  const base = '/merchants/:merchantId';

  router.post(`${base}/client_token`, auth, generateClientToken(ctx));

  router.post(`${base}/customers`, auth, createCustomer(ctx));
  router.get(`${base}/customers/:customerId`, auth, findCustomer(ctx));
  router.put(`${base}/customers/:customerId`, auth, updateCustomer(ctx));
  router.delete(`${base}/customers/:customerId`, auth, deleteCustomer(ctx));

  router.post(`${base}/payment_methods`, auth, createCreditCard(ctx), createPaymentMethod(ctx));
  router.get(`${base}/payment_methods/credit_card/:token`, auth, findCreditCard(ctx));
  router.put(`${base}/payment_methods/credit_card/:token`, auth, updateCreditCard(ctx));
  router.delete(`${base}/payment_methods/credit_card/:token`, auth, deletePaymentMethod(ctx));
  router.get(`${base}/payment_methods/paypal_account/:token`, auth, findPayPalAccount(ctx));
  router.put(`${base}/payment_methods/paypal_account/:token`, auth, updatePayPalAccount(ctx));
  router.delete(`${base}/payment_methods/paypal_account/:token`, auth, deletePayPalAccount(ctx));
  router.post(`${base}/payment_methods/all/expired_ids`, auth, expiredCardIds(ctx));
  router.post(`${base}/payment_methods/all/expired`, auth, expiredCards(ctx));
  router.post(`${base}/payment_methods/all/expiring_ids`, auth, expiringCardIds(ctx));
  router.post(`${base}/payment_methods/all/expiring`, auth, expiringCards(ctx));
  router.post(`${base}/payment_methods/:token/nonces`, auth, createNonceForMethod(ctx));
  router.get(`${base}/payment_method_nonces/:nonce`, auth, findNonce(ctx));
  router.get(`${base}/payment_methods/from_nonce/:nonce`, auth, findMethodFromNonce(ctx));
  router.get(`${base}/payment_methods/any/:token`, auth, findPaymentMethod(ctx));
  router.put(`${base}/payment_methods/any/:token`, auth, updatePaymentMethod(ctx));
  router.delete(`${base}/payment_methods/any/:token`, auth, deletePaymentMethod(ctx));

  router.post(`${base}/transactions`, auth, createTransaction(ctx));
  router.post(`${base}/transactions/advanced_search_ids`, auth, searchTransactionIds(ctx));
  router.post(`${base}/transactions/advanced_search`, auth, searchTransactions(ctx));
  router.get(`${base}/transactions/:transactionId`, auth, findTransaction(ctx));
  router.get(`${base}/transactions/:transactionId/line_items`, auth, findLineItems(ctx));
  router.put(`${base}/transactions/:transactionId/submit_for_settlement`, auth, submitForSettlement(ctx));
  router.put(`${base}/transactions/:transactionId/void`, auth, voidTransaction(ctx));
  router.post(`${base}/transactions/:transactionId/refund`, auth, refundTransaction(ctx));
  router.post(
    `${base}/transactions/:transactionId/submit_for_partial_settlement`,
    auth,
    submitForPartialSettlement(ctx),
  );
  router.put(`${base}/transactions/:transactionId/adjust_authorization`, auth, adjustAuthorization(ctx));
  router.put(`${base}/transactions/:transactionId/update_details`, auth, updateDetails(ctx));
  router.post(`${base}/transactions/:transactionId/clone`, auth, cloneTransaction(ctx));
  for (const operation of TESTING_OPERATION_NAMES) {
    router.put(`${base}/transactions/:transactionId/${operation}`, auth, testingSettlement(ctx, operation));
  }

  return router;
}
