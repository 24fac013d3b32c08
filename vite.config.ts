import { defineConfig } from 'vite';

// The element uses Lit's `static properties` (no decorators), so no transform settings are needed.
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
  },
});
