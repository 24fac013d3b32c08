import { validationError, type ValidationError } from '../server-api/errors.js';
import { section, text, type Params } from '../server-api/params.js';

/**
 * Checks of the 3D Secure results a merchant authenticated elsewhere passes through with a card
 * (`three_d_secure_pass_thru`), with the gateway's codes. Nothing is checked when none are given.
 */

const ECI_FLAGS = /^0[0-7]$/;
const VERSION = /^[12]\.\d+\.\d+$/;
const AUTHENTICATION_RESPONSES = new Set(['Y', 'N', 'U', 'A']);
const DIRECTORY_RESPONSES = new Set(['Y', 'N', 'U', 'A', 'C', 'R']);
const CAVV_ALGORITHMS = /^[0-4]$/;

const NETWORKS = new Set(['eftpos', 'mastercard', 'visa']);

/**
 * The errors of `from.three_d_secure_pass_thru`, placed under `<scope>/three-d-secure-pass-thru`.
 * A `network` must be one of the supported ones and, when the card's brand is known, be that brand.
 */
export function threeDSecurePassThruErrors(
  from: Params,
  scope: readonly string[],
  cardType?: unknown,
): ValidationError[] {
  if (from.three_d_secure_pass_thru === undefined) return [];
  const passThru = section(from, 'three_d_secure_pass_thru');
  const where = [...scope, 'three-d-secure-pass-thru'];
  const errors: ValidationError[] = [];
  const eciFlag = text(passThru, 'eci_flag');
  if (eciFlag === undefined) errors.push(validationError(where, 'eci_flag', '942113', 'ECI flag is required.'));
  else if (!ECI_FLAGS.test(eciFlag)) errors.push(validationError(where, 'eci_flag', '942114', 'ECI flag is invalid.'));
  const version = text(passThru, 'three_d_secure_version');
  if (version === undefined) {
    errors.push(validationError(where, 'three_d_secure_version', '942117', '3D Secure version is required.'));
  } else if (!VERSION.test(version)) {
    errors.push(validationError(where, 'three_d_secure_version', '942119', '3D Secure version is invalid.'));
  }
  const authenticationResponse = text(passThru, 'authentication_response');
  if (authenticationResponse !== undefined && !AUTHENTICATION_RESPONSES.has(authenticationResponse)) {
    errors.push(validationError(where, 'authentication_response', '942120', 'Authentication response is invalid.'));
  }
  const directoryResponse = text(passThru, 'directory_response');
  if (directoryResponse !== undefined && !DIRECTORY_RESPONSES.has(directoryResponse)) {
    errors.push(validationError(where, 'directory_response', '942121', 'Directory response is invalid.'));
  }
  const cavvAlgorithm = text(passThru, 'cavv_algorithm');
  if (cavvAlgorithm !== undefined && !CAVV_ALGORITHMS.test(cavvAlgorithm)) {
    errors.push(validationError(where, 'cavv_algorithm', '942122', 'CAVV algorithm is invalid.'));
  }
  const network = text(passThru, 'network');
  if (network !== undefined) {
    if (!NETWORKS.has(network.toLowerCase())) {
      errors.push(validationError(where, 'network', '942128', 'Network is invalid.'));
    } else if (typeof cardType === 'string' && cardType.toLowerCase() !== network.toLowerCase()) {
      errors.push(validationError(where, 'network', '942139', 'Network does not match the payment instrument.'));
    }
  }
  return errors;
}
