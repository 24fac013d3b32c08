import { defaultClientConditions, defineConfig } from 'vite';

// The element uses Lit's `static properties` (no decorators), so no transform settings are needed.
// The `source` condition resolves `payment-dropin/*` imports to the package's TypeScript sources, so
// tests and the demo run on them without a build of the package first.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
  },
});
