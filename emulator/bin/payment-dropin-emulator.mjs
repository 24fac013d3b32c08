#!/usr/bin/env node
/**
 * `npx payment-dropin-emulator`: the gateway emulator until Ctrl-C. Settings come from the
 * environment: EMULATOR_PORT (HTTP, for the Node SDK; default 4010, 0 for any free port),
 * EMULATOR_HTTPS_PORT (for browsers), EMULATOR_BROWSER_ACCESS (`direct` or `host-mapped`),
 * EMULATOR_VERBOSE=1. The emulator is TypeScript; tsx runs it as shipped.
 */
import { register } from 'tsx/esm/api';

register();
await import('../cli.ts');
