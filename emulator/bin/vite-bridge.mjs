/**
 * The Vite plugin that lets a browser with no flags reach the emulator (see the README). No
 * top-level await (a CommonJS `vite.config.js` may `require()` this entry): tsx's require reads the
 * plugin's TypeScript at once; the plugin imports nothing at run time.
 */
import { require as requireTypeScript } from 'tsx/cjs/api';

export const { braintreeEmulatorBridge } = requireTypeScript('../vite-bridge.ts', import.meta.url);
