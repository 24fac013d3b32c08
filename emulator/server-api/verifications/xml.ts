import type { Request, Response } from 'express';
import { cardFields } from '../../card/fields.js';
import { SANDBOX_NETWORK_RESPONSE } from '../../sandbox-values.js';
import type { EmulatorContext } from '../../context.js';
import { sendValidationErrors } from '../respond.js';
import { globalId, objectXml, type XmlObject } from '../xml.js';
import type { Verification } from './verification.js';

/** A card verification, in the element the SDK exposes as `verification`. */
export function verificationXml(
  verification: Verification,
  merchantAccountId: string,
  currencyIsoCode: string,
): XmlObject {
  const created = new Date(verification.createdAt);
  // What the processor approved carries the network's answer (AVS and CVV rules may reject it after).
  const approved = verification.processorResponseType === 'approved';
  return {
    id: verification.id,
    'global-id': globalId('verification', verification.id),
    status: verification.status,
    amount: verification.amount,
    'currency-iso-code': currencyIsoCode,
    'merchant-account-id': verification.merchantAccountId ?? merchantAccountId,
    'mastercard-transaction-link-id': verification.mastercardTransactionLinkId ?? null,
    // None when no processor saw it (the fraud tools rejected it first).
    'processor-response-code': verification.processorResponseCode || null,
    'processor-response-text': verification.processorResponseCode ? verification.processorResponseText : null,
    'processor-response-type': verification.processorResponseCode ? verification.processorResponseType : null,
    'network-response-code': approved ? SANDBOX_NETWORK_RESPONSE.code : null,
    'network-response-text': approved ? SANDBOX_NETWORK_RESPONSE.text : null,
    'cvv-response-code': verification.cvvResponseCode,
    'avs-error-response-code': null,
    'avs-postal-code-response-code': verification.avsPostalCodeResponseCode,
    'avs-street-address-response-code': verification.avsStreetAddressResponseCode,
    'gateway-rejection-reason': verification.gatewayRejectionReason ?? null,
    'created-at': created,
    'updated-at': created,
    'credit-card': verification.instrument.type === 'CreditCard' ? cardFields(verification.instrument, null) : null,
    billing: { 'postal-code': verification.instrument.secret?.postalCode ?? null },
    'three-d-secure-info': objectXml(verification.threeDSecureInfo ?? null),
    ...(verification.ani
      ? {
          'ani-first-name-response-code': verification.ani.firstName,
          'ani-last-name-response-code': verification.ani.lastName,
        }
      : {}),
  };
}

/** 422 with the declined or rejected verification, as the gateway answers a card that fails `verifyCard`. */
export function sendDeclinedVerification(
  ctx: EmulatorContext,
  req: Request,
  res: Response,
  verification: Verification,
): void {
  const { merchantId, currencyIsoCode } = ctx.state.merchant;
  sendValidationErrors(res, [], {
    body: req.body,
    message:
      verification.status === 'gateway_rejected'
        ? `Gateway Rejected: ${verification.gatewayRejectionReason}`
        : verification.processorResponseText,
    extra: { verification: verificationXml(verification, merchantId, currencyIsoCode) },
  });
}
