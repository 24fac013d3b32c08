/**
 * Checks of the 3D Secure results a merchant authenticated elsewhere passes through with a card
 * (`three_d_secure_pass_thru`), with the gateway's codes. Nothing is checked when none are given.
 * The server API places the problems under its own scope.
 */

const ECI_FLAGS = /^0[0-7]$/;
const VERSION = /^[12]\.\d+\.\d+$/;
const AUTHENTICATION_RESPONSES = new Set(['Y', 'N', 'U', 'A']);
const DIRECTORY_RESPONSES = new Set(['Y', 'N', 'U', 'A', 'C', 'R']);
const CAVV_ALGORITHMS = /^[0-4]$/;

const NETWORKS = new Set(['eftpos', 'mastercard', 'visa']);

/** One thing wrong with the passed-through results: the field, the gateway's code and message. */
export interface PassThruProblem {
  attribute: string;
  code: string;
  message: string;
}

/** A text field as the server API reads one: trimmed, blank as absent, numbers as their decimal text. */
function text(from: Record<string, unknown>, key: string): string | undefined {
  const value = from[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The problems of `three_d_secure_pass_thru` (the object the request gave, or anything else when it gave
 * none of use). A `network` must be one of the supported ones and, when the card's brand is known, be
 * that brand.
 */
export function passThruProblems(raw: unknown, cardType?: unknown): PassThruProblem[] {
  const passThru =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const problems: PassThruProblem[] = [];
  const problem = (attribute: string, code: string, message: string): void => {
    problems.push({ attribute, code, message });
  };
  const eciFlag = text(passThru, 'eci_flag');
  if (eciFlag === undefined) problem('eci_flag', '942113', 'ECI flag is required.');
  else if (!ECI_FLAGS.test(eciFlag)) problem('eci_flag', '942114', 'ECI flag is invalid.');
  const version = text(passThru, 'three_d_secure_version');
  if (version === undefined) problem('three_d_secure_version', '942117', '3D Secure version is required.');
  else if (!VERSION.test(version)) problem('three_d_secure_version', '942119', '3D Secure version is invalid.');
  const authenticationResponse = text(passThru, 'authentication_response');
  if (authenticationResponse !== undefined && !AUTHENTICATION_RESPONSES.has(authenticationResponse)) {
    problem('authentication_response', '942120', 'Authentication response is invalid.');
  }
  const directoryResponse = text(passThru, 'directory_response');
  if (directoryResponse !== undefined && !DIRECTORY_RESPONSES.has(directoryResponse)) {
    problem('directory_response', '942121', 'Directory response is invalid.');
  }
  const cavvAlgorithm = text(passThru, 'cavv_algorithm');
  if (cavvAlgorithm !== undefined && !CAVV_ALGORITHMS.test(cavvAlgorithm)) {
    problem('cavv_algorithm', '942122', 'CAVV algorithm is invalid.');
  }
  const network = text(passThru, 'network');
  if (network !== undefined) {
    if (!NETWORKS.has(network.toLowerCase())) problem('network', '942128', 'Network is invalid.');
    else if (typeof cardType === 'string' && cardType.toLowerCase() !== network.toLowerCase()) {
      problem('network', '942139', 'Network does not match the payment instrument.');
    }
  }
  return problems;
}
