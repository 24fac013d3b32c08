import { createHmac, randomUUID } from 'node:crypto';
import type { GatewayUrls } from '../authorization.js';
import type { Merchant } from '../state/merchant.js';

/** Where the Cardinal Songbird stand-in is served, under the assets origin. */
export const CARDINAL_SONGBIRD_PATH = '/web/emulator/cardinal/songbird.js';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** A Cardinal authentication JWT as the gateway mints one per configuration (signed, never checked by Songbird's stand-in). */
export function cardinalAuthenticationJwt(merchant: Merchant): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = base64url(
    JSON.stringify({
      jti: randomUUID(),
      iat: now,
      exp: now + 7200,
      iss: `emulated_${merchant.merchantId}`,
      OrgUnitId: 'emulated_org_unit',
    }),
  );
  const signature = base64url(createHmac('sha256', merchant.privateKey).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

/** 3D Secure's keys of the REST client configuration: whether it is on, and Cardinal's JWT and script. */
export function threeDSecureRestConfiguration(merchant: Merchant, urls: GatewayUrls): Record<string, unknown> {
  if (!merchant.threeDSecureEnabled) return { threeDSecureEnabled: false };
  return {
    threeDSecureEnabled: true,
    threeDSecure: {
      cardinalAuthenticationJWT: cardinalAuthenticationJwt(merchant),
      cardinalSongbirdUrl: `${urls.assets}${CARDINAL_SONGBIRD_PATH}`,
    },
  };
}

/** 3D Secure's keys of GraphQL's `clientConfiguration.creditCard`. */
export function threeDSecureGraphQLConfiguration(merchant: Merchant, urls: GatewayUrls): Record<string, unknown> {
  return {
    threeDSecureEnabled: merchant.threeDSecureEnabled,
    threeDSecure: merchant.threeDSecureEnabled
      ? {
          cardinalAuthenticationJWT: cardinalAuthenticationJwt(merchant),
          cardinalSongbirdUrl: `${urls.assets}${CARDINAL_SONGBIRD_PATH}`,
          cardinalSongbirdIdentityHash: null,
        }
      : null,
  };
}
