#!/usr/bin/env node
/**
 * `npm run bench:page`: loads the TypeScript runner (bench/page.ts) through tsx, as the product
 * server, the emulator and the builds it starts are TypeScript.
 */
import { register } from 'tsx/esm/api';

register();
await import('./page.ts');
