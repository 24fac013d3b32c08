/**
 * Lets a browser test make the test server refuse some of the widget's modules, as a dropped network or a deploy
 * that removed a chunk would. The command `pd-module-faults` `{refuse: ["/elements/element/lists.ts"]}` answers 503
 * for those paths from then on, and `{refuse: []}` lets them through again; test files run one at a time, and a file
 * that refuses a module lets it through again when it ends.
 *
 * While a module is refused, the test's page bypasses the browser's cache (through Puppeteer), so that a copy fetched
 * earlier never stands in for the server's answer. Chromium then keeps the failure for the later pages of the same
 * browser, even with the module let through again: the files that refuse modules run in a browser of their own
 * (`WTR_FAULTS=1`, test/browser/faults/).
 *
 * Returns the middleware (for `middleware`) and the plugin that runs the command (for `plugins`).
 */
export function moduleFaults() {
  const refused = new Set();
  return {
    middleware: async function moduleFaultsMiddleware(ctx, next) {
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
        const refuse = payload?.refuse;
        if (!Array.isArray(refuse) || refuse.some((path) => typeof path !== 'string' || !path.startsWith('/')))
          throw new Error('pd-module-faults: send {refuse: [paths starting with /]}.');
        if (session.browser.type !== 'puppeteer') throw new Error('pd-module-faults needs Chromium through Puppeteer.');
        await session.browser.getPage(session.id).setCacheEnabled(refuse.length === 0);
        refused.clear();
        for (const path of refuse) refused.add(path);
        return true;
      },
    },
  };
}
