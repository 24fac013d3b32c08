import { randomBytes } from 'node:crypto';

/**
 * Serves every test page under a strict Content-Security-Policy: no 'unsafe-inline', no
 * 'unsafe-eval', Trusted Types required for script sinks. The test runner's own inline scripts
 * get a fresh nonce per page; nothing else does, so anything the widget, braintree-web or a
 * stand-in injects without the nonce is reported as a `securitypolicyviolation`.
 */
export function strictCspMiddleware(policyFor) {
  return async function strictCsp(ctx, next) {
    await next();
    if (!ctx.response.is('html') || ctx.path.startsWith('/__emulator')) return;
    const nonce = randomBytes(16).toString('base64');
    let body = ctx.body;
    if (typeof body !== 'string') {
      if (Buffer.isBuffer(body)) body = body.toString('utf8');
      else if (body && typeof body.pipe === 'function') {
        const chunks = [];
        for await (const chunk of body) chunks.push(Buffer.from(chunk));
        body = Buffer.concat(chunks).toString('utf8');
      } else return;
    }
    ctx.body = body
      .replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`)
      .replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`);
    ctx.set('Content-Security-Policy', policyFor(nonce));
  };
}
