/** The Vite plugin that lets a browser with no flags reach the emulator (see the README). */
import { register } from 'tsx/esm/api';

register();
export const { braintreeEmulatorBridge } = await import('../vite-bridge.ts');
