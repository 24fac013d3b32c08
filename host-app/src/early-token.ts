import { fetchClientToken } from './client-token.js';
import { CLIENT_TOKEN_ATTRIBUTE, CONTAINER_SELECTOR, vaultedCardsAllowed } from './page-contract.js';
import type { PaymentFormProps } from './PaymentForm.js';

type TokenLoader = NonNullable<PaymentFormProps['loadClientToken']>;

/** A token request under way, and its answer once it came. */
interface TokenRequest {
  useVault: boolean;
  token: Promise<string>;
  answer?: string;
}

/** The token request the page's entry started, until the form takes it. */
let started: TokenRequest | undefined;

function request(useVault: boolean): TokenRequest {
  const token = fetchClientToken({ useVault });
  const pending: TokenRequest = { useVault, token };
  // Whoever takes it handles its failure; until then, it is no unhandled rejection.
  token.then(
    (answer) => {
      pending.answer = answer;
    },
    () => {},
  );
  return pending;
}

/**
 * Starts the page's token request, unless the page has no payment container or its container
 * carries a token: the page's entry calls it first, so the token travels while React and the
 * payment form are still arriving. Returns the token's promise (the form takes the token itself).
 */
export function startClientTokenRequest(doc: Document = document): Promise<string> | undefined {
  const container = doc.querySelector(CONTAINER_SELECTOR);
  if (!container || container.getAttribute(CLIENT_TOKEN_ATTRIBUTE)) return undefined;
  const useVault = vaultedCardsAllowed(doc);
  started = request(useVault);
  return started.token;
}

/** The form's token, from the request the page's entry started (else one started as the form mounts). */
export interface EarlyClientToken {
  /**
   * The form's token loader: its first request gets the request already under way (as does the next, if the
   * first aborted); a later one (another mount of the form) a fresh token.
   */
  load: TokenLoader;
  /**
   * The token, when that request has already answered and no load has taken it: the form then starts with it,
   * as with a token the page supplied, and draws the widget in its first render instead of drawing its loading
   * line first and the widget in a second render a moment later.
   */
  arrived(): string | undefined;
}

export function earlyClientToken(useVault: boolean): EarlyClientToken {
  let early: TokenRequest | undefined = started?.useVault === useVault ? started : request(useVault);
  started = undefined;
  return {
    load: (options) => {
      const taken = early && options.useVault === useVault ? early : undefined;
      early = undefined;
      if (!taken) return fetchClientToken(options);
      // A caller that lets go of it (React's StrictMode runs the form's effect twice in development, aborting the
      // first) hands it to the next load instead of a second request.
      options.signal?.addEventListener('abort', () => (early ??= taken), { once: true });
      return taken.token;
    },
    arrived: () => {
      const answer = early?.answer;
      if (answer !== undefined) early = undefined;
      return answer;
    },
  };
}
