#!/usr/bin/env node
/**
 * `npm run build`: every package (`payment-dropin`: compiled JavaScript, `.d.ts`, the Custom Elements
 * Manifest and the hosted scripts), then the checkout demo's bundle for the real gateway (no
 * emulator bridge) into dist/host-app. `npm start` rebuilds the demo for the emulator by itself.
 */
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const packages = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], { stdio: 'inherit' });
if (packages.status !== 0) process.exit(packages.status ?? 1);

register();
const { buildHostApp, DEFAULT_OUT_DIR } = await import('../host-app/build.ts');
await buildHostApp({ outDir: DEFAULT_OUT_DIR, force: true });
console.log(`Checkout demo built into ${DEFAULT_OUT_DIR} (for the real gateway).`);
