import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens, as Cardinal signs the result of a challenge. The emulator plays
 * Cardinal, so it signs with a key only it knows and checks the signature when braintree-web
 * hands the token back to `authenticate_from_jwt`.
 */

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${header}.${body}.${base64url(signature(secret, `${header}.${body}`))}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payload of a token this emulator signed with `secret`, or why it is refused. Only HS256 is
 * accepted (never `none`), and `exp` (seconds) must lie ahead of `now`.
 */
export function verifyJwt(
  token: unknown,
  secret: string,
  now = Date.now(),
): { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string } {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'The JWT is missing.' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'The JWT is malformed.' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const payload = decodePart(payloadPart);
  if (!header || !payload) return { ok: false, reason: 'The JWT is malformed.' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'The JWT is not signed with HS256.' };
  const expected = signature(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'The JWT signature does not verify.' };
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now)
    return { ok: false, reason: 'The JWT has expired.' };
  return { ok: true, payload };
}
