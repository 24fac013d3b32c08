import { passThruProblems } from '../../three-d-secure/pass-thru.js';
import { validationError, type ValidationError } from '../errors.js';
import type { Params } from '../../params.js';

/**
 * The errors of `from.three_d_secure_pass_thru` (3D Secure results authenticated elsewhere, saved with a
 * card), placed under `<scope>/three-d-secure-pass-thru`; none when the request gives none.
 */
export function threeDSecurePassThruErrors(
  from: Params,
  scope: readonly string[],
  cardType?: unknown,
): ValidationError[] {
  if (from.three_d_secure_pass_thru === undefined) return [];
  const where = [...scope, 'three-d-secure-pass-thru'];
  return passThruProblems(from.three_d_secure_pass_thru, cardType).map((p) =>
    validationError(where, p.attribute, p.code, p.message),
  );
}
