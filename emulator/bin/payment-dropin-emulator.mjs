#!/usr/bin/env node
/**
 * `npx payment-dropin-emulator`: the gateway emulator until Ctrl-C. Settings come from the
 * environment: EMULATOR_PORT (HTTP, for the Node SDK; default 4010, 0 for any free port),
 * EMULATOR_HTTPS_PORT (for browsers), EMULATOR_BROWSER_ACCESS (`direct` or `host-mapped`),
 * EMULATOR_HOST (default 127.0.0.1; 0.0.0.0 in a container), EMULATOR_ALLOWED_HOSTS (comma-separated names the
 * control API answers), EMULATOR_PUBLIC_URL (the origin browsers reach it by), EMULATOR_VERBOSE=1. A bad value is
 * refused with exit code 2. The emulator is TypeScript; tsx runs it as shipped.
 */
import { register } from 'tsx/esm/api';

register();
await import('../cli.ts');
