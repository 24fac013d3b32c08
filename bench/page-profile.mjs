#!/usr/bin/env node
/**
 * `npm run bench:profile`: loads the TypeScript runner (bench/page-profile.ts) through tsx, as the product
 * server, the emulator and the builds it starts are TypeScript.
 */
import { register } from 'tsx/esm/api';

register();
await import('./page-profile.ts');
