import { CLIENT_TOKEN_URL, CSRF_HEADER, csrfToken } from './page-contract.js';

/**
 * Asks the product backend for a client token: `use_vault=true` when saved cards are
 * allowed, nothing otherwise; the answer's JSON field `token` is used. The request carries the
 * page's CSRF token (`<meta name="csrf-token">`), as the server asks of a browser that does not
 * say where its requests come from (`Sec-Fetch-Site`); a current browser's same-origin request
 * needs none, and a page without the meta sends none.
 */
export async function fetchClientToken(options: { useVault: boolean; signal?: AbortSignal }): Promise<string> {
  const url = options.useVault ? `${CLIENT_TOKEN_URL}?use_vault=true` : CLIENT_TOKEN_URL;
  const csrf = typeof document === 'undefined' ? '' : csrfToken(document);
  const headers: Record<string, string> = { accept: 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) };
  const response = await fetch(url, { headers, signal: options.signal });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string' || body.token === '') throw new Error(`GET ${url} answered without a token`);
  return body.token;
}
