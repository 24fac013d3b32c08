#!/usr/bin/env node
/**
 * The servers of `npm run bench:page`, started by bench/page.ts as a child process: loads the TypeScript
 * (bench/page-servers.ts) through tsx, as bench/page.mjs does for the runner.
 */
import { register } from 'tsx/esm/api';

register();
await import('./page-servers.ts');
