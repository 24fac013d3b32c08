#!/usr/bin/env node
/**
 * `npm run bench`: loads the TypeScript runner (bench/run.ts) through tsx, as the emulator and
 * the builds it starts are TypeScript.
 */
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');
