import { createServer } from 'vite';
import { guideExamplesPlugin } from './guide-examples-plugin.mjs';

const WTR_SOCKET = '/__web-dev-server__web-socket.js';

/** WTR's runtime module must stay an import of WTR's own URL, in the optimizer and in dev. */
const keepWtrSocketExternal = {
  name: 'keep-wtr-socket-external',
  resolveId(id) {
    if (id.endsWith('__web-dev-server__web-socket.js')) return { id: WTR_SOCKET, external: true };
    return undefined;
  },
};

/**
 * Serves test files and everything they import through a Vite dev server, from WTR's `serve`
 * hook. Vite turns TypeScript, CommonJS packages (braintree-web, React) and bare imports into
 * browser modules; WTR keeps its own runtime files (`/__web-dev-server__*`, `/__wtr*`).
 */
export function viteServePlugin({ testFiles }) {
  let vite;
  return {
    name: 'vite-serve',
    async serverStart() {
      vite = await createServer({
        configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
        mode: 'test',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Runs side by side each keep their pre-bundled dependencies in a folder of their own (WTR_VITE_CACHE).
        ...(process.env.WTR_VITE_CACHE ? { cacheDir: process.env.WTR_VITE_CACHE } : {}),
        // Optimising every test's imports up front keeps one copy of Lit on the page.
        optimizeDeps: { entries: testFiles, rolldownOptions: { plugins: [keepWtrSocketExternal] } },
        // The migration guide's examples, as modules (test/browser/migration/).
        plugins: [keepWtrSocketExternal, guideExamplesPlugin()],
      });
    },
    async serverStop() {
      await vite?.close();
    },
    async serve(context) {
      const path = context.path;
      if (path.startsWith('/__web-dev-server') || path.startsWith('/__wtr') || path.startsWith('/__web-test-runner'))
        return undefined;
      if (path.startsWith('/__emulator')) return undefined;
      if (!/\.(m?[jt]sx?|css)$/.test(path) && !path.startsWith('/@') && !path.includes('/.vite/')) return undefined;
      const result = await vite.transformRequest(context.url).catch((error) => {
        throw new Error(`Vite could not transform ${context.url}: ${error.message}`);
      });
      if (!result) return undefined;
      return { body: result.code, type: 'js' };
    },
  };
}
