import { text, type Params } from '../../params.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { validationError, type ValidationError } from '../errors.js';
import type { ResolvedInstrument } from '../payment-method-nonces/instrument-source.js';

/**
 * The 3D Secure result a sale takes from `three_d_secure_authentication_id`, or its problem: an id the gateway did
 * not make (915196), or one made for another card than the sale's (915197, the number, or the expiry when both give
 * one). Undefined with no problem when the sale names none.
 */
export function saleAuthentication(
  state: EmulatorState,
  params: Params,
  source: ResolvedInstrument | undefined,
  scope: readonly string[],
): { info?: Record<string, unknown>; errors: ValidationError[] } {
  const id = text(params, 'three_d_secure_authentication_id');
  if (id === undefined) return { errors: [] };
  const authentication = state.threeDSecureAuthentications.get(id);
  const attribute = 'three_d_secure_authentication_id';
  if (!authentication) {
    return { errors: [validationError(scope, attribute, '915196', '3D Secure authentication ID is invalid.')] };
  }
  const secret = source?.instrument.type === 'CreditCard' ? source.instrument.secret : undefined;
  const differs = (ours: string | undefined, theirs: string | undefined): boolean =>
    ours !== undefined && theirs !== undefined && ours !== '' && theirs !== '' && ours !== theirs;
  if (
    !secret?.number ||
    secret.number !== authentication.number ||
    differs(secret.expirationMonth, authentication.expirationMonth) ||
    differs(secret.expirationYear, authentication.expirationYear)
  ) {
    return {
      errors: [
        validationError(
          scope,
          attribute,
          '915197',
          "The payment method does not match the 3D Secure authentication's payment method.",
        ),
      ],
    };
  }
  return { info: authentication.threeDSecureInfo, errors: [] };
}
