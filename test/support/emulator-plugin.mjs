/**
 * Exposes a running emulator to browser tests at the test page's own origin: requests to
 * `/__emulator/*` are forwarded to the emulator's control API, so tests need no CORS or ports.
 */
export function emulatorControlMiddleware(emulator) {
  return async function emulatorControl(ctx, next) {
    if (!ctx.path.startsWith('/__emulator/')) return next();
    const chunks = [];
    for await (const chunk of ctx.req) chunks.push(chunk);
    const response = await fetch(`${emulator.url}${ctx.url}`, {
      method: ctx.method,
      headers: { 'content-type': ctx.get('content-type') || 'application/json' },
      body: ['GET', 'HEAD'].includes(ctx.method) ? undefined : Buffer.concat(chunks),
    });
    ctx.status = response.status;
    const type = response.headers.get('content-type');
    if (type) ctx.type = type;
    ctx.body = Buffer.from(await response.arrayBuffer());
  };
}
