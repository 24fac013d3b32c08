/**
 * Lets a browser test make the test server refuse some of the widget's modules, as a dropped network or a deploy
 * that removed a chunk would: `POST /__module-faults` with `{"refuse": ["/elements/element/lists.ts"]}` answers 503
 * for those paths from then on, and `{"refuse": []}` lets them through again. Test files run one at a time, and a
 * file that refuses a module lets it through again when it ends.
 */
export function moduleFaultsMiddleware() {
  const refused = new Set();
  return async function moduleFaults(ctx, next) {
    if (ctx.path === '/__module-faults') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const { refuse } = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      if (!Array.isArray(refuse) || refuse.some((path) => typeof path !== 'string' || !path.startsWith('/'))) {
        ctx.status = 400;
        ctx.body = 'Send {"refuse": [paths starting with /]}.';
        return;
      }
      refused.clear();
      for (const path of refuse) refused.add(path);
      ctx.body = { refused: [...refused] };
      return;
    }
    if (refused.has(ctx.path)) {
      ctx.status = 503;
      ctx.body = 'Refused by the test (module faults).';
      return;
    }
    return next();
  };
}
