import { CLIENT_TOKEN_URL } from './page-contract.js';

/**
 * Asks the product backend for a client token: `use_vault=true` when saved cards are
 * allowed, nothing otherwise; the answer's JSON field `token` is used.
 */
export async function fetchClientToken(options: { useVault: boolean; signal?: AbortSignal }): Promise<string> {
  const url = options.useVault ? `${CLIENT_TOKEN_URL}?use_vault=true` : CLIENT_TOKEN_URL;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: options.signal });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string' || body.token === '') throw new Error(`GET ${url} answered without a token`);
  return body.token;
}
