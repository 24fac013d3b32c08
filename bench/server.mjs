#!/usr/bin/env node
/**
 * `npm run bench:server`: loads the TypeScript runner (bench/server-checkout.ts) through tsx, as
 * the product server and the emulator it starts are TypeScript.
 */
import { register } from 'tsx/esm/api';

register();
await import('./server-checkout.ts');
