import { newMastercardTransactionLinkId } from '../../card/transaction-link.js';
import { GATEWAY_REJECTED_CARDS, PROCESSOR_DECLINED_CARDS } from '../../sandbox-values.js';
import { avsCvvRejection } from '../../card/avs-cvv-rules.js';
import { cardChecks, type AvsInput } from '../../card/checks.js';
import { kindOf } from '../../payment-method-types.js';
import type { Merchant } from '../../state/merchant.js';
import type { Instrument } from '../../state/records.js';
import type { Verification } from '../../state/verification.js';

export type { Verification } from '../../state/verification.js';

/** Adds the ANI answers to a verification when `options.account_information_inquiry` asks for them. */
export function withAccountInformationInquiry(
  verification: Verification | undefined,
  inquiry: string | undefined,
): Verification | undefined {
  if (verification && inquiry === 'send_data') verification.ani = { firstName: 'U', lastName: 'U' };
  return verification;
}

/** What a verification checks besides the card itself: the merchant's rules and the card's billing address. */
export interface VerificationContext {
  /** The merchant whose AVS and CVV rules apply; without one, none do. */
  merchant?: Merchant;
  /** The billing address given with the card, for the AVS response codes. */
  billing?: AvsInput;
}

/**
 * Verifies a card before it is saved: the fraud tools' test cards are gateway rejected (`fraud`, `risk_threshold`)
 * with no processor response, and so is Kount's test nonce when the merchant has the advanced fraud tools on; the
 * processor-declined test cards are declined (2000 Do Not Honor), the JCB one fails (3000); a card the processor
 * approves but whose AVS or CVV response codes trip the merchant's AVS and CVV rules is gateway rejected (`avs`,
 * `cvv`, `avs_and_cvv`), the processor's approval kept; every other card is verified. Cards and Apple Pay cards are
 * verified; other wallets are returned as is.
 */
export function verifyCard(
  instrument: Instrument,
  id: string,
  amount = '0.00',
  merchantAccountId?: string,
  context: VerificationContext = {},
): Verification | undefined {
  if (!kindOf(instrument.type).verification) return undefined;
  const checks = cardChecks(instrument, context.billing);
  const number = instrument.secret?.number ?? '';
  const fraud =
    instrument.type !== 'CreditCard'
      ? undefined
      : (GATEWAY_REJECTED_CARDS[number] ??
        (instrument.fraudToolsRejection && context.merchant?.fraudProtectionAdvanced
          ? { reason: instrument.fraudToolsRejection }
          : undefined));
  const declined = fraud ? undefined : PROCESSOR_DECLINED_CARDS[number];
  const rejection =
    fraud?.reason ??
    (!declined && context.merchant ? avsCvvRejection(context.merchant, instrument, checks) : undefined);
  const processor = fraud
    ? { code: '', text: '', type: 'soft_declined' as const }
    : declined
      ? { code: declined.code, text: declined.text, type: 'soft_declined' as const }
      : { code: '1000', text: 'Approved', type: 'approved' as const };
  return {
    id,
    status: declined ? (declined.status ?? 'processor_declined') : rejection ? 'gateway_rejected' : 'verified',
    ...(rejection ? { gatewayRejectionReason: rejection } : {}),
    processorResponseCode: processor.code,
    processorResponseText: processor.text,
    processorResponseType: processor.type,
    cvvResponseCode: checks.cvv,
    avsPostalCodeResponseCode: checks.postalCode,
    avsStreetAddressResponseCode: checks.streetAddress,
    amount,
    merchantAccountId,
    // Mastercard's network links what it approved on a Mastercard; other brands, and what it did not approve, have none.
    ...(processor.type === 'approved' && instrument.details.cardType === 'MasterCard'
      ? { mastercardTransactionLinkId: newMastercardTransactionLinkId() }
      : {}),
    createdAt: Date.now(),
    instrument,
  };
}
