import { fetchClientToken } from './client-token.js';
import { CLIENT_TOKEN_ATTRIBUTE, CONTAINER_SELECTOR, vaultedCardsAllowed } from './page-contract.js';
import type { PaymentFormProps } from './PaymentForm.js';

type TokenLoader = NonNullable<PaymentFormProps['loadClientToken']>;

/** The token request the page's entry started, until the form takes it. */
let started: { useVault: boolean; token: Promise<string> } | undefined;

function request(useVault: boolean): Promise<string> {
  const token = fetchClientToken({ useVault });
  // Whoever takes it handles its failure; until then, it is no unhandled rejection.
  token.catch(() => {});
  return token;
}

/**
 * Starts the page's token request, unless the page has no payment container or its container
 * carries a token: the page's entry calls it first, so the token travels while React and the
 * payment form are still arriving.
 */
export function startClientTokenRequest(doc: Document = document): void {
  const container = doc.querySelector(CONTAINER_SELECTOR);
  if (!container || container.getAttribute(CLIENT_TOKEN_ATTRIBUTE)) return;
  const useVault = vaultedCardsAllowed(doc);
  started = { useVault, token: request(useVault) };
}

/**
 * The form's token loader: its first request gets the request already under way (the page's, else
 * one started now, as the form mounts); a later one (another mount of the form) a fresh token.
 */
export function earlyClientToken(useVault: boolean): TokenLoader {
  let early: Promise<string> | undefined = started?.useVault === useVault ? started.token : request(useVault);
  started = undefined;
  return (options) => {
    const answer = early && options.useVault === useVault ? early : fetchClientToken(options);
    early = undefined;
    return answer;
  };
}
