/**
 * Lets a browser test make the test server refuse or hold some of the widget's modules, as a dropped network, a deploy
 * that removed a chunk or a slow network would. The command `pd-module-faults` `{refuse: ["/elements/element/lists.ts"]}`
 * answers 503 for those paths from then on, and `{refuse: []}` lets them through again; `{hold: [paths]}` keeps the
 * requests for those paths waiting until a later command leaves them out of `hold` (`{hold: []}` lets every one
 * through). Test files run one at a time, and a file that refuses or holds a module lets it through again when it ends.
 *
 * While a module is refused or held, the test's page bypasses the browser's cache (through Puppeteer), so that a copy
 * fetched earlier never stands in for the server's answer. Chromium then keeps a failure for the later pages of the
 * same browser, even with the module let through again: the files that refuse modules run in a browser of their own,
 * each (`WTR_FAULTS=1`, test/browser/faults/, one run per file in `npm test`).
 *
 * Returns the middleware (for `middleware`) and the plugin that runs the command (for `plugins`).
 */
export function moduleFaults() {
  const refused = new Set();
  /** Each held path, with the requests waiting for it. */
  const held = new Map();
  const release = (path) => {
    for (const letThrough of held.get(path) ?? []) letThrough();
    held.delete(path);
  };
  const paths = (list, name) => {
    if (list === undefined) return undefined;
    if (!Array.isArray(list) || list.some((path) => typeof path !== 'string' || !path.startsWith('/')))
      throw new Error(`pd-module-faults: send {${name}: [paths starting with /]}.`);
    return list;
  };
  return {
    middleware: async function moduleFaultsMiddleware(ctx, next) {
      const waiting = held.get(ctx.path);
      if (waiting) await new Promise((resolve) => waiting.push(resolve));
      if (!refused.has(ctx.path)) return next();
      ctx.status = 503;
      // Never kept: the next test file's page must fetch the module again.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'Refused by the test (module faults).';
    },
    plugin: {
      name: 'module-faults',
      async executeCommand({ command, payload, session }) {
        if (command !== 'pd-module-faults') return undefined;
        const refuse = paths(payload?.refuse, 'refuse');
        const hold = paths(payload?.hold, 'hold');
        if (!refuse && !hold) throw new Error('pd-module-faults: send {refuse: [paths]} or {hold: [paths]}.');
        if (session.browser.type !== 'puppeteer') throw new Error('pd-module-faults needs Chromium through Puppeteer.');
        if (refuse) {
          refused.clear();
          for (const path of refuse) refused.add(path);
        }
        if (hold) {
          for (const path of [...held.keys()]) if (!hold.includes(path)) release(path);
          for (const path of hold) if (!held.has(path)) held.set(path, []);
        }
        await session.browser.getPage(session.id).setCacheEnabled(refused.size === 0 && held.size === 0);
        return true;
      },
    },
  };
}
